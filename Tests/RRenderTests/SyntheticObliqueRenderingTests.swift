import Foundation
import RRender
import RRenderCore
import RRenderTestSupport
import Testing

/// Italic text in a family that has no italic face is its roman slanted (CSS Fonts 4 §5.2,
/// `font-synthesis-style: auto`; Chromium does the same): Hebrew, Japanese and a family named
/// outright. Noto Serif has a true italic, which stays (the golden shows both).
@Suite struct SyntheticObliqueRenderingTests {
    private func render(_ body: String, size: (Int, Int) = (300, 200)) throws -> PixelImage {
        var book = EPUBBuilder(chapters: [.init(title: "S", body: body)])
        book.resources = [
            .init(href: "s.css", mediaType: "text/css", text: "h1 { display: none } p { margin: 0 0 8px }")
        ]
        book.chapters[0].body = "<link rel=\"stylesheet\" href=\"s.css\"/>" + body
        let renderer = try Renderer.open(
            path: try book.writeTemporaryFile().path,
            options: RenderOptions(viewport: Viewport(width: Double(size.0), height: Double(size.1))))
        return try renderer.renderPage(1).frame.image
    }

    /// The mean inked x of the top quarter of the ink minus that of the bottom quarter: a
    /// vertical stroke gives 0, one slanted to the right a positive shift.
    private func slant(_ image: PixelImage) -> Double {
        let rows = (0..<image.height).map { y in (0..<image.width).filter { image.color(x: $0, y: y).red < 128 } }
        let inked = rows.indices.filter { !rows[$0].isEmpty }
        guard let top = inked.first, let bottom = inked.last, bottom - top >= 8 else { return 0 }
        let quarter = (bottom - top) / 4
        func meanX(_ range: ClosedRange<Int>) -> Double {
            let xs = range.flatMap { rows[$0] }
            return xs.isEmpty ? 0 : Double(xs.reduce(0, +)) / Double(xs.count)
        }
        return meanX(top...(top + quarter)) - meanX((bottom - quarter)...bottom)
    }

    /// The Hebrew letter vav, a stroke with a head, at 120 px: its ink leans right in italic,
    /// as fontconfig's 0.2 shear makes it (the head alone gives the roman a little lean).
    @Test func italicHebrewIsSlanted() throws {
        let css = "font: 120px 'Noto Sans Hebrew'; line-height: 1"
        let roman = slant(try render("<p style=\"\(css)\">ו</p>"))
        let italic = slant(try render("<p style=\"\(css); font-style: italic\">ו</p>"))
        #expect(abs(roman) < 4.5, "roman: \(roman)")
        #expect(italic - roman > 3, "italic: \(italic), roman: \(roman)")
        let oblique = slant(try render("<p style=\"\(css); font-style: oblique\">ו</p>"))
        #expect(abs(oblique - italic) < 1, "oblique as italic: \(oblique)")
    }

    /// Roman and italic side by side: Latin (Noto Serif's true italic), then Hebrew, Japanese
    /// and a sans family, synthesised.
    @Test func goldenOfSynthesisedItalics() throws {
        let image = try render(
            """
            <p style="font: 28px serif">Latin <i>italic</i></p>
            <p style="font: 28px serif" dir="rtl">שלום <i>שלום</i></p>
            <p style="font: 28px serif" lang="ja">日本語 <i>日本語</i></p>
            <p style="font: 28px 'DejaVu Sans'">Sans <i>oblique</i></p>
            """, size: (400, 460))
        if let failure = GoldenImage(suite: "SyntheticOblique").check(image, named: "romanAndItalic") {
            Issue.record(Comment(rawValue: failure.description))
        }
    }
}
