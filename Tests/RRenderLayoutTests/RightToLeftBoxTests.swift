import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// In a right-to-left containing block, an over-constrained block keeps its right margin and
/// sits against the right edge (CSS 2.1 §10.3.3), and an absolutely positioned box without
/// `left` or `right` hangs from the right end of its static position, `right` winning over
/// `left` (§10.3.7).
@Suite struct RightToLeftBoxTests {
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 400))

    func boxes(_ body: String, css: String) throws -> [String] {
        let page = try #require(try fixture.pages(body: body, css: "body { margin: 0 } " + css).first)
        return page.dump().split(separator: "\n").filter { $0.hasPrefix("box") }.map(String.init)
    }

    @Test func aNarrowBlockSitsOnTheRight() throws {
        let css = "div { height: 10px; width: 50px; margin-right: 10px; background: red }"
        #expect(
            try boxes("<section dir='rtl'><div></div></section>", css: css + " section { direction: rtl }") == [
                "box 140,0 50×10 background #FF0000"
            ])
        #expect(try boxes("<section><div></div></section>", css: css) == ["box 0,0 50×10 background #FF0000"])
    }

    @Test func anAbsoluteBoxHangsFromTheRight() throws {
        let css =
            "section { position: relative; direction: rtl; height: 100px }"
            + " div { position: absolute; width: 30px; height: 10px; background: red } .both { left: 5px; right: 20px }"
        #expect(
            try boxes("<section><div></div><div class='both'></div></section>", css: css) == [
                "box 170,0 30×10 background #FF0000", "box 150,0 30×10 background #FF0000"
            ])
    }

    /// A relatively positioned box with both `left` and `right` moves by `right` in a
    /// right-to-left containing block (§9.4.3); `top: 50%` is of the containing block's height
    /// when that is set.
    @Test func aRelativeBoxMovesByRightAndByPercentagesOfASetHeight() throws {
        let css =
            "section { height: 100px } div { position: relative; left: 5px; right: 20px; top: 50%; width: 30px; height: 10px; background: red }"
        #expect(
            try boxes("<section><div></div></section>", css: css + " section { direction: rtl }") == [
                "box 150,50 30×10 background #FF0000"
            ])
        #expect(try boxes("<section><div></div></section>", css: css) == ["box 5,50 30×10 background #FF0000"])
    }
}
