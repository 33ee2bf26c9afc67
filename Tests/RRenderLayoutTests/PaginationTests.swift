import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Page breaking: lines split between pages, forced breaks, orphans and widows, headings kept
/// with what follows, images never split, and nothing lost or duplicated.
@Suite struct PaginationTests {
    /// Pages 200×100: five 20 px lines fit on each.
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 100))

    private func words(_ count: Int) -> String {
        (1...count).map { "w\($0)" }.joined(separator: " ")
    }

    /// `count` four-letter words: exactly five fit on a 200 px line.
    private func line(words count: Int) -> String {
        Array(repeating: "abcd", count: count).joined(separator: " ")
    }

    private func wordCount(_ pages: [PageLayout]) -> Int {
        pages.map(\.text).joined(separator: " ").split(whereSeparator: { $0 == " " || $0 == "\n" }).count
    }

    @Test func aParagraphSplitsBetweenLinesAndLosesNothing() throws {
        let text = words(120)
        let pages = try fixture.pages(body: "<p>\(text)</p>", css: "p { margin: 0; widows: 1; orphans: 1 }")
        #expect(pages.count > 3)
        for page in pages { #expect(page.fragments.count <= 5) }
        let joined = pages.map(\.text).joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(joined == text)
    }

    @Test func forcedBreakStartsANewPageAndKeepsTheMarginAfterIt() throws {
        let pages = try fixture.pages(
            body: "<p>one</p><h2>two</h2>", css: "p { margin: 0 } h2 { font-size: 16px; margin: 8px 0; break-before: page }")
        #expect(pages.count == 2)
        #expect(pages[1].dump().hasPrefix("text 0,8 "))
        let legacy = try fixture.pages(body: "<p>one</p><p style='page-break-before: always'>two</p>", css: "p { margin: 0 }")
        #expect(legacy.map(\.text) == ["one", "two"])
    }

    @Test func marginsAtAnUnforcedBreakAreTruncated() throws {
        let body = (1...5).map { "<p>line \($0)</p>" }.joined() + "<p class='far'>next</p>"
        let pages = try fixture.pages(body: body, css: "p { margin: 0 } .far { margin-top: 50px }")
        #expect(pages.count == 2)
        #expect(pages[1].dump().hasPrefix("text 0,0 "))
    }

    @Test func widowsAndOrphansMoveLinesToTheNextPage() throws {
        // A four-line paragraph, then a three-line one: breaking after the second one's first
        // line would leave one orphan, so it moves whole to the next page.
        let body = "<p>\(line(words: 20))</p><p>\(line(words: 15))</p>"
        let pages = try fixture.pages(body: body, css: "p { margin: 0 }")
        #expect(pages.map(\.fragments.count) == [4, 3])
        #expect(wordCount(pages) == 35)
        // With orphans and widows at 1, the page fills up instead.
        let loose = try fixture.pages(body: body, css: "p { margin: 0; orphans: 1; widows: 1 }")
        #expect(loose.map(\.fragments.count) == [5, 2])
        // A five-line paragraph after one line: breaking after 4 of its lines leaves a widow.
        let widow = try fixture.pages(body: "<p>\(line(words: 5))</p><p>\(line(words: 25))</p>", css: "p { margin: 0 }")
        #expect(widow.map(\.fragments.count) == [4, 2])
    }

    @Test func aHeadingStaysWithTheParagraphAfterIt() throws {
        let body = "<p>\(line(words: 20))</p><h2>Title</h2><p>\(line(words: 10))</p>"
        let pages = try fixture.pages(body: body, css: "p, h2 { margin: 0; font-size: 16px }")
        // Four lines fill four slots; the heading would take the fifth alone, so it moves on.
        #expect(pages.count == 2)
        #expect(pages.first?.text.contains("Title") == false)
        #expect(pages.last?.text.hasPrefix("Title") == true)
    }

    @Test func anImageTallerThanThePageIsScaledToFitAndNeverSplit() throws {
        let fixture = LayoutFixture(
            viewport: Size(width: 200, height: 100), imageSizes: ["big.png": Size(width: 100, height: 400)])
        let pages = try fixture.pages(
            body: "<p>before</p><img src='big.png' alt=''/><p>after</p>", css: "p { margin: 0 } img { display: block }")
        #expect(pages.count == 3)
        #expect(pages[1].dump() == "image 0,0 25×100 big.png")
    }

    @Test func tableRowsAreAtomsAndAllCellsAreKept() throws {
        let rows = (1...8).map { "<tr><td>r\($0)a</td><td>r\($0)b</td></tr>" }.joined()
        let pages = try fixture.pages(body: "<table>\(rows)</table>", css: "table { border-spacing: 0 } td { padding: 0 }")
        #expect(pages.count == 2)
        let cells = pages.map(\.text).joined(separator: "\n").split(separator: "\n")
        #expect(cells.count == 16)
        #expect(cells.first == "r1a" && cells.last == "r8b")
    }

    @Test func eachPageShowsTheDecorationsCrossingItAndNoOthers() throws {
        // Bordered paragraphs of one to four lines in a section with a background: the page
        // finds its decorations among those near it, and must get exactly those crossing it.
        let paragraphs = (1...60).map { "<p>\(words($0 % 4 * 5 + 3))</p>" }.joined()
        let css = "body { margin: 0 } section { background: #eee; padding: 3px } p { margin: 4px 0; border: 1px solid black }"
        let assembler = try fixture.assembler(body: "<section>\(paragraphs)</section>", css: css)
        #expect(assembler.flow.decorations.count > 60)
        let contentHeight = fixture.contentRect.height
        for index in 0..<assembler.pageCount {
            let page = assembler.page(index)
            // What the page shows of the flow: to the next page's top, or to its last atom's bottom.
            let tokens = assembler.tokens, atoms = assembler.flow.atoms
            let top = tokens[index].y
            var end = top + contentHeight
            if index + 1 < tokens.count { end = min(end, max(tokens[index + 1].y, atoms[tokens[index + 1].atom - 1].bottom)) }
            let crossing = assembler.flow.decorations.filter { $0.rect.maxY > top && $0.rect.minY < end }
            let boxes = page.fragments.filter { if case .box = $0 { true } else { false } }
            #expect(boxes.count == crossing.count, "page \(index + 1)")
        }
    }
}
