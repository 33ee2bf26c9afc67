import Foundation
import RRender
import RRenderCairo
import RRenderTestSupport
import Testing

/// Mixed layouts on real books (EPUB 3.3 §8.2.2.2): page-blanche (fixed layout) with a
/// reflowable "about" chapter added at its end, and childrens-literature (reflowable) with a
/// fixed-layout plate added before its text. Each book's own pages must stay exactly as they
/// were; the added item is shown as its own kind.
@Suite struct MixedLayoutCorpusTests {
    static let about = """
        <?xml version="1.0" encoding="UTF-8"?>
        <html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en"><head><title>About</title></head><body>
        <h1>About this book</h1>\((1...120).map { "<p>About paragraph \($0): who drew it, who wrote it, and how it was made.</p>" }.joined())
        </body></html>
        """

    /// page-blanche with `about.xhtml` as a last, reflowable spine item.
    private func pageBlancheWithAbout() throws -> String {
        try EditedEPUB.write(
            from: try Corpus.path("page-blanche.epub"),
            edits: [
                "EPUB/package.opf": { opf in
                    opf.replacingOccurrences(
                        of: "</manifest>",
                        with: #"<item id="about" href="Content/about.xhtml" media-type="application/xhtml+xml"/></manifest>"#
                    )
                    .replacingOccurrences(
                        of: "</spine>", with: #"<itemref idref="about" properties="rendition:layout-reflowable"/></spine>"#)
                }
            ], additions: ["EPUB/Content/about.xhtml": Self.about])
    }

    /// childrens-literature with a 1024 × 768 fixed-layout plate between its contents and its text.
    private func childrensLiteratureWithAPlate() throws -> String {
        try EditedEPUB.write(
            from: try Corpus.path("childrens-literature.epub"),
            edits: [
                "EPUB/package.opf": { opf in
                    opf.replacingOccurrences(
                        of: "</manifest>",
                        with: #"<item id="plate" href="plate.xhtml" media-type="application/xhtml+xml"/></manifest>"#
                    )
                    .replacingOccurrences(
                        of: #"<itemref idref="s04"/>"#,
                        with: #"<itemref idref="plate" properties="rendition:layout-pre-paginated"/><itemref idref="s04"/>"#)
                }
            ], additions: ["EPUB/plate.xhtml": MixedLayoutTests.fixedPage])
    }

    private func renderer(_ path: String, _ viewport: (Double, Double)) throws -> Renderer {
        try Renderer.open(
            path: path, options: RenderOptions(viewport: Viewport(width: viewport.0, height: viewport.1), concurrency: 2))
    }

    // Three real fixed-layout books lost their reflowable "about" pages: one screen showed what
    // fitted and the rest was gone.
    @Test func pageBlancheKeepsItsSpreadsAndShowsAllOfItsAboutChapter() throws {
        let original = try renderer(try Corpus.path("page-blanche.epub"), (1600, 1000))
        let mixed = try renderer(try pageBlancheWithAbout(), (1600, 1000))
        let spreads = try #require(original.spreads)
        #expect(mixed.spreads == spreads)
        let about = mixed.resourcePageCounts()[10]
        #expect(about > 1 && mixed.pageCount() == spreads.count + about)
        // The spreads are the same pictures, byte for byte.
        for number in [1, 2, spreads.count] {
            #expect(try mixed.renderPage(number).pngData() == original.renderPage(number).pngData(), "screen \(number)")
        }
        let text = try (1...about).map { try mixed.text(ofPage: spreads.count + $0) }.joined(separator: "\n")
        for n in 1...120 { #expect(text.contains("About paragraph \(n):"), "paragraph \(n)") }
        // Its positions are those of a reflowable item (one per 1024 stored bytes), not one.
        let stored = try #require(mixed.publication.storedSize(of: "EPUB/Content/about.xhtml"))
        #expect(mixed.publication.positionsByReadingOrder()[10].count == max(1, (stored + 1023) / 1024))
    }

    // A fixed-layout plate in a reflowable book was laid out as reflowable text at the page
    // width and its 1024 px painting cut in half.
    @Test func childrensLiteratureShowsItsPlateWholeAndItsPagesUnchanged() throws {
        let original = try renderer(try Corpus.path("childrens-literature.epub"), (600, 800))
        let mixed = try renderer(try childrensLiteratureWithAPlate(), (600, 800))
        let before = original.resourcePageCounts()
        #expect(mixed.resourcePageCounts() == Array(before[..<2]) + [1] + Array(before[2...]))
        let plate = before[0] + before[1] + 1
        let image = try mixed.renderPage(plate).frame.image
        // Fitted whole: both blue corners are on the screen, the top left and the bottom right.
        #expect(image.color(x: 10, y: 185) == Color(rgb: 0x0000FF))
        #expect(image.color(x: 590, y: 615) == Color(rgb: 0x0000FF))
        for (number, shifted) in [(plate - 1, plate - 1), (plate, plate + 1), (original.pageCount(), mixed.pageCount())] {
            #expect(try original.text(ofPage: number) == mixed.text(ofPage: shifted), "page \(number)")
        }
    }
}
