import RRenderCore
import Testing

/// Cases from readium/swift-toolkit `Locator+HTMLTests.swift` and `DOMRangeTests.swift`.
struct LocatorHTMLTests {
    @Test func readsCSSSelectorAndPartialCFI() throws {
        let locations = try Locator.Locations(json: ["cssSelector": "p", "partialCfi": "/4/2/8:3"])
        #expect(locations.cssSelector == "p")
        #expect(locations.partialCFI == "/4/2/8:3")
        #expect(Locator.Locations().cssSelector == nil)
        #expect(Locator.Locations().partialCFI == nil)
    }

    @Test func readsAndWritesDOMRange() throws {
        let json: JSONValue = [
            "domRange": ["start": ["cssSelector": "p", "textNodeIndex": 4], "end": ["cssSelector": "a", "textNodeIndex": 2]]
        ]
        var locations = try Locator.Locations(json: json)
        let range = DOMRange(start: .init(cssSelector: "p", textNodeIndex: 4), end: .init(cssSelector: "a", textNodeIndex: 2))
        #expect(locations.domRange == range)
        #expect(locations.toJSON() == json)
        locations.domRange = DOMRange(start: .init(cssSelector: "q", textNodeIndex: 0, charOffset: 3))
        #expect(locations.toJSON() == ["domRange": ["start": ["cssSelector": "q", "textNodeIndex": 0, "charOffset": 3]]])
    }

    @Test func domRangeRequiresStart() throws {
        #expect(throws: JSONParseError.self) { try DOMRange(json: ["end": ["cssSelector": "p", "textNodeIndex": 4]]) }
        #expect(try DOMRange.parse(nil) == nil)
        #expect(
            try DOMRange(json: ["start": ["cssSelector": "p", "textNodeIndex": 4]]).toJSON()
                == ["start": ["cssSelector": "p", "textNodeIndex": 4]])
    }

    @Test func pointRules() throws {
        #expect(
            try DOMRange.Point(json: ["cssSelector": "p", "textNodeIndex": 4, "charOffset": 32])
                == DOMRange.Point(cssSelector: "p", textNodeIndex: 4, charOffset: 32))
        #expect(
            try DOMRange.Point(json: ["cssSelector": "p", "textNodeIndex": 4, "offset": 32])
                == DOMRange.Point(cssSelector: "p", textNodeIndex: 4, charOffset: 32), "legacy offset")
        #expect(
            try DOMRange.Point(json: ["cssSelector": "p", "textNodeIndex": 0])
                == DOMRange.Point(cssSelector: "p", textNodeIndex: 0))
        #expect(try DOMRange.Point(json: ["cssSelector": "p", "textNodeIndex": 1, "charOffset": 0]).charOffset == 0)
        #expect(try DOMRange.Point(json: ["cssSelector": "p", "textNodeIndex": 1, "charOffset": -1]).charOffset == nil)
        #expect(throws: JSONParseError.self) { try DOMRange.Point(json: ["cssSelector": "p", "textNodeIndex": -1]) }
        #expect(throws: JSONParseError.self) { try DOMRange.Point(json: ["textNodeIndex": 4]) }
        #expect(throws: JSONParseError.self) { try DOMRange.Point(json: ["cssSelector": "p"]) }
        #expect(throws: JSONParseError.self) { try DOMRange.Point(json: "") }
        #expect(try DOMRange.Point.parse(nil) == nil)
    }
}
