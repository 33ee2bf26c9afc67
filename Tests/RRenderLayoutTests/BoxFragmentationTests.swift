import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// A block's height past its content breaks across pages like content (CSS Fragmentation 3
/// §4): an empty box, and the part of a box below its content, that cross a page's end go on at
/// the next page's top, their background sliced and their borders drawn at their two ends only.
@Suite struct BoxFragmentationTests {
    /// Pages 200×100: five 20 px lines fit on each.
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 100))

    private func boxes(_ page: PageLayout) -> [String] {
        page.dump().split(separator: "\n").filter { $0.hasPrefix("box") }.map(String.init)
    }

    @Test func anEmptyBoxTallerThanAPageGoesOnOverThePagesItNeeds() throws {
        let pages = try fixture.pages(
            body: "<p>one</p><div></div><p>after</p>",
            css: "p { margin: 0 } div { height: 248px; border: 1px solid black; background: lime }")
        // 20 px of text, then 250 px of box: 80 + 100 + 70, then the paragraph below it.
        #expect(
            pages.map(boxes) == [
                ["box 0,20 200×80 background #00FF00 border 1,1,0,1"], ["box 0,0 200×100 background #00FF00 border 0,1,0,1"],
                ["box 0,0 200×70 background #00FF00 border 0,1,1,1"]
            ])
        #expect(pages.map(\.text) == ["one", "", "after"])
        #expect(pages[2].dump().contains("text 0,70 "))
    }

    @Test func theHeightOfABoxBelowItsContentGoesOnToTheNextPage() throws {
        let pages = try fixture.pages(
            body: "<div><p>inside</p></div><p>after</p>",
            css: "p { margin: 0 } div { height: 130px; background: lime }")
        // Before, the 30 px below the page's end were lost and "after" began page 2.
        #expect(pages.map(boxes) == [["box 0,0 200×100 background #00FF00"], ["box 0,0 200×30 background #00FF00"]])
        #expect(pages[1].dump().contains("text 0,30 "))
    }

    @Test func anEmptyBoxCrossingThePageEndIsSlicedThere() throws {
        let pages = try fixture.pages(
            body: "<p>one</p><p>two</p><p>three</p><div></div>",
            css: "p { margin: 0 } div { height: 60px; background: lime }")
        #expect(pages.map(boxes) == [["box 0,60 200×40 background #00FF00"], ["box 0,0 200×20 background #00FF00"]])
    }

    @Test func aForcedBreakBeforeATallBoxCutsItAtTheNewPagesEnds() throws {
        let pages = try fixture.pages(
            body: "<p>one</p><div></div>",
            css: "p { margin: 0 } div { height: 150px; background: lime; break-before: page }")
        #expect(pages.map(boxes) == [[], ["box 0,0 200×100 background #00FF00"], ["box 0,0 200×50 background #00FF00"]])
    }

    @Test func aSlicedBoxKeepsItsBackgroundImagePlacedOnTheWholeBox() throws {
        let fixture = LayoutFixture(
            viewport: Size(width: 200, height: 100), imageSizes: ["tile.png": Size(width: 10, height: 10)])
        let pages = try fixture.pages(
            body: "<div></div>",
            css: "div { height: 250px; background: url(tile.png) no-repeat; background-position: 0 100% }")
        #expect(pages.count == 3)
        // The image sits at the whole box's bottom (y 240), which is y 40 of the third page.
        #expect(boxes(pages[2]).first?.contains("layer tile.png 0,40 10×10 no-repeat") == true)
        #expect(boxes(pages[0]).first?.contains("layer tile.png 0,240 10×10") == true)
    }

    @Test func aPageLaidOutAloneCutsItsBoxesAsTheWholeFlowDoes() throws {
        // Boxes begun before a page's start and on it, in a flow with resume points between.
        let body = (1...7).map { "<p>line \($0)</p><div class='c\($0 % 3)'><p>in</p></div>" }.joined()
        let css = "p { margin: 0 } div { background: lime } .c0 { height: 150px } .c1 { height: 30px } .c2 { height: 270px }"
        let whole = try fixture.assembler(body: body, css: css)
        #expect(whole.pageCount > 10)
        var alone = 0
        for page in 0..<whole.pageCount {
            guard let start = whole.pageStarts[page] else { continue }
            let resumed = try #require(try fixture.page(page, body: body, css: css, resumingAt: start), "page \(page)")
            #expect(resumed.page(0).dump() == whole.page(page).dump(), "page \(page)")
            alone += 1
        }
        #expect(alone > 3)
    }

    @Test func hostileHeightsAddABoundedNumberOfPages() throws {
        // Three boxes of a million px (the largest length) on 100 px pages: 30,000 pages if
        // each were cut whole. The flow's cuts stop at `ContentLimits.maximumBoxSlicesPerFlow`:
        // 1,001 pieces of the first box, then one page each for the others and the paragraph.
        let assembler = try fixture.assembler(
            body: "<div></div><div></div><div></div><p>after</p>", css: "p { margin: 0 } div { height: 1e9px; background: lime }")
        #expect(assembler.pageCount == ContentLimits.maximumBoxSlicesPerFlow + 4)
        #expect(!assembler.pageStarts.contains { $0 != nil })
    }
}
