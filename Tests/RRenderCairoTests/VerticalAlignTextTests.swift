import RRenderCairo
import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// `vertical-align: text-top | text-bottom | middle` on inline text (CSS 2.1 §10.8.1), measured
/// with the fonts Pango loads: the span's box (its background is its content area) lines up
/// with the content area of a baseline-aligned neighbour in the paragraph's font, as Chromium
/// places it.
@Suite struct VerticalAlignTextTests {
    /// The content areas of the `b` (baseline, the paragraph's font) and `i` (aligned) boxes.
    func boxes(
        _ align: String, spanLineHeight: String = "normal", mode: String = "horizontal-tb"
    ) throws -> (
        parent: Rect, span: Rect
    ) {
        let fixture = LayoutFixture(viewport: Size(width: 400, height: 400), shaper: try PangoShaper())
        let page = try #require(
            try fixture.pages(
                body: "<p><b>X</b><i>y</i></p>",
                css: """
                    body { writing-mode: \(mode) } p { margin: 0; font: 40px/120px serif }
                    b { font-weight: normal; background: orange }
                    i { font-style: normal; font-size: 20px; line-height: \(spanLineHeight); vertical-align: \(align); background: blue }
                    """
            ).first)
        let rects = page.fragments.compactMap { if case .box(let box) = $0 { box.rect } else { nil } }
        try #require(rects.count == 2)
        return (rects[0], rects[1])
    }

    @Test func textTopLinesTheTopsUp() throws {
        let (parent, span) = try boxes("text-top")
        #expect(abs(span.minY - parent.minY) < 0.01, "\(parent) \(span)")
    }

    @Test func textBottomLinesTheBottomsUp() throws {
        let (parent, span) = try boxes("text-bottom")
        #expect(abs(span.maxY - parent.maxY) < 0.01, "\(parent) \(span)")
    }

    /// The half-leading is part of the box that is aligned: a span 60 px tall (its `line-height`)
    /// around a content area of about 23 px has its content area that much lower under `text-top`.
    @Test func theHalfLeadingIsPartOfTheAlignedBox() throws {
        let (parent, span) = try boxes("text-top", spanLineHeight: "60px")
        let halfLeading = (60 - span.height) / 2
        #expect(abs(span.minY - halfLeading - parent.minY) < 0.01, "\(parent) \(span)")
    }

    /// `middle` puts the box's midpoint half the parent's x-height above its baseline.
    @Test func middleCentresOnHalfTheXHeight() throws {
        let (parent, span) = try boxes("middle")
        let font = try PangoShaper().fontRelativeMetrics(families: ["serif"], weight: 400, italic: false)
        let baseline = parent.minY + parent.height * font.ascent / (font.ascent + font.descent)
        #expect(abs(span.midY - (baseline - font.xHeight * 40 / 2)) < 0.01, "\(parent) \(span)")
    }

    /// In vertical text the content areas are centred on the line (the central baseline):
    /// `text-top` lines up the right edges in `vertical-rl`, the line's over side.
    @Test func verticalTextTopLinesUpTheOverSides() throws {
        let (parent, span) = try boxes("text-top", mode: "vertical-rl")
        #expect(abs(span.maxX - parent.maxX) < 0.01, "\(parent) \(span)")
    }

    /// The background of an inline box of vertical text covers its glyphs, which the shaper
    /// centres on the line's baseline: centred on it too, not reaching its ascent over it.
    @Test func verticalBackgroundsAreCentredOnTheirGlyphs() throws {
        let fixture = LayoutFixture(viewport: Size(width: 400, height: 400), shaper: try PangoShaper())
        let page = try #require(
            try fixture.pages(
                body: "<p>X<b>y</b></p>",
                css: "body { writing-mode: vertical-rl } p { margin: 0; font: 40px/120px serif } b { background: blue }"
            ).first)
        let box = try #require(page.fragments.compactMap { if case .box(let box) = $0 { box.rect } else { nil } }.first)
        let line = try #require(page.fragments.compactMap { if case .text(let line) = $0 { line } else { nil } }.first)
        #expect(abs(box.midX - line.origin.x) < 0.01, "\(box) \(line.origin)")
    }

    /// `top` and `bottom` put the span's box (content area and half-leading) on the line box's
    /// edge, once the line's height is known without it: a 60 px tall span on a 120 px line
    /// leaves it 120 px tall, its box at the line's top or bottom, its background with it.
    @Test(arguments: ["top", "bottom"])
    func topAndBottomTextStandsOnTheLineBoxEdge(align: String) throws {
        let (parent, span) = try boxes(align, spanLineHeight: "60px")
        let halfLeading = (60 - span.height) / 2
        // The paragraph's line is 120 px tall, the parent's content area centred in it.
        let lineTop = parent.midY - 60
        if align == "top" {
            #expect(abs(span.minY - halfLeading - lineTop) < 0.01, "\(parent) \(span)")
        } else {
            #expect(abs(span.maxY + halfLeading - (lineTop + 120)) < 0.01, "\(parent) \(span)")
        }
    }

    /// The glyphs of the span move with its box: its red "y" is drawn at the line's top under
    /// `top` (its ink in the top third of the 120 px line), lower on the baseline. (Its
    /// `line-height` is `normal`: an inherited 120 px would make its box the line's height.)
    @Test func topAlignedTextIsDrawnOnTheLinesTop() throws {
        let fixture = LayoutFixture(viewport: Size(width: 200, height: 200), shaper: try PangoShaper())
        let inkTop = { (align: String) throws -> Int in
            let page = try #require(
                try fixture.pages(
                    body: "<p>X<i>y</i></p>",
                    css:
                        "p { margin: 0; font: 40px/120px serif } i { font-size: 20px; line-height: normal; color: red; vertical-align: \(align) }"
                ).first)
            let image = try PagePainter(imageData: { _ in nil }).paint(page, scale: 1, background: .white)
            let red = (0..<image.height).first { y in
                (0..<image.width).contains { x in
                    let c = image.color(x: x, y: y)
                    return c.red > 200 && c.green < 100 && c.blue < 100
                }
            }
            return try #require(red)
        }
        let (top, baseline) = (try inkTop("top"), try inkTop("baseline"))
        #expect(top < 40, "\(top) \(baseline)")
        #expect(baseline > 50, "\(top) \(baseline)")
    }
}
