import RRenderCore
import RRenderLayout
import RRenderStyle
import RRenderTestSupport
import Testing

/// A vertical box in a horizontal document (CSS Writing Modes 3 §7, orthogonal flows): laid out
/// in its own mode, as a block, float or inline-block of the size its content and `width` /
/// `height` give it.
@Suite struct OrthogonalFlowTests {
    /// Pages 200 × 300 (a column of 8 px characters holds 25 of them in 200 px).
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 300))

    /// The first box of `page` painted `background`.
    private func firstBox(_ page: PageLayout, background: UInt32) -> BoxFragment? {
        page.fragments.lazy.compactMap {
            if case .box(let box) = $0, box.background == Color(rgb: background) { box } else { nil }
        }
        .first
    }

    private func lines(_ page: PageLayout) -> [TextFragment] {
        page.fragments.compactMap { if case .text(let text) = $0 { text } else { nil } }
    }

    @Test func aVerticalBlockSetsItsLinesDownItsHeightRightToLeft() throws {
        let page = try fixture.pages(
            body: #"<p>Before</p><div class="v">abcdefghij klmnopqrst</div><p>After</p>"#,
            css: "body { margin: 0 } p { margin: 0 } .v { writing-mode: vertical-rl; height: 80px }")[0]
        let text = lines(page)
        #expect(text.count == 4)
        // Before (one 20 px line), then two columns 80 px high, the first on the right, then After.
        let columns = text.filter(\.isVertical)
        #expect(columns.count == 2)
        #expect(columns[0].rect.minX > columns[1].rect.minX)
        #expect(columns.allSatisfy { $0.rect.minY >= 20 && $0.rect.maxY <= 100.01 })
        let after = try #require(text.last)
        #expect(!after.isVertical && abs(after.rect.minY - 100) < 0.01)
        #expect(page.text == "Before\nabcdefghij klmnopqrst\nAfter")
    }

    @Test func anAutoWidthIsItsColumnsAndAnAutoHeightFitsItsText() throws {
        let page = try fixture.pages(
            body: #"<div class="v">abc</div>"#,
            css: "body { margin: 0 } .v { writing-mode: vertical-lr; background: #00FF00 }")[0]
        let box = try #require(firstBox(page, background: 0x00FF00))
        // One column 20 px wide; three 8 px characters high.
        #expect(abs(box.rect.width - 20) < 0.01 && abs(box.rect.height - 24) < 0.01)
    }

    @Test func aVerticalFloatIsSizedInItsOwnMode() throws {
        let page = try fixture.pages(
            body: #"<div class="v">abc def</div><p>Beside</p>"#,
            css: "body { margin: 0 } p { margin: 0 } .v { writing-mode: vertical-rl; float: left; height: 40px }")[0]
        let beside = try #require(lines(page).last)
        // Two columns ("abc", "def") 20 px each: the paragraph starts 40 px in.
        #expect(!beside.isVertical && abs(beside.rect.minX - 40) < 0.01)
    }

    /// The document's mode is the body's: a vertical root around a horizontal body is not a
    /// vertical box holding the whole book (which would be one unbreakable atom).
    @Test func aVerticalRootAroundAHorizontalBodyIsPaginatedAsTheBody() throws {
        let paragraphs = String(repeating: "<p>Some words in a paragraph of the book.</p>", count: 40)
        let pages = try fixture.pages(
            body: paragraphs, css: "html { writing-mode: vertical-rl } body { writing-mode: horizontal-tb; margin: 0 }")
        #expect(pages.count > 2)
        #expect(pages.allSatisfy { !lines($0).contains(where: \.isVertical) })
    }

    /// Inside a vertical box, sides and sizes are read in its mode: a child's `width` is its
    /// block size, across the columns, as in a vertical document (`LogicalStyles`).
    @Test func whatIsInsideAVerticalBoxIsSizedInItsMode() throws {
        let page = try fixture.pages(
            body: #"<div class="v"><div class="c">ab</div></div>"#,
            css: "body { margin: 0 } .v { writing-mode: vertical-rl; height: 100px } .c { width: 30px; background: #0000FF }")[0]
        let child = try #require(firstBox(page, background: 0x0000FF))
        #expect(abs(child.rect.width - 30) < 0.01 && abs(child.rect.height - 100) < 0.01)
    }

    /// In vertical text an absolutely positioned box's `top` is still the physical top.
    @Test func offsetsOfPositionedBoxesInVerticalTextArePhysical() throws {
        let page = try fixture.pages(
            body: #"<div class="cb"><span class="a">x</span></div>"#,
            css: "body { writing-mode: vertical-rl; margin: 0 } .cb { position: relative; width: 100px; height: 100px }"
                + " .a { position: absolute; top: 10px; right: 0 }")[0]
        let x = try #require(lines(page).first { page.text.contains("x") && $0.paragraph.spec.text.contains("x") })
        #expect(abs(x.rect.minY - 10) < 0.01)
    }

    /// An absolutely positioned vertical box is laid out in its own mode too: its lines are
    /// columns down its height, stacked left to right in `vertical-lr`, and it stands where its
    /// offsets put it.
    @Test func aPositionedVerticalBoxSetsItsLinesInItsOwnMode() throws {
        let page = try fixture.pages(
            body: #"<p>Text</p><div class="v">abc def</div>"#,
            css: """
                body { margin: 0 } p { margin: 0 }
                .v { writing-mode: vertical-lr; position: absolute; left: 100px; top: 50px; height: 24px; background: #00FF00 }
                """)[0]
        let columns = lines(page).filter(\.isVertical)
        try #require(columns.count == 2)
        #expect(columns[0].rect.minX < columns[1].rect.minX)
        let box = try #require(firstBox(page, background: 0x00FF00))
        // Two 20 px columns of three 8 px characters.
        #expect(box.rect == Rect(x: 100, y: 50, width: 40, height: 24))
    }

    /// A vertical inline-block on a horizontal line has no baseline along it: its bottom edge
    /// sits on the line's baseline, as it would without text (CSS Inline 3 §4.1.3).
    @Test func aVerticalInlineBlockSitsOnItsBottomEdge() throws {
        let page = try fixture.pages(
            body: #"<p>x<span class="v">abc def</span>y</p>"#,
            css: "body { margin: 0 } p { margin: 0 } .v { display: inline-block; writing-mode: vertical-rl; background: #00FF00 }"
        )[0]
        let box = try #require(firstBox(page, background: 0x00FF00))
        let line = try #require(lines(page).first { !$0.isVertical })
        #expect(abs(box.rect.maxY - line.origin.y) < 0.01, "\(box.rect) \(line.origin)")
    }

    /// A horizontal block in vertical text (a horizontal figure or passage in a vertical book)
    /// is set in its own mode: lines across its width stacked down it, upright, in a box at the
    /// column's block-start side (the right in `vertical-rl`), the vertical text after it.
    @Test func aHorizontalBlockInVerticalTextIsSetUpright() throws {
        let page = try fixture.pages(
            body: #"<div class="h">abcdefghij klmnopqrst</div><p>after</p>"#,
            css: """
                body { margin: 0; writing-mode: vertical-rl } p { margin: 0 }
                .h { writing-mode: horizontal-tb; width: 100px; background: #00FF00 }
                """)[0]
        let text = lines(page)
        let upright = text.filter { !$0.isVertical }
        try #require(upright.count == 2)
        #expect(upright[0].rect.minY < upright[1].rect.minY)
        let box = try #require(firstBox(page, background: 0x00FF00))
        // 100 px wide (ten 8 px characters a line), two 20 px lines high, at the page's right.
        #expect(box.rect == Rect(x: 100, y: 0, width: 100, height: 40))
        #expect(upright.allSatisfy { $0.rect.minX >= box.rect.minX && $0.rect.maxX <= box.rect.maxX + 0.01 })
        let after = try #require(text.last)
        #expect(after.isVertical && after.rect.maxX <= 100.01)
        #expect(page.text == "abcdefghij klmnopqrst\nafter")
    }

    /// A horizontal table in vertical text is set upright too: its rows stack down the page,
    /// its cells side by side, in the order of its markup, with their own padding.
    @Test func aHorizontalTableInVerticalTextIsSetUpright() throws {
        let page = try fixture.pages(
            body: "<table><tr><td>ab</td><td>cd</td></tr><tr><td>ef</td><td>gh</td></tr></table><p>after</p>",
            css: """
                body { margin: 0; writing-mode: vertical-rl } p { margin: 0 }
                table { writing-mode: horizontal-tb; border-spacing: 0 } td { padding: 0 6px }
                """)[0]
        let cells = lines(page).filter { !$0.isVertical }
        try #require(cells.count == 4)
        #expect(cells.map { $0.paragraph.spec.text(in: $0.byteRange) } == ["ab", "cd", "ef", "gh"])
        #expect(cells[1].rect.minX - cells[0].rect.maxX >= 12 - 0.01 && abs(cells[0].rect.minY - cells[1].rect.minY) < 0.01)
        #expect(cells[0].rect.minY < cells[2].rect.minY && abs(cells[0].rect.minX - cells[2].rect.minX) < 0.01)
        let after = try #require(lines(page).last)
        #expect(after.isVertical && after.rect.maxX <= cells.map(\.rect.minX).min()! + 0.01)
    }

    /// The table's margins are its block's in the vertical flow: a 10 px margin after a
    /// paragraph's 20 px one (on its left, the block-end side in `vertical-rl`) collapses with it.
    @Test func aHorizontalTablesMarginsCollapseInTheVerticalFlow() throws {
        let page = try fixture.pages(
            body: "<p>before</p><table><tr><td>ab</td></tr></table>",
            css: """
                body { margin: 0; writing-mode: vertical-rl } p { margin: 0 0 0 20px }
                table { writing-mode: horizontal-tb; margin: 10px; background: #00FF00 }
                """)[0]
        let before = try #require(lines(page).first { $0.isVertical })
        let table = try #require(firstBox(page, background: 0x00FF00))
        #expect(abs(before.rect.minX - table.rect.maxX - 20) < 0.01, "\(before.rect) \(table.rect)")
        #expect(abs(table.rect.minY - 10) < 0.01)
    }

    /// A vertical table in horizontal text is laid out in its own mode: its rows are columns
    /// from the right, its cells go down them, and its `height` is its rows' length; the
    /// paragraph after it starts below it, after its margin.
    @Test func aVerticalTableInHorizontalTextSetsItsRowsFromTheRight() throws {
        let page = try fixture.pages(
            body: "<table><tr><td>ab</td><td>cd</td></tr><tr><td>ef</td><td>gh</td></tr></table><p>after</p>",
            css: """
                body { margin: 0 } p { margin: 0 }
                table { writing-mode: vertical-rl; border-spacing: 0; height: 100px; margin-bottom: 10px; background: #00FF00 }
                td { padding: 0 }
                """)[0]
        let cells = lines(page).filter(\.isVertical)
        try #require(cells.count == 4)
        #expect(cells.map { $0.paragraph.spec.text(in: $0.byteRange) } == ["ab", "cd", "ef", "gh"])
        // The first row on the right, its second cell below its first; the second row left of it.
        #expect(abs(cells[0].rect.minX - cells[1].rect.minX) < 0.01 && cells[1].rect.minY >= cells[0].rect.maxY - 0.01)
        #expect(cells[2].rect.maxX <= cells[0].rect.minX + 0.01)
        let table = try #require(firstBox(page, background: 0x00FF00))
        #expect(abs(table.rect.height - 100) < 0.01 && table.rect.minX == 0)
        let after = try #require(lines(page).last)
        #expect(!after.isVertical && abs(after.rect.minY - 110) < 0.01, "\(after.rect)")
    }

    /// A vertical cell in a horizontal table is an orthogonal flow: its lines run down its
    /// `height`, right to left, and its column is as wide as its lines stand side by side.
    @Test func aVerticalCellSetsItsLinesDownItsHeight() throws {
        let page = try fixture.pages(
            body: "<table><tr><td class='v'>abcdefghij klmnopqrst</td><td>x</td></tr></table>",
            css: """
                body { margin: 0 } table { border-spacing: 0 } td { padding: 0 }
                .v { writing-mode: vertical-rl; height: 80px }
                """)[0]
        let columns = lines(page).filter(\.isVertical)
        try #require(columns.count == 2)
        #expect(columns[0].rect.minX > columns[1].rect.minX, "the first line on the right")
        #expect(columns.allSatisfy { $0.rect.minY >= -0.01 && $0.rect.maxY <= 80.01 })
        // The next cell starts where the two 20 px columns end.
        let next = try #require(lines(page).first { !$0.isVertical })
        #expect(abs(next.rect.minX - 40) < 0.01, "\(next.rect)")
    }
}
