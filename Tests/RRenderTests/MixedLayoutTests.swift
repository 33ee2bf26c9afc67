import Foundation
import RRender
import RRenderCairo
import RRenderTestSupport
import Synchronization
import Testing

/// Mixed layouts (EPUB 3.3 §8.2.2.2, `rendition:layout` overridden per spine item with
/// `rendition:layout-pre-paginated` / `rendition:layout-reflowable`): each item is shown as its
/// own kind, a fixed page on a screen of its own (or in a spread), a reflowable item over as many
/// screens as it needs; page counts, positions, locators, text and search follow.
@Suite struct MixedLayoutTests {
    /// A fixed-layout page of 1024 × 768 CSS px (its viewport meta): red, with a blue square
    /// in each corner and a word at its bottom right.
    static let fixedPage = """
        <?xml version="1.0" encoding="UTF-8"?>
        <html xmlns="http://www.w3.org/1999/xhtml"><head><title>Plate</title>
        <meta name="viewport" content="width=1024, height=768"/></head>
        <body style="margin: 0"><div style="position: relative; width: 1024px; height: 768px; background: #FF0000">
        <div style="position: absolute; left: 0; top: 0; width: 64px; height: 64px; background: #0000FF"></div>
        <div style="position: absolute; right: 0; bottom: 0; width: 64px; height: 64px; background: #0000FF"></div>
        <p style="position: absolute; right: 80px; bottom: 0; margin: 0">Plate-corner</p></div></body></html>
        """

    /// A chapter of `count` numbered paragraphs, long enough for several pages.
    static func longChapter(_ name: String, _ count: Int = 60) -> String {
        (1...count).map { "<p>\(name) paragraph \($0) runs on for a while so that the chapter needs several pages.</p>" }.joined()
    }

    /// A reflowable book: a chapter, a fixed-layout plate (spine override), a chapter.
    private func reflowableBookWithAPlate() throws -> String {
        let book = EPUBBuilder(chapters: [
            .init(title: "One", body: Self.longChapter("First")),
            .init(
                href: "plate.xhtml", title: "Plate", document: Self.fixedPage, spineProperties: ["rendition:layout-pre-paginated"]
            ),
            .init(title: "Three", body: Self.longChapter("Third"))
        ])
        return try book.writeTemporaryFile(named: "reflowable-with-plate.epub").path
    }

    /// A fixed-layout book of four 400 × 300 pages with a reflowable introduction (spine
    /// override) after the first.
    private func fixedBookWithAnIntroduction() throws -> String {
        func page(_ i: Int) -> EPUBBuilder.Chapter {
            .init(
                href: "p\(i).xhtml", title: "Page \(i)",
                document: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <html xmlns="http://www.w3.org/1999/xhtml"><head><title>Page \(i)</title>
                    <meta name="viewport" content="width=400, height=300"/></head>
                    <body style="margin: 0"><div style="width: 400px; height: 300px; background: #00FF00">Page \(i)</div></body></html>
                    """)
        }
        var book = EPUBBuilder(chapters: [
            page(1),
            .init(
                href: "intro.xhtml", title: "Introduction", body: Self.longChapter("Intro"),
                spineProperties: ["rendition:layout-reflowable"]),
            page(2), page(3), page(4)
        ])
        book.extraMetadata = #"<meta property="rendition:layout">pre-paginated</meta>"#
        book.compression = .stored  // the introduction's positions count its bytes as stored
        return try book.writeTemporaryFile(named: "fixed-with-introduction.epub").path
    }

    /// Every hit of `query`, in order.
    private func hits(_ renderer: Renderer, _ query: String) async throws -> [Locator] {
        let iterator = try await SearchService(renderer).search(query: query).get()
        var found: [Locator] = []
        while let page = try iterator.nextPage() { found += page.locators }
        return found
    }

    private func renderer(_ path: String, _ viewport: (Double, Double) = (600, 800)) throws -> Renderer {
        try Renderer.open(
            path: path, options: RenderOptions(viewport: Viewport(width: viewport.0, height: viewport.1), concurrency: 2))
    }

    // EPUB 3.3 §8.2.2.2: a pre-paginated spine item in a reflowable book is one page of its
    // viewport meta size, fitted whole to its screen, never cut.
    @Test func aFixedPageInAReflowableBookIsFittedWholeOnAScreenOfItsOwn() throws {
        let renderer = try renderer(try reflowableBookWithAPlate())
        let counts = renderer.resourcePageCounts()
        #expect(counts[0] > 1 && counts[1] == 1 && counts[2] > 1)
        #expect(renderer.pageCount() == counts.reduce(0, +))
        let plate = counts[0] + 1
        #expect(try renderer.location(ofPage: plate).resource == 1)
        #expect(try renderer.withPageLayout(plate) { $0.size } == Size(width: 1024, height: 768))
        // 1024 × 768 fitted into 600 × 800: scale 600/1024, 450 px high, centred from y = 175.
        let image = try renderer.renderPage(plate).frame.image
        #expect(image.color(x: 300, y: 170) == .white)
        #expect(image.color(x: 10, y: 185) == Color(rgb: 0x0000FF))
        #expect(image.color(x: 590, y: 615) == Color(rgb: 0x0000FF))
        #expect(image.color(x: 300, y: 400) == Color(rgb: 0xFF0000))
        #expect(image.color(x: 300, y: 630) == .white)
        #expect(try renderer.text(ofPage: plate) == "Plate-corner")
        // The chapters around it are reflowable pages of the viewport, with margins.
        #expect(try renderer.withPageLayout(plate + 1) { $0.size } == Size(width: 600, height: 800))
        #expect(try renderer.text(ofPage: plate + 1).contains("Third paragraph 1 "))
    }

    // Positions per item (Kotlin Readium): the fixed page has one, the chapters one per 1024
    // stored bytes; locators and hrefs lead back to the plate's screen.
    @Test func positionsLocatorsAndLinksFollowEachItemsKind() async throws {
        let renderer = try renderer(try reflowableBookWithAPlate())
        let positions = renderer.publication.positionsByReadingOrder()
        #expect(positions[1].count == 1)
        let plate = renderer.resourcePageCounts()[0] + 1
        let locator = try renderer.locator(ofPage: plate)
        #expect(locator.href == "OEBPS/plate.xhtml" && locator.locations.position == positions[1][0].locations.position)
        #expect(renderer.pageNumber(for: locator) == plate)
        #expect(renderer.pageNumber(for: "OEBPS/plate.xhtml") == plate)
        #expect(renderer.pageNumber(for: try renderer.locator(ofPage: plate + 2)) == plate + 2)
        let hits = try await hits(renderer, "Plate-corner")
        #expect(hits.count == 1 && hits.first.flatMap { renderer.pageNumber(for: $0) } == plate)
    }

    // EPUB 3.3 §8.2.2.2: a reflowable spine item in a fixed-layout book is paginated like any
    // chapter, over as many screens as it needs; none of its text is lost.
    @Test func aReflowableItemInAFixedBookIsPaginatedWithoutLoss() async throws {
        let renderer = try renderer(try fixedBookWithAnIntroduction())
        let counts = renderer.resourcePageCounts()
        #expect(counts[0] == 1 && counts[1] > 2 && counts[2...] == [1, 1, 1])
        #expect(renderer.pageCount() == 4 + counts[1])
        let text = try (2...(1 + counts[1])).map { try renderer.text(ofPage: $0) }.joined(separator: " ")
        for n in [1, 30, 60] { #expect(text.contains("Intro paragraph \(n) runs")) }
        #expect(try renderer.withPageLayout(2) { $0.size } == Size(width: 600, height: 800))
        #expect(try renderer.text(ofPage: 2 + counts[1]) == "Page 2")
        // Positions per item: one per fixed page, one per 1024 stored bytes of the introduction.
        let positions = renderer.publication.positionsByReadingOrder().map(\.count)
        let stored = try #require(renderer.publication.storedSize(of: "OEBPS/intro.xhtml"))
        #expect(stored > 2048 && positions == [1, (stored + 1023) / 1024, 1, 1, 1])
        // Its pages are laid out with the reader's settings (margins), its locators find them.
        let third = try renderer.locator(ofPage: 4)
        #expect(third.href == "OEBPS/intro.xhtml" && renderer.pageNumber(for: third) == 4)
        let hits = try await hits(renderer, "Intro paragraph 60 ")
        #expect(hits.count == 1 && hits.first.flatMap { renderer.pageNumber(for: $0) } == 1 + counts[1])
    }

    // readium.md §2.7: a spread pairs fixed-layout pages only; the reflowable introduction
    // stands alone, full width, between the spreads.
    @Test func aSpreadNeverPairsAReflowableScreen() throws {
        let renderer = try renderer(try fixedBookWithAnIntroduction(), (1200, 800))
        let intro = renderer.resourcePageCounts()[1]
        // Page 1 alone (first page), the introduction's screens, then pages 2+3 as a spread, then 4.
        #expect(renderer.pageCount() == 1 + intro + 2)
        #expect(renderer.spreads?.map(\.resources) == [[0], [2, 3], [4]])
        #expect(try renderer.withPageLayout(2) { $0.size } == Size(width: 1200, height: 800))
        #expect(try renderer.text(ofPage: 2 + intro) == "Page 2\nPage 3")
        #expect(try renderer.location(ofPage: 2 + intro).resource == 2)
    }

    // Rendering every page at once gives the same pages as rendering them one by one.
    @Test func renderingEveryPageOfAMixedBookMatchesPageByPage() throws {
        for path in [try reflowableBookWithAPlate(), try fixedBookWithAnIntroduction()] {
            let renderer = try renderer(path)
            let pages = Mutex<[Int: [UInt8]]>([:])
            try renderer.renderAllPNGs { location, png in pages.withLock { $0[location.number] = png } }
            let all = pages.withLock { $0 }
            #expect(all.keys.sorted() == Array(1...renderer.pageCount()))
            for number in [1, 2, renderer.pageCount()] { #expect(all[number] == (try renderer.renderPage(number).pngData())) }
        }
    }

    // The navigator walks a mixed book screen by screen: a link lands on the plate, turning the
    // page leaves it for the next chapter, and going back returns to where the jump started.
    @Test func theNavigatorWalksThroughAFixedPageInAReflowableBook() throws {
        let path = try reflowableBookWithAPlate()
        let publication = try Renderer.openPublication(path)
        let navigator = try PageNavigator(publication: publication, options: RenderOptions(concurrency: 1))
        let plate = navigator.renderer.resourcePageCounts()[0] + 1
        #expect(navigator.go(to: Link(href: "OEBPS/plate.xhtml")))
        #expect(navigator.currentPage == plate && navigator.currentLocation.href == "OEBPS/plate.xhtml")
        #expect(navigator.goForward())
        #expect(navigator.currentPage == plate + 1 && navigator.currentLocation.href == "OEBPS/chapter_003.xhtml")
        #expect(navigator.goBackward() && navigator.goBackward())
        #expect(navigator.currentPage == plate - 1 && navigator.currentLocation.href == "OEBPS/chapter_001.xhtml")
        #expect(navigator.goBack() && navigator.currentPage == 1)
    }
}
