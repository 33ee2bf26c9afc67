import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Tables: cells on the grid (colspan, rowspan), rows sized by their cells, pages broken
/// between rows with the header rows repeated, and nothing lost or counted twice. Characters
/// are 8 px wide and lines 20 px tall (fixed shaper); with a 1 px border a one-line row is 22 px.
@Suite struct TableLayoutTests {
    /// Pages 200×100: a header row and three one-line rows fit on each.
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 100))
    let bordered = "table { border-collapse: collapse } td, th { padding: 0; border: 1px solid black }"

    private func rows(_ range: ClosedRange<Int>) -> String {
        range.map { "<tr><td>r\($0)a</td><td>r\($0)b</td></tr>" }.joined()
    }

    /// The lines of a page with their kind ("text" or "repeat") and text.
    private func lines(_ page: PageLayout) -> [(kind: String, text: String, rect: Rect)] {
        page.fragments.compactMap { fragment in
            guard case .text(let line) = fragment else { return nil }
            return (line.isRepeated ? "repeat" : "text", line.paragraph.spec.text(in: line.byteRange), line.rect)
        }
    }

    /// The boxes of a page that draw borders or a background.
    private func boxes(_ page: PageLayout) -> [BoxFragment] {
        page.fragments.compactMap { fragment in
            guard case .box(let box) = fragment else { return nil }
            return box
        }
    }

    @Test func aTableSplitsBetweenRows() throws {
        let body = "<p>Before</p><table><thead><tr><th>Name</th><th>Qty</th></tr></thead><tbody>\(rows(1...8))</tbody></table>"
        let pages = try fixture.pages(body: body, css: "p { margin: 0 } " + bordered)
        #expect(pages.count >= 3)
        // Every row lands whole on exactly one page: both cells there, inside the page, each
        // cell box its full 21 px (a line and half of each 1 px collapsed border).
        for row in 1...8 {
            let holding = pages.indices.filter { lines(pages[$0]).contains { $0.kind == "text" && $0.text == "r\(row)a" } }
            #expect(holding.count == 1, "row \(row) is on pages \(holding)")
            guard let index = holding.first else { continue }
            let cells = lines(pages[index]).filter { $0.text.hasPrefix("r\(row)") }
            #expect(cells.map(\.text) == ["r\(row)a", "r\(row)b"])
            for cell in cells {
                #expect(cell.rect.minY >= 0 && cell.rect.maxY <= 100, "row \(row) outside its page: \(cell.rect)")
                let box = boxes(pages[index]).filter {
                    $0.rect.contains(Point(x: cell.rect.midX, y: cell.rect.midY)) && $0.borderWidths.left == 0.5
                }
                .min { $0.rect.width < $1.rect.width }
                #expect(box?.rect.height == 21, "row \(row) cut: \(String(describing: box?.rect))")
            }
        }
        // Rows from the first and the last page differ: the table really was split.
        #expect(pages.first?.text.contains("r1a") == true && pages.last?.text.contains("r8a") == true)
        // Each page the table continues on starts with the header again, drawn but not its text.
        for page in pages.dropFirst() {
            let top = lines(page).prefix(2)
            #expect(top.map(\.kind) == ["repeat", "repeat"])
            #expect(top.map(\.text) == ["Name", "Qty"])
            #expect(top.allSatisfy { $0.rect.minY == 1 })
            #expect(lines(page).dropFirst(2).allSatisfy { $0.kind == "text" && $0.rect.minY >= 22 })
        }
        // Nothing lost or duplicated: the header counts once, where the table starts.
        let expected = (["Before", "Name", "Qty"] + (1...8).flatMap { ["r\($0)a", "r\($0)b"] }).joined(separator: "\n")
        #expect(pages.map(\.text).joined(separator: "\n") == expected)
    }

    @Test func leadingRowsOfHeaderCellsRepeatWithoutAThead() throws {
        let body = "<table><tr><th>Name</th><th>Qty</th></tr>\(rows(1...5))</table>"
        let pages = try fixture.pages(body: body, css: bordered)
        #expect(pages.count == 2)
        #expect(lines(pages[1]).prefix(2).map(\.kind) == ["repeat", "repeat"])
        #expect(pages.map(\.text).joined(separator: "\n").components(separatedBy: "Name").count == 2)
        // A table whose first column holds the th cells has no header row to repeat.
        let side = (1...6).map { "<tr><th>h\($0)</th><td>d\($0)</td></tr>" }.joined()
        let sidePages = try fixture.pages(body: "<table>\(side)</table>", css: bordered)
        #expect(sidePages.count == 2)
        #expect(sidePages.allSatisfy { page in lines(page).allSatisfy { $0.kind == "text" } })
    }

    @Test func aCellSpanningRowsCoversThemAndLaterCellsShiftRight() throws {
        let body =
            "<table><tr><td rowspan='2'>A</td><td>b1</td></tr><tr><td>b2</td></tr><tr><td colspan='2'>wide</td></tr></table>"
        let page = try #require(
            try LayoutFixture(viewport: Size(width: 200, height: 400))
                .pages(
                    body: body, css: "table { border-spacing: 0 } td { padding: 0; border: 1px solid black; vertical-align: top }"
                ).first)
        let text = lines(page)
        let a = try #require(text.first { $0.text == "A" }), b1 = try #require(text.first { $0.text == "b1" })
        let b2 = try #require(text.first { $0.text == "b2" }), wide = try #require(text.first { $0.text == "wide" })
        // b2 sits in the second column, under b1, not under A.
        #expect(b2.rect.minX == b1.rect.minX && b2.rect.minX > a.rect.maxX)
        let cells = boxes(page)
        let spanning = try #require(cells.first { $0.rect.contains(Point(x: a.rect.midX, y: a.rect.midY)) })
        let first = try #require(cells.first { $0.rect.contains(Point(x: b1.rect.midX, y: b1.rect.midY)) })
        let second = try #require(cells.first { $0.rect.contains(Point(x: b2.rect.midX, y: b2.rect.midY)) })
        #expect(spanning.rect.minY == first.rect.minY && spanning.rect.maxY == second.rect.maxY)
        #expect(spanning.rect.height == 44)
        // The colspan cell is as wide as both columns.
        let wideBox = try #require(cells.first { $0.rect.contains(Point(x: wide.rect.midX, y: wide.rect.midY)) })
        #expect(wideBox.rect.minX == spanning.rect.minX && wideBox.rect.maxX == first.rect.maxX)
    }

    @Test func rowsGrowToHoldACellSpanningThem() throws {
        let body = "<table><tr><td rowspan='2'>A<br/>B<br/>C<br/>D</td><td>b1</td></tr><tr><td>b2</td></tr></table>"
        let page = try #require(
            try LayoutFixture(viewport: Size(width: 200, height: 400))
                .pages(
                    body: body, css: "table { border-spacing: 0 } td { padding: 0; border: 1px solid black; vertical-align: top }"
                ).first)
        // Four lines and two borders: 82 px, shared evenly by the two rows it spans.
        let heights = boxes(page).map(\.rect).sorted { ($0.minX, $0.minY) < ($1.minX, $1.minY) }.map(\.height)
        #expect(heights == [82, 41, 41])
        #expect(lines(page).map(\.text) == ["A", "B", "C", "D", "b1", "b2"])
    }

    @Test func aRowTallerThanAPageSplitsBetweenItsLines() throws {
        let words = (1...60).map { "w\($0)" }.joined(separator: " ")
        let body =
            "<p>Before</p><table><thead><tr><th>Head</th></tr></thead><tr><td style='width: 90px'>\(words)</td><td>short</td></tr><tr><td>after</td><td>end</td></tr></table>"
        let pages = try fixture.pages(body: body, css: "p { margin: 0 } " + bordered)
        #expect(pages.count >= 3)
        // The row starts on the first page, in the space left under the header, as a
        // paragraph would: its lines fill the pages.
        #expect(pages[0].text.hasPrefix("Before\nHead\nw1 w2 w3"))
        #expect(pages.dropLast().allSatisfy { page in (lines(page).map(\.rect.maxY).max() ?? 0) > 70 })
        for page in pages {
            for line in lines(page) { #expect(line.rect.minY >= 0 && line.rect.maxY <= 100, "\(line.text) at \(line.rect)") }
        }
        for page in pages.dropFirst() { #expect(lines(page).first?.kind == "repeat") }
        // Each word once; the cut cell's words in order, the short cell beside its first piece
        // (a cut row's cells are top-aligned).
        let joined = pages.map(\.text).joined(separator: "\n").split(whereSeparator: \.isWhitespace).map(String.init)
        #expect(joined.sorted() == "Before Head \(words) short after end".split(separator: " ").map(String.init).sorted())
        #expect(joined.filter { $0.hasPrefix("w") } == words.split(separator: " ").map(String.init))
        #expect(pages[0].text.contains("short"))
    }

    @Test func collapsedBordersCloseTheLastRowOfAPage() throws {
        let pages = try fixture.pages(body: "<table>\(rows(1...6))</table>", css: bordered)
        #expect(pages.count == 2)
        // The grid line under the last row of the page: half the collapsed edge below the line.
        let rowBottom = try #require(lines(pages[0]).last?.rect.maxY).advanced(by: 0.5)
        // The row below would draw this edge above itself; the page ends first.
        let closing = boxes(pages[0]).filter { $0.borderWidths.top == 1 && $0.rect.midY == rowBottom }
        #expect(closing.count == 2)
        // Inside a page each collapsed edge is drawn once, whole, centred on its grid line.
        let edges = boxes(pages[0]).filter { $0.borderWidths.top == 1 }
        #expect(Set(edges.map { "\($0.rect.midY) \($0.rect.minX)" }).count == edges.count)
        #expect(edges.allSatisfy { $0.rect.height == 1 })
        #expect(pages.map(\.text).joined(separator: "\n") == (1...6).flatMap { ["r\($0)a", "r\($0)b"] }.joined(separator: "\n"))
    }

    /// A page 200 wide, tall enough for one table.
    private func page(_ body: String, css: String) throws -> PageLayout {
        try #require(try LayoutFixture(viewport: Size(width: 200, height: 400)).pages(body: body, css: css).first)
    }

    @Test func cellsWithoutATableGetAnonymousRowAndTable() throws {
        // CSS 2.1 §17.2.1: the two cells share one anonymous row of an anonymous table; the
        // white space between them makes no cell of its own.
        let page = try page(
            "<div><span class='c'>ab</span>\n  <span class='c'>cd</span></div><p>after</p>",
            css: ".c { display: table-cell } p { margin: 0 }")
        let text = lines(page)
        #expect(text.map(\.text) == ["ab", "cd", "after"])
        #expect(text[0].rect.minY == text[1].rect.minY && text[1].rect.minX == text[0].rect.maxX)
        #expect(text[2].rect.minY == text[0].rect.maxY)
    }

    @Test func contentOfARowThatIsNotACellGetsOneAnonymousCell() throws {
        let page = try page(
            "<div class='t'><span>a</span> b <span class='c'>cd</span></div>",
            css: ".t { display: table-row } .c { display: table-cell }")
        let text = lines(page)
        // "a b" is one anonymous cell, "cd" the next one on the same row.
        #expect(text.map(\.text) == ["a b ", "cd"] || text.map(\.text) == ["a b", "cd"])
        #expect(text.count == 2 && text[0].rect.minY == text[1].rect.minY && text[1].rect.minX >= text[0].rect.maxX)
    }

    @Test func fixedLayoutTakesWidthsFromColumnsAndTheFirstRow() throws {
        // Table 200 wide: the column says 50, the first row's second cell 30 (plus its 2 + 2
        // padding), the third column takes what is left.
        let body =
            "<table><col style='width: 50px'/><tr><td>x</td><td style='width: 30px'>y</td><td>z</td></tr>"
            + "<tr><td>wwwwwwwwww</td><td>v</td><td>u</td></tr></table>"
        let page = try page(body, css: "table { table-layout: fixed; width: 200px; border-spacing: 0 } td { padding: 0 2px }")
        let x = lines(page).map { ($0.text, $0.rect.minX) }
        #expect(x.map(\.0) == ["x", "y", "z", "wwwwwwwwww", "v", "u"])
        #expect(x.map(\.1) == [2, 52, 86, 2, 52, 86])
    }

    @Test func captionsSitOutsideTheTableBoxOnTheirSide() throws {
        let body = "<table><caption>top</caption><caption class='b'>bottom</caption><tr><td>cell</td></tr></table>"
        let page = try page(
            body, css: "table { border: 4px solid black; border-spacing: 0 } td { padding: 0 } .b { caption-side: bottom }")
        let text = lines(page)
        #expect(text.map(\.text) == ["top", "cell", "bottom"])
        let table = try #require(boxes(page).first { $0.borderWidths.top == 4 })
        // The table's borders go around the rows only.
        #expect(table.rect.minY == text[0].rect.maxY && table.rect.height == text[1].rect.height + 8)
        #expect(text[2].rect.minY == table.rect.maxY)
    }

    @Test func collapsedEdgesAreDrawnOnceWholeOnTheGridLines() throws {
        // Two cells side by side: the 4 px edge between them wins over the 2 px ones and is
        // centred on the grid line, half in each cell.
        let body = "<table><tr><td class='a'>a</td><td>b</td></tr></table>"
        let page = try page(
            body,
            css: "table { border-collapse: collapse } td { padding: 0; border: 2px solid black } .a { border-right-width: 4px }")
        let text = lines(page)
        let edges = boxes(page).filter { $0.borderWidths.left > 0 && $0.borderColors.left == .black }
        #expect(edges.map(\.rect.width).sorted() == [2, 2, 4])
        let middle = try #require(edges.first { $0.rect.width == 4 })
        #expect(middle.rect.minX == text[0].rect.maxX && middle.rect.maxX == text[1].rect.minX)
    }

    @Test func cellsAlignedOnTheBaselineShareTheRowsBaseline() throws {
        let body = "<table><tr><td><div style='padding-top: 12px'>a</div></td><td>b</td></tr></table>"
        let page = try page(body, css: "table { border-spacing: 0 } td { padding: 0; vertical-align: baseline }")
        let text = lines(page)
        #expect(text.count == 2 && text[0].rect.minY == text[1].rect.minY && text[0].rect.minY == 12)
    }

    @Test func percentageColumnsTakeTheirShareOfTheTable() throws {
        let body =
            "<table><tr><td style='width: 25%'>a</td><td>b</td></tr></table>"
            + "<div style='width: 100px'><table class='auto'><tr><td style='width: 100%'>a</td><td>b</td></tr></table></div>"
        let page = try page(body, css: "table { border-spacing: 0; width: 160px } .auto { width: auto } td { padding: 0 }")
        let x = lines(page).map(\.rect.minX)
        // A quarter of 160 px; then a table that fills its 100 px, the other column keeping its
        // one letter (8 px).
        #expect(x == [0, 40, 0, 92])
    }

    @Test func rightToLeftTablesStartOnTheRight() throws {
        let body = "<table><tr><td>ab</td><td>cd</td></tr></table>"
        let page = try page(body, css: "table { direction: rtl; border-spacing: 0 } td { padding: 0 }")
        let text = lines(page)
        // The first cell is the rightmost.
        #expect(text.map(\.text) == ["ab", "cd"])
        #expect(text[0].rect.minX == text[1].rect.maxX)
    }

    @Test func extraWidthGoesToColumnsWithoutAWidth() throws {
        let body = "<table><tr><td style='width: 40px'>a</td><td>b</td></tr></table>"
        let page = try page(body, css: "table { width: 160px; border-spacing: 0 } td { padding: 0 }")
        let x = lines(page).map(\.rect.minX)
        #expect(x == [0, 40])
    }
}
