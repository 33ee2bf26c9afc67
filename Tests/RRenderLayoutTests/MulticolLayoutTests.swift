import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Multi-column content inside a chapter (CSS Multicol 1): `column-count`/`column-width` split
/// a box into balanced columns with `column-gap` between them and `column-rule` drawn in the
/// gaps. Fixed shaper: 8 px characters, 20 px lines; a 200 px page.
@Suite struct MulticolLayoutTests {
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 400))

    private func lines(_ page: PageLayout) -> [(x: Double, y: Double, text: String)] {
        page.fragments.compactMap { fragment in
            guard case .text(let line) = fragment else { return nil }
            return (line.rect.x, line.rect.y, line.paragraph.spec.text(in: line.byteRange))
        }
    }

    private func boxes(_ page: PageLayout) -> [Rect] {
        page.fragments.compactMap { if case .box(let box) = $0 { box.rect } else { nil } }
    }

    /// Ten one-word paragraphs.
    private let tenLines = (1...10).map { "<p>word\($0)</p>" }.joined()

    @Test func twoColumnsAreBalanced() throws {
        let css = "p { margin: 0 } div { column-count: 2; column-gap: 20px }"
        let page = try fixture.pages(body: "<div>\(tenLines)</div><p>after</p>", css: css)[0]
        let placed = lines(page)
        // 90 px columns at x 0 and 110, five lines each, the paragraph after below them.
        #expect(placed.prefix(5).allSatisfy { $0.x == 0 } && placed.prefix(5).map(\.y) == [0, 20, 40, 60, 80])
        #expect(placed.dropFirst(5).prefix(5).allSatisfy { $0.x == 110 })
        #expect(placed.dropFirst(5).prefix(5).map(\.y) == [0, 20, 40, 60, 80])
        #expect(placed.last?.text == "after" && placed.last?.y == 100 && placed.last?.x == 0)
    }

    /// The multi-column box makes a formatting context: its last child's bottom margin stays
    /// inside, at the end of the last column, and is part of the balanced height.
    @Test func theLastChildsBottomMarginEndsTheLastColumn() throws {
        let css = "p { margin: 0 } div { column-count: 3; column-gap: 10px } .m { margin-bottom: 20px }"
        let body = "<div><p class='m'>a1</p><p class='m'>a2</p><p class='m'>a3</p></div><p>after</p>"
        let page = try fixture.pages(body: body, css: css)[0]
        let placed = lines(page)
        // One paragraph a column: 20 px of line, then the margin (truncated at the two column
        // breaks, kept in the last column), so the columns are 40 px tall.
        #expect(placed.prefix(3).map(\.y) == [0, 0, 0])
        #expect(placed.last?.text == "after" && placed.last?.y == 40)
    }

    /// §6.1: a child with `column-span: all` spans the columns; those before it are balanced
    /// above it, those after it start below it.
    @Test func aSpanningChildCutsTheColumnsInTwo() throws {
        let four = (1...4).map { "<p>a\($0)</p>" }.joined(), after = (1...4).map { "<p>b\($0)</p>" }.joined()
        let css = "p, h1 { margin: 0; font-size: 16px } div { column-count: 2; column-gap: 20px } h1 { column-span: all }"
        let placed = lines(try fixture.pages(body: "<div>\(four)<h1>Across</h1>\(after)</div>", css: css)[0])
        let texts = placed.map { "\($0.text) \($0.x.cssString),\($0.y.cssString)" }
        #expect(
            texts == [
                "a1 0,0", "a2 0,20", "a3 110,0", "a4 110,20", "Across 0,40", "b1 0,60", "b2 0,80", "b3 110,60", "b4 110,80"
            ])
    }

    @Test func columnsOfAnOddCountLeaveTheLastShorter() throws {
        let body = "<div>" + (1...7).map { "<p>w\($0)</p>" }.joined() + "</div>"
        let page = try fixture.pages(body: body, css: "p { margin: 0 } div { columns: 3; column-gap: 10px }")[0]
        // 60 px columns: 3 + 3 + 1 lines.
        #expect(lines(page).map(\.x) == [0, 0, 0, 70, 70, 70, 140])
    }

    @Test func theRuleIsDrawnInTheMiddleOfTheGap() throws {
        let css = "p { margin: 0 } div { column-count: 2; column-gap: 20px; column-rule: 2px solid red }"
        let page = try fixture.pages(body: "<div>\(tenLines)</div>", css: css)[0]
        #expect(boxes(page) == [Rect(x: 99, y: 0, width: 2, height: 100)])
        let dump = page.dump()
        #expect(dump.contains("box 99,0 2×100"), "\(dump)")
    }

    @Test func columnWidthGivesAsManyColumnsAsFit() throws {
        // (200 + 16) / (60 + 16) = 2.8: two columns of 92 px (the gap is 1em).
        let page = try fixture.pages(body: "<div>\(tenLines)</div>", css: "p { margin: 0 } div { column-width: 60px }")[0]
        #expect(Set(lines(page).map(\.x)) == [0, 108])
    }

    @Test func oneColumnIsAnOrdinaryBlock() throws {
        let page = try fixture.pages(body: "<div>\(tenLines)</div>", css: "p { margin: 0 } div { column-count: 1 }")[0]
        #expect(lines(page).allSatisfy { $0.x == 0 } && lines(page).last?.y == 180)
    }

    @Test func contentTallerThanAPageFillsColumnsPageByPage() throws {
        // 30 lines in 2 columns of a 100 px page (5 lines): 10 lines a page, three pages.
        var short = fixture
        short.viewport = Size(width: 200, height: 100)
        short.contentRect = Rect(x: 0, y: 0, width: 200, height: 100)
        let body = "<div>" + (1...30).map { "<p>w\($0)</p>" }.joined() + "</div>"
        let pages = try short.pages(body: body, css: "p { margin: 0 } div { column-count: 2; column-gap: 20px }")
        #expect(pages.map { lines($0).count } == [10, 10, 10])
        #expect(pages.map { lines($0).first?.text } == ["w1", "w11", "w21"])
        #expect(lines(pages[0]).filter { $0.x == 110 }.first?.text == "w6")
        #expect(pages.allSatisfy { page in lines(page).allSatisfy { $0.y + 20 <= 100 } })
    }

    /// Columns that start part-way down a page fill the rest of it, then go on on the next page
    /// (CSS Multicol 1 §7.1, §8: only the last set is balanced), rather than leaving it empty.
    @Test func columnsStartingPartWayDownAPageFillTheRestOfIt() throws {
        var short = fixture
        short.viewport = Size(width: 200, height: 100)
        short.contentRect = Rect(x: 0, y: 0, width: 200, height: 100)
        let body = "<p>before 1</p><p>before 2</p><div>" + (1...20).map { "<p>w\($0)</p>" }.joined() + "</div><p>after</p>"
        let css = "p { margin: 0 } div { column-count: 2; column-gap: 20px }"
        let pages = try short.pages(body: body, css: css)
        // Page 1: two lines, then columns of the three lines left; page 2: five-line columns;
        // page 3: the last four words balanced, and the paragraph after them.
        #expect(pages.count == 3)
        #expect(lines(pages[0]).map(\.text) == ["before 1", "before 2", "w1", "w2", "w3", "w4", "w5", "w6"])
        #expect(lines(pages[0]).filter { $0.x == 110 }.map(\.y) == [40, 60, 80])
        #expect(lines(pages[1]).first?.text == "w7" && lines(pages[1]).count == 10)
        #expect(lines(pages[2]).map(\.text) == ["w17", "w18", "w19", "w20", "after"])
        // A page that starts in the columns cannot be laid out alone (the room of their first
        // set came from the page before); the page after them can, and is the whole flow's.
        let longer = body + (1...9).map { "<p>more \($0)</p>" }.joined()
        let whole = try short.assembler(body: longer, css: css)
        #expect(whole.pageStarts[1] == nil && whole.pageStarts[3] != nil)
        for page in 1..<whole.pageCount {
            guard let start = whole.pageStarts[page] else { continue }
            let alone = try #require(try short.page(page, body: longer, css: css, resumingAt: start))
            #expect(alone.page(0).dump() == whole.page(page).dump(), "page \(page)")
        }
    }

    @Test func columnsFollowTheInlineDirection() throws {
        let css = "p { margin: 0 } div { column-count: 2; column-gap: 20px; direction: rtl }"
        let page = try fixture.pages(body: "<div><p>a</p><p>b</p></div>", css: css)[0]
        let placed = lines(page)
        #expect(placed.first { $0.text == "a" }.map { $0.x > 100 } == true, "the first column is on the right")
        #expect(placed.first { $0.text == "b" }.map { $0.x < 100 } == true)
    }

    /// The container is a block formatting context: its first child's top margin stays inside
    /// the first column; the margin before a later column's content is truncated (CSS
    /// Fragmentation 3 §5.2), as in Chromium.
    @Test func marginsStayInsideTheColumns() throws {
        let css = "p { margin: 16px 0 } div { column-count: 2; column-gap: 20px; border-top: 4px solid black }"
        let page = try fixture.pages(body: "<div><p>one</p><p>two</p></div>", css: css)[0]
        let placed = lines(page)
        #expect(placed.map(\.x) == [0, 110])
        #expect(placed.map(\.y) == [20, 4])
    }

    /// Break values for columns (CSS Fragmentation 3 §3.1): the user agent keeps a heading on
    /// the page of what follows (`avoid-page`), which does not hold it in its column, as
    /// browsers' sheets do not; `avoid-column` does; `break-before: column` starts a column.
    @Test func breakValuesForColumnsApplyBetweenColumnsOnly() throws {
        let css = "p, h2 { margin: 0; font-size: 16px } div { column-count: 2; column-gap: 20px }"
        func columns(_ body: String, _ extra: String = "") throws -> [String] {
            lines(try fixture.pages(body: "<div>\(body)</div>", css: css + extra)[0]).map {
                "\($0.text) \($0.x.cssString),\($0.y.cssString)"
            }
        }
        let body = "<p>a1</p><h2>Head</h2><p>b1</p><p>b2</p>"
        #expect(try columns(body) == ["a1 0,0", "Head 0,20", "b1 110,0", "b2 110,20"])
        #expect(
            try columns(body, " h2 { break-after: avoid-column }") == ["a1 0,0", "Head 0,20", "b1 0,40", "b2 110,0"])
        #expect(
            try columns("<p>a1</p><p>a2</p><p>a3</p><p class='c'>b1</p>", " .c { break-before: column }")
                == ["a1 0,0", "a2 0,20", "a3 0,40", "b1 110,0"])
    }

    /// Between pages the heading stays with what follows, and `break-before: column` outside
    /// columns does nothing.
    @Test func aHeadingIsKeptOnThePageOfWhatFollows() throws {
        var short = fixture
        short.viewport = Size(width: 200, height: 100)
        short.contentRect = Rect(x: 0, y: 0, width: 200, height: 100)
        let css = "p, h2 { margin: 0; font-size: 16px } .c { break-before: column }"
        let body = "<p>1</p><p>2</p><p class='c'>3</p><p>4</p><h2>Head</h2><p>next</p>"
        let pages = try short.pages(body: body, css: css)
        #expect(pages.map { lines($0).map(\.text) } == [["1", "2", "3", "4"], ["Head", "next"]])
    }

    /// §7.1, §8.2: a container with a definite height keeps its columns that tall. Content that
    /// balances within it is balanced; more goes on in further columns beside the box, in the
    /// inline direction; `column-fill: auto` fills each column before the next. The rule is as
    /// tall as the box.
    @Test func aDefiniteHeightHoldsTheColumnsAndMoreGoBesideTheBox() throws {
        let css = "p { margin: 0 } div { column-count: 2; column-gap: 20px; height: 60px; column-rule: 2px solid red }"
        let columnX = { (page: PageLayout) in self.lines(page).map(\.x) }
        let four = (1...4).map { "<p>w\($0)</p>" }.joined()
        #expect(columnX(try fixture.pages(body: "<div>\(four)</div><p>after</p>", css: css)[0]) == [0, 0, 110, 110, 0])
        let page = try fixture.pages(body: "<div>\(tenLines)</div><p>after</p>", css: css)[0]
        #expect(columnX(page) == [0, 0, 0, 110, 110, 110, 220, 220, 220, 330, 0])
        #expect(lines(page).last?.y == 60, "the box is 60 px tall whatever it holds")
        #expect(boxes(page).contains(Rect(x: 99, y: 0, width: 2, height: 60)))
        let auto = try fixture.pages(body: "<div>\(four)</div>", css: css + " div { column-fill: auto }")[0]
        #expect(columnX(auto) == [0, 0, 0, 110])
    }

    /// §6.1: a spanner inside a plain block of the container spans the columns too; the block
    /// is cut in two around it, its top border before and its bottom border after (the second
    /// column goes on without it, as a fragment does). §2: the container makes a formatting
    /// context, so a spanner's top margin stays inside it.
    @Test func aSpannerInsideABlockSpansTheColumns() throws {
        let css = """
            p, h1 { margin: 0; font-size: 16px } div { column-count: 2; column-gap: 20px }
            section { border-top: 4px solid black; border-bottom: 6px solid black } h1 { column-span: all; margin-top: 10px }
            """
        let four = (1...4).map { "<p>a\($0)</p>" }.joined(), after = (1...4).map { "<p>b\($0)</p>" }.joined()
        let page = try fixture.pages(body: "<div><section>\(four)<h1>Across</h1>\(after)</section></div>", css: css)[0]
        let texts = lines(page).map { "\($0.text) \($0.x.cssString),\($0.y.cssString)" }
        #expect(
            texts == [
                "a1 0,4", "a2 0,24", "a3 110,0", "a4 110,20", "Across 0,54", "b1 0,74", "b2 0,94", "b3 110,74", "b4 110,94"
            ])
        let first = try fixture.pages(body: "<div><section><h1>Across</h1>\(after)</section></div>", css: css)[0]
        #expect(lines(first).first.map { "\($0.text) \($0.y.cssString)" } == "Across 14", "4 px border, then the margin inside")
    }
}
