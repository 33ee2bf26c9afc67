import Foundation
import RRenderCore
import Testing

@Suite struct PDFPreferencesTests {
    @Test func jsonRoundTrip() throws {
        let text =
            #"{"backgroundColor":0,"fit":"width","pageSpacing":12,"readingProgression":"rtl","scrollAxis":"horizontal"}"#
        let preferences = try PDFPreferences(jsonString: text)
        #expect(
            preferences
                == PDFPreferences(
                    backgroundColor: Color(rgb: 0), fit: .width, pageSpacing: 12,
                    readingProgression: .rtl, scrollAxis: .horizontal))
        #expect(preferences.jsonString() == text)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(preferences), as: UTF8.self) == text)
        #expect(try JSONDecoder().decode(PDFPreferences.self, from: Data(text.utf8)) == preferences)
    }

    @Test func initializerRaisesNegativeSpacing() {
        #expect(PDFPreferences(pageSpacing: -4).pageSpacing == 0)
    }

    @Test func mergingAndFilters() {
        let all = PDFPreferences(offsetFirstPage: true, pageSpacing: 8, readingProgression: .rtl, scroll: true)
        #expect(all.filterPublicationPreferences() == PDFPreferences(offsetFirstPage: true, readingProgression: .rtl))
        #expect(all.filterSharedPreferences() == PDFPreferences(pageSpacing: 8, scroll: true))
        #expect(all.merging(PDFPreferences(scroll: false)).scroll == false)
    }

    @Test func textForm() throws {
        var preferences = PDFPreferences.empty
        try preferences.set(assignment: "pageSpacing=16")
        try preferences.set(assignment: "scrollAxis=horizontal")
        #expect(preferences == PDFPreferences(pageSpacing: 16, scrollAxis: .horizontal))
        #expect(
            throws: PreferencesError.invalidValue(
                key: "pageSpacing", value: "201",
                expected: "a number from 0 to 200")
        ) {
            try preferences.set(.pageSpacing, string: "201")
        }
        #expect(
            throws: PreferencesError.invalidValue(
                key: "scrollAxis", value: "diagonal",
                expected: "one of: vertical, horizontal")
        ) {
            try preferences.set(.scrollAxis, string: "diagonal")
        }
    }

    @Test func readingProgressionFromPreferenceMetadataDefaults() {
        let rtlDocument = Metadata(readingProgression: .rtl)
        #expect(PDFSettings().readingProgression == .ltr)
        #expect(PDFSettings(defaults: PDFDefaults(readingProgression: .rtl)).readingProgression == .rtl)
        #expect(
            PDFSettings(defaults: PDFDefaults(readingProgression: .ltr), metadata: rtlDocument)
                .readingProgression == .rtl)
        #expect(
            PDFSettings(preferences: PDFPreferences(readingProgression: .ltr), metadata: rtlDocument)
                .readingProgression == .ltr)
    }

    @Test func hardCodedDefaults() {
        let settings = PDFSettings()
        #expect(settings.backgroundColor == nil && settings.fit == .auto && !settings.offsetFirstPage)
        #expect(settings.pageSpacing == 0 && !settings.scroll && settings.scrollAxis == .vertical)
        #expect(settings.spread == .auto && settings.visibleScrollbar)
    }

    @Test func pageSpacingRangeStepAndFormat() {
        let editor = PDFPreferencesEditor()
        let spacing = editor.pageSpacing
        #expect(spacing.supportedRange == 0...200)
        #expect(spacing.effectiveValue == 0)
        #expect(spacing.format(value: 12) == "12.0 pt")
        spacing.increment()
        spacing.increment()
        #expect(spacing.value == 8)
        spacing.decrement()
        #expect(editor.settings.pageSpacing == 4)
        spacing.set(500)
        #expect(spacing.value == 200)
        spacing.set(0)
        spacing.decrement()
        #expect(spacing.value == 0)
        let description = spacing.settingDescription()
        #expect(description.step == 4 && description.label == "0.0 pt")
    }

    @Test func activationInPaginatedMode() {
        let editor = PDFPreferencesEditor()
        #expect(editor.readingProgression.isEffective && editor.spread.isEffective)
        #expect(editor.offsetFirstPage.isEffective && editor.pageSpacing.isEffective && editor.scroll.isEffective)
        #expect(!editor.fit.isEffective && !editor.scrollAxis.isEffective && !editor.visibleScrollbar.isEffective)
        #expect(!editor.backgroundColor.isEffective)
        editor.backgroundColor.set(Color(rgb: 0x333333))
        #expect(editor.backgroundColor.isEffective)
        editor.spread.set(.never)
        #expect(!editor.offsetFirstPage.isEffective)
    }

    @Test func activationWhenScrolling() {
        let editor = PDFPreferencesEditor(preferences: PDFPreferences(scroll: true))
        #expect(editor.fit.isEffective && editor.scrollAxis.isEffective && editor.visibleScrollbar.isEffective)
        #expect(!editor.readingProgression.isEffective)
        #expect(editor.spread.isEffective && editor.offsetFirstPage.isEffective)
        editor.scrollAxis.set(.horizontal)
        #expect(!editor.spread.isEffective && !editor.offsetFirstPage.isEffective)
        editor.scroll.toggle()
        #expect(editor.spread.isEffective && !editor.fit.isEffective)
    }

    @Test func descriptionsCoverEveryKey() {
        let descriptions = PDFPreferencesEditor().descriptions()
        #expect(descriptions.map(\.key) == PDFPreferenceKey.allCases.map(\.rawValue))
        #expect(descriptions[0].effectiveValue == .null && descriptions[0].label == "default")
    }
}
