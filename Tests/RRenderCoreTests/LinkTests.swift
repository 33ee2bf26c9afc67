import RRenderCore
import Testing

/// Cases from readium/swift-toolkit `LinkTests.swift` (readium.md §6).
struct LinkTests {
    let fullLink = Link(
        href: "http://href", mediaType: .pdf, templated: true, title: "Link Title", rels: ["publication", "cover"],
        properties: ["orientation": "landscape"], height: 1024, width: 768, bitrate: 74.2, duration: 45.6,
        languages: ["fr"], alternates: [Link(href: "/alternate1"), Link(href: "/alternate2")],
        children: [Link(href: "http://child1"), Link(href: "http://child2")])

    @Test func parsesMinimalJSON() throws {
        #expect(try Link(json: ["href": "http://href"]) == Link(href: "http://href"))
    }

    @Test func parsesFullJSON() throws {
        let json: JSONValue = [
            "href": "http://href", "type": "application/pdf", "templated": true, "title": "Link Title",
            "rel": ["publication", "cover"], "properties": ["orientation": "landscape"],
            "height": 1024, "width": 768, "bitrate": 74.2, "duration": 45.6, "language": "fr",
            "alternate": [["href": "/alternate1"], ["href": "/alternate2"]],
            "children": [["href": "http://child1"], ["href": "http://child2"]]
        ]
        #expect(try Link(json: json) == fullLink)
    }

    @Test func rejectsNonObjectsAndMissingHref() {
        #expect(throws: JSONParseError.notAnObject(model: "Link")) { try Link(json: "") }
        #expect(throws: JSONParseError.missingKey(model: "Link", key: "href")) { try Link(json: ["type": "application/pdf"]) }
    }

    @Test func percentEncodesAnInvalidHref() throws {
        let link = try Link(json: ["href": "01_Note de l editeur audio.mp3"])
        #expect(link.href == "01_Note%20de%20l%20editeur%20audio.mp3")
    }

    @Test func keepsTemplatesVerbatim() throws {
        let link = try Link(json: ["href": "https://catalog.feedbooks.com/search.json{?query}", "templated": true])
        #expect(link.href == "https://catalog.feedbooks.com/search.json{?query}")
        #expect(link.templated)
    }

    @Test func relMayBeAString() throws {
        #expect(try Link(json: ["href": "a", "rel": "publication"]) == Link(href: "a", rels: ["publication"]))
    }

    @Test func templatedDefaultsToFalseAlsoWhenNull() throws {
        #expect(try Link(json: ["href": "a"]).templated == false)
        #expect(try Link(json: ["href": "a", "templated": nil]).templated == false)
    }

    @Test func parsesSeveralLanguages() throws {
        #expect(try Link(json: ["href": "a", "language": ["fr", "en"]]) == Link(href: "a", languages: ["fr", "en"]))
    }

    @Test(arguments: ["width", "height", "bitrate", "duration"])
    func dropsNonPositiveSizes(key: String) throws {
        #expect(try Link(json: ["href": "a", key: -20]) == Link(href: "a"))
        #expect(try Link(json: ["href": "a", key: 0]) == Link(href: "a"))
    }

    @Test func arraysSkipInvalidLinks() {
        let links = [Link](json: [["title": "Title"], ["href": "http://child2"]])
        #expect(links == [Link(href: "http://child2")])
        #expect([Link](json: nil) == [])
    }

    @Test func writesMinimalJSONWithTemplated() {
        #expect(Link(href: "http://href").toJSON() == ["href": "http://href", "templated": false])
    }

    @Test func writesFullJSON() {
        let expected: JSONValue = [
            "href": "http://href", "type": "application/pdf", "templated": true, "title": "Link Title",
            "rel": ["publication", "cover"], "properties": ["orientation": "landscape"],
            "height": 1024, "width": 768, "bitrate": 74.2, "duration": 45.6, "language": ["fr"],
            "alternate": [["href": "/alternate1", "templated": false], ["href": "/alternate2", "templated": false]],
            "children": [["href": "http://child1", "templated": false], ["href": "http://child2", "templated": false]]
        ]
        #expect(fullLink.toJSON() == expected)
    }

    @Test func jsonStringIsDeterministicAndRoundTrips() throws {
        let text = fullLink.jsonString()
        #expect(text.hasPrefix(#"{"alternate":[{"href":"/alternate1","templated":false}"#))
        #expect(try Link(jsonString: text) == fullLink)
    }

    @Test func exposesEPUBProperties() {
        let link = Link(href: "p.xhtml", properties: ["page": "left", "layout": "fixed"])
        #expect(link.page == .left)
        #expect(link.layout == .fixed)
        #expect(Link(href: "p.xhtml", properties: ["page": "middle"]).page == nil)
    }
}
