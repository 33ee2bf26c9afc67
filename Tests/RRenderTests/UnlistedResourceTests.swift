import Foundation
import RRender
import RRenderCairo
import RRenderImages
import RRenderTestSupport
import Testing

/// Resources in the archive that the manifest does not list are not used (EPUB 3.3 §3.1.1;
/// EPUB Reading Systems 3.3 §4.3: reading systems SHOULD NOT use them), each named by an
/// `epub.resource-unlisted` diagnostic; `data:` URLs are not resources and keep working.
@Suite struct UnlistedResourceTests {
    static let red = PNGEncoder.encode(PixelImage(width: 6, height: 4, fill: 0xFFFF_0000))
    static let green = PNGEncoder.encode(PixelImage(width: 6, height: 4, fill: 0xFF00_FF00))

    static func renderer() throws -> Renderer {
        let data = DataURL(mediaType: "image/png", data: green).url
        let body = """
            <img src="secret.png" alt="" style="display: block; width: 60px; height: 40px"/>
            <img src="\(data)" alt="" style="display: block; width: 60px; height: 40px"/>
            """
        var builder = EPUBBuilder(chapters: [.init(title: "Unlisted", body: body)])
        builder.chapters[0].document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>U</title>
            <link rel="stylesheet" href="hidden.css"/></head><body><p>Text</p>\(body)</body></html>
            """
        builder.rawEntries = [
            ZIPEntrySpec(path: builder.path("secret.png"), bytes: red),
            ZIPEntrySpec(path: builder.path("hidden.css"), text: "body { background: #0000ff }")
        ]
        let publication = try Publication.open(data: try builder.data(), name: "unlisted.epub")
        return try Renderer(
            publication: publication, options: RenderOptions(viewport: Viewport(width: 300, height: 400), concurrency: 1))
    }

    static func count(_ rgb: UInt32, in image: PixelImage) -> Int {
        var count = 0
        for y in 0..<image.height { for x in 0..<image.width where image[x, y] & 0xFF_FFFF == rgb { count += 1 } }
        return count
    }

    @Test func unlistedImageAndStylesheetAreNotUsed() throws {
        let renderer = try Self.renderer()
        let image = try renderer.renderPage(1).frame.image
        #expect(Self.count(0xFF0000, in: image) == 0)  // the unlisted image is not drawn
        #expect(Self.count(0x0000FF, in: image) == 0)  // the unlisted stylesheet is not applied
        #expect(Self.count(0x00FF00, in: image) > 2000)  // the data: URL still is
        let unlisted = renderer.diagnostics().filter { $0.code == "epub.resource-unlisted" }
        #expect(unlisted.contains { $0.message.contains("OEBPS/secret.png") })
        #expect(unlisted.contains { $0.message.contains("OEBPS/hidden.css") })
        #expect(!renderer.diagnostics().contains { $0.code == "image.missing" })
    }
}
