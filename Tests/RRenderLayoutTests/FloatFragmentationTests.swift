import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Floats and pages (issue 17 §1): a float's content is painted over its container's background
/// (CSS 2.1 Appendix E), and a float taller than a page breaks across pages like in-flow content
/// (CSS Fragmentation 3), the text beside it continuing beside its remainder. Fixed shaper:
/// 8 px characters, 20 px lines; pages 200×100 (five lines).
@Suite struct FloatFragmentationTests {
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 100))

    /// Paragraphs "pN wwww" of one line each, `count` of them.
    private func paragraphs(_ count: Int, prefix: String = "p") -> String {
        (1...count).map { "<p>\(prefix)\($0) wwww</p>" }.joined()
    }

    /// The index of the first fragment of `page` matching `test`.
    private func index(in page: PageLayout, where test: (Fragment) -> Bool) -> Int? {
        page.fragments.firstIndex(where: test)
    }

    private func isGrey(_ fragment: Fragment) -> Bool {
        if case .box(let box) = fragment { box.background == Color(red: 0xCC, green: 0xCC, blue: 0xCC) } else { false }
    }

    private func isText(_ fragment: Fragment) -> Bool {
        if case .text = fragment { true } else { false }
    }

    // MARK: Paint order

    @Test func aContainerHoldingOnlyAFloatIsPaintedUnderIt() throws {
        // The container has no in-flow content: its box used to be drawn as an atom after the
        // float, covering it.
        let css = "p { margin: 0 } .c { background-color: #cccccc } .f { float: left; width: 100% } .x { clear: both }"
        let page = try fixture.pages(
            body: "<div class='c'><div class='f'><p>abcd efgh</p></div><div class='x'></div></div>", css: css)[0]
        let grey = try #require(index(in: page, where: isGrey))
        let text = try #require(index(in: page, where: isText))
        #expect(grey < text, "\(page.dump())")
        #expect(page.dump().hasPrefix("box 0,0 200×20 background #CCCCCC\ntext 0,0 72×20"))
    }

    @Test func anEmptyBlockBesideAFloatIsPaintedUnderIt() throws {
        // Block boxes ignore floats: the bordered div sits beside (under) the float, and block
        // backgrounds are painted before floats (Appendix E steps 4 and 5).
        let css = "p { margin: 0 } .f { float: left; width: 100px } .e { height: 40px; background-color: #cccccc }"
        let page = try fixture.pages(body: "<div class='f'><p>abcd</p></div><div class='e'></div><p>after</p>", css: css)[0]
        let grey = try #require(index(in: page, where: isGrey))
        let text = try #require(index(in: page, where: isText))
        #expect(grey < text, "\(page.dump())")
    }

    @Test func aFloatInsideABackgroundBlockIsPaintedOverIt() throws {
        let css = "p { margin: 0 } .c { background-color: #cccccc } .f { float: right; width: 50px }"
        let page = try fixture.pages(body: "<div class='c'><div class='f'>RR</div><p>abcd efgh</p></div>", css: css)[0]
        let grey = try #require(index(in: page, where: isGrey))
        let floatText = try #require(
            page.fragments.firstIndex { fragment in
                if case .text(let line) = fragment { line.paragraph.spec.text(in: line.byteRange) == "RR" } else { false }
            })
        #expect(grey < floatText)
    }

    // MARK: Fragmentation

    @Test func aChapterInAFullWidthFloatPaginatesLikeUnfloatedContent() throws {
        let chapter = paragraphs(6) + "<h2>Two</h2>" + paragraphs(9, prefix: "q")
        let css = "p, h2 { margin: 0; font-size: 16px; line-height: 20px } h2 { break-before: page }"
        let plain = try fixture.pages(body: "<div>\(chapter)</div>", css: css)
        let floated = try fixture.pages(
            body: "<div class='c'><div class='f'>\(chapter)</div><div class='x'></div></div>",
            css: css + " .c { background-color: #cccccc } .f { float: left; width: 100% } .x { clear: both }")
        #expect(plain.count == 4)
        #expect(floated.map(\.text) == plain.map(\.text))
        for page in floated {
            // Every page shows the grey container under its text.
            let grey = try #require(index(in: page, where: isGrey))
            #expect(grey < (index(in: page, where: isText) ?? .max))
        }
    }

    @Test func aTallNarrowFloatContinuesBesideTheTextOnTheNextPage() throws {
        // An 80 px float of eight one-line paragraphs (160 px: taller than the 100 px page)
        // beside a paragraph of 30 words; 120 px beside the float hold 15 characters.
        let words = (1...30).map { String(format: "w%02d", $0) }
        let body = "<div class='f'>\(paragraphs(8))</div><p>\(words.joined(separator: " "))</p>"
        let pages = try fixture.pages(body: body, css: "p { margin: 0 } .f { float: left; width: 80px }")
        let allText = pages.map(\.text).joined(separator: "\n")
        for n in 1...8 { #expect(allText.components(separatedBy: "p\(n) wwww").count == 2, "p\(n) exactly once") }
        for word in words { #expect(allText.components(separatedBy: word).count == 2, "\(word) exactly once") }
        #expect(pages[0].text.hasPrefix("p1 wwww"))
        // Page 2 goes on with the float's sixth line, and the text beside it is still beside it.
        let second = pages[1].fragments.compactMap { fragment -> (x: Double, y: Double, text: String)? in
            guard case .text(let line) = fragment else { return nil }
            return (line.rect.x, line.rect.y, line.paragraph.spec.text(in: line.byteRange))
        }
        #expect(second.first?.text == "p6 wwww" && second.first?.y == 0)
        let beside = second.filter { $0.text.hasPrefix("w") }
        #expect(beside.prefix(3).allSatisfy { $0.x == 80 }, "\(second)")
        #expect(beside.first?.y == 0)
    }

    @Test func aTallFloatsBackgroundIsUnderItsTextAndTheTextBesideItOnEveryPage() throws {
        let body =
            "<div class='c'><div class='f'>\(paragraphs(8))</div><p>\((1...30).map { "w\($0)" }.joined(separator: " "))</p></div>"
        let css = "p { margin: 0 } .c { background-color: #eeeeee } .f { float: left; width: 80px; background-color: #cccccc }"
        let pages = try fixture.pages(body: body, css: css)
        #expect(pages.count == 2)
        for page in pages {
            let boxes = page.fragments.enumerated().compactMap { item -> (index: Int, background: Color)? in
                if case .box(let box) = item.element { (item.offset, box.background) } else { nil }
            }
            // The container's background, then the float's (sliced to the page), then all text.
            #expect(boxes.map(\.background) == [Color(rgb: 0xEEEEEE), Color(rgb: 0xCCCCCC)])
            #expect((boxes.map(\.index).max() ?? .max) < (index(in: page, where: isText) ?? -1), "\(page.dump())")
        }
    }

    @Test func aPageReadsWhatIsAboveATallFloatThenTheFloatThenWhatIsBesideIt() throws {
        let body = "<p>above</p><div class='f'>\(paragraphs(8))</div><p>beside</p>"
        let pages = try fixture.pages(body: body, css: "p { margin: 0 } .f { float: left; width: 80px }")
        #expect(pages[0].text.hasPrefix("above\np1 wwww\np2 wwww"))
        #expect(pages[0].text.hasSuffix("p4 wwww\nbeside"))
        #expect(pages[1].text.hasPrefix("p5 wwww"), "a page going on with a float starts with it")
    }

    @Test func nestedTallFloatsLoseNothing() throws {
        // A chapter float holding a tall narrow float and text beside it, all across pages.
        let inner = "<div class='n'>\(paragraphs(9, prefix: "n"))</div>"
        let body = "<div class='f'>\(paragraphs(2))\(inner)\(paragraphs(12, prefix: "q"))</div>"
        let pages = try fixture.pages(
            body: body, css: "p { margin: 0 } .f { float: left; width: 100% } .n { float: right; width: 80px }")
        let allText = pages.map(\.text).joined(separator: "\n")
        for name in (1...2).map({ "p\($0) " }) + (1...9).map({ "n\($0) " }) + (1...12).map({ "q\($0) " }) {
            #expect(allText.components(separatedBy: name).count == 2, "\(name)exactly once")
        }
        #expect(pages.count == 3, "14 lines beside and below the 9-line float: 280 px")
        #expect(pages[1].text.contains("n6 wwww") && pages[1].text.contains("q4 wwww"), "\(pages[1].text)")
    }

    @Test func aParagraphPushedBelowATallFloatStartsWhereTheFloatEnds() throws {
        // The paragraph's box starts beside the full-width float (at its top); its line goes
        // below it: the page it is on starts at that line, not a float's height above it.
        let body = "<div class='f'>\(paragraphs(10))</div><p>after wwww</p><p>last wwww</p>"
        let pages = try fixture.pages(body: body, css: "p { margin: 0 } .f { float: left; width: 100% }")
        #expect(pages.count == 3)
        #expect(pages.last?.text == "after wwww\nlast wwww")
        let after = pages.last?.fragments.compactMap { fragment -> Double? in
            guard case .text(let line) = fragment, line.paragraph.spec.text(in: line.byteRange).hasPrefix("after") else {
                return nil
            }
            return line.rect.y
        }
        #expect(after == [0])
    }

    @Test func scrolledWindowsAndColumnsShowATallFloatOnce() throws {
        let words = (1...30).map { "w\($0)" }
        let body = "<div class='f'>\(paragraphs(8))</div><p>\(words.joined(separator: " "))</p>"
        for mode in ["scrolled", "columns"] {
            var layout = fixture
            if mode == "scrolled" { layout.scrolled = true } else { layout.columns = PageColumns(count: 2, gap: 0) }
            let pages = try layout.pages(body: body, css: "p { margin: 0 } .f { float: left; width: 60px }")
            let allText = " " + pages.map(\.text).joined(separator: " ").replacingOccurrences(of: "\n", with: " ") + " "
            for n in 1...8 { #expect(allText.components(separatedBy: " p\(n) wwww ").count == 2, "\(mode): p\(n)") }
            for word in words { #expect(allText.components(separatedBy: " \(word) ").count == 2, "\(mode): \(word)") }
        }
    }

    @Test func theIdsInsideASmallFloatAreFound() throws {
        let body = "<p>before</p><div class='f'><p id='inside'>in the float</p></div><p>beside</p>"
        let flow = try fixture.flow(body: body, css: "p { margin: 0 } .f { float: right; width: 100px }")
        let atom = try #require(flow.anchors["inside"])
        #expect(
            flow.atoms[atom].fragments.contains { fragment in
                if case .text(let line) = fragment {
                    line.paragraph.spec.text(in: line.byteRange).hasPrefix("in the")
                } else {
                    false
                }
            })
    }

    @Test func aTallFloatsIdAndTheIdsInsideItAreFound() throws {
        let body = "<div class='f' id='chapter'>\(paragraphs(7))<p id='late'>late wwww</p></div>"
        let assembler = try fixture.assembler(body: body, css: "p { margin: 0 } .f { float: left; width: 100% }")
        let flow = assembler.flow
        #expect(flow.anchors["chapter"] == 0)
        let late = try #require(flow.anchors["late"])
        #expect(
            flow.atoms[late].fragments.contains { fragment in
                if case .text(let line) = fragment {
                    line.paragraph.spec.text(in: line.byteRange).hasPrefix("late")
                } else {
                    false
                }
            })
    }

    @Test func aTallFloatsBordersAndPaddingGoWithItsFirstAndLastSlices() throws {
        let css = "p { margin: 0 } .f { float: left; width: 100px; padding: 10px 0; border: 2px solid black }"
        let pages = try fixture.pages(body: "<div class='f'>\(paragraphs(8))</div>", css: css)
        let joined = pages.map(\.text).joined(separator: "\n")
        #expect(joined == (1...8).map { "p\($0) wwww" }.joined(separator: "\n"))
        // The first page starts with the top border and padding, then four lines fit (12 + 80).
        #expect(pages[0].text.split(separator: "\n").count == 4)
        let lastBox = pages.last?.fragments.compactMap { fragment -> BoxFragment? in
            if case .box(let box) = fragment { box } else { nil }
        }.first
        #expect(lastBox?.borderWidths.bottom == 2, "the bottom border on the last page")
    }
}
