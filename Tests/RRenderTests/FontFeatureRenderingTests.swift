import Foundation
import RRender
import RRenderCore
import RRenderTestSupport
import Testing

/// `font-variant-numeric` reaches HarfBuzz: Noto Serif's old-style figures 0, 1 and 2 are
/// x-height tall, its default (lining) figures cap-height tall, as Chromium draws moby-dick.epub
/// (`body { font-variant-numeric: oldstyle-nums }`).
@Suite struct FontFeatureRenderingTests {
    /// The first row from the top holding dark ink on page 1 of a book showing "012" at 60 px.
    private func inkTop(css: String) throws -> Int {
        var book = EPUBBuilder(chapters: [.init(title: "F", body: "<p>012</p>")])
        book.resources = [
            .init(
                href: "f.css", mediaType: "text/css",
                text: "h1 { display: none } p { font: 60px serif; margin: 0 } " + css)
        ]
        book.chapters[0].body = "<link rel=\"stylesheet\" href=\"f.css\"/><p>012</p>"
        let renderer = try Renderer.open(
            path: try book.writeTemporaryFile().path,
            options: RenderOptions(viewport: Viewport(width: 300, height: 200)))
        let image = try renderer.renderPage(1).frame.image
        for y in 0..<image.height {
            for x in 0..<image.width where image.color(x: x, y: y).red < 100 { return y }
        }
        return image.height
    }

    @Test func oldStyleFiguresAreShorterThanLiningOnes() throws {
        let lining = try inkTop(css: "")
        let oldStyle = try inkTop(css: "p { font-variant-numeric: oldstyle-nums }")
        // Cap height is about 0.71 em, x-height about 0.54 em: about 10 px apart at 60 px.
        #expect(oldStyle > lining + 6, "lining figures start at \(lining), old-style ones at \(oldStyle)")
        #expect(try inkTop(css: "p { font-variant-numeric: lining-nums }") == lining)
    }
}
