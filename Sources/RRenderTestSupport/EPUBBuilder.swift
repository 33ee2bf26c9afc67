import Foundation

/// Builds small EPUB files for tests, valid by default and broken on request.
///
/// ```swift
/// var book = EPUBBuilder(chapters: [.init(title: "One", body: "<p>Hello</p>")])
/// book.resources.append(.init(href: "style.css", mediaType: "text/css", text: "p { margin: 0 }"))
/// let data = try book.data()                  // or: try book.write(to: url)
/// ```
///
/// The default is an EPUB 3 with `mimetype` first and stored, `META-INF/container.xml`, the
/// package document `OEBPS/content.opf`, a navigation document `OEBPS/nav.xhtml` whose toc lists
/// every chapter with `inTOC`, and one XHTML file per chapter (`OEBPS/chapter_001.xhtml`…). Hrefs
/// of chapters and resources are relative to the package document's folder.
public struct EPUBBuilder: Sendable {
    /// A chapter: one XHTML document in the spine.
    public struct Chapter: Sendable {
        /// The manifest id.
        public var id: String?
        /// The href relative to the package folder (default `chapter_NNN.xhtml`).
        public var href: String?
        /// The title (the `<title>`, `<h1>` and the toc label).
        public var title: String
        /// XHTML put inside `<body>` after the `<h1>`.
        public var body: String
        /// A complete document used verbatim instead of `title` and `body`.
        public var document: String?
        /// False writes `linear="no"` on the itemref.
        public var linear: Bool
        /// Tokens of the itemref's `properties` (`page-spread-left`…).
        public var spineProperties: [String]
        /// Whether the generated nav document lists the chapter.
        public var inTOC: Bool

        /// A chapter.
        public init(
            id: String? = nil, href: String? = nil, title: String, body: String = "<p>Text.</p>",
            document: String? = nil, linear: Bool = true, spineProperties: [String] = [], inTOC: Bool = true
        ) {
            self.id = id
            self.href = href
            self.title = title
            self.body = body
            self.document = document
            self.linear = linear
            self.spineProperties = spineProperties
            self.inTOC = inTOC
        }
    }

    /// A non-spine resource listed in the manifest (a stylesheet, an image, a font).
    public struct Resource: Sendable {
        /// The manifest id (default `res-N`).
        public var id: String?
        /// The href relative to the package folder.
        public var href: String
        /// The `media-type`.
        public var mediaType: String
        /// The content.
        public var bytes: [UInt8]
        /// Tokens of the item's `properties` (`cover-image`…).
        public var properties: [String]
        /// The item's `fallback` attribute (the id of the next item of its fallback chain).
        public var fallback: String?
        /// True adds an itemref to this item at the end of the spine (a foreign spine item).
        public var inSpine = false

        /// A resource with binary content.
        public init(id: String? = nil, href: String, mediaType: String, bytes: [UInt8], properties: [String] = []) {
            self.id = id
            self.href = href
            self.mediaType = mediaType
            self.bytes = bytes
            self.properties = properties
        }

        /// A resource with text content.
        public init(id: String? = nil, href: String, mediaType: String, text: String, properties: [String] = []) {
            self.init(id: id, href: href, mediaType: mediaType, bytes: Array(text.utf8), properties: properties)
        }
    }

    /// Which navigation document to include.
    public enum NavigationDocument: Sendable {
        /// `nav.xhtml` with a toc of the chapters (in the package folder).
        case generated
        /// None (an EPUB 2 style book, typically with `ncx`).
        case none
        /// This document at `href` (relative to the package folder), verbatim.
        case custom(href: String, xhtml: String)
    }

    /// `dc:title`.
    public var title = "Test Book"
    /// `dc:language`.
    public var language = "en"
    /// The unique `dc:identifier`.
    public var identifier = "urn:uuid:00000000-0000-4000-8000-000000000000"
    /// The package document's folder (`""` for the root).
    public var packageDirectory = "OEBPS"
    /// The package document's file name.
    public var packageFileName = "content.opf"
    /// The `version` of the package.
    public var version = "3.0"
    /// The chapters, in spine order.
    public var chapters: [Chapter]
    /// Other manifest items.
    public var resources: [Resource] = []
    /// XML appended inside `<metadata>` (refinements, `rendition:*`, creators…).
    public var extraMetadata = ""
    /// The spine's `page-progression-direction`, when set.
    public var pageProgressionDirection: String?
    /// The navigation document.
    public var navigation: NavigationDocument = .generated
    /// An NCX document, added as `toc.ncx` in the package folder and named by `spine@toc`.
    public var ncx: String?
    /// XML of `<reference>` elements for an EPUB 2 `<guide>`.
    public var guide: String?
    /// A package document used verbatim instead of the generated one.
    public var customPackageDocument: String?
    /// Whether to write the `mimetype` entry.
    public var includeMimetype = true
    /// Whether `mimetype` comes first (false: it comes last, as in live-manual.en.epub).
    public var mimetypeFirst = true
    /// Whether to write `META-INF/container.xml`.
    public var includeContainerXML = true
    /// Entry paths left out of the archive (a spine item "missing from the zip").
    public var omittedEntries: Set<String> = []
    /// Extra entries, written after the generated ones (they replace a generated entry of the
    /// same path).
    public var rawEntries: [ZIPEntrySpec] = []
    /// How the generated entries other than `mimetype` are stored.
    public var compression: ZIPEntrySpec.Compression = .deflate
    /// Entry paths whose headers are flagged as encrypted.
    public var encryptedEntries: Set<String> = []
    /// Resources listed in `META-INF/encryption.xml`: href relative to the package folder →
    /// `Algorithm` URI (font obfuscation or DRM). The bytes are stored as given: obfuscate them
    /// first (`FontObfuscation.apply`). Empty: no `encryption.xml`.
    public var encryption: [String: String] = [:]

    /// A builder; by default two short chapters.
    public init(title: String = "Test Book", chapters: [Chapter] = [Chapter(title: "Chapter 1"), Chapter(title: "Chapter 2")]) {
        self.title = title
        self.chapters = chapters
    }

    /// The archive path of the package document (`OEBPS/content.opf`).
    public var packagePath: String { path(packageFileName) }

    /// The archive path of an href relative to the package folder.
    public func path(_ href: String) -> String {
        packageDirectory.isEmpty ? href : packageDirectory + "/" + href
    }

    /// The href (relative to the package folder) of chapter `index`.
    public func chapterHref(_ index: Int) -> String {
        chapters[index].href ?? String(format: "chapter_%03d.xhtml", index + 1)
    }

    /// The archive path of chapter `index` (`OEBPS/chapter_001.xhtml`).
    public func chapterPath(_ index: Int) -> String { path(chapterHref(index)) }

    /// Every entry, in archive order, before omissions and patches.
    public func entries() -> [ZIPEntrySpec] {
        var entries: [ZIPEntrySpec] = []
        if includeContainerXML {
            entries.append(ZIPEntrySpec(path: "META-INF/container.xml", text: containerXML(), compression: compression))
        }
        if !encryption.isEmpty {
            entries.append(ZIPEntrySpec(path: "META-INF/encryption.xml", text: encryptionXML(), compression: compression))
        }
        entries.append(
            ZIPEntrySpec(path: packagePath, text: customPackageDocument ?? packageDocument(), compression: compression))
        if let nav = navigationDocument() {
            entries.append(ZIPEntrySpec(path: path(nav.href), text: nav.xhtml, compression: compression))
        }
        if let ncx { entries.append(ZIPEntrySpec(path: path("toc.ncx"), text: ncx, compression: compression)) }
        for index in chapters.indices {
            entries.append(ZIPEntrySpec(path: chapterPath(index), text: chapterDocument(index), compression: compression))
        }
        for resource in resources {
            entries.append(ZIPEntrySpec(path: path(resource.href), bytes: resource.bytes, compression: compression))
        }
        let rawPaths = Set(rawEntries.map(\.path))
        entries = entries.filter { !rawPaths.contains($0.path) } + rawEntries
        if includeMimetype {
            let mimetype = ZIPEntrySpec(path: "mimetype", text: "application/epub+zip", compression: .stored)
            if mimetypeFirst { entries.insert(mimetype, at: 0) } else { entries.append(mimetype) }
        }
        return entries.filter { !omittedEntries.contains($0.path) }
    }

    /// The EPUB as bytes.
    public func data() throws -> Data {
        var data = try ZIPFixture.archive(entries())
        for path in encryptedEntries.sorted() { data = try ZIPFixture.markEncrypted(path, in: data) }
        return data
    }

    /// Writes the EPUB to `url`.
    public func write(to url: URL) throws {
        try data().write(to: url)
    }

    /// Writes the EPUB to a new file in the temporary folder and returns its path.
    public func writeTemporaryFile(named name: String = "book.epub") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try write(to: url)
        return url
    }
}
