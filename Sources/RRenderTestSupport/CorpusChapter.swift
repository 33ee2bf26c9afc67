import Foundation
import RRenderPublication

/// One chapter of a corpus book as a small EPUB of its own, written at test time (the corpus
/// never enters the repository): a real page that lays out in milliseconds, where the whole
/// book would lay out every chapter before it.
public struct CorpusChapter: Sendable {
    /// The corpus book.
    public let book: String
    /// The chapter's href in the book (its folder is kept, so relative links still resolve).
    public let href: String
    /// Other files the chapter uses (stylesheets, fonts, images), by href in the book.
    public let resources: [String]
    /// The book's `dc:language`.
    public let language: String

    public init(book: String, href: String, resources: [String], language: String = "en") {
        self.book = book
        self.href = href
        self.resources = resources
        self.language = language
    }

    /// Moby-Dick's first chapter, with its stylesheet and embedded STIX fonts.
    public static let mobyDick = CorpusChapter(
        book: "moby-dick.epub", href: "OPS/chapter_001.xhtml",
        resources: [
            "OPS/css/stylesheet.css", "OPS/fonts/STIXGeneral.otf", "OPS/fonts/STIXGeneralBol.otf",
            "OPS/fonts/STIXGeneralItalic.otf", "OPS/fonts/STIXGeneralBolIta.otf"
        ])
    /// Moby-Dick's cover page and picture.
    public static let mobyDickCover = CorpusChapter(
        book: "moby-dick.epub", href: "OPS/cover.xhtml",
        resources: [
            "OPS/css/stylesheet.css", "OPS/images/9780316000000.jpg"
        ])
    /// The Arabic book's text.
    public static let arabic = CorpusChapter(
        book: "regime-anticancer-arabic.epub", href: "EPUB/Content/C_content.xhtml",
        resources: ["EPUB/Style/style.css"], language: "ar")

    /// The chapter as an EPUB file, reflowable or fixed-layout.
    public func write(fixedLayout: Bool = false) throws -> URL {
        let source = try Publication.open(path: try Corpus.path(book))
        func text(_ href: String) throws -> String { String(decoding: try source.read(href), as: UTF8.self) }
        var builder = EPUBBuilder(chapters: [.init(href: href, title: "Chapter", document: try text(href))])
        builder.packageDirectory = ""
        builder.language = language
        if fixedLayout { builder.extraMetadata = #"<meta property="rendition:layout">pre-paginated</meta>"# }
        builder.resources = try resources.map { href in
            EPUBBuilder.Resource(href: href, mediaType: Self.mediaType(href), bytes: try source.read(href))
        }
        let name = "\(URL(fileURLWithPath: href).deletingPathExtension().lastPathComponent)\(fixedLayout ? "-fxl" : "").epub"
        return try builder.writeTemporaryFile(named: name)
    }

    private static func mediaType(_ href: String) -> String {
        switch URL(fileURLWithPath: href).pathExtension.lowercased() {
        case "css": "text/css"
        case "otf": "font/otf"
        case "jpg", "jpeg": "image/jpeg"
        case "png": "image/png"
        default: "application/octet-stream"
        }
    }
}
