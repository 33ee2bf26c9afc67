import RRenderCore
import Testing

/// Readium's localized-string form of a metadata value ("Parsing EPUB Metadata", Localized
/// Strings): the value and its alternate scripts keyed by language, `und` without one.
struct MetadataStringTests {
    @Test func oneLanguageIsAPlainString() {
        #expect(MetadataString("Title", language: "en").localized == .plain("Title"))
        #expect(MetadataString("Title").localized.toJSON() == "Title")
        // An alternate in the same language adds no entry: the first value of a language wins.
        #expect(
            MetadataString("A", language: "en", alternateScripts: [MetadataString("B", language: "en")]).localized == .plain("A"))
    }

    @Test func severalLanguagesAreAnObject() {
        let title = MetadataString("Titre", language: "fr", alternateScripts: [MetadataString("Title")])
        #expect(title.localized == .localized(["fr": "Titre", "und": "Title"]))
        #expect(title.string(for: "FR-ca") == "Titre" && title.string(for: nil) == "Titre")
    }

    /// A localized JSON name keeps its languages; a plain name or a one-entry map stays plain.
    @Test func contributorsReadLocalizedNames() throws {
        let localized = try Contributor(json: ["name": ["en": "Natsume Sōseki", "ja": "夏目 漱石"]])
        #expect(localized.name == "Natsume Sōseki")
        #expect(
            localized.localizedName
                == MetadataString(
                    "Natsume Sōseki", language: "en",
                    alternateScripts: [MetadataString("夏目 漱石", language: "ja")]))
        #expect(localized.toJSON() == ["name": ["en": "Natsume Sōseki", "ja": "夏目 漱石"]])
        #expect(try Contributor(json: ["name": ["en": "John"]]).localizedName == nil)
    }
}
