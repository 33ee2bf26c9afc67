import RRenderCore
import RRenderLayout
import RRenderStyle
import RRenderTestSupport
import Testing

/// `vertical-lr` and `sideways-*` writing modes (CSS Writing Modes 3 §3.1, 4 §3.1),
/// `text-orientation` reaching the runs, `text-transform: full-width`, and `auto` margins
/// centring a block along its columns.
@Suite struct VerticalModesTests {
    /// Pages 200×100: a column holds 12 characters (8 px each), ten 20 px columns fit on a page.
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 100))

    private func css(_ mode: String) -> String { "body { writing-mode: \(mode); margin: 0 } p { margin: 0 }" }

    private func columns(_ count: Int) -> String {
        (1...count).map { String(format: "%02d", $0) + "abcdefghi" }.joined(separator: " ")
    }

    private func lines(_ page: PageLayout) -> [TextFragment] {
        page.fragments.compactMap { if case .text(let text) = $0 { text } else { nil } }
    }

    @Test func verticalLRColumnsStackFromLeftToRight() throws {
        let pages = try fixture.pages(body: "<p>\(columns(3))</p>", css: css("vertical-lr"))
        let dump = pages[0].dump().split(separator: "\n")
        #expect(dump.count == 3)
        #expect(dump[0].hasPrefix("text 0,0 20×"))
        #expect(dump[1].hasPrefix("text 20,0 20×"))
        #expect(dump[2].hasPrefix("text 40,0 20×"))
        #expect(pages[0].text == columns(3))
        // The baseline keeps its place in the line box: the line's over side is on the right in
        // vertical-lr as in vertical-rl (Writing Modes 3 §6.4).
        let rl = try #require(lines(try fixture.pages(body: "<p>\(columns(3))</p>", css: css("vertical-rl"))[0]).first)
        let lr = try #require(lines(pages[0]).first)
        #expect(lr.origin.x - lr.rect.minX == rl.origin.x - rl.rect.minX)
        #expect(lr.origin.y == 0 && lr.isVertical && !lr.isTurnedLeft)
    }

    /// The lines of an inline-block in `vertical-lr` text stack left to right as the page's do,
    /// each with its over side on the right, and its last line's baseline on the line's.
    @Test func inlineBlockLinesInVerticalLRStackFromLeftToRight() throws {
        let css = css("vertical-lr") + " .ib { display: inline-block } .b { display: block }"
        let page = try #require(
            fixture.pages(body: "<p>A<span class='ib'><span class='b'>F</span><span class='b'>L</span></span>O</p>", css: css)
                .first)
        let found = lines(page)
        let outer = try #require(found.first), first = try #require(found.dropFirst().first), last = try #require(found.last)
        #expect(first.rect.maxX <= last.rect.minX + 0.01, "F left of L: \(first.rect) \(last.rect)")
        #expect(first.rect.minX >= outer.rect.minX - 0.01 && last.rect.maxX <= outer.rect.maxX + 0.01, "inside the line")
        #expect(first.rect.maxX - first.origin.x == 16, "its baseline the ascent (16 px) from its right, over side")
        #expect(abs(last.origin.x - outer.origin.x) < 0.01, "the last line's baseline is the line's")
    }

    @Test func verticalLRBlockStartIsTheLeft() throws {
        let css = css("vertical-lr") + " div { margin: 10px 0 0 30px; border-left: 2px solid black }"
        let page = try #require(fixture.pages(body: "<div><p>abcd</p></div>", css: css).first)
        #expect(
            page.dump() == """
                box 30,10 22×90 border 0,0,0,2
                text 32,10 20×32 [0..<4] "abcd"
                """)
    }

    @Test func sidewaysLRColumnsRunUpFromTheBottom() throws {
        let pages = try fixture.pages(body: "<p>\(columns(2))</p>", css: css("sideways-lr"))
        let found = lines(pages[0])
        #expect(found.count == 2)
        #expect(found.map(\.rect.minX) == [0, 20])
        #expect(found.allSatisfy { $0.isVertical && $0.isTurnedLeft })
        // The line starts at the bottom and its over side is the left: the baseline lies right
        // of the line box's left edge by the ascent.
        #expect(found[0].origin.y == 100 && found[0].rect.maxY == 100)
        let rl = try #require(lines(try fixture.pages(body: "<p>\(columns(2))</p>", css: css("vertical-rl"))[0]).first)
        #expect(found[0].origin.x - found[0].rect.minX == rl.rect.maxX - rl.origin.x)
        #expect(pages[0].text == columns(2))
    }

    @Test func sidewaysLRBordersFollowTheTurn() throws {
        // Inline-start is the bottom, block-start the left.
        let css = css("sideways-lr") + " div { margin: 0 0 10px 30px; border-bottom: 2px solid black }"
        let page = try #require(fixture.pages(body: "<div><p>abcd</p></div>", css: css).first)
        #expect(page.dump().hasPrefix("box 30,0 20×90 border 0,0,2,0"))
    }

    @Test func sidewaysRLIsVerticalRLWithEveryRunSideways() throws {
        let pages = try fixture.pages(body: "<p>ab<span style='text-orientation: upright'>cd</span></p>", css: css("sideways-rl"))
        let line = try #require(lines(pages[0]).first)
        #expect(line.rect.minX == 180 && !line.isTurnedLeft)
        #expect(line.paragraph.spec.runs.allSatisfy { $0.style.orientation == .sideways })
        #expect(line.paragraph.spec.vertical)
    }

    @Test func textOrientationReachesTheRuns() throws {
        let body =
            "<p>ab<span style='text-orientation: upright'>cd</span><span style='-epub-text-orientation: sideways-right'>ef</span></p>"
        let line = try #require(lines(try fixture.pages(body: body, css: css("vertical-rl"))[0]).first)
        #expect(line.paragraph.spec.runs.map(\.style.orientation) == [.mixed, .upright, .sideways])
    }

    @Test func fullWidthTurnsASCIIWideAfterWhiteSpaceProcessing() throws {
        let page = try #require(
            fixture.pages(
                body: "<p>A1, b  ~<span style='white-space: pre'> x </span>¥</p>",
                css: "p { margin: 0; text-transform: full-width }"
            ).first)
        // Collapsible spaces stay U+0020 (the transform comes after white space processing);
        // preserved ones become U+3000 (CSS Text 3 §2.1).
        #expect(page.text == "Ａ１， ｂ ～\u{3000}ｘ\u{3000}￥")
        let epub = try #require(fixture.pages(body: "<p>Ab9</p>", css: "p { margin: 0; -epub-text-transform: fullwidth }").first)
        #expect(epub.text == "Ａｂ９")
        let upper = try #require(
            fixture.pages(body: "<p>ab</p>", css: "p { margin: 0; text-transform: uppercase full-width }").first)
        #expect(upper.text == "ＡＢ")
        let plain = try #require(fixture.pages(body: "<p>ab</p>", css: "p { margin: 0 }").first)
        #expect(plain.text == "ab")
    }

    @Test func autoMarginsCentreTheRootAlongItsColumns() throws {
        var fixture = fixture
        fixture.readiumSheets = true
        // kusamakura: `html { margin: auto 1em; max-height: 28em }`; here 50 px of a 100 px column.
        let css = "html { writing-mode: vertical-rl; margin: auto 8px; max-height: 50px } body, p { margin: 0 }"
        let found = lines(try fixture.pages(body: "<p>abcde fghij</p>", css: css)[0])
        // Two columns of 5 characters (40 px) in a 50 px line starting at 25 px.
        #expect(found.map(\.rect.minY) == [25, 25] && found.map(\.rect.height) == [40, 40])
        // The root's other margins stay zero under Readium's sheet: the first column is at the right.
        #expect(found.first?.rect.maxX == 200)
    }

    @Test func autoMarginsCentreABoxMaxWidthNarrowed() throws {
        let css = "body { margin: 0 } div { margin: 0 auto; max-width: 80px } p { margin: 0 }"
        let line = try #require(lines(try fixture.pages(body: "<div><p>abcd</p></div>", css: css)[0]).first)
        #expect(line.rect.minX == 60)
        // One auto margin takes all the room.
        let right = "body { margin: 0 } div { margin: 0 0 0 auto; max-width: 80px } p { margin: 0 }"
        #expect(try lines(try fixture.pages(body: "<div><p>abcd</p></div>", css: right)[0]).first?.rect.minX == 120)
    }

    @Test func aFloatedImageIsDrawnAtTheSizeItTakes() throws {
        let fixture = LayoutFixture(viewport: Size(width: 200, height: 100), imageSizes: ["p.png": Size(width: 60, height: 90)])
        // kusamakura's portrait: `float: left; height: 50%` in vertical-rl. Its height is 50 %
        // of the 100 px column, its width follows (60:90), at the top of the first column.
        let body = "<div><img class='portrait' src='p.png' alt=''/><p>abcd</p></div>"
        let vertical = try #require(
            fixture.pages(body: body, css: css("vertical-rl") + " img { float: left; height: 50% }").first)
        #expect(
            vertical.dump() == """
                image 166.67,0 33.33×50 p.png
                text 180,50 20×32 [0..<4] "abcd"
                """)
        // Its own margin does not shrink the percentage (CSS 2.1 §10.2: of the containing block):
        // kusamakura's portrait has `margin-bottom: 1em`.
        let margined = try #require(
            fixture.pages(body: body, css: css("vertical-rl") + " img { float: left; height: 50%; margin-bottom: 10px }").first)
        #expect(margined.dump().hasPrefix("image 166.67,0 33.33×50 p.png"))
        // The same in horizontal text: a float 50 % wide (100 px, then fitted to the 100 px page
        // height) was drawn 50 % of that (50×75).
        let horizontal = try #require(
            fixture.pages(body: body, css: "body, p { margin: 0 } img { float: left; width: 50% }").first)
        #expect(horizontal.dump().hasPrefix("image 0,0 66.67×100 p.png"))
    }

    /// A tap finds the word drawn under it: down the column in vertical-lr, up it in sideways-lr.
    @Test(arguments: [
        ("vertical-lr", 4.0, "one"), ("vertical-lr", 44.0, "two"), ("sideways-lr", 96.0, "one"), ("sideways-lr", 56.0, "two")
    ])
    func tapsFindTheWordAlongTheColumn(_ mode: String, _ y: Double, _ word: String) throws {
        let page = try #require(fixture.pages(body: "<p>one two</p>", css: css(mode)).first)
        // "one" is 0..<24 along the line, "two" 32..<56.
        #expect(page.textHit(at: Point(x: 10, y: y))?.word == word)
    }

    /// An inline image sits on the baseline's over side, the right, in vertical-lr as in
    /// vertical-rl: mirrored with the rest of its line.
    @Test func inlineImagesKeepTheirSideOfTheLine() throws {
        let fixture = LayoutFixture(viewport: Size(width: 200, height: 100), imageSizes: ["i.png": Size(width: 10, height: 12)])
        func offsets(_ mode: String) throws -> (Double, Double) {
            let page = try #require(
                fixture.pages(body: "<p>ab<img src='i.png' alt=''/>cd</p>", css: css(mode) + " p { line-height: 40px }").first)
            let line = try #require(lines(page).first)
            let image = try #require(page.fragments.compactMap { if case .image(let image) = $0 { image } else { nil } }.first)
            return (line.rect.maxX - image.rect.maxX, line.rect.maxX - line.origin.x)
        }
        let (rl, lr) = (try offsets("vertical-rl"), try offsets("vertical-lr"))
        #expect(rl.0 == lr.0 && rl.1 == lr.1, "rl \(rl), lr \(lr)")
        #expect(rl.0 < rl.1, "the image is right of the baseline")
    }

    /// Background layers, shadows and corners are physical (Writing Modes 3 §6.4): a box laid
    /// out along a vertical flow's logical axes has them placed on its physical box.
    @Test func backgroundLayersArePlacedOnThePhysicalBox() throws {
        let fixture = LayoutFixture(
            viewport: Size(width: 200, height: 100), imageSizes: ["tile.png": Size(width: 10, height: 10)])
        for (mode, x) in [("vertical-rl", 150), ("vertical-lr", 0)] {
            let page = try fixture.pages(
                body: "<div></div>",
                css: css(mode) + " div { width: 50px; height: 80px; background: url(tile.png) no-repeat right bottom }")[0]
            // The box is 50 px wide and 80 px high whatever the mode; the picture at its
            // physical bottom right corner.
            let expected = "box \(x),0 50×80 layer tile.png \(x + 40),70 10×10 no-repeat"
            #expect(page.dump().contains(expected), "\(mode): \(page.dump())")
        }
    }
}
