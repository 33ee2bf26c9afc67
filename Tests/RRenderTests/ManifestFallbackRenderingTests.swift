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

    /// EPUB 3.3 §3.5.1: an `<img>` whose manifest item is missing from the container draws the
    /// first image of its fallback chain that is there.
    @Test func imgWhoseFileIsMissingDrawsItsManifestFallback() throws {
        var builder = EPUBBuilder(
            chapters: [
                .init(title: "F", body: #"<img src="art.jpg" alt="art" style="display: block; width: 60px; height: 40px"/>"#)
            ])
        var jpeg = EPUBBuilder.Resource(id: "jpg", href: "art.jpg", mediaType: "image/jpeg", bytes: [0xFF, 0xD8])
        jpeg.fallback = "png"
        builder.resources = [jpeg, .init(id: "png", href: "art.png", mediaType: "image/png", bytes: Self.red)]
        builder.omittedEntries = ["OEBPS/art.jpg"]
        let renderer = try Renderer(
            publication: try Publication.open(data: try builder.data(), name: "missing.epub"),
            options: RenderOptions(viewport: Viewport(width: 300, height: 400), concurrency: 1))
        #expect(try Self.redPixels(renderer) > 2200)
    }

    /// HTML §15.4.1: an `<img>` that shows nothing (missing, no usable fallback) shows its alt
    /// text, in the line or, sized or block-level, in a box of its size; a fixed-layout page made
    /// of one such picture is not blank. Its alt text is not the page's text.
    @Test func imgThatShowsNothingShowsItsAltText() throws {
        func inked(_ body: String, fixed: Bool = false) throws -> Int {
            var builder = EPUBBuilder(chapters: [.init(title: "F", body: body)])
            builder.resources = [.init(id: "gone", href: "gone.png", mediaType: "image/png", bytes: Self.red)]
            builder.omittedEntries = ["OEBPS/gone.png"]
            if fixed { builder.extraMetadata = #"<meta property="rendition:layout">pre-paginated</meta>"# }
            builder.chapters[0].document =
                fixed
                ? """
                <?xml version="1.0" encoding="UTF-8"?>
                <html xmlns="http://www.w3.org/1999/xhtml"><head><title>F</title>
                <meta name="viewport" content="width=300, height=400"/></head>
                <body style="margin: 0">\(body)</body></html>
                """ : nil
            let renderer = try Renderer(
                publication: try Publication.open(data: try builder.data(), name: "alt.epub"),
                options: RenderOptions(viewport: Viewport(width: 300, height: 400), concurrency: 1))
            #expect(!(try renderer.text(ofPage: 1)).contains("fox"), "alt text is not the document's text")
            let image = try renderer.renderPage(1).frame.image
            var count = 0
            for y in 0..<image.height { for x in 0..<image.width where image.color(x: x, y: y).red < 128 { count += 1 } }
            return count
        }
        // The chapter's heading is drawn on every page but the fixed one.
        let heading = try inked("<p></p>")
        #expect(try inked(#"<p><img src="gone.png" alt=""/></p>"#) == heading, "an empty alt shows nothing")
        let plain = try inked(#"<p>A</p>"#)
        #expect(try inked(#"<p>A <img src="gone.png" alt="fox runs"/></p>"#) > plain + 50)
        #expect(try inked(#"<img src="gone.png" alt="The fox runs" style="width: 200px; height: 100px"/>"#) > heading + 50)
        #expect(try inked(#"<img src="gone.png" alt="The fox runs" style="width: 300px; height: 400px"/>"#, fixed: true) > 50)
    }

    /// The golden of a fixed-layout page whose one picture is lost: its alt text in the
    /// picture's box, and a lost picture in a line of text.
    @Test func goldenOfAltTextForLostPictures() throws {
        var builder = EPUBBuilder(chapters: [
            .init(
                title: "Lost",
                document: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <html xmlns="http://www.w3.org/1999/xhtml"><head><title>Lost</title>
                    <meta name="viewport" content="width=300, height=400"/></head>
                    <body style="margin: 0; font: 18px serif"><img src="gone.png" alt="Page five: the fox runs \
                    into the wood" style="display: block; width: 300px; height: 300px; background: #EEE"/>
                    <p style="margin: 4px">A <img src="gone.png" alt="[fox]"/> in a line.</p></body></html>
                    """)
        ])
        builder.resources = [.init(id: "gone", href: "gone.png", mediaType: "image/png", bytes: Self.red)]
        builder.omittedEntries = ["OEBPS/gone.png"]
        builder.extraMetadata = #"<meta property="rendition:layout">pre-paginated</meta>"#
        let renderer = try Renderer(
            publication: try Publication.open(data: try builder.data(), name: "lost.epub"),
            options: RenderOptions(viewport: Viewport(width: 300, height: 400), concurrency: 1))
        if let failure = GoldenImage(suite: "ManifestFallbacks").check(try renderer.renderPage(1).frame.image, named: "altText") {
            Issue.record(Comment(rawValue: failure.description))
        }
    }

    /// EPUB 3.3 §3.5.1: a spine item missing from the container is replaced by its fallback.
    @Test func spineItemWhoseFileIsMissingShowsItsFallback() throws {
        var builder = EPUBBuilder(chapters: [.init(title: "One"), .init(id: "two", title: "Two", body: "<p>Gone</p>")])
        var backup = EPUBBuilder.Resource(
            id: "backup", href: "backup.xhtml", mediaType: "application/xhtml+xml",
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <html xmlns="http://www.w3.org/1999/xhtml"><head><title>B</title></head><body><p>Backup words</p></body></html>
                """)
        backup.id = "backup"
        builder.resources = [backup]
        builder.customPackageDocument = builder.packageDocument()
            .replacingOccurrences(
                of: #"id="two" href="chapter_002.xhtml" media-type="application/xhtml+xml""#,
                with: #"id="two" href="chapter_002.xhtml" media-type="application/xhtml+xml" fallback="backup""#)
        builder.omittedEntries = ["OEBPS/chapter_002.xhtml"]
        let publication = try Publication.open(data: try builder.data(), name: "spine.epub")
        #expect(publication.readingOrder.map(\.href) == ["OEBPS/chapter_001.xhtml", "OEBPS/backup.xhtml"])
        #expect(publication.diagnostics.contains { $0.code == "epub.spine-fallback" && $0.message.contains("missing") })
        let renderer = try Renderer(
            publication: publication, options: RenderOptions(viewport: Viewport(width: 300, height: 400), concurrency: 1))
        #expect(try renderer.text(ofPage: 2).contains("Backup words"))
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
