import Foundation
import RRenderCore
import RRenderPublication
import RRenderTestSupport
import Testing

@testable import RRender

/// Search on the corpus: counts against an independent count, diacritic folding in Arabic,
/// every result landing on a page that shows it, PDF pages against pdftotext.
@Suite struct SearchCorpusTests {
    /// Every result of a search, page by page.
    private func results(_ iterator: SearchIterator) throws -> [LocatorCollection] {
        var pages: [LocatorCollection] = []
        while let page = try iterator.nextPage() { pages.append(page) }
        return pages
    }

    /// Non-overlapping occurrences of `word` in `text`, by NSRegularExpression (not the matcher).
    private func occurrences(of word: String, in text: String, caseSensitive: Bool) throws -> Int {
        let regex = try NSRegularExpression(
            pattern: NSRegularExpression.escapedPattern(for: word),
            options: caseSensitive ? [] : [.caseInsensitive])
        return regex.numberOfMatches(in: text, range: NSRange(location: 0, length: (text as NSString).length))
    }

    @Test func mobyDickCountsEqualAnIndependentCount() throws {
        let renderer = try Renderer.open(path: try Corpus.path("moby-dick.epub"), options: RenderOptions(concurrency: 1))
        let texts = renderer.publication.readingOrder.indices.map { renderer.pageTexts(of: $0).joined(separator: "\n") }
        for (word, caseSensitive, least) in [("whale", false, 1200), ("Whale", true, 250), ("Queequeg", true, 200)] {
            let expected = try texts.map { try occurrences(of: word, in: $0, caseSensitive: caseSensitive) }
            let options = SearchOptions(caseSensitive: caseSensitive, diacriticSensitive: true)
            let pages = try results(try SearchService(renderer).makeIterator(query: word, options: options))
            var found = Array(repeating: 0, count: texts.count)
            for page in pages {
                let resource = try #require(renderer.publication.readingOrder.firstIndex { $0.href == page.locators.first?.href })
                found[resource] = page.locators.count
            }
            #expect(found == expected, "\(word), case-sensitive \(caseSensitive): per resource")
            #expect(found.reduce(0, +) == expected.reduce(0, +))
            #expect(expected.reduce(0, +) > least)
            #expect(
                pages.flatMap(\.locators).allSatisfy {
                    caseSensitive ? $0.text.highlight == word : $0.text.highlight?.lowercased() == word
                })
        }
    }

    @Test func arabicHarakatAreFoldedWhenDiacriticInsensitive() async throws {
        let publication = try Renderer.openPublication(try Corpus.path("regime-anticancer-arabic.epub"))
        #expect(publication.searchOptions.language == "ar")
        let query = "الخلية"  // "the cell", written in the book mostly with a shadda: الخليّة
        let iterator = try await publication.search(query: query).get()
        let folded = try results(iterator).flatMap(\.locators)
        let sensitive = try results(
            try await publication.search(query: query, options: SearchOptions(diacriticSensitive: true)).get()
        )
        .flatMap(\.locators)
        let marked = folded.filter { $0.text.highlight != query }
        #expect(marked.count > 20, "hits written with harakat")
        #expect(
            marked.allSatisfy { hit in
                hit.text.highlight?.unicodeScalars.contains { $0.properties.generalCategory == .nonspacingMark } ?? false
            })
        #expect(sensitive.count == folded.count - marked.count)
        #expect(sensitive.allSatisfy { $0.text.highlight == query })
        // An independent count: the book's text with every combining mark removed.
        let renderer = iterator.renderer
        let stripped = renderer.publication.readingOrder.indices.map { index in
            String(
                String.UnicodeScalarView(
                    renderer.pageTexts(of: index).joined(separator: "\n").unicodeScalars
                        .filter { $0.properties.generalCategory != .nonspacingMark }))
        }
        #expect(try stripped.map { try occurrences(of: query, in: $0, caseSensitive: true) }.reduce(0, +) == folded.count)
    }

    /// `s` with whitespace runs as one space.
    private func collapsed(_ s: String) -> String { s.split(whereSeparator: \.isWhitespace).joined(separator: " ") }

    /// Checks that the navigator shows `locator`'s hit: the page has the highlight after the end
    /// of its `before` text, or the page's text up to the highlight is the end of `before`
    /// (the page starts inside the context).
    private func expectLanded(_ navigator: PageNavigator, on locator: Locator) throws {
        #expect(navigator.go(to: locator))
        let page = collapsed(try navigator.renderer.text(ofPage: navigator.currentPage))
        let highlight = collapsed(locator.text.highlight ?? "?"), before = collapsed(locator.text.before ?? "")
        let tail = String(before.suffix(12)) + (locator.text.before?.last?.isWhitespace == true ? " " : "")
        var ok = page.contains(tail + highlight)
        if !ok, let first = page.range(of: highlight) {
            ok = before.hasSuffix(collapsed(String(page[..<first.lowerBound])))
        }
        #expect(
            ok,
            "\(locator.href) \(locator.locations.progression ?? -1): page \(navigator.currentPage) does not show …\(tail)[\(highlight)]"
        )
    }

    /// linear-algebra (37,000 table cells, a minute and a half of a debug build) in `make test-all`.
    @Test(arguments: TestScope.arguments([("moby-dick.epub", "whale", 25)], slow: [("linear-algebra.epub", "matrix", 20)]))
    func everyResultLandsOnAPageShowingIt(_ book: String, _ word: String, _ step: Int) async throws {
        let publication = try Renderer.openPublication(try Corpus.path(book))
        let locators = try results(try await publication.search(query: word).get()).flatMap(\.locators)
        // Another layout than the search's: the quotes survive page breaks that differ.
        let navigator = try PageNavigator(
            publication: publication, options: RenderOptions(viewport: Viewport(width: 500, height: 700)))
        let sample = stride(from: 0, to: locators.count, by: step).map { locators[$0] }
        #expect(sample.count >= 36)
        var laterPages = 0
        for locator in sample {
            try expectLanded(navigator, on: locator)
            if navigator.currentPage != navigator.renderer.pageNumber(for: locator.href) { laterPages += 1 }
        }
        #expect(laterPages > sample.count / 3, "hits after the first page of their chapter")
    }

    @Test func pdfHitsAreOnThePagesPdftotextShowsThemOn() async throws {
        let path = try Corpus.path("maint-guide.en.pdf")
        let publication = try Renderer.openPublication(path)
        let word = "changelog"
        let pages = try results(try await publication.search(query: word).get())
        let locators = pages.flatMap(\.locators)
        var ours: [Int: Int] = [:]
        for locator in locators {
            let fragment = try #require(locator.locations.fragments.first)
            let number = try #require(Int(fragment.dropFirst("page=".count)))
            #expect(fragment.hasPrefix("page=") && locator.locations.position == number)
            #expect(locator.locations.progression == Double(number - 1) / Double(publication.positions().count))
            #expect(locator.href == "maint-guide.en.pdf" && locator.mediaType == .pdf && locator.title != nil)
            ours[number, default: 0] += 1
        }
        #expect(pages.count == ours.count, "one page of results per PDF page with hits")
        let count = publication.positions().count
        var theirs: [Int: Int] = [:]
        for page in 1...count {
            let text = try PopplerTools.text(path, page: page).replacingOccurrences(of: "-\n", with: "")
            let hits = try occurrences(of: word, in: text, caseSensitive: false)
            if hits > 0 { theirs[page] = hits }
        }
        #expect(theirs.count > 10)
        #expect(Set(ours.keys).isSubset(of: Set(theirs.keys)), "every page we find it on, pdftotext shows it on")
        let agreeing = theirs.filter { ours[$0.key] == $0.value }.count
        #expect(Double(agreeing) / Double(theirs.count) > 0.95, "\(agreeing) of \(theirs.count) pages with the same count")
        // The navigator shows the page of a hit.
        let navigator = try PageNavigator(publication: publication)
        for locator in locators.prefix(20) {
            #expect(navigator.go(to: locator))
            #expect("page=\(navigator.currentPage)" == locator.locations.fragments.first)
        }
    }
}
