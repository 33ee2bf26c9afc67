import RRenderLayout
import RRenderXML
import Testing

/// Per-character `x`/`y`/`dx`/`dy` lists (SVG 1.1 §10.4–10.5) become one `<tspan>` per
/// positioned character, which librsvg 2.54 follows (it reads only a list's first value).
@Suite struct SVGTextPositionsTests {
    /// The serialisation of the prepared `<text>` element in `svg`'s content.
    func prepared(_ content: String) throws -> String {
        let source = "<svg xmlns='http://www.w3.org/2000/svg'>\(content)</svg>"
        let root = try DOMParser.parseXML(Array(source.utf8), location: "t.svg").root
        var preparer = SVGSelfContained(resolve: { _ in nil }, read: { _ in nil })
        let svg = DOMSerializer.serialize(preparer.prepare(root))
        let start = try #require(svg.range(of: "<text"))
        let end = try #require(svg.range(of: "</text>", options: .backwards))
        return String(svg[start.lowerBound..<end.upperBound])
    }

    @Test func eachPositionedCharacterGetsItsOwnTspan() throws {
        #expect(
            try prepared("<text x='10 20 30' y='5' fill='red'>abcd</text>") == """
                <text fill="red" xml:space="preserve"><tspan x="10" y="5">a</tspan><tspan x="20">b</tspan>\
                <tspan x="30">cd</tspan></text>
                """)
    }

    @Test func innerListsWinAndOuterListsCountCharactersAcrossTspans() throws {
        // The text's list covers characters 0–3; the tspan's own x list wins for its first one.
        #expect(
            try prepared("<text x='0,10,20,30' y='1'>a<tspan x='99' dy='2 3'>bc</tspan>d</text>") == """
                <text xml:space="preserve"><tspan x="0" y="1">a</tspan><tspan><tspan x="99" dy="2">b</tspan>\
                <tspan x="20" dy="3">c</tspan></tspan><tspan x="30">d</tspan></text>
                """)
    }

    @Test func whiteSpaceCollapsesAsSVGDoes() throws {
        // Newlines dropped, runs of spaces as one, none at the ends (xml:space="default").
        #expect(
            try prepared("<text x='1 2 3 4'>\n  a  b\n </text>") == """
                <text xml:space="preserve"><tspan x="1">a</tspan><tspan x="2"> </tspan><tspan x="3">b</tspan></text>
                """)
    }

    @Test func aCharacterOutsideTheBMPTakesTwoValues() throws {
        #expect(
            try prepared("<text x='1 2 3 4'>a😀b</text>") == """
                <text xml:space="preserve"><tspan x="1">a</tspan><tspan x="2">😀</tspan><tspan x="4">b</tspan></text>
                """)
    }

    @Test func textWithoutListsIsLeftAlone() throws {
        #expect(try prepared("<text x='10' y='5'>  ab  </text>") == "<text x=\"10\" y=\"5\">  ab  </text>")
        #expect(try prepared("<text x='1 2' xml:space='preserve'>ab</text>").contains("x=\"1 2\""))
    }
}
