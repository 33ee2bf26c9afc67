import RRender
import RRenderCore
import RRenderTestSupport
import Testing

/// A change of settings keeps the reader's place: the page holding the locator of the page
/// read before shows the same words (DESIGN.md §4, "Anchors, not page numbers").
@Suite struct SettingsPlaceTests {
    private func renderer(fontSize: Double) throws -> Renderer {
        try Renderer.open(
            path: try Corpus.path("moby-dick.epub"),
            options: RenderOptions(
                viewport: Viewport(width: 600, height: 800), concurrency: 2,
                settings: EPUBSettings(fontSize: fontSize)))
    }

    @Test(arguments: [12, 40])
    func doublingTheFontSizeKeepsTheFirstWordsOnScreen(_ page: Int) throws {
        let before = try renderer(fontSize: 1), after = try renderer(fontSize: 2)
        let locator = try before.locator(ofPage: page)
        let firstWords = try #require(locator.text.highlight).split(separator: " ").prefix(4).joined(separator: " ")
        #expect(firstWords.count > 8, "page \(page) starts with \(firstWords)")
        let found = try #require(after.pageNumber(for: locator))
        #expect(found > page, "twice the font size needs more pages before the same place")
        let text = try after.text(ofPage: found).replacingOccurrences(of: "\n", with: " ")
        #expect(text.contains(firstWords), "page \(found) at 200 %: \(text.prefix(200))")
    }

    @Test func aLocatorFindsItsOwnPage() throws {
        let renderer = try renderer(fontSize: 1)
        for page in [1, 5, 13, 30] {
            #expect(renderer.pageNumber(for: try renderer.locator(ofPage: page)) == page)
        }
    }
}

/// `PageNavigator`: submitting preferences keeps the place and applies the settings.
@Suite struct NavigatorRelayoutTests {
    @Test func submittingPreferencesKeepsThePlaceAndAppliesThem() throws {
        let publication = try Renderer.openPublication(try Corpus.path("moby-dick.epub"))
        let navigator = try PageNavigator(
            publication: publication,
            options: RenderOptions(viewport: Viewport(width: 600, height: 800), concurrency: 2))
        #expect(navigator.go(toPage: 20))
        let words = try #require(navigator.currentLocation.text.highlight).split(separator: " ").prefix(4).joined(separator: " ")
        var bigger = navigator.preferences
        bigger.fontSize = 2
        bigger.theme = .dark
        try navigator.submitPreferences(bigger)
        #expect(navigator.settings.fontSize == 2 && navigator.settings.theme == .dark)
        #expect(navigator.currentPage > 20)
        let text = try navigator.renderer.text(ofPage: navigator.currentPage).replacingOccurrences(of: "\n", with: " ")
        #expect(text.contains(words), "\(words) not on page \(navigator.currentPage)")
        #expect(try navigator.currentFrame.image.color(x: 1, y: 1) == Theme.dark.backgroundColor)
        // Back to the start: the same page as before, however many relayouts came between.
        try navigator.setViewport(Viewport(width: 900, height: 700))
        try navigator.submitPreferences(EPUBPreferences.empty)
        try navigator.setViewport(Viewport(width: 600, height: 800))
        #expect(navigator.currentPage == 20)
        #expect(navigator.editor().fontSize.effectiveValue == 1)
    }
}
