import Foundation
import RRenderCore
import RRenderPublication
import RRenderTestSupport
import Testing

/// Package files built to hurt: external entities pointing at a file beside the book, parameter
/// entities, a billion laughs, in `container.xml`, the package document, the NCX and the
/// navigation document; manifest fallbacks that loop, a spine of 20,000 itemrefs, empty and
/// truncated package files. Each ends with a thrown error or a publication with diagnostics,
/// quickly, and the file beside the book is never read.
@Suite struct HostilePackageTests {
    /// A folder holding `secret.txt` (the marker), and the path of a book to write beside it.
    private static func folder() throws -> (book: URL, secret: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-xxe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let secret = folder.appendingPathComponent("secret.txt")
        try Data("SECRET-MARKER".utf8).write(to: secret)
        return (folder.appendingPathComponent("book.epub"), secret.path)
    }

    /// A DOCTYPE declaring a billion laughs (`&lol9;`), an external entity (`&xxe;`) and an
    /// external parameter entity, all aimed at `secret`.
    static func doctype(_ root: String, secret: String) -> String {
        var entities = #"<!ENTITY lol "lollollollollollollollollollol">"#
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            entities += "<!ENTITY lol\(level) \"\(String(repeating: "&\(previous);", count: 10))\">"
        }
        return
            "<!DOCTYPE \(root) [\(entities)<!ENTITY xxe SYSTEM \"file://\(secret)\"><!ENTITY % pe SYSTEM \"file://\(secret)\"> %pe;]>"
    }

    /// Opens the book; its error or its publication, with every string it exposes.
    private func open(_ builder: EPUBBuilder, at url: URL) throws -> (error: PublicationError?, text: String) {
        try builder.write(to: url)
        do {
            let publication = try Publication.open(path: url.path)
            let strings =
                [publication.metadata.title ?? ""] + publication.metadata.authors.map(\.name)
                + publication.tableOfContents.map { $0.title ?? "" } + publication.readingOrder.map(\.href)
                + publication.diagnostics.map(\.message)
            return (nil, strings.joined(separator: "\n"))
        } catch {
            return (error, error.description)
        }
    }

    @Test func entitiesInEveryPackageFileAreNeitherLoadedNorExpandedWithoutBound() throws {
        let (url, secret) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let xml = #"<?xml version="1.0" encoding="UTF-8"?>"#
        var books: [(String, EPUBBuilder)] = []

        var container = EPUBBuilder()
        container.rawEntries = [
            ZIPEntrySpec(
                path: "META-INF/container.xml",
                text: xml + Self.doctype("container", secret: secret) + """
                    <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>\
                    <rootfile full-path="OEBPS/content.opf&lol9;&xxe;" media-type="application/oebps-package+xml"/></rootfiles></container>
                    """)
        ]
        books.append(("container.xml", container))

        var package = EPUBBuilder()
        let document = package.packageDocument()
        package.customPackageDocument = document.replacingOccurrences(
            of: xml, with: xml + Self.doctype("package", secret: secret)
        )
        .replacingOccurrences(
            of: "<dc:title>Test Book</dc:title>", with: "<dc:title>&xxe;&lol9;</dc:title><dc:creator>&xxe;</dc:creator>")
        books.append(("package document", package))

        var ncx = EPUBBuilder()
        ncx.navigation = .none
        ncx.ncx =
            xml + Self.doctype("ncx", secret: secret) + """
                <ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><head/><docTitle><text>&xxe;</text></docTitle>\
                <navMap><navPoint id="a"><navLabel><text>&lol9;&xxe;</text></navLabel><content src="chapter_001.xhtml"/></navPoint></navMap></ncx>
                """
        books.append(("NCX", ncx))

        var nav = EPUBBuilder()
        nav.navigation = .custom(
            href: "nav.xhtml",
            xhtml: xml + Self.doctype("html", secret: secret) + """
                <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>&xxe;</title></head>\
                <body><nav epub:type="toc"><ol><li><a href="chapter_001.xhtml" title="&lol9;">&lol9;&xxe;</a></li></ol></nav></body></html>
                """)
        books.append(("navigation document", nav))

        for (name, builder) in books {
            let started = Date()
            let (error, text) = try open(builder, at: url)
            #expect(!text.contains("SECRET"), "\(name): \(text.prefix(300))")
            #expect(text.utf8.count < 1 << 20, "\(name): the laughs were expanded")
            #expect(Date().timeIntervalSince(started) < 10, "\(name)")
            if let error { #expect(error.kind == .malformedPublication, "\(name): \(error)") }
        }
    }

    @Test func loopingFallbacksAndHugeSpinesOpen() throws {
        var builder = EPUBBuilder()
        let items = (0..<20_000).map { _ in #"<itemref idref="c1"/>"# }.joined()
        builder.customPackageDocument = """
            <?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">\
            <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">x</dc:identifier><dc:title>T</dc:title>\
            <dc:language>en</dc:language></metadata><manifest>\
            <item id="c1" href="chapter_001.xhtml" media-type="application/xhtml+xml" fallback="c2"/>\
            <item id="c2" href="chapter_002.xhtml" media-type="application/x-unknown" fallback="c3"/>\
            <item id="c3" href="chapter_002.xhtml" media-type="application/x-unknown" fallback="c1"/>\
            <item id="self" href="self.bin" media-type="application/x-unknown" fallback="self"/>\
            <item id="c1" href="duplicate.xhtml" media-type="application/xhtml+xml"/></manifest>\
            <spine><itemref idref="self"/><itemref idref="c2"/>\(items)<itemref idref="nothing"/></spine></package>
            """
        let publication = try Publication.open(data: try builder.data(), name: "loops.epub")
        // EPUB 3.3 §5.7: a repeated itemref is a place of its own, up to a bound.
        #expect(publication.readingOrder.count <= 4 + 16, "the same item 20,000 times in the spine takes at most 16 places")
        #expect(publication.readingOrder.contains { $0.href == "OEBPS/chapter_001.xhtml" })
    }

    @Test(arguments: [
        "", " ", "<?xml version=\"1.0\"?>", "<package", "\u{FEFF}",
        "<?xml version=\"1.0\"?><package xmlns=\"http://www.idpf.org/2007/opf\"><metadata>"
    ])
    func emptyOrTruncatedPackageDocumentsAreMalformed(text: String) throws {
        var builder = EPUBBuilder()
        builder.customPackageDocument = text
        let error = #expect(throws: PublicationError.self) { try Publication.open(data: try builder.data(), name: "cut.epub") }
        #expect(error?.kind == .malformedPublication)
        #expect(error?.description.hasPrefix("cut.epub: ") == true)
    }

    @Test func emptyOrTruncatedContainerXML() throws {
        let full = EPUBBuilder().containerXML()
        for text in ["", String(full.prefix(full.count / 2)), "\u{0}\u{0}\u{0}"] {
            var builder = EPUBBuilder()
            builder.rawEntries = [ZIPEntrySpec(path: "META-INF/container.xml", text: text)]
            let error = #expect(throws: PublicationError.self) {
                try Publication.open(data: try builder.data(), name: "cut.epub")
            }
            #expect(error?.kind == .malformedPublication, "\(text.prefix(20))")
        }
    }
}
