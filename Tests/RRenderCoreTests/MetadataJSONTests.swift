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
                "presentation": ["layout": "fixed", "spread": "landscape", "orientation": "portrait"],
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
}
