import Foundation
import RRender
import RRenderTestSupport
import Testing

/// Positioning on a fixed-layout page (EPUB `rendition:layout pre-paginated`): the initial
/// containing block is the viewport meta's page, so a caption placed over a painting is drawn
/// over it, not below the page.
@Suite struct FixedLayoutPositioningTests {
    /// A 300 × 400 page: a green painting filling it, a blue caption box 20 px from its bottom
    /// and sides, `captionCSS` added to the caption's style.
    private func book(captionCSS: String = "") throws -> String {
        var book = EPUBBuilder(chapters: [
            EPUBBuilder.Chapter(
                href: "p1.xhtml", title: "Page",
                document: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <html xmlns="http://www.w3.org/1999/xhtml"><head><title>Page</title>
                    <meta name="viewport" content="width=300, height=400"/></head>
                    <body style="margin: 0"><img src="painting.png" alt="" style="display: block; width: 300px; height: 400px"/>
                    <p style="position: absolute; left: 20px; right: 20px; bottom: 20px; height: 40px; margin: 0;
                              background-color: #0000FF; \(captionCSS)">Caption</p></body></html>
                    """)
        ])
        book.resources = [
            EPUBBuilder.Resource(
                href: "painting.png", mediaType: "image/png",
                bytes: HostileImages.solidPNG(rgb: 0x00FF00))
        ]
        book.packageDirectory = ""
        book.extraMetadata = #"<meta property="rendition:layout">pre-paginated</meta>"#
        return try book.writeTemporaryFile(named: "caption-\(captionCSS.isEmpty ? "plain" : "z").epub").path
    }

    private func render(_ path: String) throws -> RenderedPage {
        try Renderer.open(path: path, options: RenderOptions(viewport: Viewport(width: 300, height: 400), concurrency: 1))
            .renderPage(1)
    }

    @Test func aCaptionIsDrawnOverThePainting() throws {
        let page = try render(try book())
        let image = page.frame.image
        // The caption's box spans x 20…280, y 340…380 over the painting.
        #expect(image.color(x: 150, y: 100) == Color(rgb: 0x00FF00))
        #expect(image.color(x: 270, y: 350) == Color(rgb: 0x0000FF))
        #expect(image.color(x: 10, y: 350) == Color(rgb: 0x00FF00))
        #expect(image.color(x: 150, y: 390) == Color(rgb: 0x00FF00))
        #expect(page.text.contains("Caption"))
    }

    @Test func aNegativeZIndexPutsTheCaptionUnderThePainting() throws {
        let image = try render(try book(captionCSS: "z-index: -1")).frame.image
        #expect(image.color(x: 270, y: 350) == Color(rgb: 0x00FF00))
    }
}
