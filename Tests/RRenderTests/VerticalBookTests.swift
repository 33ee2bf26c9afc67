import RRender
import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// A real Japanese novel in `vertical-rl`: its pages are set in columns that run down the page
/// and follow each other from right to left.
@Suite struct VerticalBookTests {
    /// Runs of consecutive inked lines (columns when `alongX`, rows otherwise) at least `minimum` long.
    private func inkRuns(_ image: PixelImage, alongX: Bool) -> Int {
        let count = alongX ? image.width : image.height, span = alongX ? image.height : image.width
        var runs = 0, inRun = false
        for i in 0..<count {
            let inked = (0..<span).contains { j in
                let pixel = alongX ? image.pixels[j * image.width + i] : image.pixels[i * image.width + j]
                return (pixel >> 8) & 0xFF < 128
            }
            if inked && !inRun { runs += 1 }
            inRun = inked
        }
        return runs
    }

    @Test func kusamakurasPagesAreColumnsFromRightToLeft() throws {
        let renderer = try Renderer.open(path: try Corpus.path("kusamakura-japanese-vertical-writing.epub"))
        let number = renderer.pageCount() / 2
        let page = try renderer.renderPage(number)
        // Many separate columns across the page, and ink running down it without gaps.
        #expect(inkRuns(page.frame.image, alongX: true) >= 10)
        #expect(inkRuns(page.frame.image, alongX: false) <= 3)
        try renderer.withPageLayout(number) { layout in
            let lines = layout.fragments.compactMap { fragment -> TextFragment? in
                if case .text(let text) = fragment, !text.paragraph.isGenerated { return text }
                return nil
            }
            #expect(lines.count >= 10)
            #expect(lines.allSatisfy { $0.isVertical && $0.rect.height > $0.rect.width })
            // Reading order runs right to left.
            let xs = lines.map(\.rect.minX)
            #expect(xs == xs.sorted(by: >))
        }
        #expect(try renderer.text(ofPage: number).count > 200)
    }
}
