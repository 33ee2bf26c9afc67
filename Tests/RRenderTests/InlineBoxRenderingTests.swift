import Foundation
import RRender
import RRenderCore
import RRenderTestSupport
import Testing

/// Inline backgrounds and borders reach the page: childrens-literature.epub frames its page
/// numbers (`span[epub|type~='pagebreak'] { border: 1px solid; padding: 0.1em 0.3em }`) and
/// live-manual.en.epub greys its `tt` (`background-color: #eeeeee`), as Chromium draws them.
@Suite struct InlineBoxRenderingTests {
    private func page(_ body: String) throws -> PixelImage {
        var book = EPUBBuilder(chapters: [.init(title: "F", body: body)])
        book.resources = [
            .init(
                href: "f.css", mediaType: "text/css",
                text: """
                    h1 { display: none } p { font: 20px sans-serif; margin: 0 }
                    .n { border: 2px solid #FF0000; padding: 0 8px } tt { background-color: #00FF00 }
                    """)
        ]
        book.chapters[0].body = "<link rel=\"stylesheet\" href=\"f.css\"/>" + body
        let renderer = try Renderer.open(
            path: try book.writeTemporaryFile().path,
            options: RenderOptions(viewport: Viewport(width: 300, height: 200)))
        return try renderer.renderPage(1).frame.image
    }

    /// The columns holding pure red (or green) pixels.
    private func columns(_ image: PixelImage, where match: (Color) -> Bool) -> [Int] {
        (0..<image.width).filter { x in (0..<image.height).contains { match(image.color(x: x, y: $0)) } }
    }

    @Test func aBorderedSpanIsFramedAndPushesTheTextAfterIt() throws {
        let plain = try page("<p>ab 12 cd</p>"), framed = try page("<p>ab <span class='n'>12</span> cd</p>")
        let red = columns(framed) { $0.red > 200 && $0.green < 60 && $0.blue < 60 }
        #expect(red.count >= 4, "two 2 px borders")
        let dark = { (c: Color) in c.red < 100 && c.green < 100 && c.blue < 100 }
        let plainEnd = try #require(columns(plain, where: dark).last), framedEnd = try #require(columns(framed, where: dark).last)
        // 2 × (8 px padding + 2 px border) more on the line.
        #expect(abs(Double(framedEnd - plainEnd) - 20) <= 1, "text ends at \(plainEnd) plain, \(framedEnd) framed")
    }

    @Test func anInlineBackgroundIsPainted() throws {
        let image = try page("<p>ab <tt>code</tt> cd</p>")
        #expect(columns(image) { $0.green > 200 && $0.red < 60 && $0.blue < 60 }.count > 20)
    }
}
