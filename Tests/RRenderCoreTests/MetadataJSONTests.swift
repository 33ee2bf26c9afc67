import RRenderCore
import Testing

struct MetadataJSONTests {
    let metadata = Metadata(
        identifier: "urn:isbn:9780316000000", title: "Moby-Dick", sortAs: "Moby Dick",
        authors: [Contributor(name: "Herman Melville", sortAs: "MELVILLE, HERMAN")],
        publishers: [Contributor(name: "Harper & Brothers")],
        contributors: [Contributor(name: "Dave Cramer", roles: ["mrk"])],
        languages: ["en-US"], modified: "2012-01-18T12:47:00Z", readingProgression: .rtl, layout: .fixed,
        spread: .landscape, orientation: .portrait, coverHref: "OPS/images/cover.jpg",
        otherMetadata: ["rights": "CC BY-SA 3.0"])

    @Test func writesReadiumWebPublicationManifestMetadata() {
        #expect(
            metadata.toJSON() == [
                "identifier": "urn:isbn:9780316000000", "title": "Moby-Dick", "sortAs": "Moby Dick",
                "author": [["name": "Herman Melville", "sortAs": "MELVILLE, HERMAN"]],
                "publisher": [["name": "Harper & Brothers"]],
                "contributor": [["name": "Dave Cramer", "role": ["mrk"]]],
                "language": ["en-US"], "modified": "2012-01-18T12:47:00Z", "readingProgression": "rtl",
                "layout": "fixed", "presentation": ["layout": "fixed", "spread": "landscape", "orientation": "portrait"],
                "cover": "OPS/images/cover.jpg", "rights": "CC BY-SA 3.0"
            ])
    }

    @Test func roundTrips() throws {
        #expect(try Metadata(jsonString: metadata.jsonString(pretty: true)) == metadata)
    }

    @Test func readsRWPMVariants() throws {
        let parsed = try Metadata(json: [
            "title": ["fr": "Titre", "en": "Title"], "author": "Jane Doe", "language": "fr",
            "translator": [["name": ["en": "John"]]]
        ])
        #expect(parsed.title == "Title")
        #expect(parsed.authors == [Contributor(name: "Jane Doe")])
        #expect(parsed.translators == [Contributor(name: "John")])
        #expect(parsed.languages == ["fr"])
        #expect(parsed.readingProgression == .auto)
        #expect(parsed.layout == .reflowable)
    }

    /// Readium's schema allows only `ltr` and `rtl` (readium-schemas README): anything else is
    /// left out, and a missing title is written empty (the schema requires one).
    @Test func writesOnlyWhatTheSchemaAllows() {
        for progression in [ReadingProgression.auto, .ttb, .btt] {
            let json = Metadata(languages: ["pt_BR", "en us", "zh-hant-tw"], readingProgression: progression).toJSON()
            #expect(json["readingProgression"] == nil, "\(progression)")
            #expect(json["title"] == "")
            #expect(json["language"] == ["pt-BR", "zh-Hant-TW"])
        }
    }

    /// Language and direction of the title and names reach the caller in the extension key,
    /// and come back when the manifest is read.
    @Test func languageAndDirectionRoundTrip() throws {
        var metadata = Metadata(title: "שלום", authors: [Contributor(name: "A"), Contributor(name: "مؤلف")])
        metadata.localizedTitle = MetadataString(
            "שלום", language: "he_IL", direction: .rtl, alternateScripts: [MetadataString("Shalom", language: "en")])
        metadata.authors[1].localizedName = MetadataString("مؤلف", language: "ar", direction: .rtl)
        let json = metadata.toJSON()
        #expect(json["title"] == ["he-IL": "שלום", "en": "Shalom"])
        #expect(
            json["rrender:languageAndDirection"] == [
                "title": ["language": "he-IL", "direction": "rtl", "alternateScripts": [["language": "en"]]],
                "author": [[:], ["language": "ar", "direction": "rtl"]]
            ])
        let read = try Metadata(json: json)
        #expect(read.localizedTitle?.direction == .rtl && read.localizedTitle?.language == "he-IL")
        #expect(read.authors[1].localizedName == MetadataString("مؤلف", language: "ar", direction: .rtl))
        #expect(read.authors[0].localizedName == nil)
        #expect(read.otherMetadata["rrender:languageAndDirection"] == nil)
    }
}
