import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Vertical writing (`writing-mode: vertical-rl`, as in Japanese books): lines become columns
/// running down the page, stacking from right to left, and pages are cut along the width.
@Suite struct VerticalWritingTests {
    /// Pages 200×100: a column holds 12 characters (8 px each), ten 20 px columns fit on a page.
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 100))
    let vertical = "body { writing-mode: vertical-rl; margin: 0 } p { margin: 0 }"

    private func columns(_ count: Int) -> String {
        (1...count).map { String(format: "%02d", $0) + "abcdefghi" }.joined(separator: " ")
    }

    @Test func linesBecomeColumnsFromRightToLeft() throws {
        let pages = try fixture.pages(body: "<p>\(columns(3))</p>", css: vertical)
        #expect(pages.count == 1)
        let lines = pages[0].dump().split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("text 180,0 20×"))
        #expect(lines[1].hasPrefix("text 160,0 20×"))
        #expect(lines[2].hasPrefix("text 140,0 20×"))
        #expect(pages[0].text == columns(3))
        for case .text(let text) in pages[0].fragments { #expect(text.isVertical) }
    }

    @Test func pagesAreCutAlongTheWidthAndLoseNothing() throws {
        let text = columns(25)
        let pages = try fixture.pages(body: "<p>\(text)</p>", css: vertical + " p { widows: 1; orphans: 1 }")
        #expect(pages.map(\.fragments.count) == [10, 10, 5])
        for page in pages { #expect(page.dump().hasPrefix("text 180,0 20×")) }
        #expect(pages.map(\.text).joined(separator: " ") == text)
    }

    @Test func physicalMarginsAndBordersKeepTheirSides() throws {
        // margin-right is the block start: the first column moves left by it. margin-top is the
        // line start: columns start lower. A border-right stays on the right.
        let css = vertical + " div { margin: 10px 30px 0 0; border-right: 2px solid black }"
        let page = try #require(fixture.pages(body: "<div><p>abcd</p></div>", css: css).first)
        #expect(
            page.dump() == """
                box 148,10 22×90 border 0,2,0,0
                text 148,10 20×32 [0..<4] "abcd"
                """)
    }

    @Test func imagesKeepTheirPhysicalShape() throws {
        let fixture = LayoutFixture(
            viewport: Size(width: 200, height: 100), imageSizes: ["wide.png": Size(width: 60, height: 30)])
        let page = try #require(fixture.pages(body: "<img src='wide.png' alt='' style='display: block'/>", css: vertical).first)
        #expect(page.dump() == "image 140,0 60×30 wide.png")
    }

    @Test func theRootsModeIsInherited() throws {
        let pages = try fixture.pages(body: "<p>abcd</p>", css: "html { -epub-writing-mode: vertical-rl } body, p { margin: 0 }")
        #expect(pages.first?.dump().hasPrefix("text 180,0 20×32") == true)
    }
}
