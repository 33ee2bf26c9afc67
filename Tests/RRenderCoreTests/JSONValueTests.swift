import Foundation
import RRenderCore
import Testing

struct JSONValueTests {
    @Test func serializesWithSortedKeysAndNoEscapedSlashes() {
        let value: JSONValue = ["b": 1, "a": ["z": true, "c": nil], "href": "OPS/ch1.xhtml"]
        #expect(value.serialized() == #"{"a":{"c":null,"z":true},"b":1,"href":"OPS/ch1.xhtml"}"#)
    }

    @Test func prettyOutputIndentsByTwoSpaces() {
        let value: JSONValue = ["locators": [], "metadata": ["title": "T"]]
        #expect(
            value.serialized(pretty: true) == """
                {
                  "locators": [],
                  "metadata": {
                    "title": "T"
                  }
                }
                """)
    }

    @Test(arguments: [
        (JSONValue.number(42), "42"), (.number(0), "0"), (.number(-3), "-3"), (.number(0.375), "0.375"),
        (.number(25.32), "25.32"), (.number(1.0 / 3.0), "0.3333333333333333"), (.number(.nan), "null")
    ])
    func formatsNumbers(value: JSONValue, text: String) {
        #expect(value.serialized() == text)
    }

    @Test func escapesStringsAndKeepsUnicode() {
        let value: JSONValue = .string("a\"b\\c\nd\u{01}夏")
        #expect(value.serialized() == #""a\"b\\c\nd\u0001夏""#)
    }

    @Test func parsesEveryKindOfValueAndRoundTrips() throws {
        let text = #"{"array":[1,2.5,"x",false,null],"bool":true,"nested":{"k":"v"},"number":7}"#
        let value = try JSONValue(parsing: text)
        #expect(value["bool"] == .bool(true))
        #expect(value["number"]?.intValue == 7)
        #expect(value["array"]?.arrayValue?.count == 5)
        #expect(value["array"]?.arrayValue?[3] == .bool(false))
        #expect(value.serialized() == text)
    }

    @Test func invalidTextIsASyntaxError() {
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: "{\"a\": ") }
    }

    @Test func codableRoundTrip() throws {
        let value: JSONValue = ["a": [1, "two", nil, ["three": 3.5]]]
        let data = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(JSONValue.self, from: data) == value)
    }
}
