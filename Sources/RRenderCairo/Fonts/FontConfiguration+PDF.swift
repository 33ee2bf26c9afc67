import Foundation

/// The fonts Poppler substitutes for those a PDF names without embedding them.
///
/// Poppler asks fontconfig for the family in a standard font's name ("Times" for Times-Roman),
/// and draws the face it gets at the PDF's glyph positions, so the face must have the standard
/// font's widths: the URW base 35 faces that `pdf-fonts.conf` pins, as Debian's Poppler tools
/// find them. They live in a configuration of their own, which only Poppler's lookups while it
/// renders use (`Sources/CPoppler/font_guard.c`): the pinned configuration stays the one EPUB text,
/// librsvg and cairo see, so a book naming Times keeps its Noto face and its pixels.
///
/// Why not in `fonts.conf` under names only PDFs use: a book naming "Nimbus Roman" would get it,
/// and fontconfig's coverage fallback would offer the faces to any character the Noto faces lack.
/// Why not a PDF configuration made current: librsvg would draw an EPUB's SVG text with it, and
/// swapping it under threads that match is what `PDFDocument` already has to avoid.
extension FontConfiguration {
    /// The name of the PDF standard fonts' configuration, looked for beside `fonts.conf`.
    public static let pdfFontsFileName = "pdf-fonts.conf"

    /// `pdf-fonts.conf` in the folder of the `fonts.conf` in use (`locate()`); nil when there is
    /// none, and PDFs then get the pinned fonts alone.
    public static func locatePDFFonts() -> String? {
        guard let fonts = try? locate() else { return nil }
        let path = URL(fileURLWithPath: fonts).deletingLastPathComponent().appendingPathComponent(pdfFontsFileName).path
        return FileManager.default.isReadableFile(atPath: path) ? path : nil
    }

    /// The pinned fonts with `pdf-fonts.conf` loaded after them, once per process and never made
    /// current; the pinned configuration (`shared()`) when there is no `pdf-fonts.conf`.
    public static func pdf() throws(FontError) -> FontConfiguration {
        try pdfResult.get()
    }

    private static let pdfResult: Result<FontConfiguration, FontError> = {
        do throws(FontError) {
            let pinned = try shared()
            guard let added = locatePDFFonts() else { return .success(pinned) }
            return .success(try FontConfiguration(path: pinned.path, adding: [added]))
        } catch {
            return .failure(error)
        }
    }()
}
