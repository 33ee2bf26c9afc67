internal import CLibraryMessages
internal import CPoppler
import RRenderCairo
import RRenderCore

/// An open PDF (Poppler). Not thread-safe, and never shared between threads (a shared Poppler
/// document crashes: platform-notes Q7): each worker opens its own over the same `PDFData`.
public final class PDFDocument {
    let raw: OpaquePointer
    /// Kept alive: Poppler reads the bytes in place.
    let data: PDFData
    /// The pages opened last, by index (a few: a page holds its parsed content).
    private var pages: [Int: OpaquePointer] = [:]
    private var pageOrder: [Int] = []
    static let keptPages = 2

    /// Opens `data`, with `password` when the document is encrypted.
    ///
    /// With a password, Poppler reads through a GIO memory stream: `new_from_bytes` (and
    /// `new_from_data`) crash in poppler-glib 22.12 when the password is wrong (they retry with
    /// a stream the first attempt freed); `new_from_stream` does not.
    public init(_ data: PDFData, password: String? = nil) throws(PDFError) {
        self.data = data
        // Poppler finds substitutes for fonts a PDF does not embed through fontconfig: the pinned
        // configuration is made current before Poppler first asks (made current later, it would
        // free the default configuration under a matching thread), and Poppler's lookups get
        // the PDF one (`Self.standardFonts`).
        _ = try? FontConfiguration.shared()
        Self.standardFonts
        guard rr_poppler_load() else { throw .popplerMissing }
        var error: UnsafeMutablePointer<GError>?
        let opened: OpaquePointer?
        if let password {
            let stream = data.withUnsafeBytes { g_memory_input_stream_new_from_data($0.baseAddress, gssize($0.count), nil) }
            opened = rr_poppler_document_new_from_stream(stream, goffset(data.count), password, nil, &error)
            g_object_unref(UnsafeMutableRawPointer(stream))
        } else {
            guard let bytes = data.makeGBytes() else { throw .unreadable("out of memory") }
            opened = rr_poppler_document_new_from_bytes(bytes, nil, &error)
            g_bytes_unref(bytes)
        }
        guard let document = opened else {
            let code = error.map { Int($0.pointee.code) } ?? -1
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
            if let error { g_error_free(error) }
            if code == Int(POPPLER_ERROR_ENCRYPTED.rawValue) { throw password == nil ? .passwordRequired : .wrongPassword }
            throw .unreadable(message)
        }
        raw = document
    }

    deinit {
        for page in pages.values { g_object_unref(UnsafeMutableRawPointer(page)) }
        g_object_unref(UnsafeMutableRawPointer(raw))
    }

    /// The number of pages.
    public var pageCount: Int { Int(rr_poppler_document_get_n_pages(raw)) }

    /// Page `index` (0-based), kept while it is among the last `keptPages` opened.
    func page(_ index: Int) -> OpaquePointer? {
        if let page = pages[index] { return page }
        guard index >= 0, index < pageCount, let page = rr_poppler_document_get_page(raw, Int32(index)) else { return nil }
        if pageOrder.count >= Self.keptPages {
            let oldest = pageOrder.removeFirst()
            if let old = pages.removeValue(forKey: oldest) { g_object_unref(UnsafeMutableRawPointer(old)) }
        }
        pages[index] = page
        pageOrder.append(index)
        return page
    }

    /// The size of page `index` in points (1/72 in), as Poppler reports it (rotation applied).
    public func pageSize(_ index: Int) -> Size {
        guard let page = page(index) else { return Size(width: 0, height: 0) }
        var width = 0.0, height = 0.0
        rr_poppler_page_get_size(page, &width, &height)
        return Size(width: width, height: height)
    }

    /// Draws page `index` on the Cairo context `cr` (a `cairo_t`), in points from its top left;
    /// only the content: the caller paints the paper. Images of more than 64 megapixels are
    /// left out (Poppler would decode them whole: `cairo_guard.c`); returns how many were.
    ///
    /// The page rendered is a PopplerPage of its own, freed at once: Poppler collects no text
    /// while it renders (`text_guard.c`), so the kept pages, whose text `text(_:)` reads, are never
    /// rendered, and a rendered page holds nothing afterwards.
    @discardableResult
    public func render(_ index: Int, on cr: OpaquePointer) -> Int {
        guard index >= 0, index < pageCount, let page = rr_poppler_document_get_page(raw, Int32(index)) else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        return Int(rr_poppler_page_render_guarded(page, cr))
    }

    /// The configuration Poppler's font lookups use while it renders (`CPoppler/font_guard.c`):
    /// the pinned fonts plus metric-compatible faces of the standard fonts (Times, Helvetica,
    /// Courier, Symbol, ZapfDingbats). A PDF places each glyph at its standard font's widths,
    /// and the pinned Noto faces, wider or narrower, broke its words apart; the PDF fonts are
    /// Poppler's alone, since the current configuration also serves EPUB pages (librsvg).
    private static let standardFonts: Void = {
        if let fonts = try? FontConfiguration.pdf() { rr_poppler_use_font_configuration(fonts.config) }
    }()

    /// True when Poppler's font lookups go to the PDF configuration while it renders (the
    /// executable exports `font_guard.c`'s definitions), for tests.
    package static var looksUpFontsForPDFs: Bool { rr_poppler_font_lookups_guarded() }

    /// How many characters Poppler has drawn in this process without collecting their text
    /// (`text_guard.c`; 0 in a process that does not export its definition), for tests.
    package static var charactersNotCollected: UInt { rr_poppler_characters_not_collected() }

    /// How many of Poppler's own messages (a destination past the last page) were kept off the
    /// reader's terminal in this process (`CLibraryMessages`), for tests.
    package static var destinationMessagesQuieted: UInt { rr_messages_quieted(RR_MESSAGES_POPPLER) }

    /// A string Poppler returns (`gchar *`, freed here), nil when empty.
    static func take(_ string: UnsafeMutablePointer<gchar>?) -> String? {
        guard let string else { return nil }
        defer { g_free(string) }
        let value = String(cString: string).trimmingCharacters(in: .whitespacesAndNewlines)
        return value.isEmpty ? nil : value
    }
}
