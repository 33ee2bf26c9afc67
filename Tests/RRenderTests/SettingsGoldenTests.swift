import Foundation
import RRender
import RRenderTestSupport
import Testing

/// Every EPUB reading setting rrender applies, on a real page: a golden image of its effect
/// (`Golden/Settings/<key>.png`), a check that it changes the page when it takes effect, and
/// one that it changes nothing when it does not (publisher styles on, the wrong stylesheet
/// variant, a light theme, a fixed-layout book), as Readium's activation rules say.
@Suite struct SettingsGoldenTests {
    /// Where a setting does not take effect.
    enum Inactive: Sendable {
        /// Under these preferences.
        case preferences([String])
        /// In the same chapter as a fixed-layout book.
        case fixedLayout
        /// Always effective on a reflowable book (a preference that only needs to be set).
        case never
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let key: EPUBPreferenceKey
        let chapter: CorpusChapter
        /// Preferences under which the setting takes effect.
        let base: [String]
        /// The setting, as `key=value`.
        let setting: String
        let inactive: Inactive

        init(
            _ key: EPUBPreferenceKey, _ value: String, on chapter: CorpusChapter = .mobyDick, base: [String] = [],
            inactive: Inactive
        ) {
            self.key = key
            self.chapter = chapter
            self.base = base
            setting = "\(key.rawValue)=\(value)"
            self.inactive = inactive
        }

        var testDescription: String { setting }
    }

    static let advanced = ["publisherStyles=false"]
    static let publisherStylesOn = ["publisherStyles=true"]

    static let cases: [Case] = [
        Case(.fontSize, "1.5", inactive: .fixedLayout),
        Case(.fontFamily, "sans-serif", inactive: .fixedLayout),
        Case(.fontWeight, "2", inactive: .fixedLayout),
        Case(.pageMargins, "3", inactive: .fixedLayout),
        Case(.textNormalization, "true", inactive: .fixedLayout),
        Case(.theme, "sepia", inactive: .fixedLayout),
        Case(.textColor, "#8B0000", inactive: .fixedLayout),
        Case(.backgroundColor, "#DDEEFF", inactive: .never),
        Case(.publisherStyles, "false", base: ["lineHeight=2"], inactive: .fixedLayout),
        Case(.lineHeight, "2", base: advanced, inactive: .preferences(publisherStylesOn)),
        Case(.paragraphIndent, "3", base: advanced, inactive: .preferences(publisherStylesOn)),
        Case(.paragraphSpacing, "1.5", base: advanced, inactive: .preferences(publisherStylesOn)),
        Case(.textAlign, "left", base: advanced, inactive: .preferences(publisherStylesOn)),
        Case(.typeScale, "1.414", base: advanced, inactive: .preferences(publisherStylesOn)),
        // The chapter's document declares no language and the package's must not be used (EPUB RS
        // 3.3 #sec-epub-rs-i18n): the reader's `language` gives hyphenation its dictionary.
        Case(
            .hyphens, "true", base: advanced + ["textAlign=left", "language=en"],
            inactive: .preferences(advanced + ["textAlign=left", "language=en", "readingProgression=rtl"])),
        Case(.letterSpacing, "0.4", base: advanced, inactive: .preferences(advanced + ["readingProgression=rtl"])),
        Case(.wordSpacing, "0.5", base: advanced, inactive: .preferences(advanced + ["readingProgression=rtl"])),
        // Ligatures are a right-to-left setting: Noto Serif's fi and fl in an RTL-set page.
        Case(.ligatures, "false", base: advanced + ["readingProgression=rtl"], inactive: .preferences(advanced)),
        Case(.imageFilter, "invert", on: .mobyDickCover, base: ["theme=dark"], inactive: .preferences(["theme=sepia"])),
        Case(.readingProgression, "rtl", inactive: .never),
        Case(.language, "he", inactive: .never),
        Case(.verticalText, "true", inactive: .fixedLayout),
        Case(.columnCount, "2", inactive: .preferences(["scroll=true"])),
        Case(.scroll, "true", inactive: .preferences(["verticalText=true"]))
    ]

    /// A fixed-layout setting on a screen of page-blanche.epub (a comic whose pages are
    /// 1200 × 1577 pictures), at a small viewport: `spread`, `fit` and `offsetFirstPage`.
    struct FixedCase: Sendable, CustomTestStringConvertible {
        let key: EPUBPreferenceKey
        let viewport: Viewport
        let page: Int
        let base: [String]
        let setting: String
        /// Preferences under which the setting does not take effect on this book.
        let inactive: [String]?

        init(
            _ key: EPUBPreferenceKey, _ value: String, viewport: Viewport, page: Int, base: [String] = [],
            inactive: [String]? = nil
        ) {
            self.key = key
            self.viewport = viewport
            self.page = page
            self.base = base
            setting = "\(key.rawValue)=\(value)"
            self.inactive = inactive
        }

        var testDescription: String { setting }
    }

    static let portrait = Viewport(width: 240, height: 320), landscape = Viewport(width: 360, height: 240)

    static let fixedCases: [FixedCase] = [
        // Screen 5 of a portrait viewport is one page; with spreads always, two comic pages.
        FixedCase(.spread, "always", viewport: portrait, page: 5),
        // One comic page on a landscape screen: fitted whole, or to the width from the top.
        FixedCase(.fit, "width", viewport: landscape, page: 7, base: ["spread=never"]),
        // The cover: on the right of the spine (its page-spread-right), or alone in the middle.
        FixedCase(.offsetFirstPage, "true", viewport: landscape, page: 1, inactive: ["spread=never"])
    ]

    let golden = GoldenImage(suite: "Settings")

    /// Page 1 of `chapter` under `assignments`.
    private func render(_ chapter: CorpusChapter, _ assignments: [String], fixedLayout: Bool = false) throws -> PixelImage {
        var preferences = EPUBPreferences.empty
        for assignment in assignments { try preferences.set(assignment: assignment) }
        let renderer = try Renderer.open(
            path: try chapter.write(fixedLayout: fixedLayout).path,
            options: RenderOptions(viewport: Viewport(width: 360, height: 480), concurrency: 1),
            preferences: preferences)
        return try renderer.renderPage(1).frame.image
    }

    @Test(arguments: cases)
    func aSettingShowsItsEffectOnlyWhenEffective(_ test: Case) throws {
        let before = try render(test.chapter, test.base)
        let after = try render(test.chapter, test.base + [test.setting])
        let changes = before != after
        #expect(changes, "\(test.setting) changes nothing on the page")
        if let failure = golden.check(after, named: test.key.rawValue) { Issue.record(Comment(rawValue: failure.description)) }
        switch test.inactive {
        case .preferences(let inactive):
            let same = try render(test.chapter, inactive) == render(test.chapter, inactive + [test.setting])
            #expect(same, "\(test.setting) changes the page under \(inactive)")
        case .fixedLayout:
            let same =
                try render(test.chapter, test.base, fixedLayout: true)
                == render(test.chapter, test.base + [test.setting], fixedLayout: true)
            #expect(same, "\(test.setting) changes a fixed-layout page")
        case .never:
            break
        }
    }

    /// Screen `page` of page-blanche.epub under `assignments`.
    private func renderFixed(_ test: FixedCase, _ assignments: [String], page: Int? = nil) throws -> PixelImage {
        var preferences = EPUBPreferences.empty
        for assignment in assignments { try preferences.set(assignment: assignment) }
        let renderer = try Renderer.open(
            path: try Corpus.path("page-blanche.epub"),
            options: RenderOptions(viewport: test.viewport, concurrency: 1), preferences: preferences)
        return try renderer.renderPage(page ?? test.page).frame.image
    }

    @Test(arguments: fixedCases)
    func aFixedLayoutSettingShowsItsEffectOnlyWhenEffective(_ test: FixedCase) throws {
        let before = try renderFixed(test, test.base)
        let after = try renderFixed(test, test.base + [test.setting])
        let changes = before != after
        #expect(changes, "\(test.setting) changes nothing on the screen")
        if let failure = golden.check(after, named: test.key.rawValue) { Issue.record(Comment(rawValue: failure.description)) }
        if let inactive = test.inactive {
            let same = try renderFixed(test, inactive) == renderFixed(test, inactive + [test.setting])
            #expect(same, "\(test.setting) changes the screen under \(inactive)")
        }
        // Fixed-layout settings never touch a reflowable book.
        let reflowable = try render(.mobyDick, []) == render(.mobyDick, [test.setting])
        #expect(reflowable, "\(test.setting) changes a reflowable page")
    }

    @Test func everyKeyHasAGolden() {
        let keys = Self.cases.map(\.key) + Self.fixedCases.map(\.key)
        #expect(Set(keys) == Set(EPUBPreferenceKey.allCases))
        #expect(keys.count == EPUBPreferenceKey.allCases.count, "one golden per key")
    }
}
