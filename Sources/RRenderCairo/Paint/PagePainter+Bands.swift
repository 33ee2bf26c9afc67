internal import CPangoCairo
import RRenderCore
import RRenderImages
import RRenderLayout

extension PagePainter {
    /// Paints `page` in bands of `bandHeight` device rows into one small surface and encodes the
    /// PNG from them: the encoder asks for each band in turn, once for a gray page (its scan
    /// keeps the gray scanlines) and once more for a coloured one (see `PixelBands`). A band
    /// paints only the fragments that may reach it. The bytes are those of a whole-page paint.
    func paintBandedPNG(_ page: PageLayout, scale: Double, background: Color, bandHeight: Int) throws(CairoError) -> [UInt8] {
        let (width, height) = Self.deviceSize(page.size, scale: scale)
        let target = try CairoSurface.reuse(&bandSurface, width: width, height: bandHeight)
        surface = nil  // a page of text does not keep a whole-page surface alive
        let spans = page.fragments.map { deviceRows(of: $0, scale: scale) }
        do {
            return try PNGEncoder.encodeBands(height: height, band: target) { band, first in
                let rows = first..<min(first + bandHeight, height)
                try self.paint(page, rows: rows, scale: scale, background: background, on: band, skipping: spans)
            }
        } catch let error as CairoError {
            throw error
        } catch {
            throw .status("\(error)")
        }
    }

    /// The device rows `fragment` may put ink on, with room to spare; nil when unknown (then it
    /// is painted in every band). Text: the line's ink and logical extents from Pango, grown by
    /// half the line's height and two pixels (decorations, antialiasing); boxes: the border box
    /// grown by the widest border (round caps of dotted borders) and two pixels.
    func deviceRows(of fragment: Fragment, scale: Double) -> ClosedRange<Double>? {
        switch fragment {
        case .image, .pushClip, .popClip:
            // Clips are painted in every band, so their saves and restores stay paired.
            return nil
        case .box(let box):
            let w = box.borderWidths
            // Shadows reach past the box by their offset, spread and blur.
            let shadow = box.effects?.shadows.map { abs($0.x) + abs($0.y) + abs($0.spread) + $0.blur }.max() ?? 0
            let margin = max(w.top, w.right, w.bottom, w.left, shadow) + 2 / scale
            return Self.rows((box.rect.minY - margin) * scale, (box.rect.maxY + margin) * scale)
        case .text(let text):
            guard let line = pangoLine(text) else { return nil }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_line_get_extents(line, &ink, &logical)
            let unit = Double(PANGO_SCALE)
            // Along y for a horizontal line; along the line (turned +90°: x becomes y) for a vertical one.
            let (inkStart, inkLength, logicalStart, logicalLength) =
                text.isVertical
                ? (ink.x, ink.width, logical.x, logical.width) : (ink.y, ink.height, logical.y, logical.height)
            // In Double: Pango's 32-bit sums overflow for a line a million px tall.
            let start = Double(min(inkStart, logicalStart)) / unit
            let end = max(Double(inkStart) + Double(inkLength), Double(logicalStart) + Double(logicalLength)) / unit
            let margin = (end - start) / 2 + 2 / scale
            // A sideways-lr line runs up from its origin.
            if text.isTurnedLeft {
                return Self.rows((text.origin.y - end - margin) * scale, (text.origin.y - start + margin) * scale)
            }
            return Self.rows((text.origin.y + start - margin) * scale, (text.origin.y + end + margin) * scale)
        }
    }

    /// `top...bottom`, nil (paint in every band) unless both are numbers in order: a range whose
    /// bounds are NaN or reversed would trap.
    private static func rows(_ top: Double, _ bottom: Double) -> ClosedRange<Double>? {
        guard !top.isNaN, !bottom.isNaN, top <= bottom else { return nil }
        return top...bottom
    }
}
