import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// MathML without math layout (linear-algebra.epub): white space between MathML elements is
/// dropped, operators are spaced from a small operator dictionary, and an `mtable` sits on the
/// line as an inline table. Characters are 8 px wide at 16 px.
@Suite struct MathMLFallbackTests {
    let fixture = LayoutFixture(viewport: Size(width: 400, height: 400))
    let math = "xmlns='http://www.w3.org/1998/Math/MathML'"

    @Test func whiteSpaceBetweenElementsIsDroppedAndARelationGetsThickSpaces() throws {
        let body = "<p>a <math \(math)>\n <mi>x</mi>\n <mo>=</mo>\n <mo>−</mo>\n <mn>1</mn>\n</math></p>"
        let page = try #require(try fixture.pages(body: body, css: "p { margin: 0 }").first)
        // "a " 16 px, x 8, = with 0.2778 em (4.44 px) each side, − in prefix form unspaced, 1.
        let text = try #require(page.dump().split(separator: "\n").first { $0.hasPrefix("text") })
        #expect(text.hasPrefix("text 0,0 56.89×"), "\(text)")
        #expect(page.text == "a x=−1")
    }

    @Test func aSeparatorHasAThinSpaceAfterItOnly() throws {
        let body = "<p><math \(math)><mi>x</mi><mo>,</mo><mi>y</mi></math></p>"
        let page = try #require(try fixture.pages(body: body, css: "p { margin: 0 }").first)
        let text = try #require(page.dump().split(separator: "\n").first { $0.hasPrefix("text") })
        #expect(text.hasPrefix("text 0,0 26.67×"), "8 + 8 + 0.1667 em + 8: \(text)")
    }

    @Test func aTableStaysOnTheLineOfTheTextAroundIt() throws {
        let body =
            "<p>v = <math \(math)><mtable><mtr><mtd><mn>1</mn></mtd></mtr><mtr><mtd><mn>2</mn></mtd></mtr></mtable></math> end</p>"
        let page = try #require(try fixture.pages(body: body, css: "p { margin: 0 } mtd { padding: 0 }").first)
        let texts = page.dump().split(separator: "\n").filter { $0.hasPrefix("text") }
        // One line holds "v = " and " end" around the table; the cells are placed after "v = ".
        #expect(texts.first?.contains("\"v =  end\"") == true, "\(texts)")
        #expect(texts.dropFirst().allSatisfy { $0.hasPrefix("text 32,") }, "\(texts)")
    }
}
