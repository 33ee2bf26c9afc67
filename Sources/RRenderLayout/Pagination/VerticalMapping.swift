import RRenderCore
import RRenderStyle

/// Maps a page laid out in logical coordinates (lines along x, blocks down y) to the physical
/// page of a vertical writing mode (CSS Writing Modes 3 §2.1, Writing Modes 4 §3.1): columns
/// run down the page and stack from right to left (`vertical-rl`, `sideways-rl`) or from left
/// to right (`vertical-lr`); `sideways-lr` columns run up the page, stacking left to right.
///
/// A line's over side (its ascenders, the logical top) is on the physical right in every mode
/// but `sideways-lr`, where it is on the left. In `vertical-lr` the columns stack left to right
/// yet keep that side on the right, so what is inside a line (its baseline, inline images,
/// inline boxes, link areas) is mirrored within the line box (see `lines`).
struct VerticalMapping {
    /// The physical content area.
    let contentRect: Rect
    let mode: WritingMode
    /// The logical boxes of the page's lines, for `vertical-lr` (empty otherwise).
    var lines: [Rect] = []

    init(contentRect: Rect, mode: WritingMode = .verticalRL) {
        self.contentRect = contentRect
        self.mode = mode
    }

    /// `vertical-lr`: the logical line boxes of `fragments`, whose content is mirrored.
    mutating func noteLines(of fragments: [Fragment]) {
        guard mode == .verticalLR else { return }
        lines = fragments.compactMap { if case .text(let text) = $0, !text.keepsHorizontal { text.rect } else { nil } }
    }

    /// A logical point (x along the line, y from the page's start) on the physical page.
    func point(_ p: Point) -> Point {
        switch mode {
        case .verticalLR: Point(x: contentRect.minX + p.y, y: contentRect.minY + p.x)
        case .sidewaysLR: Point(x: contentRect.minX + p.y, y: contentRect.maxY - p.x)
        default: Point(x: contentRect.maxX - p.y, y: contentRect.minY + p.x)
        }
    }

    /// A logical rectangle on the physical page.
    func rect(_ r: Rect) -> Rect {
        Self.physicalRect(mode == .verticalLR ? mirroredInLine(r) : r, mode: mode, in: contentRect)
    }

    /// `r` mirrored across the middle of the line box that holds it (`vertical-lr`); `r` when
    /// no line holds it (blocks, floats).
    private func mirroredInLine(_ r: Rect) -> Rect { LineMirror(line: lineBox(holding: r)).apply(to: r) }

    private func lineBox(holding r: Rect) -> Rect? { Self.outermostLine(holding: r, in: lines) }

    /// The widest line box across the line among `lines` that holds `r` across the line and
    /// meets it along it: a line of the page, not one inside an inline-block on it, which
    /// `AtomicBoxContent.mirroredForVerticalLR` mirrored already.
    static func outermostLine(holding r: Rect, in lines: [Rect]) -> Rect? {
        let slack = 0.01
        var found: Rect?
        for line in lines
        where r.minY >= line.minY - slack && r.maxY <= line.maxY + slack && r.minX < line.maxX + slack
            && r.maxX > line.minX - slack
        {
            if found.map({ line.height > $0.height }) ?? true { found = line }
        }
        return found
    }

    func fragment(_ fragment: Fragment) -> Fragment {
        switch fragment {
        case .text(var text) where text.keepsHorizontal:
            text.rect = Self.physicalRect(text.rect, mode: mode, in: contentRect)
            text.origin = point(text.origin)
            return .text(text)
        case .text(var text):
            if mode == .verticalLR {
                // Mirrored within its line box: a line in its own, a ruby annotation or an
                // emphasis mark in the line it belongs to (whose box reaches over it), so it
                // stays on the line's over side.
                let mirror = LineMirror(line: lineBox(holding: text.rect) ?? text.rect)
                text.origin.y = mirror.apply(to: text.origin.y)
                text.rect = Self.physicalRect(mirror.apply(to: text.rect), mode: mode, in: contentRect)
            } else {
                text.rect = rect(text.rect)
            }
            text.origin = point(text.origin)
            text.isVertical = true
            text.isTurnedLeft = mode == .sidewaysLR
            return .text(text)
        case .image(var image):
            image.rect = rect(image.rect)
            image.naturalSize = image.naturalSize.map { Size(width: $0.height, height: $0.width) }
            return .image(image)
        case .box(var box):
            box.rect = rect(box.rect)
            box.borderWidths = LogicalStyles.physical(box.borderWidths, mode)
            box.borderStyles = LogicalStyles.physical(box.borderStyles, mode)
            box.borderColors = LogicalStyles.physical(box.borderColors, mode)
            // Placed on the logical box; placed again on the physical one (positions, sizes,
            // shadow offsets and corners are physical, CSS Writing Modes 3 §6.4).
            box.effects = box.effects.flatMap { effects in
                effects.source.flatMap {
                    BoxEffects(
                        $0.effects, rect: rect(effects.borderBox), borders: LogicalStyles.physical($0.borders, mode),
                        padding: LogicalStyles.physical($0.padding, mode))
                }
            }
            return .box(box)
        case .pushClip(let clip):
            return .pushClip(rect(clip))
        case .popClip:
            return .popClip
        }
    }
}

/// The content of a horizontal box in vertical text (an orthogonal flow): laid out physically,
/// then placed in the vertical flow's logical coordinates, so that mapping the page
/// (`VerticalMapping.fragment`) puts it back as it was, upright.
extension VerticalMapping {
    /// `fragment`, laid out physically from the top-left of a box `size` (physical), in the
    /// logical coordinates of a `mode` flow from the box's logical top-left.
    static func logical(_ fragment: Fragment, boxSize size: Size, mode: WritingMode) -> Fragment {
        switch fragment {
        case .text(var text):
            text.rect = logicalRect(text.rect, boxSize: size, mode: mode)
            text.origin = logicalPoint(text.origin, boxSize: size, mode: mode)
            text.keepsHorizontal = true
            return .text(text)
        case .image(var image):
            image.rect = logicalRect(image.rect, boxSize: size, mode: mode)
            image.naturalSize = image.naturalSize.map { Size(width: $0.height, height: $0.width) }
            return .image(image)
        case .box(var box):
            box.rect = logicalRect(box.rect, boxSize: size, mode: mode)
            box.borderWidths = LogicalStyles.rotated(box.borderWidths, mode)
            box.borderStyles = LogicalStyles.rotated(box.borderStyles, mode)
            box.borderColors = LogicalStyles.rotated(box.borderColors, mode)
            box.effects = box.effects.flatMap { effects in
                effects.source.flatMap {
                    BoxEffects(
                        $0.effects, rect: logicalRect(effects.borderBox, boxSize: size, mode: mode),
                        borders: LogicalStyles.rotated($0.borders, mode), padding: LogicalStyles.rotated($0.padding, mode))
                }
            }
            return .box(box)
        case .pushClip(let clip):
            return .pushClip(logicalRect(clip, boxSize: size, mode: mode))
        case .popClip:
            return .popClip
        }
    }

    /// A physical rectangle of a box `size` in the logical coordinates of a `mode` flow: the
    /// reverse of `physicalRect` (lines of the box stay where they are, not mirrored in a line).
    static func logicalRect(_ r: Rect, boxSize size: Size, mode: WritingMode) -> Rect {
        switch mode {
        case .verticalLR: Rect(x: r.minY, y: r.minX, width: r.height, height: r.width)
        case .sidewaysLR: Rect(x: size.height - r.maxY, y: r.minX, width: r.height, height: r.width)
        default: Rect(x: r.minY, y: size.width - r.maxX, width: r.height, height: r.width)
        }
    }

    static func logicalPoint(_ p: Point, boxSize size: Size, mode: WritingMode) -> Point {
        switch mode {
        case .verticalLR: Point(x: p.y, y: p.x)
        case .sidewaysLR: Point(x: size.height - p.y, y: p.x)
        default: Point(x: p.y, y: size.width - p.x)
        }
    }

    /// A logical rectangle on the physical page, never mirrored within a line.
    static func physicalRect(_ r: Rect, mode: WritingMode, in contentRect: Rect) -> Rect {
        switch mode {
        case .verticalLR:
            Rect(x: contentRect.minX + r.minY, y: contentRect.minY + r.minX, width: r.height, height: r.width)
        case .sidewaysLR:
            Rect(x: contentRect.minX + r.minY, y: contentRect.maxY - r.maxX, width: r.height, height: r.width)
        default: Rect(x: contentRect.maxX - r.maxY, y: contentRect.minY + r.minX, width: r.height, height: r.width)
        }
    }
}

/// Mirrorings across the line (along a logical y) that `vertical-lr` needs: within the line box
/// `line` that holds what is mirrored (none when no line does), then within `box` (an
/// inline-block's, `AtomicBoxContent.mirroredForVerticalLR`).
struct LineMirror {
    var line: Rect?
    var box: (low: Double, high: Double)?

    func apply(to y: Double) -> Double {
        let inLine = line.map { $0.minY + $0.maxY - y } ?? y
        return box.map { $0.low + $0.high - inLine } ?? inLine
    }

    func apply(to rect: Rect) -> Rect {
        // Mirrored once, twice or not at all: its top edge is one of the two.
        Rect(x: rect.minX, y: min(apply(to: rect.minY), apply(to: rect.maxY)), width: rect.width, height: rect.height)
    }
}
