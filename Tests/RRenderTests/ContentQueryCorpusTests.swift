import RRender
import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// The navigator's content queries on real books: the word under a tap, the first element of a
/// page and back, and notes.
@Suite struct ContentQueryCorpusTests {
    private func renderer(_ name: String, viewport: (Double, Double) = (600, 800)) throws -> Renderer {
        try Renderer.open(
            path: try Corpus.path(name),
            options: RenderOptions(viewport: Viewport(width: viewport.0, height: viewport.1), concurrency: 1))
    }

    /// Taps on words of page `number` find those words, with the page's href and progression.
    private func checkTaps(_ renderer: Renderer, page number: Int, atLeast: Int) throws -> [String] {
        let points = try renderer.withPageLayout(number) { WordPoints.words(of: $0) }
        #expect(points.count >= atLeast, "words found on page \(number)")
        let pageLocator = try renderer.locator(ofPage: number)
        for (point, word) in points {
            let locator = try renderer.textLocator(onPage: number, at: point)
            #expect(locator?.text.highlight == word, "tap at \(point) on page \(number)")
            #expect(locator?.href == pageLocator.href)
            #expect(locator?.locations.progression == pageLocator.locations.progression)
            #expect(locator?.locations.cssSelector != nil)
            #expect((locator?.text.before?.count ?? 0) <= 50 && (locator?.text.after?.count ?? 0) <= 50)
        }
        return points.map(\.word)
    }

    @Test func tapsOnMobyDickFindTheirWords() throws {
        let renderer = try renderer("moby-dick.epub")
        _ = try checkTaps(renderer, page: 30, atLeast: 8)
        // Two columns in a landscape viewport: words of both columns.
        var preferences = EPUBPreferences.empty
        try preferences.set(assignment: "columnCount=2")
        let twoColumns = try Renderer.open(
            path: try Corpus.path("moby-dick.epub"),
            options: RenderOptions(viewport: Viewport(width: 1200, height: 800), concurrency: 1),
            preferences: preferences)
        let right = try twoColumns.withPageLayout(31) { page in WordPoints.words(of: page).filter { $0.point.x > 600 }.count }
        #expect(right >= 3)
        _ = try checkTaps(twoColumns, page: 31, atLeast: 8)
    }

    @Test func tapsOnArabicFindTheirWords() throws {
        let renderer = try renderer("regime-anticancer-arabic.epub")
        let words = try checkTaps(renderer, page: 12, atLeast: 8)
        #expect(words.contains { $0.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) } })
    }

    @Test func tapsOnVerticalJapaneseFindTheirCharacters() throws {
        let renderer = try renderer("kusamakura-japanese-vertical-writing.epub")
        let number = renderer.pageCount() / 2
        let vertical = try renderer.withPageLayout(number) { page in
            page.fragments.contains { if case .text(let line) = $0 { line.isVertical } else { false } }
        }
        #expect(vertical)
        _ = try checkTaps(renderer, page: number, atLeast: 8)
    }

    @Test func pageBlanchesSpreadHasNoText() throws {
        // Its pages are pictures only: a tap anywhere on a spread finds no word and no element.
        let renderer = try renderer("page-blanche.epub", viewport: (1200, 800))
        #expect(renderer.spreads?[1].resources.count == 2)
        for x in stride(from: 50.0, to: 1200, by: 250) {
            #expect(try renderer.textLocator(onPage: 2, at: Point(x: x, y: 400)) == nil)
        }
        #expect(try renderer.firstVisibleElement(onPage: 2) == nil)
    }

    @Test func everyPageOfAMobyDickChapterResolvesFromItsFirstElement() throws {
        let renderer = try renderer("moby-dick.epub")
        let counts = renderer.resourcePageCounts()
        let chapter = try #require(counts.indices.first { counts[$0] >= 6 && $0 > 3 })
        let first = counts[..<chapter].reduce(1, +)
        var exact = 0
        for number in first..<(first + counts[chapter]) {
            let element = try #require(try renderer.firstVisibleElement(onPage: number))
            let resolved = try #require(renderer.pageNumber(forSelector: element.cssSelector, href: element.href))
            // Does the page open with the start of that element's paragraph? (From the layout.)
            let opensIt = try renderer.withPageLayout(number) { $0.firstTextLine?.byteRange.lowerBound == 0 }
            #expect(element.startsOnPage == opensIt, "page \(number): \(element.cssSelector)")
            if opensIt {
                #expect(resolved == number, "page \(number): \(element.cssSelector)")
                exact += 1
            } else {
                // It started on an earlier page: that page holds the element's first line.
                #expect(resolved < number)
                let startsThere = try renderer.withPageLayout(resolved) { page in
                    page.fragments.contains { fragment in
                        guard case .text(let line) = fragment else { return false }
                        return line.paragraph.spec.cssSelector == element.cssSelector && line.byteRange.lowerBound == 0
                    }
                }
                #expect(startsThere, "page \(number) → \(resolved): \(element.cssSelector)")
            }
            #expect(!element.text.isEmpty)
        }
        #expect(exact >= 1)
    }

    @Test func theWastelandsNotesAreFoundAndTheirReferencesMarked() throws {
        let renderer = try renderer("wasteland-otf-obf.epub")
        let note = try #require(renderer.note(at: "EPUB/wasteland-content.xhtml#note-4"))
        #expect(note.text == "42. Id. iii, verse 24.")
        #expect(note.html.contains(#"id="note-4""#) && note.html.contains("verse 24."))
        #expect(renderer.note(at: "EPUB/wasteland-content.xhtml#no-such-note") == nil)
        #expect(renderer.note(at: "EPUB/nothing.xhtml#note-4") == nil)
        // The page holding the reference to note 4 has a noteref hit region to it.
        var found: Int?
        for number in 1...renderer.pageCount() where found == nil {
            let hrefs = try renderer.withPageLayout(number) { $0.links.filter(\.isNoteref).map(\.href) }
            if hrefs.contains("EPUB/wasteland-content.xhtml#note-4") { found = number }
        }
        let number = try #require(found)
        let regions = try renderer.renderPage(number).frame.hitRegions
        #expect(regions.contains { $0.kind == .noteref(href: "EPUB/wasteland-content.xhtml#note-4") })
        #expect(!regions.contains { $0.kind == .link(href: "EPUB/wasteland-content.xhtml#note-4") })
    }
}
