import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// `display: inline-block`: a block that sits on a line like one big character, shrunk to fit
/// its content, its last line on the line's baseline (CSS 2.1 §9.2.4, §10.3.9, §10.8.1).
/// Characters are 8 px wide, lines 20 px with the baseline at 16.
@Suite struct InlineBlockTests {
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 400))
    let css = "p { margin: 0 } .ib { display: inline-block }"

    @Test func itShrinksToFitAndSitsOnTheBaseline() throws {
        let page = try #require(
            try fixture.pages(body: "<p>ab <span class='ib' style='border: 1px solid black'>cd ef</span> gh</p>", css: css).first)
        // 40 px of text plus the border; its baseline (17 px down) is the line's, so the line
        // grows to 22 px: 17 above the baseline, 5 below.
        #expect(
            page.dump()
                == """
                text 0,0 90×22 [0..<9] "ab \u{FFFC} gh"
                box 24,0 42×22 border 1,1,1,1
                text 25,1 40×20 [0..<5] "cd ef"
                """.replacingOccurrences(of: "\u{FFFC}", with: ""))
        #expect(page.text == "ab cd ef gh")
    }

    @Test func aGivenWidthWrapsItsTextAndTheLastLineIsTheBaseline() throws {
        let page = try #require(
            try fixture.pages(body: "<p>ab <span class='ib' style='width: 40px'>cdef ghij klmn</span> op</p>", css: css).first)
        #expect(
            page.dump() == """
                text 0,0 88×60 [0..<9] "ab  op"
                text 24,0 32×20 [0..<5] "cdef "
                text 24,20 32×20 [5..<10] "ghij "
                text 24,40 32×20 [10..<14] "klmn"
                """)
        #expect(page.text == "ab cdef ghij klmn op")
    }

    @Test func itMovesToTheNextLineWhole() throws {
        let page = try #require(
            try fixture.pages(body: "<p>aaaa bbbb cccc dddd <span class='ib'>eeee ffff</span></p>", css: css).first)
        let lines = page.dump().split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("text 0,0 "))
        #expect(lines[2] == "text 0,20 72×20 [0..<9] \"eeee ffff\"")
    }

    @Test func anEmptyOneWithASizeTakesItsPlace() throws {
        // Kusamakura's `.block { display: inline-block; height: 4em }`: a box with no text has
        // its bottom margin edge on the baseline.
        let page = try #require(
            try fixture.pages(
                body: "<p>ab<span class='ib' style='width: 16px; height: 40px; background: red'></span>cd</p>", css: css
            ).first)
        #expect(
            page.dump() == """
                text 0,0 48×44 [0..<7] "abcd"
                box 16,0 16×40 background #FF0000
                """)
    }

    @Test func verticalAlignMiddleCentresItHalfAnXHeightAboveTheBaseline() throws {
        // Its midpoint 0.25 em (4 px) above the baseline: 24 px above it, 16 below, so the line
        // is 40 px instead of the 44 of the bottom-on-baseline case above.
        let page = try #require(
            try fixture.pages(
                body:
                    "<p>ab<span class='ib' style='width: 16px; height: 40px; background: red; vertical-align: middle'></span>cd</p>",
                css: css
            ).first)
        #expect(
            page.dump() == """
                text 0,0 48×40 [0..<7] "abcd"
                box 16,0 16×40 background #FF0000
                """)
    }
}
