import Foundation
import RRender
import RRenderCairo
import RRenderImages
import RRenderTestSupport
import Testing

/// The dark theme's image filters: `darken` draws pictures at 80 % brightness, `invert` inverts
/// them; neither touches a picture outside the dark theme (readium.md §3.3).
@Suite struct ImageFilterRenderingTests {
    /// The colour at the middle of an orange picture on page 1 under `settings`.
    private func pictureColor(_ settings: EPUBSettings) throws -> Color {
        let picture = PNGEncoder.encode(PixelImage(width: 6, height: 4, fill: 0xFFFF_8040))
        var book = EPUBBuilder(chapters: [.init(title: "P", body: "")])
        book.chapters[0].document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>P</title></head>
            <body style="margin: 0"><img src="p.png" alt="p" style="display: block; width: 60px; height: 40px"/></body></html>
            """
        book.resources = [.init(href: "p.png", mediaType: "image/png", bytes: picture)]
        let renderer = try Renderer.open(
            path: try book.writeTemporaryFile().path,
            options: RenderOptions(viewport: Viewport(width: 200, height: 200), settings: settings))
        let image = try renderer.renderPage(1).frame.image
        let content = try renderer.withPageLayout(1) { $0.contentRect }
        return image.color(x: Int(content.x) + 30, y: Int(content.y) + 20)
    }

    @Test func darkenAndInvertChangePicturesInTheDarkThemeOnly() throws {
        let plain = try pictureColor(EPUBSettings())
        #expect(plain == Color(rgb: 0xFF8040))
        #expect(try pictureColor(EPUBSettings(imageFilter: .darken, theme: .dark)) == Color(rgb: 0xCC6633))
        #expect(try pictureColor(EPUBSettings(imageFilter: .invert, theme: .dark)) == Color(rgb: 0x007FBF))
        #expect(try pictureColor(EPUBSettings(imageFilter: .invert, theme: .sepia)) == plain)
    }
}
