import RRender
import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// A real Arabic book (regime-anticancer-arabic.epub, `dir="rtl"`): its paragraphs run from the
/// right edge of the page.
@Suite struct ArabicBookTests {
    @Test func paragraphsAreRightAligned() throws {
        let renderer = try Renderer.open(path: try Corpus.path("regime-anticancer-arabic.epub"))
        // Page 10: eleven paragraphs and a centred heading.
        try renderer.withPageLayout(10) { layout in
            let lines = layout.fragments.compactMap { fragment -> TextFragment? in
                if case .text(let text) = fragment, !text.paragraph.isGenerated { return text }
                return nil
            }
            #expect(lines.count >= 15)
            let right = lines.map(\.rect.maxX).max() ?? 0
            let left = lines.map(\.rect.minX).min() ?? 0
            // Every line ends at the right edge but the centred heading; short last lines of
            // paragraphs leave their gap on the left.
            let atRight = lines.filter { abs($0.rect.maxX - right) < 1 }
            #expect(atRight.count >= lines.count - 1)
            let shortLines = atRight.filter { $0.rect.minX > left + 40 }
            #expect(shortLines.count >= 5)
        }
    }
}
