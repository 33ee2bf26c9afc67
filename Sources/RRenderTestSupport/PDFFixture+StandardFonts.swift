import Foundation

extension PDFFixture {
    /// A line of text set in a standard font that the PDF names but does not embed.
    public struct StandardFontLine: Sendable {
        /// The `/BaseFont`: a standard name (`Times-Roman`, `Helvetica-Bold`, `Courier`, `Symbol`,
        /// `ZapfDingbats`…) or an alias Poppler maps to one (`TimesNewRoman`, `Arial,Bold`, `CourierNew`).
        public var font: String
        /// Printable ASCII (Symbol and ZapfDingbats draw their own glyphs for these codes).
        public var text: String

        /// A line of `text` in `font`.
        public init(_ font: String, _ text: String) {
            self.font = font
            self.text = text
        }
    }

    /// A one-page PDF (US Letter) written by hand whose lines name standard Type 1 fonts without embedding
    /// them, as many PDF writers do: no `/FontDescriptor`, no `/Widths` (Poppler then places the
    /// glyphs at the standard fonts' own widths), `/WinAnsiEncoding` except for Symbol and
    /// ZapfDingbats, which keep their built-in encodings. Cairo, which `data()` uses, always
    /// embeds its fonts. Line `i` is `size` pt, its left edge at x = 72 pt and its band
    /// `lineBand(i, size:)`, its baseline `size` pt below the band's top.
    public static func standardFonts(_ lines: [StandardFontLine], size: Double = 14) -> [UInt8] {
        let width = 612.0, height = 792.0
        var names: [String] = []
        for line in lines where !names.contains(line.font) { names.append(line.font) }
        var content = "BT\n"
        for (index, line) in lines.enumerated() {
            let number = (names.firstIndex(of: line.font) ?? 0) + 1
            let baseline = height - lineBand(index, size: size).top - size
            content += "/F\(number) \(size) Tf 1 0 0 1 72 \(baseline) Tm (\(literal(line.text))) Tj\n"
        }
        content += "ET\n"
        let fonts = names.enumerated().map { "/F\($0.offset + 1) \($0.offset + 5) 0 R" }.joined(separator: " ")
        var objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R /Resources << /Font << \(fonts) >> >> >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)endstream"
        ]
        for name in names {
            let symbolic = name.hasPrefix("Symbol") || name.hasPrefix("ZapfDingbats")
            objects.append("<< /Type /Font /Subtype /Type1 /BaseFont /\(name)\(symbolic ? "" : " /Encoding /WinAnsiEncoding") >>")
        }
        return HostilePDFs.document(objects)
    }

    /// The band of line `index` of `standardFonts(_:size:)`, in points from the page's top:
    /// twice the font size high, room for its ascenders and descenders.
    public static func lineBand(_ index: Int, size: Double = 14) -> (top: Double, bottom: Double) {
        let top = 72 + 2 * size * Double(index)
        return (top, top + 2 * size)
    }

    /// `text` as the inside of a PDF literal string (`\`, `(` and `)` escaped).
    private static func literal(_ text: String) -> String {
        precondition(text.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) }, "printable ASCII only")
        return text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "(", with: "\\(")
            .replacingOccurrences(of: ")", with: "\\)")
    }
}
