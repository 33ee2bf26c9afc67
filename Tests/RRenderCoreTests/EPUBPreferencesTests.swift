import Foundation
import RRenderCore
import Testing

@Suite struct EPUBPreferencesTests {
    /// readium.md §3.5, verbatim.
    static let readiumJSON =
        #"{"backgroundColor":16446696,"columnCount":"2","fontFamily":"Iowan Old Style","fontSize":1.5,"theme":"sepia"}"#

    @Test func decodesReadiumJSON() throws {
        let preferences = try JSONDecoder().decode(EPUBPreferences.self, from: Data(Self.readiumJSON.utf8))
        #expect(
            preferences
                == EPUBPreferences(
                    backgroundColor: Color(rgb: 0xFAF4E8), columnCount: .two,
                    fontFamily: "Iowan Old Style", fontSize: 1.5, theme: .sepia))
        #expect(try EPUBPreferences(jsonString: Self.readiumJSON) == preferences)
    }

    @Test func encodesTheSameKeysAndValues() throws {
        let preferences = try EPUBPreferences(jsonString: Self.readiumJSON)
        #expect(preferences.jsonString() == Self.readiumJSON)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(preferences)
        #expect(String(decoding: data, as: UTF8.self) == Self.readiumJSON)
        #expect(try JSONValue(parsing: data) == JSONValue(parsing: Self.readiumJSON))
    }

    @Test func emptyEncodesAsAnEmptyObject() throws {
        #expect(EPUBPreferences.empty.jsonString() == "{}")
        #expect(String(decoding: try JSONEncoder().encode(EPUBPreferences.empty), as: UTF8.self) == "{}")
        #expect(EPUBPreferences.empty.isEmpty)
    }

    @Test func everyKeyRoundTrips() throws {
        let preferences = EPUBPreferences(
            backgroundColor: Color(rgb: 0x102030), columnCount: .one, fit: .width, fontFamily: "serif", fontSize: 1.2,
            fontWeight: 1.5, hyphens: true, imageFilter: .invert, language: "fr", letterSpacing: 0.1, ligatures: false,
            lineHeight: 1.5, offsetFirstPage: true, pageMargins: 1.3, paragraphIndent: 0.4, paragraphSpacing: 0.5,
            publisherStyles: false, readingProgression: .rtl, scroll: true, spread: .never, textAlign: .justify,
            textColor: Color(rgb: 0x121212), textNormalization: true, theme: .dark, typeScale: 1.25,
            verticalText: false, wordSpacing: 0.2)
        let json = preferences.toJSON()
        #expect(json.objectValue?.count == EPUBPreferenceKey.allCases.count)
        #expect(json["columnCount"] == "1")
        #expect(json["textColor"] == 0x121212)
        #expect(try EPUBPreferences(json: json) == preferences)
        let data = try JSONEncoder().encode(preferences)
        #expect(try JSONDecoder().decode(EPUBPreferences.self, from: data) == preferences)
    }

    @Test func decodingIgnoresNullsAndUnknownKeysAndSkipsTheClamps() throws {
        let preferences = try EPUBPreferences(jsonString: #"{"fontSize":-1,"spread":"auto","theme":null,"x":1}"#)
        #expect(preferences.fontSize == -1)
        #expect(preferences.spread == .auto)
        #expect(preferences.theme == nil)
    }

    @Test func kotlinARGBColoursKeepTheirRGB() throws {
        // Kotlin writes opaque #FAF4E8 as the ARGB integer 0xFFFAF4E8, a negative Int32.
        let preferences = try EPUBPreferences(jsonString: #"{"textColor":-330520}"#)
        #expect(preferences.textColor == Color(rgb: 0xFAF4E8))
    }

    @Test(arguments: [
        (
            #"{"fontSize":"big"}"#,
            PreferencesError.invalidValue(key: "fontSize", value: #""big""#, expected: "a number")
        ),
        (#"{"theme":"blue"}"#, .invalidValue(key: "theme", value: #""blue""#, expected: "one of: light, dark, sepia")),
        (
            #"{"readingProgression":"ttb"}"#,
            .invalidValue(
                key: "readingProgression", value: #""ttb""#,
                expected: "one of: ltr, rtl")
        ),
        (#"{"scroll":1}"#, .invalidValue(key: "scroll", value: "1", expected: "true or false")),
        (
            ##"{"backgroundColor":"#FFFFFF"}"##,
            .invalidValue(
                key: "backgroundColor", value: ##""#FFFFFF""##,
                expected: "a colour as #RRGGBB, 0xRRGGBB or an integer from 0 to 16777215")
        ),
        ("[1]", .notAnObject)
    ])
    func wrongTypesAreClearErrors(json: String, error: PreferencesError) {
        #expect(throws: error) { try EPUBPreferences(jsonString: json) }
    }

    @Test func malformedJSONIsAnError() throws {
        let error = #expect(throws: PreferencesError.self) { try EPUBPreferences(jsonString: #"{"fontSize":"#) }
        guard case .malformedJSON = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(error?.description.hasPrefix("invalid preferences JSON: ") == true)
    }

    @Test func decoderErrorsNameTheKey() {
        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(EPUBPreferences.self, from: Data(#"{"theme":"blue"}"#.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(context.debugDescription.contains("'theme'"))
    }

    @Test func initializerClampsAsReadiumDoes() {
        let preferences = EPUBPreferences(
            fontSize: -1, fontWeight: 3, letterSpacing: -0.5, pageMargins: -2,
            paragraphSpacing: -1, spread: .auto, typeScale: -1, wordSpacing: -1)
        #expect(preferences.fontSize == 0)
        #expect(preferences.fontWeight == 2.5)
        #expect(preferences.letterSpacing == 0)
        #expect(preferences.pageMargins == 0)
        #expect(preferences.paragraphSpacing == 0)
        #expect(preferences.typeScale == 0)
        #expect(preferences.wordSpacing == 0)
        #expect(preferences.spread == nil)
        #expect(EPUBPreferences(fontWeight: -1).fontWeight == 0)
        #expect(EPUBPreferences(spread: .never).spread == .never)
        #expect(EPUBPreferences(readingProgression: .ttb).readingProgression == nil)
        // Not clamped: Readium leaves these alone.
        #expect(EPUBPreferences(lineHeight: 9, paragraphIndent: -1).paragraphIndent == -1)
    }

    @Test func mergingLetsTheOtherWinFieldByField() {
        let base = EPUBPreferences(fontSize: 1.2, language: "en", theme: .dark)
        let other = EPUBPreferences(fontSize: 2, scroll: true)
        #expect(base.merging(other) == EPUBPreferences(fontSize: 2, language: "en", scroll: true, theme: .dark))
        #expect(base.merging(.empty) == base)
        #expect(EPUBPreferences.empty.merging(base) == base)
    }

    @Test func filtersSplitPublicationAndSharedKeys() {
        let all = EPUBPreferences(
            fontSize: 1.5, language: "ja", offsetFirstPage: true, readingProgression: .rtl,
            spread: .always, theme: .sepia, verticalText: true)
        let book = all.filterPublicationPreferences()
        let shared = all.filterSharedPreferences()
        #expect(
            book
                == EPUBPreferences(
                    language: "ja", offsetFirstPage: true, readingProgression: .rtl,
                    spread: .always, verticalText: true))
        #expect(shared == EPUBPreferences(fontSize: 1.5, theme: .sepia))
        #expect(shared.merging(book) == all)
        #expect(all.filter([.theme]) == EPUBPreferences(theme: .sepia))
    }

    @Test func valuesByKey() throws {
        var preferences = EPUBPreferences(columnCount: .two, fontSize: 1.5, textColor: Color(rgb: 0xFF0000))
        #expect(preferences[.fontSize] == 1.5)
        #expect(preferences.value(for: .columnCount) == "2")
        #expect(preferences[.textColor] == 0xFF0000)
        #expect(preferences[.theme] == nil)
        try preferences.setValue("dark", for: .theme)
        #expect(preferences.theme == .dark)
        try preferences.setValue(.null, for: .theme)
        #expect(preferences.theme == nil)
        preferences.clear(.fontSize)
        #expect(preferences.fontSize == nil)
        #expect(throws: PreferencesError.invalidValue(key: "fit", value: "true", expected: "one of: auto, page, width")) {
            try preferences.setValue(true, for: .fit)
        }
    }
}
