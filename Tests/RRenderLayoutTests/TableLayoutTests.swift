import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Tables on their column grid (CSS 2.1 §17, HTML §4.9.12): cells spanning rows take their
/// columns from the rows below, and rows joined by a span stay together. Characters are 8 px
/// wide, lines 20 px; cells are 2 px apart (`border-spacing`).
@Suite struct TableLayoutTests {
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 100))
    let css = "td, th { padding: 0 }"

    @Test func aCellBelowARowspanMovesToTheNextFreeColumn() throws {
        // internallinks.epub's first table: a header row of row-spanning cells but one, whose
        // second row holds only that one's cell.
        let body = "<table><tr><th rowspan='2'>a</th><th>b</th><th rowspan='2'>c</th></tr><tr><th>d</th></tr></table>"
        let page = try #require(try fixture.pages(body: body, css: css).first)
        // `th` centres vertically: "a" and "c" in the middle of 20 + 2 + 20 px.
        #expect(page.dump() == """
            text 2,13 8×20 [0..<1] "a"
            text 12,2 8×20 [0..<1] "b"
            text 22,13 8×20 [0..<1] "c"
            text 12,24 8×20 [0..<1] "d"
            """)
    }

    @Test func aTallSpanningCellGrowsTheLastRowItSpans() throws {
        let body = "<table><tr><td rowspan='2'>a<br/>b<br/>c<br/>d</td><td>e</td></tr><tr><td>f</td></tr><tr><td>g</td></tr></table>"
        let tall = LayoutFixture(viewport: Size(width: 200, height: 400))
        let page = try #require(try tall.pages(body: body, css: "td { padding: 0; vertical-align: top }").first)
        let lines = page.dump().split(separator: "\n")
        // Rows 20 and 80 − 20 − 2 = 58 px: "g" starts at 2 + 80 + 2.
        #expect(lines.contains("text 12,24 8×20 [0..<1] \"f\""), "\(lines)")
        #expect(lines.contains("text 2,84 8×20 [0..<1] \"g\""), "\(lines)")
    }

    @Test func rowsJoinedByASpanAreOneAtom() throws {
        let body = "<table><tr><td rowspan='2'>a</td><td>b</td></tr><tr><td>c</td></tr><tr><td>d</td></tr></table>"
        let flow = try fixture.flow(body: body, css: css)
        #expect(flow.atoms.count == 2)
    }

    @Test func rowspanZeroAndTooLargeSpansReachTheLastRow() throws {
        let body = "<table><tr><td rowspan='0'>a</td><td>b</td></tr><tr><td>c</td></tr><tr><td rowspan='9'>d</td><td>e</td></tr></table>"
        let page = try #require(try fixture.pages(body: body, css: css).first)
        let lines = page.dump().split(separator: "\n")
        #expect(lines.contains("text 12,24 8×20 [0..<1] \"c\""), "\(lines)")
        #expect(lines.contains("text 12,46 8×20 [0..<1] \"d\""), "\(lines)")
    }
}
