import Foundation
import RRender
import RRenderCore
import RRenderPDF
import RRenderTestSupport
import Testing

/// PDFs that name the standard fonts (Times, Helvetica, Courier, Symbol, ZapfDingbats, or an
/// alias such as Arial) without embedding them: Poppler draws them with metric-compatible faces
/// (Fonts/pdf-fonts.conf), where Debian's pdftocairo draws its glyphs; EPUB text keeps Noto.
@Suite struct PDFStandardFontTests {
    static let lines: [PDFFixture.StandardFontLine] = [
        .init("Times-Roman", "Analytical Engine of Charles Babbage, 1837"),
        .init("Helvetica", "MACLISP and Wikipedia, Helvetica text"),
        .init("Courier", "Courier monospace: MAC LISP 0123"),
        .init("Times-BoldItalic", "Times Bold Italic (and 'quoted') words"),
        .init("Helvetica-Oblique", "Helvetica Oblique, slanted words"),
        .init("Courier-Bold", "Courier Bold: (defun f (x) x)"),
        .init("TimesNewRoman,Bold", "Times New Roman Bold, an alias"),
        .init("Arial", "Arial, an alias of Helvetica"),
        .init("CourierNew", "Courier New, an alias of Courier"),
        .init("Symbol", "abgdpqrs"),
        .init("ZapfDingbats", "3456789")
    ]
    /// 144 dpi: a US Letter page at two pixels a point.
    static let dpi = 144

    private func document() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("standard-fonts-\(UUID().uuidString).pdf")
        try Data(PDFFixture.standardFonts(Self.lines)).write(to: url)
        return url.path
    }

    private func rendered(_ path: String) throws -> PixelImage {
        let renderer = try Renderer.open(
            path: path, options: RenderOptions(viewport: Viewport(width: 1224, height: 1584), concurrency: 1))
        return try renderer.renderPage(1).frame.image
    }

    /// Every line's runs of inked columns are pdftocairo's, within a pixel. With the pinned Noto
    /// faces at Times' positions, letters collided or parted ("A nalytical", "MACLIS P"): no
    /// line matched, and 26,513 pixels of this page differed by more than 48; now none do.
    @Test func everyLineInksTheColumnsPdftocairoInks() throws {
        let path = try document()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let ours = try rendered(path), reference = try PopplerTools.pdftocairo(path, dpi: Self.dpi)
        #expect(ours.width == reference.width && ours.height == reference.height)
        let scale = Double(Self.dpi) / 72
        for (index, line) in Self.lines.enumerated() {
            let band = PDFFixture.lineBand(index)
            let rows = Int(band.top * scale)..<Int(band.bottom * scale)
            let mine = InkSpans.spans(in: ours, rows: rows), theirs = InkSpans.spans(in: reference, rows: rows)
            #expect(theirs.count >= line.text.filter { $0 != " " }.count / 2, "\(line.font): pdftocairo drew the line")
            let distance = InkSpans.largestEdgeDistance(mine, theirs)
            #expect(distance.map { $0 <= 1 } == true, "\(line.font): \(mine.count) runs of ink, pdftocairo \(theirs.count)")
        }
        let diff = ImageDiff(expected: reference, actual: ours, tolerance: .rendering)
        let alike = diff.isWithin(.rendering)
        #expect(alike, "\(diff.summary)")
    }

    /// The substitutes come from Poppler's own configuration, reached through fontconfig's two
    /// calls that `CPoppler/font_guard.c` defines; the test bundle exports them, as the CLI does.
    @Test func popplersFontLookupsGoToThePDFConfiguration() {
        #expect(PDFDocument.looksUpFontsForPDFs)
    }

    /// A book whose CSS names the standard fonts (or the URW faces themselves) renders as one
    /// naming the generic families: the same Noto pixels, also after a PDF with those fonts was
    /// drawn in this process.
    @Test func anEPUBNamingTheStandardFontsKeepsItsNotoPixels() throws {
        let path = try document()
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = try rendered(path)
        func page(_ serif: String, _ sans: String, _ mono: String) throws -> PixelImage {
            let css = ".s { font-family: \(serif) } .h { font-family: \(sans) } .c { font-family: \(mono) }"
            var book = EPUBBuilder(chapters: [
                .init(
                    title: "Fonts",
                    body: """
                        <p class="s">Analytical Engine of Charles Babbage</p><p class="h">MACLISP and Wikipedia</p>
                        <p class="c">MAC LISP 0123</p><p class="s"><b>Bold</b> and <i>italic</i> words</p>
                        """)
            ])
            book.resources.append(.init(href: "style.css", mediaType: "text/css", text: css))
            book.chapters[0].body = #"<link rel="stylesheet" href="style.css"/>"# + book.chapters[0].body
            let publication = try Publication.open(data: try book.data(), name: "fonts.epub")
            let renderer = try Renderer(
                publication: publication, options: RenderOptions(viewport: Viewport(width: 480, height: 400), concurrency: 1))
            return try renderer.renderPage(1).frame.image
        }
        let generic = try page("serif", "sans-serif", "monospace")
        #expect(try page("Times", "Helvetica", "Courier") == generic)
        #expect(try page("'Times New Roman'", "Arial", "'Courier New'") == generic)
        #expect(try page("'Nimbus Roman'", "'Nimbus Sans', sans-serif", "'Nimbus Mono PS', monospace") == generic)
    }
}
