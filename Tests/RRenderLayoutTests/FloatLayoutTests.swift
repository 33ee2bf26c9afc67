import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Floats (CSS 2.1 §9.5): placed to the side, lines beside them shortened, `clear`, and floats
/// met mid-paragraph placed at their line. Fixed shaper: 8 px characters, 20 px lines.
@Suite struct FloatLayoutTests {
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 400), imageSizes: ["pic.png": Size(width: 40, height: 50)])

    private func lines(_ page: PageLayout) -> [(x: Double, y: Double, text: String)] {
        page.fragments.compactMap { fragment in
            guard case .text(let line) = fragment else { return nil }
            return (line.rect.x, line.rect.y, line.paragraph.spec.text(in: line.byteRange))
        }
    }

    @Test func aLeftFloatedImageWrapsTheTextBesideIt() throws {
        let text = Array(repeating: "abcd", count: 20).joined(separator: " ")
        let page = try fixture.pages(body: "<p><img src='pic.png' style='float: left'/>\(text)</p>", css: "p { margin: 0 }")[0]
        guard case .image(let image)? = page.fragments.first(where: { if case .image = $0 { true } else { false } }) else {
            Issue.record("no image"); return
        }
        #expect(image.rect == Rect(x: 0, y: 0, width: 40, height: 50))
        let placed = lines(page)
        // Three lines beside the 50 px float start at x 40 (160 px: 4 words); then full width (5 words).
        #expect(placed.prefix(3).allSatisfy { $0.x == 40 })
        #expect(placed.dropFirst(3).allSatisfy { $0.x == 0 })
        #expect(placed.map(\.y) == [0, 20, 40, 60, 80])
        #expect(placed[0].text == "abcd abcd abcd abcd " && placed[3].text == "abcd abcd abcd abcd abcd ")
        #expect(page.text.split(separator: " ").count == 20, "nothing lost")
    }

    @Test func aRightFloatShortensLinesOnTheRightAndLaterBlocksFlowAroundIt() throws {
        let body = "<div class='box'>R</div><p>abcd abcd abcd abcd abcd</p><p>efgh</p>"
        let page = try fixture.pages(
            body: body, css: "p { margin: 0 } .box { float: right; width: 60px; height: 30px; background-color: #eeeeee }")[0]
        #expect(page.dump().hasPrefix("box 140,0 60×30 background #EEEEEE\ntext 140,0 8×20 [0..<1] \"R\""))
        let placed = lines(page)
        #expect(placed.first { $0.text.hasPrefix("abcd") }?.x == 0)
        // 140 px beside the float hold 17 characters: "abcd abcd abcd " fits, the rest wraps.
        #expect(placed.filter { $0.text.hasPrefix("abcd") }.map(\.text) == ["abcd abcd abcd ", "abcd abcd"])
    }

    @Test func clearMovesBelowTheFloats() throws {
        let body = "<div class='box'>L</div><p class='c'>after</p>"
        let page = try fixture.pages(
            body: body, css: "p { margin: 0 } .box { float: left; width: 30px; height: 45px } .c { clear: left }")[0]
        let after = try #require(lines(page).first { $0.text == "after" })
        #expect(after.x == 0 && after.y == 45)
    }

    @Test func aDropCapFloatsBesideTheFirstLines() throws {
        let page = try fixture.pages(
            body: "<p>Once upon a time there was a renderer that drew books</p>",
            css: "p { margin: 0 } p::first-letter { float: left; font-size: 40px; line-height: 40px }")[0]
        let placed = lines(page)
        #expect(placed.first?.text == "O", "the letter is in its own float")
        #expect(placed.first?.x == 0 && placed.first?.y == 0)
        // The 20 px wide, 40 px tall letter pushes two lines right.
        #expect(placed.dropFirst().prefix(2).allSatisfy { $0.x == 20 })
        #expect(page.text.hasPrefix("Once upon a time"), "the first letter joins its word in the page's text")
    }

    @Test func aFloatAtTheEndOfAVerseStaysAfterItInReadingOrder() throws {
        // The float is placed beside the first line, which then no longer holds "yz": the float
        // still follows the text it comes after.
        let page = try fixture.pages(
            body: "<div>abcd efgh ijkl mnop qrst uv yz<span class='n'>160</span></div>",
            css: ".n { float: right }")[0]
        #expect(page.text == "abcd efgh ijkl mnop qrst uv yz\n160" || page.text == "abcd efgh ijkl mnop qrst\nuv yz\n160")
        #expect(page.text.hasSuffix("yz\n160"))
    }

    @Test func aFloatMidParagraphGoesToTheLineItIsOn() throws {
        let text = Array(repeating: "abcd", count: 8).joined(separator: " ")
        let page = try fixture.pages(
            body: "<p>\(text) <span class='n'>9</span>\(text)</p>",
            css: "p { margin: 0 } .n { float: right; width: 16px }")[0]
        guard
            case .text(let marker)? = page.fragments.first(where: {
                if case .text(let t) = $0 { t.paragraph.spec.text(in: t.byteRange) == "9" } else { false }
            })
        else { Issue.record("no float text"); return }
        // The first line holds 5 words; the float's anchor is in the second line, so it starts there.
        #expect(marker.rect.y == 20 && marker.rect.x == 184)
        let placed = lines(page).filter { $0.text.hasPrefix("abcd") }
        #expect(placed[0].x == 0 && placed[0].y == 0)
        #expect(placed[1].y == 20)
    }

    /// live-manual.en.epub's paragraph numbers: `<div><label style='float: right'>164</label><p>`.
    /// The paragraph's top margin collapses through the div, and the float sits beside its
    /// first line, not above it (as Chromium places it).
    @Test func aFloatBeforeAParagraphSitsBesideItsFirstLineBelowTheCollapsedMargin() throws {
        let body = "<h2>head</h2><div><span class='n'>164</span><p>text</p></div>"
        let page = try fixture.pages(
            body: body, css: "h2 { margin: 0; font-size: 16px } p { margin: 24px 0 0 } .n { float: right }")[0]
        let placed = lines(page)
        let number = try #require(placed.first { $0.text == "164" }), text = try #require(placed.first { $0.text == "text" })
        #expect(text.y == 44)
        #expect(number.y == text.y && number.x == 176)
    }

    /// A float between blocks whose parent's top is known sits where the next line box would:
    /// below the margins met so far, above the next block's own top margin (CSS 2.1 §9.5.1).
    @Test func aFloatInABorderedParentSitsAboveTheNextBlocksMargin() throws {
        let body = "<section><span class='n'>7</span><p>text</p></section>"
        let page = try fixture.pages(
            body: body, css: "section { border-top: 1px solid } p { margin: 40px 0 0 } .n { float: left }")[0]
        let placed = lines(page)
        let number = try #require(placed.first { $0.text == "7" }), text = try #require(placed.first { $0.text == "text" })
        #expect(number.y == 1 && number.x == 0)
        #expect(text.y == 41 && text.x == 0, "the float ends above the paragraph")
    }

    /// A float alone in a block that ends empty sits at that block's top: below the margins
    /// collapsed before it, above the next block's top margin, which collapses through the empty
    /// block (CSS 2.1 §8.3.1, "as if it had a bottom border"); Chromium places it so. It waited
    /// for the next content and landed below that margin.
    @Test func aFloatAloneInAnEmptyBlockSitsAtItsTopAboveTheNextMargin() throws {
        let body = "<h2>head</h2><div><span class='n'>7</span></div><p>text</p>"
        let page = try fixture.pages(
            body: body, css: "h2 { margin: 0 0 10px; font-size: 16px } p { margin: 40px 0 0 } .n { float: right }")[0]
        let placed = lines(page)
        let head = try #require(placed.first { $0.text == "head" })
        let number = try #require(placed.first { $0.text == "7" }), text = try #require(placed.first { $0.text == "text" })
        #expect(text.y == head.y + 20 + 40, "the margins 10 and 40 collapse to 40")
        #expect(number.y == head.y + 20 + 10, "the float below the heading's margin only")
    }

    /// `clear` on a float puts its top below the earlier floats it clears (CSS 2.1 §9.5.2).
    @Test func aFloatThatClearsGoesBelowTheFloatsItClears() throws {
        let body = "<div class='a'></div><div class='b'></div><div class='c'></div>"
        let page = try fixture.pages(
            body: body,
            css: "div { float: left; width: 30px; height: 20px; background: red } "
                + ".b { float: right; height: 35px } .c { clear: right; background: blue }")[0]
        #expect(
            page.dump() == """
                box 0,0 30×20 background #FF0000
                box 170,0 30×35 background #FF0000
                box 0,35 30×20 background #0000FF
                """)
    }

    /// A line taller than the text's line height (it holds a picture) keeps clear of the floats
    /// over its whole height (CSS 2.1 §9.5): here of the second float, which starts below its top.
    @Test func aTallLineKeepsClearOfAFloatStartingBesideItsLowerPart() throws {
        let body = "<div class='a'></div><div class='b'></div><p>ab <img src='pic.png'/></p>"
        let page = try fixture.pages(
            body: body,
            css: "p { margin: 0 } div { float: left; width: 20px; height: 25px } "
                + ".b { clear: left; width: 60px }")[0]
        let text = try #require(lines(page).first)
        #expect(text.x == 60 && text.y == 0)
    }

    /// A right float wider than its containing block, with no float beside it, keeps its right
    /// edge at the containing block's and overflows it on the left (CSS 2.1 §9.5.1, rule 7).
    @Test func aRightFloatWiderThanItsContainerOverflowsOnTheLeft() throws {
        let page = try fixture.pages(
            body: "<section><div></div></section>",
            css: "section { margin: 0 40px } div { float: right; width: 150px; height: 10px; background: red }")[0]
        #expect(page.dump() == "box 10,0 150×10 background #FF0000")
    }

    /// A float after a paragraph's last word (and the white space dropped at its end) floats
    /// on the paragraph's last line, not below it; one that does not fit beside what comes
    /// before it on its line goes below that line (CSS 2.1 §9.5.1).
    @Test func aFloatAtTheEndOfAParagraphFloatsOnItsLastLineWhenItFits() throws {
        let css = "p { margin: 0 } span { float: right; height: 20px; background: red } .n { width: 40px } .w { width: 190px }"
        let narrow = try fixture.pages(body: "<p>abcd <span class='n'></span> </p>", css: css)[0].dump()
        #expect(narrow == "text 0,0 32×20 [0..<4] \"abcd\"\nbox 160,0 40×20 background #FF0000", "\(narrow)")
        let wide = try fixture.pages(body: "<p>abcd <span class='w'></span> </p>", css: css)[0].dump()
        #expect(wide == "text 0,0 32×20 [0..<4] \"abcd\"\nbox 10,20 190×20 background #FF0000", "\(wide)")
    }
}
