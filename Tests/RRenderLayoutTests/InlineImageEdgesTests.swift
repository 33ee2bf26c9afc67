import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// An inline picture with margins, borders, padding or a background keeps them (CSS 2.1 §8,
/// §10.8.1): its box is laid out around the picture and its bottom margin edge sits on the
/// baseline. Fixed shaper: 8 px characters, the baseline 16 px down a 20 px line.
@Suite struct InlineImageEdgesTests {
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 400), imageSizes: ["a.png": Size(width: 20, height: 10)])

    @Test func paddingAndBordersSurroundThePicture() throws {
        let page = try #require(
            try fixture.pages(
                body: "<p><img src='a.png'/><img class='b' src='a.png'/></p>",
                css: "p { margin: 0 } .b { padding-left: 4px; border: 2px solid black }"
            ).first)
        // The plain picture sits on the baseline (16); the bordered one's bottom border edge too,
        // its content 4 px of padding and 2 of border in from its left edge.
        #expect(
            boxes(page) == """
                image 0,6 20×10 a.png
                box 20,2 28×14 border 2,2,2,2
                image 26,4 20×10 a.png
                """)
    }

    @Test func marginsMoveItAlongTheLine() throws {
        let page = try #require(
            try fixture.pages(body: "<p>x<img src='a.png'/>x</p>", css: "p { margin: 0 } img { margin: 0 6px }").first)
        #expect(boxes(page) == "image 14,6 20×10 a.png")
        #expect(page.dump().hasPrefix("text 0,0 48×20"), "x, 6 + 20 + 6, x")
    }

    /// An iframe is a replaced box of HTML's default 300×150 that shows nothing of its document:
    /// its place and edges stay, a size attribute sizes it.
    @Test func anIframeIsAnEmptyFrameOfTheDefaultSize() throws {
        let wide = LayoutFixture(viewport: Size(width: 400, height: 400))
        let page = try #require(
            try wide.pages(
                body: "<div><iframe src='x.xhtml'/></div><div><iframe height='20' style='border: 2px solid red'/></div>",
                css: "div { line-height: 0 }"
            ).first)
        #expect(boxes(page) == "box 0,150 304×24 border 2,2,2,2", "no picture; the second frame 300 wide, 20 tall, bordered")
    }

    /// A relatively positioned picture is drawn moved by its offsets; the line is laid out as
    /// if it were not (CSS 2.1 §9.4.3).
    @Test func aRelativePictureMovesAlone() throws {
        let page = try #require(
            try fixture.pages(
                body: "<p>x<img src='a.png'/>x</p>",
                css: "p { margin: 0 } img { position: relative; left: 2px; top: -3px }"
            ).first)
        #expect(boxes(page) == "image 10,3 20×10 a.png")
        #expect(page.dump().hasPrefix("text 0,0 36×20"))
    }

    /// The dump without its text lines.
    func boxes(_ page: PageLayout) -> String {
        page.dump().split(separator: "\n").filter { !$0.hasPrefix("text") }.joined(separator: "\n")
    }
}
