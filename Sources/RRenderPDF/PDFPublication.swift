import Foundation
import RRenderCore
import RRenderPublication

/// The one file of a PDF publication, held in memory for every worker's Poppler document.
public final class PDFContainer: Container {
    public let name: String
    /// The PDF's entry path: its file name.
    public let path: String
    public let data: PDFData
    /// The password that opened it, if it needed one.
    public let password: String?
    /// Each page's size in points, read when the PDF was opened.
    public let pageSizes: [Size]

    init(name: String, data: PDFData, password: String?, pageSizes: [Size]) {
        self.name = name
        self.path = Self.entryPath(name)
        self.data = data
        self.password = password
        self.pageSizes = pageSizes
    }

    public var entryPaths: [String] { [path] }

    public func entry(at path: String) -> ContainerEntry? {
        path == self.path
            ? ContainerEntry(path: path, storedSize: data.count, size: data.count, isCompressed: false, isEncrypted: false) : nil
    }

    public func read(_ path: String) throws(PublicationError) -> [UInt8] {
        guard path == self.path else { throw .resourceNotFound(publication: name, href: path) }
        return data.withUnsafeBytes { Array($0) }
    }

    /// A plain href for the file: its name with anything but letters, digits, `.`, `-` and `_`
    /// made `_` (so it needs no percent-encoding), `document.pdf` when nothing is left.
    static func entryPath(_ name: String) -> String {
        let file = URL(fileURLWithPath: name).lastPathComponent
        let cleaned = String(file.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "_" })
        return cleaned.hasSuffix(".pdf") || cleaned.hasSuffix(".PDF") ? cleaned : "document.pdf"
    }
}

/// Opens PDFs as publications: one reading-order item, the outline as table of contents
/// (`file.pdf#page=N`), one position per page, fixed layout.
public enum PDFPublication {
    /// True when `bytes` start like a PDF (`%PDF-` within the first KiB, as readers accept).
    public static func isPDF(_ bytes: ArraySlice<UInt8>) -> Bool {
        let magic = Array("%PDF-".utf8)
        let head = bytes.prefix(1024)
        guard head.count >= magic.count else { return false }
        return head.indices.dropLast(magic.count - 1).contains { start in head[start..<start + magic.count].elementsEqual(magic) }
    }

    /// Opens the PDF at `path`, with `password` when it is encrypted.
    public static func open(path: String, password: String? = nil) throws(PublicationError) -> Publication {
        guard FileManager.default.fileExists(atPath: path) else { throw .fileNotFound(path: path) }
        let bytes: [UInt8]
        do { bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path))) } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
        return try open(bytes: bytes, name: URL(fileURLWithPath: path).lastPathComponent, password: password, path: path)
    }

    /// Opens a PDF held in memory; `name` names it in messages and gives its href.
    public static func open(
        bytes: [UInt8], name: String, password: String? = nil, path: String? = nil
    ) throws(PublicationError) -> Publication {
        let source = path ?? name
        let data = PDFData(bytes)
        let document: PDFDocument
        do { document = try PDFDocument(data, password: password) } catch {
            switch error {
            case .passwordRequired: throw .passwordRequired(path: source)
            case .wrongPassword: throw .wrongPassword(path: source)
            case .unreadable(let reason): throw .malformedPDF(path: source, reason: reason)
            case .popplerMissing: throw .unreadable(path: source, reason: error.description)
            }
        }
        let info = document.info()
        let container = PDFContainer(name: name, data: data, password: password, pageSizes: info.pageSizes)
        let title = info.title ?? URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent
        let link = Link(href: container.path, mediaType: .pdf, title: title)
        var metadata = Metadata(
            title: title, authors: info.author.map { [Contributor(name: $0)] } ?? [],
            languages: info.language.map { [$0] } ?? [], description: info.subject,
            readingProgression: info.readingProgression, layout: .fixed)
        metadata.otherMetadata["numberOfPages"] = .number(Double(info.pageSizes.count))
        var diagnostics: [Diagnostic] = []
        if info.pageSizes.isEmpty {
            diagnostics.append(
                Diagnostic(code: "pdf.no-pages", message: "the PDF has no pages", severity: .error, location: container.path))
        }
        var navigation = Navigation()
        navigation.tableOfContents = tableOfContents(info.outline, href: container.path)
        return Publication(
            container: container, metadata: metadata, readingOrder: [link], navigation: navigation,
            diagnostics: diagnostics, positions: [PDFPositions.positions(of: link, pageCount: info.pageSizes.count)])
    }

    /// The outline as links to `href#page=N` (an entry going nowhere links to the file).
    static func tableOfContents(_ outline: [PDFOutlineItem], href: String) -> [Link] {
        outline.map { item in
            Link(
                href: item.page.map { "\(href)#page=\($0)" } ?? href, mediaType: .pdf, title: item.title,
                children: tableOfContents(item.children, href: href))
        }
    }
}
