import RRenderCore
import RRenderImages
import RRenderLayout
import RRenderTestSupport
import Testing

@testable import RRenderCairo

/// Text is drawn with slight hinting, as browsers draw it on Linux: an outline's horizontal
/// edges (a capital's top, a stroke's) fall on whole device pixels, where unhinted they fall
/// between two and leave a faint row. Layout is not hinted. (That a band's edge cuts no hinted
/// glyph, which it did when they were drawn with unhinted metrics, `BandedPaintingTests` show.)
@Suite struct HintedTextTests {
    private func page(_ body: String, css: String) throws -> PageLayout {
        let fixture = LayoutFixture(viewport: Size(width: 200, height: 60), shaper: try PangoShaper())
        return try #require(try fixture.pages(body: body, css: css).first)
    }

    /// The darkest grey of each row of `image` that has ink.
    private func darkestOfInkedRows(_ image: PixelImage) -> [Int] {
        (0..<image.height).compactMap { y in
            let darkest = (0..<image.width).map { Int(image.color(x: $0, y: y).red) }.min() ?? 255
            return darkest < 250 ? darkest : nil
        }
    }

    /// Noto Sans's cap height is 0.714 em: 9.28 device px at 13 px and 12.14 at 17 px (18.21 at
    /// scale 1.5), so unhinted the top row of an H is a quarter covered or less. (13.92 at 13 px
    /// and scale 1.5 is almost whole: that case alone passes with hinting off.)
    @Test(arguments: [13.0, 17.0], [1.0, 1.5])
    func everyRowOfACapitalIsSolidSomewhere(fontSize: Double, scale: Double) throws {
        let css = "body { margin: 0 } p { margin: 0; font: \(fontSize)px/30px sans-serif; color: #000 }"
        let image = try PagePainter(imageData: { _ in nil }).paint(
            try page("<p>HHH</p>", css: css), scale: scale, background: .white)
        let rows = darkestOfInkedRows(image)
        #expect(rows.count >= Int(fontSize * scale * 0.7))
        #expect(rows.allSatisfy { $0 < 60 }, "\(rows)")
    }

    /// Hinting moves no glyph: a line's text has the same place and width as the layout gave it
    /// (Pango's own drawing of the line, unhinted, inks the same columns).
    @Test func glyphsAreDrawnWhereLayoutPutThem() throws {
        let css = "body { margin: 0 } p { margin: 0; font: 13px/20px serif }"
        let layout = try page("<p>Hamburgefonstiv</p>", css: css)
        guard case .text(let line) = try #require(layout.fragments.first) else {
            Issue.record("no line")
            return
        }
        let image = try PagePainter(imageData: { _ in nil }).paint(layout, scale: 1, background: .white)
        let inked = (0..<image.width).filter { x in (0..<image.height).contains { image.color(x: x, y: $0).red < 200 } }
        let first = try #require(inked.first), last = try #require(inked.last)
        #expect(
            abs(Double(first) - line.rect.minX) <= 2 && abs(Double(last + 1) - line.rect.maxX) <= 2,
            "\(first)…\(last), \(line.rect)")
    }
}
