import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Inline elements' margins, borders, padding and backgrounds (CSS 2.1 §8, §10.8.1): the
/// horizontal edges take room on the line; the background and borders are drawn around the
/// content area (here 12.8 px above the baseline and 3.2 below), sliced where the box breaks
/// across lines. Characters are 8 px wide, lines 20 px with the baseline at 16.
@Suite struct InlineBoxTests {
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 400))

    @Test func horizontalEdgesTakeRoomAndTheBorderIsDrawnInsideTheMargins() throws {
        let body = "<p>ab <span style='margin: 0 2px; border: 1px solid black; padding: 3px 4px'>cd</span> ef</p>"
        let page = try #require(try fixture.pages(body: body, css: "p { margin: 0 }").first)
        // "ab " is 24 px; each edge is 2 + 1 + 4 = 7 px; the border box runs from 24 + 2 to
        // 24 + 7 + 16 + 7 − 2, from the baseline − 12.8 − 3 − 1 to the baseline + 3.2 + 3 + 1.
        #expect(
            page.dump() == """
                box 26,-0.8 26×24 border 1,1,1,1
                text 0,0 78×20 [0..<14] "ab cd ef"
                """)
        #expect(page.text == "ab cd ef")
    }

    @Test func aBackgroundAloneMovesNothing() throws {
        let body = "<p>ab <code style='background: #EEEEEE'>cd</code> ef</p>"
        let page = try #require(try fixture.pages(body: body, css: "p { margin: 0 } code { font: inherit }").first)
        #expect(
            page.dump() == """
                box 24,3.2 16×16 background #EEEEEE
                text 0,0 64×20 [0..<14] "ab cd ef"
                """)
    }

    @Test func aBoxBrokenAcrossLinesHasItsStartBorderOnTheFirstAndItsEndBorderOnTheLast() throws {
        let body = "<p>aaaa bbbb cccc dddd <span style='border: 2px solid red'>eeee ffff</span> gg</p>"
        let page = try #require(try fixture.pages(body: body, css: "p { margin: 0 }").first)
        let boxes = page.dump().split(separator: "\n").filter { $0.hasPrefix("box") }
        #expect(boxes.count == 2)
        #expect(boxes.first?.hasPrefix("box 160,") == true && boxes.first?.hasSuffix("border 2,0,2,2") == true, "\(boxes)")
        #expect(boxes.last?.hasPrefix("box 0,") == true && boxes.last?.hasSuffix("border 2,2,2,0") == true, "\(boxes)")
        #expect(page.text == "aaaa bbbb cccc dddd eeee ffff gg")
    }

    @Test func edgesCountInTheMinAndMaxContentWidthsOfATableCell() throws {
        // Georgia's list of governors: ditto marks pushed apart by `padding-left`.
        let body = "<table><tr><td>ab</td><td><span style='padding-left: 40px'>c</span></td><td>d</td></tr></table>"
        let page = try #require(try fixture.pages(body: body, css: "td { padding: 0 }").first)
        let texts = page.dump().split(separator: "\n").filter { $0.hasPrefix("text") }
        // Cells 2 px apart (border-spacing): "ab" (16 px), then 40 + 8 px, then "d".
        #expect(texts == ["text 2,2 16×20 [0..<2] \"ab\"", "text 20,2 48×20 [0..<7] \"c\"", "text 70,2 8×20 [0..<1] \"d\""])
    }
}
