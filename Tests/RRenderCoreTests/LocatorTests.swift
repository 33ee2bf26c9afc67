import RRenderCore
import Testing

/// Cases from readium/swift-toolkit `LocatorTests.swift` (readium.md §6).
struct LocatorTests {
    @Test func parsesMinimalJSON() throws {
        #expect(
            try Locator(json: ["href": "http://locator", "type": "text/html"])
                == Locator(href: "http://locator", mediaType: .html))
    }

    @Test func parsesFullJSON() throws {
        let json: JSONValue = [
            "href": "http://locator", "type": "text/html", "title": "My Locator",
            "locations": ["position": 42], "text": ["highlight": "Excerpt"]
        ]
        let expected = Locator(
            href: "http://locator", mediaType: .html, title: "My Locator",
            locations: .init(position: 42), text: .init(highlight: "Excerpt"))
        #expect(try Locator(json: json) == expected)
    }

    @Test func nilJSONGivesNoLocator() throws {
        #expect(try Locator.parse(nil) == nil)
        #expect(try Locator.parse(.null) == nil)
    }

    @Test func invalidJSONThrows() {
        #expect(throws: JSONParseError.notAnObject(model: "Locator")) { try Locator(json: "") }
        #expect(throws: JSONParseError.missingKey(model: "Locator", key: "type")) { try Locator(json: ["href": "a"]) }
        #expect(throws: JSONParseError.missingKey(model: "Locator", key: "href")) { try Locator(json: ["type": "text/html"]) }
        #expect(throws: JSONParseError.self) { try Locator(json: ["href": "a", "type": "not a media type"]) }
    }

    @Test func arraysSkipInvalidLocators() {
        let locators = [Locator](json: [
            ["href": "loc1", "type": "text/html"], ["href": "bad"], ["href": "loc2", "type": "text/html"]
        ])
        #expect(locators == [Locator(href: "loc1", mediaType: .html), Locator(href: "loc2", mediaType: .html)])
        #expect([Locator](json: nil) == [])
    }

    @Test func writesMinimalJSONWithoutEmptyObjects() {
        #expect(Locator(href: "http://locator", mediaType: .html).toJSON() == ["href": "http://locator", "type": "text/html"])
    }

    @Test func writesFullJSON() {
        let locator = Locator(
            href: "http://locator", mediaType: .html, title: "My Locator",
            locations: .init(position: 42), text: .init(highlight: "Excerpt"))
        #expect(
            locator.toJSON() == [
                "href": "http://locator", "type": "text/html", "title": "My Locator",
                "locations": ["position": 42], "text": ["highlight": "Excerpt"]
            ])
    }

    @Test func copyChangesSelectedParts() {
        let locator = Locator(
            href: "http://locator", mediaType: .html, title: "My Locator",
            locations: .init(position: 42), text: .init(highlight: "Excerpt"))
        #expect(locator.copy() == locator)
        let copy = locator.copy(title: "edited", locations: { $0.progression = 0.4 }, text: { $0.before = "before" })
        #expect(
            copy.toJSON() == [
                "href": "http://locator", "type": "text/html", "title": "edited",
                "locations": ["position": 42, "progression": 0.4], "text": ["before": "before", "highlight": "Excerpt"]
            ])
    }

    @Test func savedReadiumLocatorRoundTripsUnchanged() throws {
        let text =
            ##"{"href":"OEBPS/chapter03.xhtml","locations":{"cssSelector":"#c3 > p:nth-child(12)","position":58,"progression":0.42,"totalProgression":0.137},"text":{"after":" at once","before":"said the ","highlight":"Hatter"},"title":"Chapter 3","type":"application/xhtml+xml"}"##
        #expect(try Locator(jsonString: text).jsonString() == text)
    }
}

struct LocatorLocationsTests {
    @Test func parsesFullJSONKeepingUnknownKeys() throws {
        let json: JSONValue = [
            "fragments": ["p=4", "frag34"], "progression": 0.74, "totalProgression": 25.32,
            "position": 42, "other": "other-location"
        ]
        let expected = Locator.Locations(
            fragments: ["p=4", "frag34"], progression: 0.74, totalProgression: 25.32,
            position: 42, otherLocations: ["other": "other-location"])
        let locations = try Locator.Locations(json: json)
        #expect(locations == expected)
        #expect(locations.toJSON() == json)
        #expect(locations["other"] == "other-location")
    }

    @Test func legacyFragmentBecomesFragments() throws {
        #expect(try Locator.Locations(json: ["fragment": "frag34"]) == Locator.Locations(fragments: ["frag34"]))
        #expect(try Locator.Locations(json: ["fragment": "frag34"]).toJSON() == ["fragments": ["frag34"]])
    }

    @Test func emptyAndInvalid() throws {
        #expect(try Locator.Locations(json: [:]) == Locator.Locations())
        #expect(throws: JSONParseError.self) { try Locator.Locations(json: "") }
        #expect(Locator.Locations(position: 42).toJSON() == ["position": 42])
    }
}

struct LocatorTextTests {
    @Test func jsonBothWays() throws {
        #expect(try Locator.Text(json: ["after": "Text after"]) == Locator.Text(after: "Text after"))
        let full = Locator.Text(before: "Text before", highlight: "Highlighted text", after: "Text after")
        #expect(try Locator.Text(json: ["after": "Text after", "before": "Text before", "highlight": "Highlighted text"]) == full)
        #expect(full.toJSON() == ["after": "Text after", "before": "Text before", "highlight": "Highlighted text"])
        #expect(try Locator.Text(json: [:]) == Locator.Text())
        #expect(throws: JSONParseError.self) { try Locator.Text(json: "") }
    }

    @Test func sanitizedCollapsesWhitespace() {
        let messy = Locator.Text(
            before: "\t\n\n  before \n\t  selection  \n\t",
            highlight: "\t\n\n  current \n\t  selection  \n\t",
            after: "\t\n\n  after \n\t  selection  \n\t")
        #expect(
            messy.sanitized()
                == Locator.Text(before: "before selection ", highlight: " current selection ", after: " after selection"))
        let clean = Locator.Text(before: "before selection", highlight: " current selection ", after: "after selection")
        #expect(clean.sanitized() == clean)
        let edges = Locator.Text(before: "before selection ", highlight: "current selection", after: " after selection")
        #expect(edges.sanitized() == edges)
    }

    @Test func highlightingASubRange() {
        let text = Locator.Text(before: "before", highlight: "highlight", after: "after")
        #expect(text.highlighting(0..<1) == Locator.Text(before: "before", highlight: "h", after: "ighlightafter"))
        #expect(text.highlighting(4..<7) == Locator.Text(before: "beforehigh", highlight: "lig", after: "htafter"))
        #expect(text.highlighting(0..<9) == text)
        #expect(text.highlighting(6..<9) == Locator.Text(before: "beforehighli", highlight: "ght", after: "after"))
        // Ranges beyond the highlight are clamped to it.
        #expect(text.highlighting(8..<13) == Locator.Text(before: "beforehighligh", highlight: "t", after: "after"))
        #expect(text.highlighting(9..<13) == Locator.Text(before: "beforehighlight", highlight: "", after: "after"))
    }

    @Test func highlightingWithNilParts() {
        #expect(
            Locator.Text(highlight: "highlight").highlighting(2..<5)
                == Locator.Text(before: "hi", highlight: "ghl", after: "ight"))
        #expect(
            Locator.Text(highlight: "highlight", after: "after").highlighting(0..<3)
                == Locator.Text(highlight: "hig", after: "hlightafter"))
        #expect(
            Locator.Text(before: "before", highlight: "highlight").highlighting(4..<9)
                == Locator.Text(before: "beforehigh", highlight: "light"))
        #expect(Locator.Text(before: "", highlight: "  ", after: "a").highlighting(0..<1) == Locator.Text(after: "a"))
    }
}

struct LocatorCollectionTests {
    let json: JSONValue = [
        "metadata": [
            "title": [
                "en": "Searching <riddle> in Alice in Wonderlands - Page 1",
                "fr": "Recherche <riddle> dans Alice in Wonderlands – Page 1"
            ],
            "numberOfItems": 3, "extraMetadata": "value"
        ],
        "links": [
            [
                "rel": ["self"], "href": "/978-1503222687/search?query=apple", "type": "application/vnd.readium.locators+json",
                "templated": false
            ],
            [
                "rel": ["next"], "href": "/978-1503222687/search?query=apple&page=2",
                "type": "application/vnd.readium.locators+json", "templated": false
            ]
        ],
        "locators": [
            [
                "href": "/978-1503222687/chap7.html", "type": "application/xhtml+xml",
                "locations": ["fragments": [":~:text=riddle,-yet%3F'"], "progression": 0.43],
                "text": [
                    "before": "'Have you guessed the ", "highlight": "riddle",
                    "after": " yet?' the Hatter said, turning to Alice again."
                ]
            ],
            [
                "href": "/978-1503222687/chap7.html", "type": "application/xhtml+xml",
                "locations": ["fragments": [":~:text=in%20asking-,riddles"], "progression": 0.47],
                "text": [
                    "before": "I'm glad they've begun asking ", "highlight": "riddles", "after": ".--I believe I can guess that,"
                ]
            ]
        ]
    ]

    @Test func fullJSONRoundTrips() throws {
        let collection = try LocatorCollection(json: json)
        #expect(collection.metadata.numberOfItems == 3)
        #expect(collection.metadata.otherMetadata == ["extraMetadata": "value"])
        #expect(collection.metadata.title?.string(for: "fr") == "Recherche <riddle> dans Alice in Wonderlands – Page 1")
        #expect(collection.links.map(\.rels) == [["self"], ["next"]])
        #expect(collection.links.first?.mediaType == .readiumLocators)
        #expect(collection.locators.count == 2)
        #expect(collection.locators[0].locations.fragments == [":~:text=riddle,-yet%3F'"])
        #expect(collection.locators[1].text.highlight == "riddles")
        #expect(collection.toJSON() == json)
    }

    @Test func minimalJSON() throws {
        #expect(try LocatorCollection(json: [:]) == LocatorCollection())
        #expect(LocatorCollection().toJSON() == ["locators": []])
        #expect(try LocatorCollection.parse(nil) == nil)
        #expect(throws: JSONParseError.self) { try LocatorCollection(json: []) }
    }
}
