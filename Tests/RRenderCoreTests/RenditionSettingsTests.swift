import RRenderCore
import Testing

/// The publication's rendition properties as defaults of the reading settings (EPUB 3.3 §8.2;
/// readium.md §3.2: preference > publication > app default > hard-coded default).
struct RenditionSettingsTests {
    private func settings(
        spread: Spread? = nil, flow: RenditionFlow? = nil, preferences: EPUBPreferences = .empty,
        defaults: EPUBDefaults = EPUBDefaults()
    ) -> EPUBSettings {
        EPUBSettings(preferences: preferences, defaults: defaults, metadata: Metadata(layout: .fixed, spread: spread, flow: flow))
    }

    /// EPUB 3.3 §8.2.2.4 rendition:spread sets the default of `spread`: none → never,
    /// landscape → auto (pairs in landscape), both (and portrait, read as both) → always, auto
    /// → the app's default.
    @Test func spreadFollowsThePublication() {
        #expect(settings(spread: Spread.none).spread == .never)
        #expect(settings(spread: .landscape).spread == .auto)
        #expect(settings(spread: .both).spread == .always)
        #expect(settings(spread: .auto, defaults: EPUBDefaults(spread: .never)).spread == .never)
        #expect(settings(spread: Spread.none, defaults: EPUBDefaults(spread: .always)).spread == .never)
        #expect(settings().spread == .auto)
    }

    /// EPUB 3.3 §8.2.2.4: the reader's `spread` preference still wins over the publication.
    @Test func spreadPreferenceWins() {
        #expect(settings(spread: Spread.none, preferences: EPUBPreferences(spread: .always)).spread == .always)
        #expect(settings(spread: .both, preferences: EPUBPreferences(spread: .never)).spread == .never)
    }

    /// EPUB 3.3 §8.2.2.4: the preferences editor shows the book's spread as the effective value.
    @Test func editorShowsTheBooksSpread() {
        let editor = EPUBPreferencesEditor(metadata: Metadata(layout: .fixed, spread: Spread.none))
        #expect(editor.spread.value == nil && editor.spread.effectiveValue == .never)
    }

    /// EPUB 3.3 §8.2.1 rendition:flow sets the default of `scroll`: scrolled-* scroll,
    /// paginated does not, auto leaves it to the app; the preference wins.
    @Test func scrollFollowsTheFlow() {
        #expect(settings(flow: .scrolledContinuous).scroll)
        #expect(settings(flow: .scrolledDoc).scroll)
        #expect(!settings(flow: .paginated, defaults: EPUBDefaults(scroll: true)).scroll)
        #expect(settings(flow: .auto, defaults: EPUBDefaults(scroll: true)).scroll)
        #expect(!settings(flow: .scrolledDoc, preferences: EPUBPreferences(scroll: false)).scroll)
    }
}

/// Spine overrides of `rendition:spread` in the pairing of fixed-layout pages.
struct RenditionSpreadOverrideTests {
    /// EPUB 3.3 §8.2.2.4 (spine override rendition:spread-none): the item is never paired.
    @Test func spreadNoneItemStandsAlone() {
        let page = { (spread: String?) in
            Link(href: "p.xhtml", properties: spread.map { ["spread": .string($0)] } ?? [:])
        }
        let order = [page(nil), page(nil), page("none"), page(nil), page(nil)]
        let spreads = EPUBSpread.spreads(
            readingOrder: order, layout: .fixed, publicationProgression: .ltr,
            readingProgression: .ltr, offsetFirstPage: false, enabled: true)
        #expect(spreads.map(\.resources) == [[0, 1], [2], [3, 4]])
    }
}

/// The viewport meta of a fixed-layout XHTML document, by the rules of epub-rs-33 §8.2.2
/// (EPUB 3.3 §8.2.2.1 "Expressing in HTML" and its viewport meta syntax).
struct ViewportMetaRulesTests {
    private let screen = Size(width: 600, height: 800)

    private func size(_ content: String) -> Size { ViewportMeta.dimensions(content: content).size(in: screen) }

    /// epub-rs-33 §8.2.2: the first `width` and the first `height` count; repetitions are ignored.
    @Test func firstWidthAndHeightWin() {
        #expect(size("width=1200, height=900, width=300, height=100") == Size(width: 1200, height: 900))
        // The first `width` is invalid: it still counts, and falls back to the device's.
        #expect(size("width=, width=100, height=200") == Size(width: 600, height: 200))
    }

    /// epub-rs-33 §8.2.2: a number followed by units is read as its numeric prefix in CSS px.
    @Test func unitsAreReadAsTheirNumericPrefix() {
        #expect(size("width=600mm, height=1000px") == Size(width: 600, height: 1000))
        #expect(size("width=600.5em;height=800.25") == Size(width: 600.5, height: 800.25))
    }

    /// epub-rs-33 §8.2.2: a missing or invalid value is read as `device-width`/`device-height`.
    @Test func invalidValuesFallBackToTheDevice() {
        #expect(size("width=abc, height=300") == Size(width: 600, height: 300))
        #expect(size("width=400") == Size(width: 400, height: 800))
        #expect(size("width=device-width, height=device-height") == screen)
        #expect(size("width=0, height=-5") == screen)
        #expect(size("width=1e9, height=100") == Size(width: 1, height: 100), "the numeric prefix of 1e9 is 1")
        #expect(size("width=30000, height=100") == Size(width: 600, height: 100), "beyond 20000 px: invalid")
        #expect(ViewportMeta.dimensions(content: "initial-scale=1").isEmpty)
    }

    /// epub-rs-33 §8.2.2: white space around `=` and as a separator, names in any case,
    /// unknown names and stray separators ignored.
    @Test func syntaxIsLenient() {
        #expect(size(" WIDTH = 1024 , height = 768 , initial-scale=1") == Size(width: 1024, height: 768))
        #expect(size("anything,, ;width=1000 height=700") == Size(width: 1000, height: 700))
        #expect(size("==width=5=,height=6") == Size(width: 5, height: 6))
    }
}
