import Foundation
import RRenderCairo
import RRenderImages
import RRenderTestSupport
import Testing

@testable import RRender

/// What is drawn for foreign resources (EPUB 3.3 §3.3, §3.5.1 manifest fallbacks; EPUB Reading
/// Systems 3.3 §3.2): their first usable fallback, an `object`'s children, or a placeholder
/// page, never their bytes as text.
@Suite struct ManifestFallbackRenderingTests {
    /// A PSD signature and a few bytes: not an image rrender decodes.
    static let psd = Array("8BPS\u{0}\u{1}RAWBYTES-PSD".utf8)
    static let red = PNGEncoder.encode(PixelImage(width: 6, height: 4, fill: 0xFFFF_0000))

    static func renderer(body: String, resources: [EPUBBuilder.Resource]) throws -> Renderer {
        var builder = EPUBBuilder(chapters: [.init(title: "Fallbacks", body: body)])
        builder.resources = resources
        let publication = try Publication.open(data: try builder.data(), name: "fallbacks.epub")
        return try Renderer(
            publication: publication, options: RenderOptions(viewport: Viewport(width: 300, height: 400), concurrency: 1))
    }

    static func psdFallingBackToPNG() -> [EPUBBuilder.Resource] {
        var psd = EPUBBuilder.Resource(id: "psd", href: "art.psd", mediaType: "image/vnd.adobe.photoshop", bytes: Self.psd)
        psd.fallback = "png"
        return [psd, .init(id: "png", href: "art.png", mediaType: "image/png", bytes: red)]
    }

    static func redPixels(_ renderer: Renderer, page: Int = 1) throws -> Int {
        let image = try renderer.renderPage(page).frame.image
        var count = 0
        for y in 0..<image.height { for x in 0..<image.width where image[x, y] & 0xFF_FFFF == 0xFF0000 { count += 1 } }
        return count
    }

    /// EPUB 3.3 §3.5.1: `<img src="art.psd">` draws the PNG its manifest item falls back to.
    @Test func imgDrawsItsManifestFallback() throws {
        let renderer = try Self.renderer(
            body: #"<img src="art.psd" alt="art" style="display: block; width: 60px; height: 40px"/>"#,
            resources: Self.psdFallingBackToPNG())
        let red = try Self.redPixels(renderer)
        // 60×40 CSS px, less the edges a fractional position blends.
        #expect(red > 2200 && red <= 60 * 40, "\(red) red pixels")
        #expect(!renderer.diagnostics().contains { $0.code == "image.missing" })
    }

    /// EPUB 3.3 §3.5.1 and HTML `object`: data that falls back to an image is drawn.
    @Test func objectDrawsItsManifestFallback() throws {
        let renderer = try Self.renderer(
            body: #"<object data="art.psd" style="display: block; width: 60px; height: 40px"><p>Words</p></object>"#,
            resources: Self.psdFallingBackToPNG())
        let red = try Self.redPixels(renderer)
        // 60×40 CSS px, less the edges a fractional position blends.
        #expect(red > 2200 && red <= 60 * 40, "\(red) red pixels")
        #expect(!(try renderer.text(ofPage: 1)).contains("Words"))
    }

    /// HTML `object` (intrinsic fallback, EPUB 3.3 §3.5.2): data that cannot be shown leaves
    /// the object's children, its fallback content.
    @Test func objectWithoutUsableDataShowsItsChildren() throws {
        let resources: [EPUBBuilder.Resource] = [.init(id: "mov", href: "movie.mp4", mediaType: "video/mp4", bytes: Self.psd)]
        let renderer = try Self.renderer(
            body: #"<object data="movie.mp4" type="video/mp4"><p>Fallback words</p></object>"#,
            resources: resources)
        let text = try renderer.text(ofPage: 1)
        #expect(text.contains("Fallback words"))
        #expect(!text.contains("RAWBYTES"))
    }

    /// EPUB 3.3 §3.5.1: a foreign spine item without a usable fallback is a placeholder page
    /// naming it, never its bytes drawn as text.
    @Test func foreignSpineItemWithoutFallbackIsAPlaceholderPage() throws {
        var json = EPUBBuilder.Resource(
            id: "json", href: "data.json", mediaType: "application/json",
            text: #"{"secret": "RAWBYTES-JSON"}"#)
        json.inSpine = true
        let renderer = try Self.renderer(body: "<p>One</p>", resources: [json])
        #expect(renderer.pageCount() == 2)
        let text = try renderer.text(ofPage: 2)
        #expect(text.contains("cannot be shown") && text.contains("data.json"))
        #expect(!text.contains("RAWBYTES"))
        #expect(renderer.diagnostics().contains { $0.code == "epub.spine-foreign" })
    }

    /// EPUB 3.3 §3.5.1: a foreign spine item falling back to an image is that image's page.
    @Test func foreignSpineItemFallingBackToAnImageShowsIt() throws {
        var resources = Self.psdFallingBackToPNG()
        resources[0].inSpine = true
        let renderer = try Self.renderer(body: "<p>One</p>", resources: resources)
        #expect(renderer.pageCount() == 2)
        #expect(try Self.redPixels(renderer, page: 2) > 0)
    }

    /// EPUB 3.3 §3.2: `image/avif` and `image/jxl` are drawn where an `<img>` shows them, and an
    /// AVIF spine item is a page showing it (a supported image, no fallback needed).
    @Test func avifAndJXLImagesAreDrawn() throws {
        let body = #"<img src="a.jxl" alt="" style="display: block; width: 60px; height: 40px"/>"#
        var avif = EPUBBuilder.Resource(id: "avif", href: "a.avif", mediaType: "image/avif", bytes: ModernImageFixtures.redAVIF)
        avif.inSpine = true
        let renderer = try Self.renderer(
            body: body,
            resources: [
                .init(id: "jxl", href: "a.jxl", mediaType: "image/jxl", bytes: ModernImageFixtures.redJXL), avif
            ])
        #expect(try Self.redPixels(renderer) > 2200)
        #expect(renderer.pageCount() == 2)
        #expect(try Self.redPixels(renderer, page: 2) >= 6 * 4)
        #expect(!renderer.diagnostics().contains { $0.code.hasPrefix("image.") || $0.code.hasPrefix("epub.spine-f") })
    }

    /// EPUB 3.3 §3.5.1: a link to a foreign spine item lands on the fallback shown in its place.
    @Test func linkToAForeignItemLandsOnItsFallback() throws {
        var json = EPUBBuilder.Resource(id: "json", href: "data.json", mediaType: "application/json", text: "{}")
        json.fallback = "page"
        json.inSpine = true
        let page = EPUBBuilder.Resource(
            id: "page", href: "data.xhtml", mediaType: "application/xhtml+xml",
            text:
                #"<html xmlns="http://www.w3.org/1999/xhtml"><head><title>D</title></head><body><p>Data table</p></body></html>"#)
        let renderer = try Self.renderer(body: "<p>One</p>", resources: [json, page])
        let index = try #require(renderer.readingOrderIndex("OEBPS/data.json#x"))
        #expect(renderer.publication.readingOrder[index].href == "OEBPS/data.xhtml")
        #expect(try renderer.text(ofPage: 2).contains("Data table"))
    }
}
