import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// `box-sizing: border-box` (CSS Box Sizing 3 §3): `width`, `height` and their limits size the
/// border box, so padding and borders go inside them, for blocks, floats, inline-blocks and
/// absolutely positioned boxes; `content-box` stays the default. It was parsed and ignored, so
/// a book's `* { box-sizing: border-box }` made its 100 %-wide boxes overflow the page.
@Suite struct BoxSizingTests {
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 400))

    /// The border boxes the page paints, in order.
    private func borderBoxes(_ body: String, css: String) throws -> [Rect] {
        let page = try fixture.pages(body: body, css: "body { margin: 0 } " + css)[0]
        return page.fragments.compactMap { fragment in
            if case .box(let box) = fragment { box.rect } else { nil }
        }
    }

    @Test func widthAndHeightSizeTheBorderBox() throws {
        let edges = "padding: 10px; border: 5px solid black"
        let boxes = try borderBoxes(
            "<div class='b'>a</div><div class='c'>a</div><div class='h'>a</div>",
            css: ".b { box-sizing: border-box; width: 100%; \(edges) } .c { width: 100%; \(edges) } "
                + ".h { -webkit-box-sizing: border-box; box-sizing: border-box; height: 60px; min-height: 10px; \(edges) }")
        try #require(boxes.count == 3, "\(boxes)")
        #expect(boxes[0].width == 200, "border-box: 100 % is the border box")
        #expect(boxes[1].width == 230, "content-box: 100 % is the content box")
        #expect(boxes[2].height == 60)
    }

    @Test func floatsInlineBlocksAndPositionedBoxes() throws {
        let edges = "box-sizing: border-box; padding: 8px; border: 2px solid black"
        let boxes = try borderBoxes(
            "<div class='f'>a</div><p><span class='i'>a</span></p><div class='a'>a</div>",
            css: ".f { float: left; width: 50%; height: 40px; \(edges) } p { clear: both; margin: 0 } "
                + ".i { display: inline-block; width: 80px; \(edges) } "
                + "body { position: relative } .a { position: absolute; left: 0; top: 200px; width: 120px; height: 30px; \(edges) }"
        )
        try #require(boxes.count == 3, "\(boxes)")
        #expect(boxes[0].width == 100 && boxes[0].height == 40, "\(boxes[0])")
        #expect(boxes[1].width == 80, "\(boxes[1])")
        #expect(boxes[2].width == 120 && boxes[2].height == 30, "\(boxes[2])")
    }

    /// Padding and borders wider than the width leave a content box of 0, never less.
    @Test func aTooNarrowWidthLeavesNoContentWidth() throws {
        let boxes = try borderBoxes(
            "<div>a</div>", css: "div { box-sizing: border-box; width: 10px; padding: 0 20px; border: 1px solid }")
        #expect(boxes.first?.width == 42)
    }
}
