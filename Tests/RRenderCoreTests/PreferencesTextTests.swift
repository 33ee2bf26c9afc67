import RRenderCore
import Testing

/// The text form behind the CLI's `--set key=value`.
@Suite struct PreferencesTextTests {
    static let valid: [(String, String, JSONValue)] = [
        ("fontSize", "1.5", 1.5), ("fontSize", " .5 ", 0.5), ("pageMargins", "0", 0),
        ("scroll", "true", true), ("publisherStyles", "FALSE", false), ("theme", "dark", "dark"),
        ("theme", "Sepia", "sepia"), ("columnCount", "2", "2"), ("columnCount", "auto", "auto"),
        ("readingProgression", "rtl", "rtl"), ("textAlign", "justify", "justify"), ("imageFilter", "invert", "invert"),
        ("backgroundColor", "#FAF4E8", 16_446_696), ("backgroundColor", "#faf4e8", 16_446_696),
        ("textColor", "0x121212", 0x121212), ("textColor", "255", 255), ("textColor", "0", 0),
        ("fontFamily", "Iowan Old Style", "Iowan Old Style"), ("language", "zh-Hant", "zh-Hant"),
        ("typeScale", "1.618", 1.618), ("offsetFirstPage", "false", false)
    ]

    static let invalid: [(String, String, String)] = [
        ("fontSize", "big", "a number from 0.1 to 5"), ("fontSize", "9", "a number from 0.1 to 5"),
        ("fontSize", "0", "a number from 0.1 to 5"), ("fontSize", "nan", "a number from 0.1 to 5"),
        ("lineHeight", "0.5", "a number from 1 to 2"), ("fontWeight", "2.75", "a number from 0 to 2.5"),
        ("scroll", "yes", "true or false"), ("theme", "blue", "one of: light, dark, sepia"),
        ("columnCount", "3", "one of: auto, 1, 2"), ("readingProgression", "ttb", "one of: ltr, rtl"),
        ("fit", "cover", "one of: auto, page, width"), ("spread", "both", "one of: auto, never, always"),
        ("backgroundColor", "#FFF", colour), ("backgroundColor", "16777216", colour),
        ("backgroundColor", "red", colour),
        ("language", "", "a non-empty string")
    ]

    static let colour = "a colour as #RRGGBB, 0xRRGGBB or an integer from 0 to 16777215"

    @Test(arguments: valid)
    func parsesTheTextForm(key: String, text: String, json: JSONValue) throws {
        var preferences = EPUBPreferences.empty
        let parsedKey = try EPUBPreferences.key(named: key)
        try preferences.set(parsedKey, string: text)
        #expect(preferences.value(for: parsedKey) == json)
    }

    @Test func assignmentsSplitAtTheFirstEquals() throws {
        var preferences = EPUBPreferences.empty
        try preferences.set(assignment: "fontSize=1.5")
        try preferences.set(assignment: "theme=dark")
        try preferences.set(assignment: "fontFamily=A=B")
        #expect(preferences == EPUBPreferences(fontFamily: "A=B", fontSize: 1.5, theme: .dark))
    }

    @Test(arguments: invalid)
    func rejectsInvalidValuesWithWhatIsAllowed(key: String, text: String, expected: String) throws {
        var preferences = EPUBPreferences.empty
        let parsedKey = try EPUBPreferences.key(named: key)
        #expect(throws: PreferencesError.invalidValue(key: key, value: text, expected: expected)) {
            try preferences.set(parsedKey, string: text)
        }
        #expect(preferences.isEmpty)
    }

    @Test func unknownKeysListTheKnownOnes() {
        var preferences = EPUBPreferences.empty
        let error = #expect(throws: PreferencesError.self) { try preferences.set(assignment: "fontsize=1") }
        guard case .unknownKey(let key, let known) = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(key == "fontsize")
        #expect(known.count == 27 && known.contains("fontSize"))
        #expect(error?.description.hasPrefix("unknown preference 'fontsize' (known: backgroundColor, ") == true)
    }

    @Test func assignmentsNeedAnEqualsAndAKey() {
        var preferences = EPUBPreferences.empty
        #expect(throws: PreferencesError.invalidAssignment("fontSize")) { try preferences.set(assignment: "fontSize") }
        #expect(throws: PreferencesError.invalidAssignment("=1")) { try preferences.set(assignment: "=1") }
    }

    @Test func errorMessagesAreOneLine() {
        let error = PreferencesError.invalidValue(key: "fontSize", value: "9", expected: "a number from 0.1 to 5")
        #expect(error.description == "invalid value '9' for preference 'fontSize': expected a number from 0.1 to 5")
    }
}
