import Foundation
import RRenderCore
import RRenderPublication
import RRenderTestSupport
import Testing

/// Manifest fallback chains of foreign resources (EPUB 3.3 §3.2, §3.3, §3.5.1; EPUB Reading
/// Systems 3.3 §3.2).
struct ManifestFallbackTests {
    /// One chapter, then a foreign spine item `data.json` with the given manifest resources.
    private func book(_ resources: [EPUBBuilder.Resource]) -> EPUBBuilder {
        var book = EPUBBuilder(chapters: [.init(title: "One")])
        book.resources = resources
        return book
    }

    private func resource(
        _ id: String, _ href: String, _ type: String, fallback: String? = nil,
        inSpine: Bool = false
    ) -> EPUBBuilder.Resource {
        var resource = EPUBBuilder.Resource(
            id: id, href: href, mediaType: type,
            text: type.hasSuffix("xhtml+xml") ? xhtml : "{\"a\": 1}")
        resource.fallback = fallback
        resource.inSpine = inSpine
        return resource
    }

    private let xhtml =
        #"<html xmlns="http://www.w3.org/1999/xhtml"><head><title>F</title></head><body><p>Fallback</p></body></html>"#

    /// EPUB 3.3 §3.5.1: a foreign spine item is replaced by the first item of its chain the
    /// reading system can show (the chain is followed past other foreign items).
    @Test func foreignSpineItemIsReplacedByFirstUsableFallback() throws {
        let publication = try open(
            book([
                resource("json", "data.json", "application/json", fallback: "xml", inSpine: true),
                resource("xml", "data.xml", "application/xml", fallback: "page"),
                resource("page", "data.xhtml", "application/xhtml+xml")
            ]))
        #expect(publication.readingOrder.map(\.href) == ["OEBPS/chapter_001.xhtml", "OEBPS/data.xhtml"])
        #expect(publication.readingOrder[1].mediaType == .xhtml)
        #expect(publication.readingOrder[1].alternates.first?.href == "OEBPS/data.json")
        #expect(publication.resources.map(\.href).contains("OEBPS/data.json"))
        #expect(!publication.resources.map(\.href).contains("OEBPS/data.xhtml"))
        #expect(publication.diagnostics.contains { $0.code == "epub.spine-fallback" && $0.location == "OEBPS/data.json" })
    }

    /// EPUB 3.3 §3.5.1: a chain must not loop; a loop ends the chain with a diagnostic and the
    /// item, with nothing usable, stays as a placeholder (`epub.spine-foreign`).
    @Test func fallbackCycleIsADiagnostic() throws {
        let publication = try open(
            book([
                resource("json", "data.json", "application/json", fallback: "xml", inSpine: true),
                resource("xml", "data.xml", "application/xml", fallback: "json")
            ]))
        #expect(publication.readingOrder.map(\.href) == ["OEBPS/chapter_001.xhtml", "OEBPS/data.json"])
        #expect(publication.diagnostics.contains { $0.code == "epub.fallback-cycle" })
        #expect(publication.diagnostics.contains { $0.code == "epub.spine-foreign" && $0.severity == .warning })
    }

    /// EPUB 3.3 §3.5.1: a `fallback` naming no manifest item is a dead end, reported.
    @Test func fallbackToUnknownItemIsADeadEnd() throws {
        let publication = try open(
            book([
                resource("json", "data.json", "application/json", fallback: "nowhere", inSpine: true)
            ]))
        #expect(publication.readingOrder.last?.href == "OEBPS/data.json")
        #expect(publication.diagnostics.contains { $0.code == "epub.fallback-unknown-idref" && $0.message.contains("nowhere") })
        #expect(publication.diagnostics.contains { $0.code == "epub.spine-foreign" })
    }

    /// EPUB 3.3 §3.5.1: fallbacks are for resources the reading system cannot render; an XHTML
    /// spine item with a bitmap fallback is kept (Readium would show the bitmap, readium.md §5.3),
    /// the bitmap listed as its alternate.
    @Test func xhtmlSpineItemKeepsItselfOverABitmapFallback() throws {
        let page = resource("page", "page.xhtml", "application/xhtml+xml", fallback: "png", inSpine: true)
        let publication = try open(book([page, resource("png", "page.png", "image/png")]))
        #expect(publication.readingOrder.map(\.href) == ["OEBPS/chapter_001.xhtml", "OEBPS/page.xhtml"])
        #expect(publication.readingOrder[1].alternates.map(\.href) == ["OEBPS/page.png"])
        #expect(!publication.diagnostics.contains { $0.code.hasPrefix("epub.spine-f") })
    }

    /// EPUB 3.3 §3.5.1: an image's chain is kept on its resource link (`alternates`), in order,
    /// where content documents' `<img>`s find it.
    @Test func imageResourceListsItsFallbackChain() throws {
        let publication = try open(
            book([
                resource("psd", "art.psd", "image/vnd.adobe.photoshop", fallback: "tif"),
                resource("tif", "art.tif", "image/tiff", fallback: "png"),
                resource("png", "art.png", "image/png")
            ]))
        let link = try #require(publication.link(withHREF: "OEBPS/art.psd"))
        #expect(link.alternates.map(\.href) == ["OEBPS/art.tif", "OEBPS/art.png"])
        #expect(link.alternates.map(\.mediaType) == [MediaType("image/tiff"), .png])
    }
}

extension ManifestFallbackTests {
    /// EPUB 3.3 §3.5.1 with §5.7: a repeated foreign spine item is replaced at each of its
    /// places, the foreign item listed once among the resources; a non-linear one is replaced too.
    @Test func repeatedAndNonLinearForeignItemsAreReplaced() throws {
        var builder = EPUBBuilder(chapters: [.init(title: "One")])
        builder.resources = [
            .init(id: "json", href: "data.json", mediaType: "application/json", text: "{}"),
            .init(
                id: "page", href: "data.xhtml", mediaType: "application/xhtml+xml",
                text: #"<html xmlns="http://www.w3.org/1999/xhtml"><head><title>F</title></head><body><p>F</p></body></html>"#),
            .init(id: "xml", href: "notes.xml", mediaType: "application/xml", text: "<notes/>"),
            .init(
                id: "notes", href: "notes.xhtml", mediaType: "application/xhtml+xml",
                text: #"<html xmlns="http://www.w3.org/1999/xhtml"><head><title>N</title></head><body><p>N</p></body></html>"#)
        ]
        builder.resources[0].fallback = "page"
        builder.resources[2].fallback = "notes"
        var package = builder.packageDocument()
        package = package.replacingOccurrences(
            of: "</spine>", with: #"<itemref idref="json"/><itemref idref="json"/><itemref idref="xml" linear="no"/></spine>"#)
        builder.customPackageDocument = package
        let publication = try open(builder)
        #expect(publication.readingOrder.map(\.href) == ["OEBPS/chapter_001.xhtml", "OEBPS/data.xhtml", "OEBPS/data.xhtml"])
        #expect(publication.resources.filter { $0.href == "OEBPS/data.json" }.count == 1)
        #expect(publication.nonLinear.map(\.href) == ["OEBPS/notes.xhtml"])
    }
}
