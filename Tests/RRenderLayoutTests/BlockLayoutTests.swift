import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Block stacking, margins and inline formatting, as layout snapshots with the fixed shaper:
/// characters are 8 px wide (16 px × 0.5), lines 20 px tall with the baseline at 16.
@Suite struct BlockLayoutTests {
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 400))

    @Test func paragraphsStackWithCollapsedMargins() throws {
        let page = try #require(try fixture.pages(body: "<p>One</p><p>Two</p>", css: "p { margin: 10px 0 20px }").first)
        #expect(
            page.dump() == """
                text 0,10 24×20 [0..<3] "One"
                text 0,50 24×20 [0..<3] "Two"
                """)
    }

    @Test func parentAndChildMarginsCollapseUnlessSeparatedByBorder() throws {
        let collapsed = try fixture.pages(body: "<div><p>A</p></div>", css: "div { margin-top: 30px } p { margin: 10px 0 }")
        #expect(collapsed[0].dump() == "text 0,30 8×20 [0..<1] \"A\"")
        let separated = try fixture.pages(
            body: "<div><p>A</p></div>",
            css: "div { margin-top: 30px; border-top: 2px solid black } p { margin: 10px 0 }")
        // The border keeps the top margins apart; the bottom one still collapses through the div.
        #expect(
            separated[0].dump() == """
                box 0,30 200×32 border 2,0,0,0
                text 0,42 8×20 [0..<1] "A"
                """)
    }

    @Test func linesWrapAtSpacesAndKeepInlineStylesAsRuns() throws {
        let flow = try fixture.flow(body: "<p>aaa bbb <em>ccc</em> ddd eee fff ggg hhh</p>")
        let texts = flow.atoms.flatMap(\.fragments).compactMap { fragment -> String? in
            guard case .text(let line) = fragment else { return nil }
            return line.paragraph.spec.text(in: line.byteRange)
        }
        // 200 px hold 25 characters: "aaa bbb ccc ddd eee fff " is 24.
        #expect(texts == ["aaa bbb ccc ddd eee fff ", "ggg hhh"])
        guard case .text(let first)? = flow.atoms.first?.fragments.first else { Issue.record("no text"); return }
        #expect(first.paragraph.spec.runs.map(\.style.italic) == [false, true, false])
    }

    @Test func whiteSpaceCollapsesAcrossElementsAndPreKeepsIt() throws {
        let pages = try fixture.pages(body: "<p>  a \n  <b> b </b>  c  </p><pre>x  y\nz</pre>")
        #expect(pages[0].text == "a b c\nx  y\nz")
    }

    @Test func textIndentAlignmentAndWidth() throws {
        let page = try fixture.pages(
            body: "<p class='i'>Indented</p><p class='c'>Mid</p><div class='w'>Narrow box text</div>",
            css: "p { margin: 0 } .i { text-indent: 16px } .c { text-align: center } .w { width: 80px; margin: 0 auto }")[0]
        #expect(
            page.dump() == """
                text 16,0 64×20 [0..<8] "Indented"
                text 88,20 24×20 [0..<3] "Mid"
                text 60,40 80×20 [0..<11] "Narrow box "
                text 60,60 32×20 [11..<15] "text"
                """)
    }

    @Test func longWordsOverflowUnlessOverflowWrapLetsThemBreak() throws {
        let word = String(repeating: "x", count: 30)
        let overflowing = try fixture.pages(body: "<p>\(word)</p>", css: "p { margin: 0 }")[0]
        #expect(overflowing.dump() == "text 0,0 240×20 [0..<30] \"\(word)\"")
        let broken = try fixture.pages(body: "<p>\(word)</p>", css: "p { margin: 0; word-wrap: break-word }")[0]
        #expect(
            broken.dump() == """
                text 0,0 200×20 [0..<25] "\(word.prefix(25))"
                text 0,20 40×20 [25..<30] "xxxxx"
                """)
    }

    @Test func displayNoneDisappearsAndListItemsGetMarkers() throws {
        let page = try fixture.pages(
            body: "<ol><li>First</li><li style='display:none'>Hidden</li><li>Second</li></ol>",
            css: "ol { margin: 0; padding-left: 40px }")[0]
        #expect(
            page.dump() == """
                marker 16,0 16×20 [0..<2] "1."
                text 40,0 40×20 [0..<5] "First"
                marker 16,20 16×20 [0..<2] "2."
                text 40,20 48×20 [0..<6] "Second"
                """)
        #expect(page.text == "First\nSecond")
    }

    /// `ol type`, `start`, `reversed` and `li value` (HTML §4.4.5, §4.4.8, §15.3.8).
    @Test func orderedListAttributesNumberTheMarkers() throws {
        func markers(_ body: String) throws -> [String] {
            try fixture.pages(body: body, css: "ol { margin: 0; padding-left: 40px }")[0].dump()
                .split(separator: "\n").filter { $0.hasPrefix("marker") }.map { String($0.split(separator: "\"")[1]) }
        }
        #expect(try markers("<ol type='a' start='3'><li>x</li><li>y</li></ol>") == ["c.", "d."])
        #expect(try markers("<ol type='I' reversed='reversed'><li>x</li><li>y</li><li>z</li></ol>") == ["III.", "II.", "I."])
        #expect(try markers("<ol type='i'><li>x</li><li value='9'>y</li><li>z</li></ol>") == ["i.", "ix.", "x."])
        #expect(try markers("<ol reversed='' start='2'><li>x</li><li>y</li><li>z</li></ol>") == ["2.", "1.", "0."])
        #expect(try markers("<ol type='A'><li>x</li><li type='1'>y</li></ol>") == ["A.", "2."])
    }

    @Test func anEmptyListItemDoesNotPassItsMarkerOn() throws {
        let page = try fixture.pages(body: "<ul><li></li><li>Second</li></ul>", css: "ul { margin: 0; padding-left: 40px }")[0]
        #expect(
            page.dump() == """
                marker 24,0 8×20 [0..<3] "•"
                text 40,0 48×20 [0..<6] "Second"
                """)
    }

    /// A counter ends a space's width before the item ("1. ", CSS Counter Styles 3 §6.1); a
    /// bullet half an em. Characters here are 4 px (a quarter of the 16 px font).
    @Test func aCounterMarkerEndsASpaceBeforeTheItemAndABulletHalfAnEm() throws {
        let narrow = LayoutFixture(viewport: Size(width: 200, height: 100), shaper: FixedAdvanceShaper(advance: 0.25))
        let css = "ol, ul { margin: 0; padding-left: 40px }"
        let ordered = try narrow.pages(body: "<ol><li>First</li></ol>", css: css)[0]
        #expect(ordered.dump().hasPrefix("marker 28,0 8×20 [0..<2] \"1.\""), "\(ordered.dump())")
        let bulleted = try narrow.pages(body: "<ul><li>First</li></ul>", css: css)[0]
        #expect(bulleted.dump().hasPrefix("marker 28,0 4×20 [0..<3] \"•\""), "\(bulleted.dump())")
    }

    @Test func anInsideMarkerIsTheFirstTextOfTheItem() throws {
        let page = try fixture.pages(
            body: "<ol><li> First</li><li>Second one that wraps onto a second line</li></ol>",
            css: "ol { margin: 0; padding-left: 40px; list-style-position: inside }")[0]
        // The marker starts the line and the text wraps under it, not under the text after it.
        #expect(
            page.dump() == """
                text 40,0 64×20 [0..<8] "First"
                text 40,20 144×20 [0..<19] "Second one that "
                text 40,40 152×20 [19..<39] "wraps onto a second "
                text 40,60 32×20 [39..<43] "line"
                """)
        #expect(page.text == "First\nSecond one that wraps onto a second line")
    }

    @Test func firstLineStylesOnlyTheFirstLine() throws {
        // Moby-Dick's `header + p:first-line`: at 32 px (16 px a character) the first line holds
        // two words; the rest of the paragraph keeps its own size and case.
        let css = "p { margin: 0 } p::first-line { font-size: 32px; text-transform: uppercase; color: red }"
        let page = try fixture.pages(body: "<p>aaaa bbbb cccc dddd eeee</p>", css: css)[0]
        #expect(
            page.dump() == """
                text 0,0 144×40 [0..<10] "AAAA BBBB "
                text 0,40 112×20 [10..<24] "cccc dddd eeee"
                """)
        guard case .text(let line)? = page.fragments.first else { Issue.record("no text"); return }
        #expect(line.paragraph.spec.runs.map(\.style.color) == [Color(red: 255, green: 0, blue: 0), .black])
        // Inside a div, the first line is that of its first paragraph.
        let nested = try fixture.pages(
            body: "<div><p>aaaa bbbb cccc</p><p>dddd</p></div>",
            css: "p { margin: 0 } div::first-line { text-transform: uppercase }")[0]
        #expect(nested.text == "AAAA BBBB CCCC\ndddd")
    }

    @Test func linksBecomeRegionsOnEachLineTheyCover() throws {
        let page = try fixture.pages(
            body: "<p>see <a href='ch2.xhtml#x'>the other chapter now</a> and</p>", css: "p { margin: 0 }")[0]
        // "see the other chapter now " fills the first line (26 characters, the space hanging).
        #expect(page.links.map(\.href) == ["ch2.xhtml#x"])
        #expect(page.links.map(\.rect) == [Rect(x: 32, y: 0, width: 168, height: 20)])
        let wrapped = try fixture.pages(
            body: "<p>see also <a href='ch2.xhtml#x'>the other chapter</a></p>", css: "p { margin: 0 }")[0]
        #expect(wrapped.links.map(\.rect) == [Rect(x: 72, y: 0, width: 80, height: 20), Rect(x: 0, y: 20, width: 56, height: 20)])
    }

    @Test func backgroundsAndBordersAreBoxFragments() throws {
        let page = try fixture.pages(
            body: "<blockquote>Quote</blockquote>",
            css: "blockquote { margin: 5px; padding: 4px; background-color: #eeeeee; border-left: 3px solid red }")[0]
        #expect(
            page.dump() == """
                box 5,5 190×28 background #EEEEEE border 0,0,0,3
                text 12,9 40×20 [0..<5] "Quote"
                """)
    }
}
