import RRenderCairo
import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// A line box is as tall as its inline boxes' line heights (CSS 2.1 §10.8), even when that is
/// less than the font's own height: lines of `line-height: 2px` stack 2 px apart, the glyphs
/// overflowing them, and `line-height: 0` stacks them on one another.
@Suite struct LineBoxHeightTests {
    func lines(_ lineHeight: String) throws -> [TextFragment] {
        let fixture = LayoutFixture(viewport: Size(width: 30, height: 400), shaper: try PangoShaper())
        let page = try #require(
            try fixture.pages(body: "<p>X X X</p>", css: "p { margin: 0; font: 20px/\(lineHeight) serif }").first)
        return page.fragments.compactMap { if case .text(let line) = $0 { line } else { nil } }
    }

    @Test func linesSmallerThanTheirFontStackAtTheirLineHeight() throws {
        let small = try lines("2px")
        #expect(small.map(\.rect.minY) == [0, 2, 4])
        #expect(small.map(\.rect.height) == [2, 2, 2])
        // Each baseline is as far below its line's top as the half-leading leaves it: the same
        // for every line, and below the line's bottom (the glyphs overflow the line box).
        let offsets = small.map { $0.origin.y - $0.rect.minY }
        #expect(Set(offsets).count == 1 && offsets[0] > 2, "\(offsets)")
        let none = try lines("0")
        // (Pango takes an absolute line height of 0 for none: rrender asks for 1/1024 px.)
        #expect(none.allSatisfy { $0.rect.minY < 0.01 && $0.rect.height < 0.01 }, "\(none.map(\.rect))")
    }

    @Test func normalAndTallLinesKeepTheirHeight() throws {
        let tall = try lines("30px")
        #expect(tall.map(\.rect.minY) == [0, 30, 60])
    }

    /// `vertical-align: top` and `bottom` boxes are aligned with the line box once its height is
    /// known from the rest (CSS 2.1 §10.8): a 50 px inline-block on a line of 20 px text makes
    /// it 50 px tall, from the text's top down when top-aligned, from its bottom up when
    /// bottom-aligned; on the baseline it would rise 50 px above it, over the text's descent.
    @Test(arguments: ["top", "bottom", "baseline"])
    func topAndBottomBoxesAlignWithTheLineBox(align: String) throws {
        let fixture = LayoutFixture(viewport: Size(width: 300, height: 400), shaper: try PangoShaper())
        let page = try #require(
            try fixture.pages(
                body: "<p>X<span></span></p><p>Y</p>",
                css:
                    "p { margin: 0; font: 20px/20px serif } span { display: inline-block; vertical-align: \(align); width: 10px; height: 50px; background: red }"
            ).first)
        let text = page.fragments.compactMap { if case .text(let line) = $0 { line } else { nil } }
        let box = try #require(page.fragments.compactMap { if case .box(let box) = $0 { box } else { nil } }.first)
        let second = try #require(text.last)
        if align != "baseline" {
            #expect(second.rect.minY == 50, "the line is as tall as the box")
            #expect(box.rect.minY == 0 && box.rect.maxY == 50)
        } else {
            #expect(second.rect.minY > 50, "the baseline box adds the text's descent below it")
        }
        let first = try #require(text.first)
        if align == "top" { #expect(first.origin.y < 20, "the text stays at the line's top") }
        if align == "bottom" { #expect(first.origin.y > 30, "the text goes down to the line's bottom") }
    }
}
