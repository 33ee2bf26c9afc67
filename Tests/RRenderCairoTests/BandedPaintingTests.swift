import RRenderCore
import RRenderImages
import RRenderLayout
import RRenderTestSupport
import Testing

@testable import RRenderCairo

/// A page of text, boxes and borders painted in bands (moved by whole device pixels) is
/// encoded to the very bytes of the same page painted whole, whatever the band height.
@Suite struct BandedPaintingTests {
    static let css = """
        body { margin: 0; font-size: 15px; line-height: 1.4 }
        p { margin: 0 0 6px 0 }
        .box { border: 3px dotted #333; padding: 4px; background: #eee }
        .dashed { border: 2px dashed black }
        h2 { font-style: italic; text-decoration: underline; border-bottom: 5px double #555 }
        """
    static let body = """
        <h2>Ajgy Heading, with descenders</h2>
        <p>The quick brown fox jumps over the lazy dog; Quixotic jackdaws gyrate, fjords yawn.</p>
        <div class="box"><p>A boxed paragraph whose dotted border ends with round caps past the box.</p></div>
        <p class="dashed">Dashes along a border, and text that wraps onto a second and a third line here.</p>
        <p>Äpfel, Übermut, façade, naïve: accents above the line, and ģ, ķ, ļ below it.</p>
        """

    func page(css: String = BandedPaintingTests.css) throws -> PageLayout {
        let fixture = LayoutFixture(viewport: Size(width: 220, height: 300), margin: 9, shaper: try PangoShaper())
        return try fixture.pages(body: Self.body, css: css)[0]
    }

    @Test(arguments: [1, 3, 13, 64, 599])
    func bandsPaintTheBytesOfTheWholePage(bandHeight: Int) throws {
        for (css, gray) in [(Self.css, true), (Self.css + " p { color: #a01010 } h2 { color: navy }", false)] {
            let layout = try page(css: css)
            let painter = PagePainter(imageData: { _ in nil })
            let whole = PNGEncoder.encode(try painter.paint(layout, scale: 2, background: .white))
            let banded = try painter.paintBandedPNG(layout, scale: 2, background: .white, bandHeight: bandHeight)
            #expect((PNGChunks(banded).colorType == 0) == gray)
            #expect(banded == whole, "band height \(bandHeight)")
        }
    }

    @Test func aPageWithoutImagesIsPaintedInBandsAndKeepsNoWholePageSurface() throws {
        let layout = try page()
        let painter = PagePainter(imageData: { _ in nil })
        _ = try painter.paint(layout, scale: 4, background: .white)
        #expect(painter.surface != nil)
        let png = try painter.paintPNG(layout, scale: 4, background: .white)  // 880×1200 px: 4 bands of 297 rows
        #expect(painter.surface == nil && painter.bandSurface?.height == PagePainter.bandBytes / (4 * 880))
        #expect(png == PNGEncoder.encode(try painter.paint(layout, scale: 4, background: .white)))
    }

    /// A page of vertical text has bands four times as tall (each vertical line crosses every
    /// band), and still the bytes of the whole page.
    @Test func aVerticalPageHasTallerBands() throws {
        let fixture = LayoutFixture(viewport: Size(width: 220, height: 300), margin: 9, shaper: try PangoShaper())
        let layout = try fixture.pages(
            body: "<p>吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。</p>",
            css: "html { writing-mode: vertical-rl } body { margin: 0; font-size: 15px }")[0]
        #expect(layout.fragments.contains { if case .text(let line) = $0 { line.isVertical } else { false } })
        let painter = PagePainter(imageData: { _ in nil })
        let png = try painter.paintPNG(layout, scale: 8, background: .white)  // 1760×2400 px
        #expect(painter.bandSurface?.height == 4 * PagePainter.bandBytes / (4 * 1760))
        #expect(png == PNGEncoder.encode(try painter.paint(layout, scale: 8, background: .white)))
    }

    @Test func everyLineIsInsideItsBandSpan() throws {
        // The spans that decide which bands paint a fragment hold the fragment's ink.
        let layout = try page()
        let painter = PagePainter(imageData: { _ in nil })
        let white = try painter.paint(
            PageLayout(
                size: layout.size, contentRect: layout.contentRect, fragments: [], links: [],
                background: nil), scale: 2, background: .white)
        for fragment in layout.fragments {
            guard let span = painter.deviceRows(of: fragment, scale: 2) else { continue }
            let alone = PageLayout(
                size: layout.size, contentRect: layout.contentRect, fragments: [fragment], links: [], background: nil)
            let image = try painter.paint(alone, scale: 2, background: .white)
            for y in 0..<image.height where (0..<image.width).contains(where: { image[$0, y] != white[$0, y] }) {
                #expect(span.contains(Double(y)) && span.contains(Double(y + 1)), "row \(y) outside \(span)")
            }
        }
    }
}
