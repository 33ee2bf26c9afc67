import Foundation
import RRenderCore
import Testing

@Suite struct SettingDescriptionTests {
    let editor = EPUBPreferencesEditor(
        preferences: EPUBPreferences(fontSize: 1.5, theme: .sepia),
        metadata: Metadata(languages: ["en"]))

    @Test func oneDescriptionPerKeyInKeyOrder() {
        let descriptions = editor.descriptions()
        #expect(descriptions.map(\.key) == EPUBPreferenceKey.allCases.map(\.rawValue))
    }

    @Test func rangeDescription() {
        let fontSize = editor.settingDescription(for: .fontSize)
        #expect(
            fontSize.toJSON() == [
                "key": "fontSize", "value": 1.5, "effectiveValue": 1.5, "isEffective": true, "label": "150%",
                "range": [0.1, 5], "step": 0.1
            ])
        #expect(
            fontSize.toJSON().serialized()
                == #"{"effectiveValue":1.5,"isEffective":true,"key":"fontSize","label":"150%","range":[0.1,5],"step":0.1,"value":1.5}"#
        )
    }

    @Test func enumDescriptions() {
        #expect(
            editor.settingDescription(for: .theme).toJSON() == [
                "key": "theme", "value": "sepia", "effectiveValue": "sepia", "isEffective": true, "label": "sepia",
                "supportedValues": ["light", "dark", "sepia"]
            ])
        #expect(
            editor.settingDescription(for: .textAlign).toJSON() == [
                "key": "textAlign", "value": nil, "effectiveValue": nil, "isEffective": false, "label": "default",
                "supportedValues": [nil, "start", "left", "right", "justify"]
            ])
        #expect(editor.settingDescription(for: .columnCount).supportedValues == ["auto", "1", "2"])
    }

    @Test func plainDescriptions() {
        #expect(
            editor.settingDescription(for: .backgroundColor).toJSON() == [
                "key": "backgroundColor", "value": nil, "effectiveValue": 16_446_696, "isEffective": false,
                "label": "#FAF4E8"
            ])
        #expect(editor.settingDescription(for: .typeScale).steps == EPUBPreferenceKey.typeScaleSteps)
        #expect(editor.settingDescription(for: .typeScale).label == "1.2")
        #expect(editor.settingDescription(for: .language).effectiveValue == "en")
        #expect(editor.settingDescription(for: .scroll).label == "false")
    }

    @Test func jsonRoundTrip() throws {
        let descriptions = editor.descriptions()
        let text = descriptions.toJSON().serialized(pretty: true)
        let parsed = try JSONValue(parsing: text).arrayValue?.map { try SettingDescription(json: $0) }
        #expect(parsed == descriptions)
        let data = try JSONEncoder().encode(descriptions)
        #expect(try JSONDecoder().decode([SettingDescription].self, from: data) == descriptions)
    }

    @Test func badJSONIsAnError() {
        #expect(throws: JSONParseError.missingKey(model: "SettingDescription", key: "key")) {
            try SettingDescription(json: ["isEffective": true])
        }
        #expect(
            throws: JSONParseError.invalidValue(
                model: "SettingDescription", key: "range",
                reason: "expected [lower, upper]")
        ) {
            try SettingDescription(json: ["key": "k", "isEffective": true, "range": [2, 1]])
        }
    }
}
