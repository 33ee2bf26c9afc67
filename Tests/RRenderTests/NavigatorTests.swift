import Foundation
import RRender
import RRenderTestSupport
import RRenderXML
import Testing

/// Records what a navigator tells its delegate, one line per event.
final class EventRecorder: NavigatorDelegate {
    var lines: [String] = []
    var locations: [Locator] = []

    func navigator(_ navigator: any Navigator, locationDidChange locator: Locator) {
        lines.append("locationChanged")
        locations.append(locator)
    }
    func navigator(_ navigator: any Navigator, didJumpTo locator: Locator) { lines.append("didJumpTo \(locator.href)") }
    func navigator(_ navigator: any Navigator, presentExternalURL url: URL) {
        lines.append("presentExternalURL \(url.absoluteString)")
    }
    func navigator(_ navigator: any Navigator, presentError error: NavigatorError) { lines.append("presentError \(error)") }
    func navigator(_ navigator: any VisualNavigator, didTapAt point: Point, locator: Locator?) {
        lines.append("tapped \(locator?.text.highlight ?? "-")")
    }
}

/// The navigator walks real books as issue 6 asks: every page once forward and back, locators
/// that find their page again, links that land on their targets, RTL page turns, spreads.
@Suite struct NavigatorTests {
    private let portrait = RenderOptions(viewport: Viewport(width: 600, height: 800), concurrency: 2)

    private func navigator(_ name: String, options: RenderOptions? = nil, at location: Locator? = nil) throws -> PageNavigator {
        try PageNavigator(
            publication: try Renderer.openPublication(try Corpus.path(name)), initialLocation: location,
            options: options ?? portrait)
    }

    @Test func mobyDickForwardVisitsEveryPageOnceAndBackwardReturnsThroughThem() throws {
        let navigator = try navigator("moby-dick.epub")
        let recorder = EventRecorder()
        navigator.delegate = recorder
        let count = navigator.renderer.pageCount()
        var visited = [navigator.currentPage], locators = [navigator.currentLocation]
        while navigator.goForward() {
            visited.append(navigator.currentPage)
            locators.append(navigator.currentLocation)
        }
        #expect(visited == Array(1...count), "every page once, in order")
        var completions = 0
        #expect(!navigator.goForward(animated: false, completion: { completions += 1 }))
        #expect(navigator.goBackward(animated: true, completion: { completions += 1 }))
        #expect(navigator.goForward(animated: false, completion: { completions += 1 }))
        #expect(completions == 2, "one completion per allowed move, none for the refused one")
        #expect(recorder.lines == Array(repeating: "locationChanged", count: count + 1))
        let totals = locators.map { $0.locations.totalProgression ?? -1 }
        #expect(zip(totals, totals.dropFirst()).allSatisfy { $0 <= $1 }, "totalProgression never decreases")
        #expect(totals.first == 0 && (totals.last ?? 0) > 0.99)
        var back = [navigator.currentPage]
        while navigator.goBackward() { back.append(navigator.currentPage) }
        #expect(back == visited.reversed())
        for (page, locator) in zip(visited, locators) {
            #expect(navigator.go(to: locator))
            #expect(navigator.currentPage == page, "the locator of page \(page) shows page \(navigator.currentPage)")
        }
    }

    @Test func aScreenLocatorIsReadiumsCurrentLocation() throws {
        let navigator = try navigator("moby-dick.epub")
        let positions = navigator.publication.positionsByReadingOrder()
        #expect(navigator.go(toPage: 40))
        let locator = navigator.currentLocation
        let location = try navigator.renderer.location(ofPage: 40)
        let pages = navigator.renderer.resourcePageCounts()[location.resource]
        let progression = Double(location.page) / Double(pages)
        #expect(locator.locations.progression == progression, "the top of the screen in its resource")
        let inResource = positions[location.resource]
        let index = Int((progression * Double(inResource.count - 1)).rounded(.up))
        #expect(locator.locations.position == inResource[index].locations.position, "quantised as readium.md §1.9")
        #expect(locator.locations.totalProgression == inResource[index].locations.totalProgression)
        #expect(locator.title != nil && locator.title?.isEmpty == false)
        #expect(locator.text.highlight?.isEmpty == false)
    }

    @Test func internalLinksLandOnTheirTargetAndGoBackReturnsToTheLink() throws {
        let navigator = try navigator("internallinks.epub")
        let publication = navigator.publication
        var followed = 0
        for page in 1...navigator.renderer.pageCount() {
            #expect(navigator.go(toPage: page))
            for region in try navigator.currentFrame.hitRegions {
                guard case .link(let href) = region.kind, publication.link(withHREF: href) != nil else { continue }
                #expect(navigator.go(toPage: page))
                let recorder = EventRecorder()
                navigator.delegate = recorder
                #expect(navigator.tapped(at: Point(x: region.rect.midX, y: region.rect.midY)), "\(href) on page \(page)")
                #expect(recorder.lines.contains("didJumpTo \(HREF.removingFragment(href))"))
                if let words = try targetWords(href, in: publication) {
                    let text = try navigator.renderer.text(ofPage: navigator.currentPage).replacingOccurrences(
                        of: "\n", with: " ")
                    #expect(text.contains(words), "\(href): «\(words)» not on page \(navigator.currentPage)")
                }
                #expect(navigator.goBack())
                #expect(navigator.currentPage == page, "back from \(href) to the page of the link")
                followed += 1
            }
        }
        #expect(followed >= 30, "internallinks.epub has dozens of internal links")
    }

    /// The first words of the element a link targets, read from the XHTML itself.
    private func targetWords(_ href: String, in publication: Publication) throws -> String? {
        guard let fragment = HREF.fragment(of: href) else { return nil }
        let id = HREF.percentDecoded(fragment)
        let document = try DOMParser.parseXHTML(try publication.read(HREF.removingFragment(href)), location: href)
        var found: DOMElement?
        document.root.forEachDescendant { if $0.id == id, found == nil { found = $0 } }
        let words = (found?.textContent ?? "").split(whereSeparator: \.isWhitespace).prefix(3).joined(separator: " ")
        return words.count >= 4 ? words : nil
    }

    @Test func aJumpInsideAResourceGoesBackToItsSnapshotWithoutLayout() throws {
        let navigator = try navigator("moby-dick.epub")
        #expect(navigator.go(toPage: 30))
        let frame = try navigator.currentFrame
        let location = try navigator.renderer.location(ofPage: 30)
        let pages = navigator.renderer.resourcePageCounts()[location.resource]
        let later = Locator(
            href: navigator.currentLocation.href, mediaType: .xhtml,
            locations: Locator.Locations(progression: Double(pages - 1) / Double(pages)))
        #expect(navigator.go(to: later))
        #expect(navigator.currentPage == 30 - location.page + pages - 1, "the last page of the chapter")
        #expect(navigator.goForward(), "page turns do not push")
        #expect(navigator.goBack())
        #expect(navigator.currentPage == 30)
        #expect(try navigator.currentFrame.image == frame.image, "the snapshot is shown again")
        #expect(!navigator.goBack(), "nothing left to go back to")
    }

    @Test func anExternalLinkGoesToTheHost() throws {
        let navigator = try navigator("internallinks.epub")
        let recorder = EventRecorder()
        navigator.delegate = recorder
        for page in 1...navigator.renderer.pageCount() {
            navigator.go(toPage: page)
            guard
                let region = try navigator.currentFrame.hitRegions.first(where: {
                    if case .link(let href) = $0.kind { href.hasPrefix("http") } else { false }
                })
            else { continue }
            #expect(navigator.tapped(at: Point(x: region.rect.midX, y: region.rect.midY)))
            #expect(recorder.lines.last?.hasPrefix("presentExternalURL http") == true, "\(recorder.lines)")
            #expect(navigator.currentPage == page)
            return
        }
        Issue.record("no external link in internallinks.epub")
    }

    @Test func arabicPagesTurnLeftToGoForward() throws {
        let navigator = try navigator("regime-anticancer-arabic.epub")
        #expect(navigator.readingProgression == .rtl)
        #expect(!navigator.goRight(), "right of the first page is nothing in RTL")
        #expect(navigator.goLeft())
        #expect(navigator.currentPage == 2)
        #expect(navigator.goLeft())
        #expect(navigator.goRight())
        #expect(navigator.currentPage == 2)
    }

    @Test func englishPagesTurnRightToGoForward() throws {
        let navigator = try navigator("moby-dick.epub")
        #expect(navigator.readingProgression == .ltr)
        #expect(!navigator.goLeft())
        #expect(navigator.goRight())
        #expect(navigator.currentPage == 2)
    }

    @Test func theEventsStreamCarriesWhatTheDelegateGets() async throws {
        let navigator = try navigator("moby-dick.epub")
        navigator.goForward()
        navigator.go(to: Link(href: navigator.publication.readingOrder[3].href))
        var iterator = navigator.events.makeAsyncIterator()
        guard case .locationChanged(let first)? = await iterator.next() else { Issue.record("expected locationChanged"); return }
        #expect(first.locations.position != nil)
        guard case .locationChanged? = await iterator.next() else { Issue.record("expected locationChanged"); return }
        guard case .didJumpTo(let jump)? = await iterator.next() else { Issue.record("expected didJumpTo"); return }
        #expect(jump.href == navigator.publication.readingOrder[3].href)
    }

    @Test func anInitialLocationOpensOnItsPage() throws {
        let first = try navigator("moby-dick.epub")
        #expect(first.go(toPage: 25))
        let saved = first.currentLocation.jsonString()
        let reopened = try navigator("moby-dick.epub", at: try Locator(jsonString: saved))
        #expect(reopened.currentPage == 25)
        let unknown = Locator(href: "nowhere.xhtml", mediaType: .xhtml)
        #expect(try navigator("moby-dick.epub", at: unknown).currentPage == 1, "a locator of nothing opens the start")
        #expect(!first.go(to: unknown))
        #expect(!first.go(to: Link(href: "http://example.com/")))
        #expect(first.currentPage == 25, "a refused move stays put")
    }
}

/// Noterefs, fixed-layout spreads and PDFs through the navigator.
@Suite struct NavigatorKindsTests {
    /// Answers the noteref question and keeps the notes it was shown.
    final class NoteReader: NavigatorDelegate {
        let follows: Bool
        var notes: [Note] = []
        var jumps = 0
        init(follows: Bool) { self.follows = follows }
        func navigator(_ navigator: any Navigator, shouldNavigateToNote note: Note) -> Bool {
            notes.append(note)
            return follows
        }
        func navigator(_ navigator: any Navigator, didJumpTo locator: Locator) { jumps += 1 }
    }

    @Test func aNoterefHandsTheNoteToTheHost() throws {
        let publication = try Renderer.openPublication(try Corpus.path("wasteland-otf-obf.epub"))
        let navigator = try PageNavigator(
            publication: publication, options: RenderOptions(viewport: Viewport(width: 600, height: 800)))
        var found: (page: Int, region: HitRegion)?
        while found == nil {
            found = try navigator.currentFrame.hitRegions.first { if case .noteref = $0.kind { true } else { false } }
                .map { (navigator.currentPage, $0) }
            if found == nil { try #require(navigator.goForward(), "wasteland-otf-obf.epub has noterefs") }
        }
        let (page, region) = try #require(found)
        let point = Point(x: region.rect.midX, y: region.rect.midY)
        let stays = NoteReader(follows: false)
        navigator.delegate = stays
        #expect(navigator.tapped(at: point))
        #expect(stays.notes.count == 1 && stays.jumps == 0 && navigator.currentPage == page, "the host shows the note in place")
        let note = try #require(stays.notes.first)
        #expect(!note.text.isEmpty && note.html.contains("id="))
        let jumps = NoteReader(follows: true)
        navigator.delegate = jumps
        #expect(navigator.tapped(at: point))
        #expect(jumps.jumps == 1 && navigator.currentPage != page, "Readium's default: go to the note")
        #expect(try navigator.renderer.text(ofPage: navigator.currentPage).contains(note.text.prefix(12)))
    }

    @Test func pageBlancheSpreadsPairAsReadiumPairsThem() throws {
        let publication = try Renderer.openPublication(try Corpus.path("page-blanche.epub"))
        let landscape = try PageNavigator(
            publication: publication, options: RenderOptions(viewport: Viewport(width: 1200, height: 800)))
        #expect(landscape.renderer.spreads?.map(\.resources) == [[0], [1, 2], [3, 4], [5, 6], [7, 8], [9]])
        var positions = [landscape.currentLocation.locations.position]
        while landscape.goForward() { positions.append(landscape.currentLocation.locations.position) }
        #expect(positions == [1, 2, 4, 6, 8, 10], "a screen's locator is its first page's position")
        let portrait = try PageNavigator(
            publication: publication, options: RenderOptions(viewport: Viewport(width: 800, height: 1200)))
        #expect(portrait.renderer.pageCount() == 10, "spread auto: one page a screen in portrait")
        // Positions (readium.md §1.7): one per fixed-layout resource, totalProgression (p − 1)/10.
        #expect(publication.positions().map { $0.locations.totalProgression } == (0..<10).map { Double($0) / 10 })
        // Locate by progression (readium.md §1.8) and go there.
        let quarter = try #require(publication.locate(progression: 0.25))
        #expect(quarter.locations.position == 3 && quarter.locations.progression == 0.5)
        #expect(landscape.go(to: quarter))
        #expect(landscape.currentPage == 2, "position 3 is the right page of the second spread")
        let end = try #require(publication.locate(progression: 1))
        #expect(end.locations.position == 10)
        #expect(landscape.go(to: end) && landscape.currentPage == 6)
        #expect(publication.locate(progression: -0.2) == nil && publication.locate(progression: 1.2) == nil)
        // Relayout keeps the page: portrait to landscape and back.
        #expect(portrait.go(toPage: 6))
        try portrait.setViewport(Viewport(width: 1200, height: 800))
        #expect(portrait.currentPage == 4, "page 6 is in the spread [5, 6]")
        try portrait.setViewport(Viewport(width: 800, height: 1200))
        #expect(portrait.currentPage == 6)
    }

    @Test func aPDFNavigatesByPagesOutlineAndLinks() throws {
        let publication = try Renderer.openPublication(try Corpus.path("maint-guide.en.pdf"))
        let navigator = try PageNavigator(
            publication: publication, options: RenderOptions(viewport: Viewport(width: 632, height: 840)))
        let entry = try #require(publication.tableOfContents.dropFirst(3).first)
        #expect(navigator.go(to: entry))
        let fragment = try #require(HREF.fragment(of: entry.href))
        let page = try #require(PDFPositions.page(inFragments: [fragment], pageCount: 999))
        #expect(navigator.currentPage == page)
        #expect(navigator.currentLocation.locations.fragments == ["page=\(page)"])
        #expect(navigator.currentLocation.title == entry.title, "titled by the first outline entry of its page")
        #expect(navigator.currentLocation.text.highlight?.isEmpty == false, "the page's opening text (readium.md §2.8)")
        // The first internal link of the contents pages lands on its page; goBack returns.
        for start in 1...5 {
            navigator.go(toPage: start)
            guard
                let region = try navigator.currentFrame.hitRegions.first(where: {
                    if case .link(let href) = $0.kind { href.hasPrefix("maint-guide.en.pdf#page=") } else { false }
                }), case .link(let href) = region.kind
            else { continue }
            #expect(navigator.tapped(at: Point(x: region.rect.midX, y: region.rect.midY)))
            #expect(href == "maint-guide.en.pdf#page=\(navigator.currentPage)")
            #expect(navigator.goBack() && navigator.currentPage == start)
            return
        }
        Issue.record("no internal link on the first pages of maint-guide.en.pdf")
    }

    /// The words that taps on a grid over the content area of `navigator`'s screen find.
    private func tappedWords(_ navigator: PageNavigator) -> [String] {
        let recorder = EventRecorder()
        navigator.delegate = recorder
        let content = navigator.renderer.geometry.contentRect
        for row in 1...12 {
            for column in 1...3 {
                navigator.tapped(
                    at: Point(
                        x: content.minX + content.width * Double(column) / 4, y: content.minY + content.height * Double(row) / 13)
                )
            }
        }
        return recorder.lines.filter { $0.hasPrefix("tapped ") && $0 != "tapped -" }.map { String($0.dropFirst("tapped ".count)) }
    }

    /// Taps on a grid over a page: (book, viewport, page, at least how many taps find a word).
    static let tapPages: [(String, Viewport, Int, Int)] = [
        ("maint-guide.en.pdf", Viewport(width: 632, height: 840), 12, 4),
        ("moby-dick.epub", Viewport(width: 600, height: 800), 20, 15)
    ]

    @Test(arguments: tapPages)
    func tapsOnTextGiveTheWordsOfThePage(_ book: String, _ viewport: Viewport, _ page: Int, _ minimum: Int) throws {
        let publication = try Renderer.openPublication(try Corpus.path(book))
        let navigator = try PageNavigator(publication: publication, options: RenderOptions(viewport: viewport))
        #expect(navigator.go(toPage: page))
        let words = tappedWords(navigator)
        let text = try navigator.renderer.text(ofPage: page)
        #expect(words.count >= minimum, "\(words)")
        #expect(words.allSatisfy { text.contains($0) }, "\(words)")
    }

    @Test func aTapInTheMarginFindsNoWord() throws {
        let publication = try Renderer.openPublication(try Corpus.path("moby-dick.epub"))
        let navigator = try PageNavigator(
            publication: publication, options: RenderOptions(viewport: Viewport(width: 600, height: 800)))
        #expect(navigator.go(toPage: 20))
        let recorder = EventRecorder()
        navigator.delegate = recorder
        #expect(!navigator.tapped(at: Point(x: 1, y: 1)), "the margin")
        #expect(recorder.lines.last == "tapped -")
    }
}
