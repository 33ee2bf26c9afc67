internal import CPangoCairo
import Foundation
import RRenderCairo

/// Builds small PDF files for tests, in memory, with cairo's PDF surface: pages of any size,
/// lines of text, links, named destinations, a full-page JPEG, an outline and metadata.
///
/// ```swift
/// let pdf = PDFFixture(pages: [
///     .init(lines: ["First page"], links: [.init(rect: (72, 200, 100, 20), target: .named("end"))]),
///     .init(width: 400, height: 300, lines: ["Last page"], destinations: ["end"]),
/// ], outline: [.init("Start", page: 1)], title: "A test")
/// let bytes = try pdf.data()                  // or: try pdf.writeTemporaryFile()
/// ```
public struct PDFFixture: Sendable {
    /// Where a link goes.
    public enum LinkTarget: Sendable, Hashable {
        /// A named destination (`Page.destinations` of some page).
        case named(String)
        /// The top of a page, 1-based. A link to a later page goes to a named destination
        /// `fixture-page-N` added at the top of page N: cairo 1.16 (Debian 12) writes no explicit
        /// destination to a page it has not begun.
        case page(Int)
        /// An external URI.
        case uri(String)
    }

    /// A clickable area of a page.
    public struct LinkArea: Sendable {
        /// The area in points, origin at the page's top-left corner; drawn as a pale blue box.
        public var rect: (x: Double, y: Double, width: Double, height: Double)
        /// Where the link goes.
        public var target: LinkTarget

        /// A link area.
        public init(rect: (x: Double, y: Double, width: Double, height: Double), target: LinkTarget) {
            self.rect = rect
            self.target = target
        }
    }

    /// One page.
    public struct Page: Sendable {
        /// The width in points.
        public var width: Double
        /// The height in points.
        public var height: Double
        /// Lines of text in black 12 pt DejaVu Sans (the font embedded by cairo): line `i` has
        /// its left edge at x = 72 and its em box from y = 72 + 18·i (baseline 12 pt lower).
        public var lines: [String]
        /// Clickable areas, each a PDF link annotation over a drawn box.
        public var links: [LinkArea]
        /// Names of destinations at the top-left corner of this page.
        public var destinations: [String]
        /// A JPEG drawn to fill the page (stretched), embedded untouched; the lines go over it.
        public var jpeg: [UInt8]?

        /// A page, US Letter by default.
        public init(
            width: Double = 612, height: Double = 792, lines: [String] = [], links: [LinkArea] = [],
            destinations: [String] = [], jpeg: [UInt8]? = nil
        ) {
            self.width = width
            self.height = height
            self.lines = lines
            self.links = links
            self.destinations = destinations
            self.jpeg = jpeg
        }
    }

    /// An entry of the document outline (the PDF's table of contents).
    public struct OutlineEntry: Sendable {
        /// The title shown.
        public var title: String
        /// The page it goes to, 1-based.
        public var page: Int
        /// Nested entries.
        public var children: [OutlineEntry]

        /// An outline entry.
        public init(_ title: String, page: Int, children: [OutlineEntry] = []) {
            self.title = title
            self.page = page
            self.children = children
        }
    }

    /// Why a PDF could not be made.
    public enum Error: Swift.Error, Sendable, CustomStringConvertible {
        /// Cairo reported this status.
        case cairo(String)
        /// A page's `jpeg` is not a JPEG turbojpeg can read.
        case jpeg(String)

        public var description: String {
            switch self {
            case .cairo(let message): "cairo: \(message)"
            case .jpeg(let message): "JPEG: \(message)"
            }
        }
    }

    /// The pages, in order; at least one.
    public var pages: [Page]
    /// The top-level outline entries.
    public var outline: [OutlineEntry]
    /// The document title (Info dictionary `Title`).
    public var title: String?
    /// The document author (Info dictionary `Author`).
    public var author: String?

    /// A PDF of these pages.
    public init(pages: [Page], outline: [OutlineEntry] = [], title: String? = nil, author: String? = nil) {
        self.pages = pages
        self.outline = outline
        self.title = title
        self.author = author
    }

    /// The PDF's bytes (cairo_pdf_surface_create_for_stream into memory).
    public func data() throws -> [UInt8] {
        // The pinned fonts must be current before cairo's toy text asks fontconfig for DejaVu
        // Sans: making them current later, while another thread matches against the default
        // configuration, frees that configuration under it (a crash seen once in 30 runs).
        _ = try? FontConfiguration.shared()
        let sink = ByteSink()
        let first = pages.first ?? Page()
        guard
            let surface = cairo_pdf_surface_create_for_stream(
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                    Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes
                        .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(sink).toOpaque(), first.width, first.height)
        else {
            throw Error.cairo("no PDF surface")
        }
        defer { cairo_surface_destroy(surface) }
        try withExtendedLifetime(sink) {
            try Self.check(cairo_surface_status(surface))
            try draw(on: surface)
            cairo_surface_finish(surface)
            try Self.check(cairo_surface_status(surface))
        }
        return sink.bytes
    }

    /// Writes it to a fresh temporary folder, like `EPUBBuilder.writeTemporaryFile`.
    public func writeTemporaryFile(named name: String = "document.pdf") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(data()).write(to: url)
        return url
    }

    /// Throws unless `status` is success.
    static func check(_ status: cairo_status_t) throws {
        guard status == CAIRO_STATUS_SUCCESS else { throw Error.cairo(String(cString: cairo_status_to_string(status))) }
    }
}

/// The bytes cairo's write callback appends to; reached through an unretained pointer.
private final class ByteSink {
    var bytes: [UInt8] = []
}
