import RRenderCore
import Testing

/// readium.md §6, "EPUBSettingsTests summary": metadata languages, metadata progression,
/// preferences and defaults → stylesheet variant, reading progression (and language).
struct LayoutCase: Sendable, CustomTestStringConvertible {
    var languages: [String] = []
    var progression: ReadingProgression = .auto
    var preferences = EPUBPreferences()
    var defaults = EPUBDefaults()
    var variant: StylesheetVariant
    var expected: ReadingProgression
    var language: String?

    var testDescription: String {
        "\(languages) \(progression.rawValue) \(preferences.jsonString()) → \(variant.rawValue) \(expected.rawValue)"
    }

    static func metadata(
        _ languages: [String], _ progression: ReadingProgression, _ variant: StylesheetVariant,
        _ expected: ReadingProgression
    ) -> LayoutCase {
        LayoutCase(
            languages: languages, progression: progression, variant: variant, expected: expected,
            language: languages.first)
    }
}

private let cjk = ["ja", "ko", "zh", "zh-HK", "zh-Hans", "zh-Hant", "zh-TW"]

private let metadataCases: [LayoutCase] =
    [.metadata([], .auto, .default, .ltr), .metadata(["en"], .auto, .default, .ltr)]
    + ["ar", "fa", "he"].map { .metadata([$0], .auto, .rtl, .rtl) }
    + ["ja", "ko", "zh", "zh-HK", "zh-Hans"].map { .metadata([$0], .auto, .cjkHorizontal, .ltr) }
    + ["zh-Hant", "zh-TW"].map { .metadata([$0], .auto, .cjkVertical, .rtl) }
    // With a region (kusamakura's `ja-jp`): still CJK, so an RTL book is vertical, not RTL-aligned.
    + [
        .metadata(["ja-JP"], .auto, .cjkHorizontal, .ltr), .metadata(["ja-jp"], .rtl, .cjkVertical, .rtl),
        .metadata(["ko-KR"], .auto, .cjkHorizontal, .ltr)
    ]
    // Metadata `ltr` forces LTR, metadata `rtl` forces RTL (CJK becomes vertical).
    + [[], ["en"], ["ar"], ["fa"], ["he"]].map { .metadata($0, .ltr, .default, .ltr) }
    + cjk.map { .metadata([$0], .ltr, .cjkHorizontal, .ltr) }
    + [[], ["en"], ["ar"], ["fa"], ["he"]].map { .metadata($0, .rtl, .rtl, .rtl) }
    + cjk.map { .metadata([$0], .rtl, .cjkVertical, .rtl) }

private let verticalTextCases: [LayoutCase] = [
    LayoutCase(preferences: .init(verticalText: true), variant: .cjkVertical, expected: .ltr),
    LayoutCase(progression: .ltr, preferences: .init(verticalText: true), variant: .cjkVertical, expected: .ltr),
    LayoutCase(progression: .rtl, preferences: .init(verticalText: true), variant: .cjkVertical, expected: .rtl),
    LayoutCase(
        languages: ["en"], progression: .ltr, preferences: .init(verticalText: true), variant: .cjkVertical,
        expected: .ltr, language: "en"),
    LayoutCase(preferences: .init(verticalText: false), variant: .default, expected: .ltr),
    LayoutCase(progression: .ltr, preferences: .init(verticalText: false), variant: .default, expected: .ltr),
    LayoutCase(progression: .rtl, preferences: .init(verticalText: false), variant: .rtl, expected: .rtl),
    LayoutCase(
        languages: ["en"], progression: .ltr, preferences: .init(verticalText: false), variant: .default,
        expected: .ltr, language: "en"),
    LayoutCase(
        languages: ["ar"], progression: .rtl, preferences: .init(verticalText: false), variant: .rtl,
        expected: .rtl, language: "ar"),
    LayoutCase(
        languages: ["ja"], progression: .ltr, preferences: .init(verticalText: false),
        variant: .cjkHorizontal, expected: .ltr, language: "ja"),
    LayoutCase(
        languages: ["ja"], progression: .rtl, preferences: .init(verticalText: false),
        variant: .cjkHorizontal, expected: .rtl, language: "ja")
]

private let precedenceCases: [LayoutCase] = [
    // A preferred progression beats the metadata's and the language's.
    LayoutCase(progression: .ltr, preferences: .init(readingProgression: .rtl), variant: .rtl, expected: .rtl),
    LayoutCase(
        languages: ["zh-TW"], progression: .ltr, preferences: .init(readingProgression: .rtl),
        variant: .cjkVertical, expected: .rtl, language: "zh-TW"),
    LayoutCase(progression: .rtl, preferences: .init(readingProgression: .ltr), variant: .default, expected: .ltr),
    LayoutCase(
        languages: ["zh-TW"], progression: .rtl, preferences: .init(readingProgression: .ltr),
        variant: .cjkHorizontal, expected: .ltr, language: "zh-TW"),
    LayoutCase(
        languages: ["en"], preferences: .init(readingProgression: .rtl), variant: .rtl, expected: .rtl,
        language: "en"),
    LayoutCase(
        languages: ["zh"], preferences: .init(readingProgression: .rtl), variant: .cjkVertical,
        expected: .rtl, language: "zh"),
    LayoutCase(
        languages: ["he"], preferences: .init(readingProgression: .ltr), variant: .default, expected: .ltr,
        language: "he"),
    LayoutCase(
        languages: ["zh-tw"], preferences: .init(readingProgression: .ltr), variant: .cjkHorizontal,
        expected: .ltr, language: "zh-tw"),
    LayoutCase(
        preferences: .init(language: "en", readingProgression: .rtl), variant: .rtl, expected: .rtl,
        language: "en"),
    LayoutCase(
        preferences: .init(language: "he", readingProgression: .ltr), variant: .default, expected: .ltr,
        language: "he"),
    // The metadata's progression beats the default one.
    LayoutCase(progression: .ltr, defaults: .init(readingProgression: .rtl), variant: .default, expected: .ltr),
    LayoutCase(
        languages: ["ja"], progression: .ltr, defaults: .init(readingProgression: .rtl),
        variant: .cjkHorizontal, expected: .ltr, language: "ja"),
    LayoutCase(progression: .rtl, defaults: .init(readingProgression: .ltr), variant: .rtl, expected: .rtl),
    LayoutCase(
        languages: ["zh-tw"], progression: .rtl, defaults: .init(readingProgression: .ltr),
        variant: .cjkVertical, expected: .rtl, language: "zh-tw"),
    // With `auto`, the metadata's language beats the default progression, used only without one.
    LayoutCase(defaults: .init(readingProgression: .rtl), variant: .rtl, expected: .rtl),
    LayoutCase(
        languages: ["en"], defaults: .init(readingProgression: .rtl), variant: .default, expected: .ltr,
        language: "en"),
    LayoutCase(
        languages: ["zh"], defaults: .init(readingProgression: .rtl), variant: .cjkHorizontal,
        expected: .ltr, language: "zh"),
    // A preferred language beats the metadata's language and its `ltr`.
    LayoutCase(
        languages: ["en"], progression: .ltr, preferences: .init(language: "he"), variant: .rtl,
        expected: .rtl, language: "he"),
    LayoutCase(
        languages: ["en"], progression: .ltr, preferences: .init(language: "zh-tw"), variant: .cjkVertical,
        expected: .rtl, language: "zh-tw")
]

@Suite struct EPUBSettingsResolutionTests {
    @Test(arguments: metadataCases + verticalTextCases + precedenceCases)
    func variantAndProgression(_ test: LayoutCase) {
        let metadata = Metadata(title: "T", languages: test.languages, readingProgression: test.progression)
        let settings = EPUBSettings(preferences: test.preferences, defaults: test.defaults, metadata: metadata)
        #expect(settings.stylesheetVariant == test.variant)
        #expect(settings.readingProgression == test.expected)
        #expect(settings.language == test.language)
    }

    @Test func languageFallsBackToDefaults() {
        let settings = EPUBSettings(preferences: .empty, defaults: EPUBDefaults(language: "ar"), metadata: Metadata())
        #expect(settings.language == "ar")
        // The default language decides the progression after the default progression.
        #expect(settings.readingProgression == .rtl)
        let ltr = EPUBSettings(
            preferences: .empty, defaults: EPUBDefaults(language: "ar", readingProgression: .ltr),
            metadata: Metadata())
        #expect(ltr.readingProgression == .ltr)
    }

    @Test func verticalTextForcesScroll() {
        let vertical = EPUBSettings(
            preferences: EPUBPreferences(scroll: false),
            metadata: Metadata(
                languages: ["ja"],
                readingProgression: .rtl))
        #expect(vertical.verticalText && vertical.scroll)
        let horizontal = EPUBSettings(preferences: .empty, defaults: EPUBDefaults(scroll: true), metadata: Metadata())
        #expect(!horizontal.verticalText && horizontal.scroll)
    }

    @Test func nothingGivesReadiumDefaults() {
        #expect(EPUBSettings(preferences: .empty, metadata: Metadata()) == EPUBSettings())
    }

    @Test func preferencesBeatDefaultsBeatHardCodedValues() {
        let defaults = EPUBDefaults(
            columnCount: .two, fontSize: 1.2, lineHeight: 1.4, publisherStyles: false,
            textAlign: .justify)
        let preferences = EPUBPreferences(fontSize: 2, theme: .dark)
        let settings = EPUBSettings(preferences: preferences, defaults: defaults, metadata: Metadata())
        #expect(settings.fontSize == 2)
        #expect(settings.columnCount == .two)
        #expect(settings.lineHeight == 1.4)
        #expect(settings.publisherStyles == false)
        #expect(settings.textAlign == .justify)
        #expect(settings.theme == .dark)
        #expect(settings.pageMargins == 1)
        #expect(settings.wordSpacing == nil)
    }
}
