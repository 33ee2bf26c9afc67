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
    func boxes(_ align: String, spanLineHeight: String = "normal", mode: String = "horizontal-tb") throws -> (
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
}
