import RRender
import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// A real Japanese novel in `vertical-rl`: its pages are set in columns that run down the page
/// and follow each other from right to left.
@Suite struct VerticalBookTests {
    /// Whether each pixel column (when `alongX`) or row holds any dark ink.
    private func inkedLines(_ image: PixelImage, alongX: Bool) -> [Bool] {
        let count = alongX ? image.width : image.height, span = alongX ? image.height : image.width
        return (0..<count).map { i in
            (0..<span).contains { j in
                let pixel = alongX ? image.pixels[j * image.width + i] : image.pixels[i * image.width + j]
                return (pixel >> 8) & 0xFF < 128
            }
        }
    }

    /// Runs of consecutive inked lines.
    private func inkRuns(_ image: PixelImage, alongX: Bool) -> Int {
        let inked = inkedLines(image, alongX: alongX)
        return inked.indices.filter { inked[$0] && ($0 == 0 || !inked[$0 - 1]) }.count
    }

    /// The longest run of blank lines between the first and the last inked one.
    private func longestGap(_ image: PixelImage, alongX: Bool) -> Int {
        let inked = inkedLines(image, alongX: alongX)
        guard let first = inked.firstIndex(of: true), let last = inked.lastIndex(of: true) else { return 0 }
        var longest = 0, current = 0
        for line in first...last {
            current = inked[line] ? 0 : current + 1
            longest = max(longest, current)
        }
        return longest
    }

    @Test func kusamakurasPagesAreColumnsFromRightToLeft() throws {
        let renderer = try Renderer.open(path: try Corpus.path("kusamakura-japanese-vertical-writing.epub"))
        let number = renderer.pageCount() / 2
        let page = try renderer.renderPage(number)
        // Many separate columns across the page, and ink running down it with no gap wider than the
        // space between two glyphs of a column (2 px here; a horizontal page leaves 5 px between
        // rows and 45 px between paragraphs).
        #expect(inkRuns(page.frame.image, alongX: true) >= 10)
        #expect(longestGap(page.frame.image, alongX: false) < 5)
        try renderer.withPageLayout(number) { layout in
            let lines = layout.fragments.compactMap { fragment -> TextFragment? in
                if case .text(let text) = fragment, !text.paragraph.isGenerated { return text }
                return nil
            }
            #expect(lines.count >= 10)
            let across = lines.filter { !$0.isVertical || $0.rect.height <= $0.rect.width }
            #expect(across.isEmpty, "page \(number): \(across.map { "\($0.rect) \($0.byteRange)" })")
            // Reading order runs right to left.
            let xs = lines.map(\.rect.minX)
            #expect(xs == xs.sorted(by: >))
        }
        #expect(try renderer.text(ofPage: number).count > 200)
        // `html { margin: auto 1em; max-height: 28em }` centres the 28em (523 px) columns on the
        // 800 px page, as Chromium does (ink from 140 to 659 px); they used to start at the top.
        let rows = inkedLines(page.frame.image, alongX: false)
        let (top, bottom) = (try #require(rows.firstIndex(of: true)), try #require(rows.lastIndex(of: true)))
        #expect(abs((top + bottom) - 800) < 12 && bottom - top > 480, "ink from \(top) to \(bottom)")
    }
}
