import Foundation
import RRenderCore
import RRenderPublication
import RRenderTestSupport
import Testing

@testable import RRender

/// The search service on books the tests make: pages per resource, resources without hits
/// skipped, titles, progressions, snippets, the text as the layout sees it, errors, cancellation.
@Suite struct SearchServiceTests {
    private static let chapters: [EPUBBuilder.Chapter] = [
        .init(title: "One", body: "<p>The red panda sleeps.</p><p>Another <b>Red</b> <i>Panda</i> wakes.</p>"),
        .init(title: "Two", body: "<p>Nothing to find here.</p>"),
        .init(
            title: "Three",
            body: """
                <p>A red pan&#173;da with a soft hyphen.</p>
                <script>document.write("red panda in a script");</script>
                <p style="display: none">hidden red panda</p>
                <p>Last words.</p>
                """),
        .init(
            title: "Four",
            body:
                "<h2 id=\"s\">Section</h2><p>\(String(repeating: "Filler words go on. ", count: 200))A red panda at the end.</p>")
    ]

    private func publication(
        _ chapters: [EPUBBuilder.Chapter] = chapters, mutate: (inout EPUBBuilder) -> Void = { _ in }
    ) throws -> Publication {
        var book = EPUBBuilder(chapters: chapters)
        mutate(&book)
        return try Publication.open(data: try book.data(), name: "search.epub")
    }

    private func renderer(_ publication: Publication) throws -> Renderer {
        try Renderer(
            publication: publication, options: RenderOptions(viewport: Viewport(width: 400, height: 300), concurrency: 1))
    }

    /// Every page of results.
    private func pages(_ iterator: SearchIterator) async throws -> [LocatorCollection] {
        var pages: [LocatorCollection] = []
        while let page = try await iterator.next().get() { pages.append(page) }
        return pages
    }

    @Test func onePagePerResourceWithHitsInReadingOrder() async throws {
        let publication = try publication()
        let iterator = try await publication.search(query: "red panda").get()
        let pages = try await pages(iterator)
        #expect(
            pages.map { $0.locators.map(\.href) } == [
                ["OEBPS/chapter_001.xhtml", "OEBPS/chapter_001.xhtml"], ["OEBPS/chapter_003.xhtml"], ["OEBPS/chapter_004.xhtml"]
            ])
        #expect(pages.map { $0.metadata.numberOfItems } == [2, 1, 1])
        #expect(iterator.resultCount == 4)
        #expect(try await iterator.next().get() == nil, "still nil after the end")
        // Markup is not text, the soft hyphen is gone, neither script nor hidden text is found.
        #expect(pages.flatMap(\.locators).map { $0.text.highlight } == ["red panda", "Red Panda", "red panda", "red panda"])
        #expect(pages[0].locators.allSatisfy { $0.mediaType == .xhtml })
    }

    @Test func titlesAndProgressions() async throws {
        let publication = try publication()
        let locators = try await pages(try await publication.search(query: "red panda").get()).flatMap(\.locators)
        #expect(locators.map(\.title) == ["One", "One", "Three", "Four"])
        let first = locators[0].locations, second = locators[1].locations, last = locators[3].locations
        // The text is "One\nThe red panda sleeps.\nAnother Red Panda wakes." (the title is an h1).
        #expect(first.progression == 8.0 / 50.0, "offset of the hit ÷ the resource's text length")
        #expect((second.progression ?? 0) > 0.5 && (second.progression ?? 1) < 1)
        #expect((last.progression ?? 0) > 0.95)
        // totalProgression lies between the first positions of this resource and the next.
        let positions = publication.positionsByReadingOrder()
        let start = positions[3][0].locations.totalProgression ?? -1
        #expect((last.totalProgression ?? 0) > start && (last.totalProgression ?? 2) <= 1)
        #expect(last.position == positions[3].last?.locations.position)
        #expect(
            zip(locators, locators.dropFirst()).allSatisfy {
                ($0.locations.totalProgression ?? 0) < ($1.locations.totalProgression ?? 0)
            })
    }

    @Test func snippetsHaveContextAndALengthOption() async throws {
        let publication = try publication()
        let first = try #require(try await publication.search(query: "wakes").get().next().get()?.locators.first)
        #expect(
            first.text == Locator.Text(before: "One\nThe red panda sleeps.\nAnother Red Panda ", highlight: "wakes", after: "."))
        let short = try #require(
            try await publication.search(query: "panda sleeps", options: SearchOptions(otherOptions: ["snippetLength": "5"]))
                .get().next().get()?.locators.first)
        #expect(short.text == Locator.Text(before: "The red ", highlight: "panda sleeps", after: ".\nAnother"))
        let result = await publication.search(query: "panda", options: SearchOptions(otherOptions: ["snippetLength": "many"]))
        guard case .failure(.badQuery(.invalidOption(let key, _))) = result else { Issue.record("\(result)"); return }
        #expect(key == "snippetLength")
    }

    @Test func optionsReachTheMatcher() async throws {
        let publication = try publication()
        func count(_ query: String, _ options: SearchOptions) async throws -> Int {
            let iterator = try await publication.search(query: query, options: options).get()
            _ = try await pages(iterator)
            return iterator.resultCount
        }
        #expect(try await count("red panda", SearchOptions(caseSensitive: true)) == 3)
        #expect(try await count("pan", SearchOptions(wholeWord: true)) == 0)
        #expect(try await count("pan", SearchOptions()) == 4)
        #expect(try await count("Red Panda", SearchOptions(exact: true)) == 1)
        #expect(try await count("r[a-z]d\\s+p", SearchOptions(regularExpression: true)) == 4)
        let result = await publication.search(query: "r(", options: SearchOptions(regularExpression: true))
        guard case .failure(.badQuery(.invalidRegularExpression)) = result else { Issue.record("\(result)"); return }
    }

    @Test func theServiceAdvertisesEveryOption() throws {
        let options = try publication().searchOptions
        #expect(
            options
                == SearchOptions(
                    caseSensitive: false, diacriticSensitive: false, wholeWord: false, exact: false, language: "en",
                    regularExpression: false, otherOptions: ["snippetLength": "200"]))
    }

    @Test func aPublicationWithoutTextIsNotSearchable() async throws {
        let source = try publication()
        let empty = Publication(container: source.container, metadata: source.metadata, readingOrder: [])
        #expect(!empty.isSearchable)
        #expect(source.isSearchable)
        let result = await empty.search(query: "panda")
        guard case .failure(.publicationNotSearchable) = result else { Issue.record("\(result)"); return }
    }

    @Test func anUnreadableResourceFailsThatCallOnly() async throws {
        let publication = try publication {
            $0.encryption[$0.chapterHref(1)] = "http://www.w3.org/2001/04/xmlenc#aes256-cbc"
        }
        let iterator = try await publication.search(query: "e").get()
        #expect(try await iterator.next().get()?.locators.first?.href == "OEBPS/chapter_001.xhtml")
        let failed = await iterator.next()
        guard case .failure(.reading) = failed else { Issue.record("\(failed)"); return }
        #expect(try await iterator.next().get()?.locators.first?.href == "OEBPS/chapter_003.xhtml")
    }

    /// Thirty chapters with a hit each.
    private func longBook() throws -> Publication {
        try publication((1...30).map { EPUBBuilder.Chapter(title: "Part \($0)", body: "<p>Part \($0): one red panda.</p>") })
    }

    /// The page numbers the iterator gives with a page of results are those the locators lead
    /// to (`pageNumber(for:)`, finding each quote again), hits spread over many pages.
    @Test func theResultsPageNumbersAreThoseTheirLocatorsLeadTo() throws {
        // Each paragraph its own (a quote's context finds one place), the pages many.
        func paragraph(_ n: Int) -> String {
            "<p>Entry \(n): a red panda sleeps in the bamboo; the keeper counts \(n * 7) pandas twice a day and writes it down.</p>"
        }
        let renderer = try renderer(
            try publication(
                (1...3).map { part in
                    EPUBBuilder.Chapter(
                        title: "Part \(part)", body: (1...(12 * part)).map { paragraph(100 * part + $0) }.joined())
                }))
        let iterator = try SearchService(renderer).makeIterator(query: "panda")
        var numbers: Set<Int> = []
        while let page = try iterator.nextPage() {
            let given = iterator.lastPageNumbers
            #expect(given.count == page.locators.count)
            for (locator, number) in zip(page.locators, given) {
                #expect(number == renderer.pageNumber(for: locator), "\(locator.text)")
                if let number { numbers.insert(number) }
            }
        }
        #expect(numbers.count > 6, "hits on many pages")
    }

    @Test func resourcesAreLaidOutAsTheIteratorAdvances() throws {
        let renderer = try renderer(try longBook())
        let iterator = try SearchService(renderer).makeIterator(query: "panda")
        #expect(iterator.searchedUnits == 0)
        #expect(try iterator.nextPage()?.locators.first?.title == "Part 1")
        #expect(iterator.searchedUnits == 1, "the first page came after one resource")
        // Searched some resources ahead, in parallel (eight a worker), not the book.
        let ahead = 8 * renderer.options.concurrency
        #expect(ahead < 30)
        #expect(iterator.startedUnits == ahead)
        iterator.settle()
        #expect(renderer.scheduler.heldResources().joined().allSatisfy { $0 < ahead })
        #expect(renderer.scheduler.heldResources().joined().contains { $0 > 0 } == (ahead > 1))
        iterator.close()
        #expect(try iterator.nextPage() == nil)
    }

    @Test func cancellingTheTaskStopsTheSearch() async throws {
        let iterator = try await longBook().search(query: "panda").get()
        let pages = await Task { () -> Int in
            var pages = 0
            while case .success(let page?) = await iterator.next() {
                pages += 1
                withUnsafeCurrentTask { $0?.cancel() }
                #expect(page.locators.count == 1)
            }
            return pages
        }.value
        #expect(pages == 1)
        #expect(iterator.searchedUnits == 1)
        #expect(try await iterator.next().get() == nil, "cancelled for good")
    }

    @Test func hitsLandOnTheirPagesUnderAnotherLayout() async throws {
        let publication = try publication()
        let locators = try await pages(try await publication.search(query: "red panda").get()).flatMap(\.locators)
        let navigator = try PageNavigator(
            publication: publication, options: RenderOptions(viewport: Viewport(width: 300, height: 200)))
        for locator in locators {
            #expect(navigator.go(to: locator))
            let text = try navigator.renderer.text(ofPage: navigator.currentPage)
            #expect(text.lowercased().contains(locator.text.highlight?.lowercased() ?? "?"), "\(locator.text)")
        }
        // The last hit is far into chapter four: not its first page.
        #expect(navigator.currentPage > (navigator.renderer.pageNumber(for: "OEBPS/chapter_004.xhtml") ?? 0))
    }

    @Test func theQuoteNotTheProgressionFindsTheHit() async throws {
        // Text at both ends of huge letters: a hit's share of the text is far from its
        // share of the pages, so only the quote lands on it.
        let publication = try publication([
            .init(
                title: "Uneven",
                body: """
                    <p>Start: one red panda here.</p><p style="font-size: 100px; line-height: 1">\(String(repeating: "X ", count: 80))</p>
                    <p>At the end another red panda.</p>
                    """)
        ])
        let locators = try await pages(try await publication.search(query: "red panda").get()).flatMap(\.locators)
        #expect(locators.count == 2)
        let navigator = try PageNavigator(
            publication: publication, options: RenderOptions(viewport: Viewport(width: 300, height: 200)))
        #expect(navigator.renderer.pageCount() > 20)
        var shown: [Int] = []
        for locator in locators {
            #expect(navigator.go(to: locator))
            shown.append(navigator.currentPage)
            #expect(try navigator.renderer.text(ofPage: navigator.currentPage).contains(locator.text.highlight ?? "?"))
        }
        #expect(shown == [1, navigator.renderer.pageCount()])
    }
}
