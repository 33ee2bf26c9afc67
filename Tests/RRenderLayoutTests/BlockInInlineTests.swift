import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// A block inside an inline element splits it (CSS 2.1 §9.2.1.1): the inline box goes on after
/// the block, its start edge on the part before, its end edge on the part after, and an inline
/// box with edges makes a line of its own even with no text (§9.4.2). Characters are 8 px wide,
/// lines 20 px with the baseline at 16; a 2 px border box is 20 px tall.
@Suite struct BlockInInlineTests {
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 400))
    let css = "body { margin: 0 } span { border: 2px solid blue }"

    func boxes(_ body: String) throws -> [String] {
        let page = try #require(try fixture.pages(body: body, css: css).first)
        return page.dump().split(separator: "\n").filter { $0.hasPrefix("box") }.map(String.init)
    }

    @Test func theInlineBoxGoesOnAfterTheBlockWithItsEdgesOnTheEndParts() throws {
        // Before the block: only the start edge (a line of its own); after: "Two", then the end.
        let split = try boxes("<span><div>One</div> Two </span>")
        #expect(
            split == [
                "box 0,1.2 2×20 border 2,0,2,2",
                "box 0,41.2 26×20 border 2,2,2,0"
            ], "\(split)")
    }

    @Test func anEmptyInlineBoxWithEdgesMakesALineAndTrailingSpaceLeavesTheBox() throws {
        // The empty span's line comes before the div; "Two " loses its space before the border.
        let empty = try boxes("<span></span><div>One</div><span>Two </span>")
        #expect(
            empty == [
                "box 0,1.2 4×20 border 2,2,2,2",
                "box 0,41.2 28×20 border 2,2,2,2"
            ], "\(empty)")
    }
}
