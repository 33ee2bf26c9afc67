import Foundation
import ZIPFoundation

/// Packs one test document (a test or a reference) as a one-chapter EPUB, as a publisher would
/// ship it: the document (converted to XHTML when it is HTML), every file it uses at the same
/// relative place, and, when it names Ahem, the suites' Ahem font declared by an `@font-face`
/// style sheet linked first in its head (the suites' README asks for exactly that).
struct ReftestPacker: Sendable {
    /// The suites' root folder.
    let root: String
    /// The XHTML files made from the HTML documents, by path relative to `root`.
    let converted: [String: String]

    /// Where the suites keep Ahem, and the style sheet that declares it, relative to the root.
    static let ahemFont = "fonts/Ahem.ttf"
    static let ahemSheet = "fonts/rrender-ahem.css"
    static let ahemRule = "@font-face { font-family: Ahem; src: url(Ahem.ttf); }\n"

    /// The EPUB of the document at `path` (relative to the root).
    func epub(of path: String) throws(ConformanceError) -> Data {
        let source = converted[path] ?? root + "/" + path
        guard let text = ReftestCatalog.read(source) else { throw .file(source, reason: "cannot be read") }
        let chapter = Self.chapterPath(path)
        let (files, styles) = ResourceReferences.files(of: path, text: text, root: root)
        var entries: [(path: String, bytes: Data)] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: root + "/" + file) else {
                throw .file(file, reason: "cannot be read")
            }
            entries.append((file, data))
        }
        var document = text
        if (text + styles).range(of: "ahem", options: .caseInsensitive) != nil {
            guard let font = FileManager.default.contents(atPath: root + "/" + Self.ahemFont) else {
                throw .file(root + "/" + Self.ahemFont, reason: "cannot be read (the suites' Ahem font)")
            }
            entries.append((Self.ahemFont, font))
            entries.append((Self.ahemSheet, Data(Self.ahemRule.utf8)))
            document = Self.linking(SuitePath.relative(Self.ahemSheet, from: chapter), in: text)
        }
        entries.append((chapter, Data(document.utf8)))
        return try Self.zip(chapter: chapter, entries: entries)
    }

    /// Where the document goes in its EPUB: its own path, with `.xht` for an HTML document.
    static func chapterPath(_ path: String) -> String {
        let ext = (path as NSString).pathExtension.lowercased()
        guard ext == "html" || ext == "htm" else { return path }
        return (path as NSString).deletingPathExtension + ".xht"
    }

    /// `text` with a `<link rel="stylesheet">` to `href` as the first child of its head (of its
    /// root element when it has no head).
    static func linking(_ href: String, in text: String) -> String {
        let link = "<link rel=\"stylesheet\" type=\"text/css\" href=\"\(href)\"/>"
        for tag in ["<head", "<html"] {
            var searchFrom = text.startIndex
            while let range = text.range(of: tag, options: .caseInsensitive, range: searchFrom..<text.endIndex) {
                let next = range.upperBound < text.endIndex ? text[range.upperBound] : ">"
                if next == ">" || next.isWhitespace, let close = text[range.upperBound...].firstIndex(of: ">") {
                    let inside = text.index(after: close)
                    let insert = tag == "<head" ? link : "<head>\(link)</head>"
                    return String(text[..<inside]) + insert + String(text[inside...])
                }
                searchFrom = range.upperBound
            }
        }
        return text
    }

    /// The EPUB: `mimetype`, the container, a package document listing everything, the files.
    /// Entries are stored, not deflated: the EPUB is read once, in memory.
    private static func zip(chapter: String, entries: [(path: String, bytes: Data)]) throws(ConformanceError) -> Data {
        var manifest = "<item id=\"chapter\" href=\"\(escape(chapter))\" media-type=\"application/xhtml+xml\"/>\n"
        for (index, entry) in entries.enumerated() where entry.path != chapter {
            let type =
                ResourceReferences.mediaTypes[(entry.path as NSString).pathExtension.lowercased()] ?? "application/octet-stream"
            manifest += "<item id=\"r\(index)\" href=\"\(escape(entry.path))\" media-type=\"\(type)\"/>\n"
        }
        let package = """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
            <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">\(escape(chapter))</dc:identifier>\
            <dc:title>\(escape(chapter))</dc:title><dc:language>en</dc:language>\
            <meta property="dcterms:modified">2017-03-01T00:00:00Z</meta></metadata>
            <manifest>
            \(manifest)</manifest>
            <spine><itemref idref="chapter"/></spine>
            </package>
            """
        let container = """
            <?xml version="1.0" encoding="UTF-8"?>
            <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
            <rootfiles><rootfile full-path="package.opf" media-type="application/oebps-package+xml"/></rootfiles>
            </container>
            """
        let files =
            [
                ("mimetype", Data("application/epub+zip".utf8)), ("META-INF/container.xml", Data(container.utf8)),
                ("package.opf", Data(package.utf8))
            ] + entries.map { ($0.path, $0.bytes) }
        let archive: Archive
        do {
            archive = try Archive(accessMode: .create)
            for (path, data) in files {
                try archive.addEntry(
                    with: path, type: .file, uncompressedSize: Int64(data.count), modificationDate: entryDate,
                    compressionMethod: .none
                ) { position, size in
                    data.subdata(in: Int(position)..<Int(position) + size)
                }
            }
        } catch {
            throw .file(chapter, reason: "the EPUB could not be made: \(error)")
        }
        guard let data = archive.data else { throw .file(chapter, reason: "the EPUB could not be made") }
        return data
    }

    /// Every entry's date: a fixed one, so a document packs to the same bytes in every run.
    private static let entryDate = Date(timeIntervalSince1970: 1_488_326_400)  // 2017-03-01

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
