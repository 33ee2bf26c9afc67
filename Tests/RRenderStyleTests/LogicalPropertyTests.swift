import RRenderCore
import Testing

@testable import RRenderStyle

/// Flow-relative margins and paddings (CSS Logical Properties 1 §4): each sets the physical
/// side the element's writing mode and direction make its start or end, and shares the cascade
/// with that side's physical property.
@Suite struct LogicalPropertyTests {
    private func style(_ css: String, body: String = "<p id='x'>t</p>") throws -> ComputedStyle {
        try StyleFixture.style(css, body: body, target: "x")
    }

    private func margins(_ style: ComputedStyle) -> [Double] {
        let m = style.margin
        return [m.top, m.right, m.bottom, m.left].map { $0.resolve(against: 0) ?? -1 }
    }

    @Test func blockAndInlineSidesFollowTheWritingModeAndDirection() throws {
        let css = "p { margin: 0; margin-block-start: 1px; margin-block-end: 2px; margin-inline: 3px 4px }"
        // top, right, bottom, left
        #expect(margins(try style(css)) == [1, 4, 2, 3])
        #expect(margins(try style(css + " p { direction: rtl }")) == [1, 3, 2, 4])
        #expect(margins(try style(css + " p { writing-mode: vertical-rl }")) == [3, 1, 4, 2])
        #expect(margins(try style(css + " p { writing-mode: vertical-lr }")) == [3, 2, 4, 1])
        #expect(margins(try style(css + " p { writing-mode: vertical-rl; direction: rtl }")) == [4, 1, 3, 2])
        #expect(margins(try style(css + " p { writing-mode: sideways-lr }")) == [4, 2, 3, 1])
        // Inherited from the parent, as writing-mode and direction are.
        let inherited = try style(css + " div { writing-mode: vertical-rl }", body: "<div><p id='x'>t</p></div>")
        #expect(margins(inherited) == [3, 1, 4, 2])
    }

    /// Upright text in a vertical mode is laid out left to right whatever `direction` says (CSS
    /// Writing Modes 3 §5.1), its inline start at the top; a child that turns its text sideways
    /// again gets the inherited `rtl` back.
    @Test func uprightVerticalTextIsLeftToRight() throws {
        let css = "p { margin: 0; margin-inline: 3px 4px; writing-mode: vertical-lr; direction: rtl }"
        let rtl = try style(css)
        #expect(rtl.direction == .rtl && margins(rtl) == [4, 0, 3, 0])
        let upright = try style(css + " p { text-orientation: upright }")
        #expect(upright.direction == .ltr && upright.declaredDirection == .rtl)
        #expect(margins(upright) == [3, 0, 4, 0])
        #expect(try style(css + " p { writing-mode: sideways-lr; text-orientation: upright }").direction == .rtl)
        let child = try style(
            "div { writing-mode: vertical-rl; direction: rtl; text-orientation: upright } span { text-orientation: mixed }",
            body: "<div><p>a<span id='x'>b</span></p></div>")
        #expect(child.direction == .rtl)
        let inheriting = try style(
            "div { writing-mode: vertical-rl; direction: rtl; text-orientation: upright }", body: "<div><p id='x'>a</p></div>")
        #expect(inheriting.direction == .ltr)
    }

    @Test func theLaterOfALogicalAndAPhysicalDeclarationWins() throws {
        #expect(margins(try style("p { margin: 0; margin-top: 5px; margin-block-start: 1px }")) == [1, 0, 0, 0])
        #expect(margins(try style("p { margin: 0; margin-block-start: 1px; margin-top: 5px }")) == [5, 0, 0, 0])
        // Specificity before order: the more specific physical one wins.
        #expect(margins(try style("#x { margin-top: 5px } p { margin: 0; margin-block-start: 1px }")) == [5, 0, 0, 0])
    }

    @Test func paddingsAndShorthands() throws {
        let padded = try style("p { padding-block: 1px; padding-inline-start: 2px; writing-mode: vertical-rl }")
        let p = padded.padding
        #expect([p.top, p.right, p.bottom, p.left].map { $0.resolve(against: 0) ?? -1 } == [2, 1, 0, 1])
        // One value sets both ends; three values are invalid and dropped.
        #expect(margins(try style("p { margin: 0; margin-block: 7px }")) == [7, 0, 7, 0])
        #expect(margins(try style("p { margin: 0; margin-block: 1px 2px 3px }")) == [0, 0, 0, 0])
    }

    @Test func theUserAgentSheetSpacesParagraphsAndListsAlongTheBlockAxis() throws {
        // 1em paragraph margins fall between the columns of vertical text, as in browsers.
        #expect(margins(try style("p { writing-mode: vertical-rl }")) == [0, 16, 0, 16])
        #expect(margins(try style("")) == [16, 0, 16, 0])
        // A list's 40 px go on its start side: the right of right-to-left text.
        let list = try style("", body: "<ul id='x' dir='rtl'><li>t</li></ul>").padding
        #expect(list.right == .px(40) && list.left == .px(0))
    }
}
