import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Positioning (CSS 2.1 §9.3–§9.9, §10.3.7, §10.6.4, Appendix E) and `overflow` clipping, as
/// layout dumps. Fixed shaper: 8 px characters, 20 px lines.
@Suite struct PositionedLayoutTests {
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 400))
    let base = "body { margin: 0 } p { margin: 0 } "

    /// Each text line as `"text" x,y`, in painting order.
    private func lines(_ page: PageLayout) -> [String] { page.placedLines }

    @Test func aRelativeBoxMovesWithoutMovingWhatFollows() throws {
        let body = "<p class='r'>abc</p><p>def</p>"
        let page = try fixture.pages(
            body: body, css: base + ".r { position: relative; left: 10px; top: 5px; background-color: #eeeeee }")[0]
        // Painted after the in-flow content (CSS 2.1 Appendix E, step 8), read first.
        #expect(lines(page) == ["def 0,20", "abc 10,5"])
        #expect(page.dump().hasSuffix("box 10,5 200×20 background #EEEEEE\ntext 10,5 24×20 [0..<3] \"abc\""))
        #expect(page.text == "abc\ndef")
        let right = try fixture.pages(body: body, css: base + ".r { position: relative; right: 10px; bottom: 5px }")[0]
        #expect(lines(right) == ["def 0,20", "abc -10,-5"])
    }

    @Test func aRelativeInlineElementIsRaisedByItsTopOffset() throws {
        let page = try fixture.pages(
            body: "<p>x<sup>2</sup></p>",
            css: base + "sup { position: relative; top: -0.5em; vertical-align: baseline; font-size: 10px }")[0]
        guard case .text(let line)? = page.fragments.first else { Issue.record("no line"); return }
        let shifts = line.paragraph.spec.runs.map(\.style.baselineShift)
        #expect(shifts.contains(5), "raised by half its 10 px em")
    }

    /// CSS 2.1 §10.3.7: the static position of a box that was inline is where it would have
    /// been in its line, the text around it left on one line.
    @Test func anInlineAbsoluteBoxKeepsItsPlaceInTheLineAsItsStaticPosition() throws {
        let page = try fixture.pages(body: "<p>abcd<span>X</span>efgh</p>", css: base + "span { position: absolute }")[0]
        #expect(lines(page) == ["abcdefgh 0,0", "X 32,0"])
        // A block after text keeps the block's place: the next line's start.
        let block = try fixture.pages(
            body: "<p>abcd<span>X</span>efgh</p>", css: base + "span { position: absolute; display: block }")[0]
        #expect(lines(block).last == "X 0,20")
    }

    @Test func anAbsoluteBoxIsPlacedInItsPositionedAncestorsPaddingBoxAndLeavesTheFlow() throws {
        let body = "<div class='frame'><p>in</p><p class='cap'>cap</p></div><p>after</p>"
        let css =
            base + """
                .frame { position: relative; margin-top: 30px; width: 150px; height: 100px; padding: 5px; border: 1px solid black }
                .cap { position: absolute; right: 10px; bottom: 10px }
                """
        let page = try fixture.pages(body: body, css: css)[0]
        // Padding box: x 1..161, y 31..141; the caption shrinks to 24 px, its bottom 10 px above 141.
        #expect(
            lines(page) == ["after 0,142", "in 6,36", "cap 127,111"],
            "out of the flow; the relative frame and its caption painted over the flow")
        let stretched = try fixture.pages(body: body, css: css + ".cap { left: 10px; top: 10px; background-color: #eeeeee }")[0]
        #expect(
            stretched.dump().contains("box 11,41 140×90 background #EEEEEE"), "left and right, top and bottom stretch auto sizes")
    }

    @Test func withoutAPositionedAncestorTheInitialContainingBlockIsThePageOfItsStaticPosition() throws {
        let fixture = LayoutFixture(viewport: Size(width: 200, height: 100), margin: 10)
        let filler = (1...6).map { "<p>line \($0)</p>" }.joined()
        let page = try fixture.pages(
            body: filler + "<p class='a'>abs</p>", css: base + ".a { position: absolute; left: 20px; top: 30px }")
        #expect(page.count == 2)
        #expect(!lines(page[0]).contains { $0.hasPrefix("abs") })
        #expect(lines(page[1]).last == "abs 30,40", "on the page its static position is on, from the content area's corner")
        let staticTop = try fixture.pages(
            body: filler + "<p class='a'>abs</p>", css: base + ".a { position: absolute; left: 20px }")
        #expect(lines(staticTop[1]).last == "abs 30,50", "top: auto keeps its static position (after line 6)")
    }

    @Test func aBoxInTheFlowsCoordinatesIsOnThePageItsTopIsOn() throws {
        // A quote mark at the top corner of a block that runs over two pages, given after its
        // content (`blockquote::after`): shown at the block's top, on the first page.
        let fixture = LayoutFixture(viewport: Size(width: 200, height: 100))
        let lines = (1...6).map { "<p>line \($0)</p>" }.joined()
        let pages = try fixture.pages(
            body: "<div class='q'>\(lines)<p class='mark'>m</p></div>",
            css: base + ".q { position: relative; margin-top: 10px } .mark { position: absolute; top: 0; right: 0 }")
        #expect(pages.count == 2)
        #expect(self.lines(pages[0]).last == "m 192,10")
        #expect(!self.lines(pages[1]).contains { $0.hasPrefix("m ") })
    }

    @Test func aFixedBoxIsPlacedAgainstThePageBox() throws {
        let fixture = LayoutFixture(viewport: Size(width: 200, height: 100), margin: 10)
        let page = try fixture.pages(
            body: "<div style='position: relative'><p>x</p><p class='f'>fix</p></div>",
            css: base + ".f { position: fixed; right: 0; bottom: 0 }")[0]
        #expect(lines(page) == ["x 10,10", "fix 176,80"])
    }

    @Test func aPageOfPositionedBoxesOnlyIsOnePageShowingThemAll() throws {
        let body = "<div class='a'>one</div><div class='b'>two</div>"
        let css =
            base
            + ".a, .b { position: absolute; width: 100px; height: 50px } .a { left: 0; top: 0 } .b { left: 100px; top: 350px }"
        let pages = try fixture.pages(body: body, css: css)
        #expect(pages.count == 1)
        #expect(lines(pages[0]) == ["one 0,0", "two 100,350"])
        #expect(pages[0].text == "one\ntwo")
    }

    @Test func zIndexOrdersTheLayersAroundTheInFlowContent() throws {
        let body =
            "<p class='high'>high</p><p class='low'>low</p><p class='flow'>flow</p><p class='auto'>auto</p><p class='zero'>zero</p>"
        let css =
            base + """
                p { position: absolute; top: 0; left: 0 } .flow { position: static; background-color: #eeeeee }
                .high { z-index: 5 } .low { z-index: -1 } .zero { z-index: 0 }
                """
        let page = try fixture.pages(body: body, css: css)[0]
        #expect(lines(page).map { $0.split(separator: " ")[0] } == ["low", "flow", "auto", "zero", "high"])
        let dump = page.dump().split(separator: "\n")
        #expect(
            dump.firstIndex { $0.contains("\"low\"") }! < dump.firstIndex { $0.hasPrefix("box") }!,
            "a negative layer is painted under in-flow backgrounds")
    }

    @Test func aRelativeBlockIsPaintedAmongThePositionedBoxesInTreeOrder() throws {
        // A fixed-layout page's usual shape: a picture placed absolutely, text in a relative block after it.
        let body = "<div class='bg'>bg</div><div class='r'>rel</div><p>flow</p>"
        let css =
            base
            + ".bg { position: absolute; top: 0; left: 0; width: 200px; height: 100px; background-color: #eeeeee } .r { position: relative; background-color: #dddddd }"
        let page = try fixture.pages(body: body, css: css)[0]
        #expect(lines(page) == ["flow 0,20", "bg 0,0", "rel 0,0"], "the relative block over the picture before it")
        let dump = page.dump().split(separator: "\n")
        #expect(dump.firstIndex { $0.contains("#DDDDDD") }! > dump.firstIndex { $0.contains("#EEEEEE") }!)
        let under = try fixture.pages(body: body, css: css + ".bg { z-index: 1 }")[0]
        #expect(lines(under) == ["flow 0,20", "rel 0,0", "bg 0,0"])
        #expect(page.text == "rel\nflow\nbg", "the text stays in reading order (positioned boxes last)")
        // Without positioned boxes too: moved over the text after it, it covers that text.
        let alone = try fixture.pages(body: "<div class='r moved'>rel</div><p>flow</p>", css: css + ".moved { top: 20px }")[0]
        #expect(lines(alone) == ["flow 0,20", "rel 0,20"])
        let drawn = alone.dump().split(separator: "\n")
        #expect(drawn.firstIndex { $0.contains("#DDDDDD") }! > drawn.firstIndex { $0.contains("\"flow\"") }!)
        #expect(alone.text == "rel\nflow")
    }

    @Test func aStackingContextKeepsItsPositionedDescendants() throws {
        let body = "<div class='ctx'>ctx<p class='under'>under</p></div><p class='sibling'>sibling</p>"
        let css =
            base + """
                .ctx { position: absolute; z-index: 1; background-color: #eeeeee; width: 100px; height: 50px }
                .under { position: absolute; z-index: -5; top: 20px } .sibling { position: absolute; z-index: 2; top: 100px }
                """
        let page = try fixture.pages(body: body, css: css)[0]
        #expect(
            lines(page) == ["under 0,20", "ctx 0,0", "sibling 0,100"],
            "the child's negative z-index is inside its parent's context: over its background, under its text")
        #expect(page.dump().hasPrefix("box 0,0 100×50"))
    }

    @Test func overflowHiddenClipsTheContentToThePaddingBox() throws {
        let body = "<div class='box'>abcdefghijklmnop</div>"
        let css =
            base
            + ".box { position: absolute; left: 10px; top: 10px; width: 50px; height: 20px; padding: 2px; border: 1px solid black; overflow: hidden }"
        let dump = try fixture.pages(body: body, css: css)[0].dump().split(separator: "\n").map(String.init)
        #expect(dump[0].hasPrefix("box 10,10 56×26"))
        #expect(dump[1] == "clip 11,11 54×24")
        #expect(dump[2].hasPrefix("text 13,13"))
        #expect(dump.last == "endclip")
        let visible = try fixture.pages(body: body, css: css + ".box { overflow: visible }")[0].dump()
        #expect(!visible.contains("clip"))
    }

    @Test func overflowHiddenOnAnInFlowBlockClipsItsWidth() throws {
        let fixture = LayoutFixture(
            viewport: Size(width: 200, height: 400), imageSizes: ["wide.png": Size(width: 300, height: 20)])
        let page = try fixture.pages(
            body: "<div class='c'><img src='wide.png'/></div>",
            css: base + ".c { width: 100px; overflow: hidden } img { width: 300px }")[0]
        let dump = page.dump().split(separator: "\n").map(String.init)
        #expect(dump.first?.hasPrefix("clip 0,") == true && dump.first?.contains(" 100×") == true)
        #expect(dump.last == "endclip")
    }

    @Test func aScrolledWindowShowsABoxOfALineItCutsAsACopy() throws {
        var fixture = LayoutFixture(viewport: Size(width: 200, height: 110))
        fixture.scrolled = true
        // The box is beside line 6 (y 100-120), which the first window's bottom (110) cuts.
        let body = "<div class='r'>" + (1...8).map { "<p>line\($0)</p>" }.joined() + "<p class='a'>abs</p></div>"
        let assembler = try fixture.assembler(
            body: body, css: base + ".r { position: relative } .a { position: absolute; top: 100px; left: 100px }")
        #expect(assembler.pageCount == 2)
        #expect(assembler.page(0).text.hasSuffix("abs"))
        let copy = assembler.page(1).fragments.compactMap {
            if case .text(let line) = $0, line.isRepeated, line.rect.minX == 100 { line } else { nil }
        }
        #expect(copy.count == 1, "drawn again in the second window, as a copy")
        #expect(assembler.pages.map(\.text).joined(separator: "\n").components(separatedBy: "abs").count == 2, "its text once")
    }

    @Test func overflowOnTheBodyIsTheViewportsAndClipsNothing() throws {
        let page = try fixture.pages(body: "<p>abc</p>", css: base + "body { overflow: hidden; width: 100px }")[0]
        #expect(!page.dump().contains("clip"), "CSS 2.1 §11.1.1: propagated to the viewport")
    }

    @Test func autoMarginsCentreABoxBetweenItsOffsets() throws {
        let page = try fixture.pages(
            body: "<p class='c'>mid</p>",
            css: base
                + ".c { position: absolute; left: 0; right: 0; top: 0; bottom: 0; width: 100px; height: 20px; margin: auto }")[0]
        #expect(lines(page) == ["mid 50,190"])
    }
}
