import Foundation
import RRender
import RRenderCore
import RRenderTestSupport
import Testing

/// Vertical typography drawn end to end: `vertical-lr` and `sideways-*` columns,
/// `text-orientation`, and the side of underlines and overlines (`text-underline-position`).
/// Checks find ink by position; the golden shows them together, compared with Chromium's
/// screenshot of the same XHTML (docs/BrowserComparison.md).
@Suite struct VerticalTypographyRenderingTests {
    /// Page 1 of a book whose one chapter has `css` (after `html { writing-mode: vertical-rl }`)
    /// and `body`; `language` is the book's.
    private func render(
        css: String, body: String, language: String = "ja", progression: String? = "rtl",
        viewport: Viewport = Viewport(width: 300, height: 200)
    ) throws -> PixelImage {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="ja" xml:lang="ja"><head><title>t</title><style>html { writing-mode: vertical-rl } \(css)</style></head>
            <body>\(body)</body></html>
            """
        var book = EPUBBuilder(chapters: [EPUBBuilder.Chapter(href: "c.xhtml", title: "C", document: document)])
        book.language = language
        book.pageProgressionDirection = progression
        let publication = try Publication.open(data: try book.data(), name: "vertical.epub")
        let renderer = try Renderer(publication: publication, options: RenderOptions(viewport: viewport, concurrency: 1))
        return try renderer.renderPage(1).frame.image
    }

    private func isInk(_ image: PixelImage, _ x: Int, _ y: Int) -> Bool {
        let c = image.color(x: x, y: y)
        return Int(c.red) + Int(c.green) + Int(c.blue) < 3 * 128
    }

    /// The smallest rectangle holding every inked pixel, as (minX, minY, maxX, maxY).
    private func inkBounds(_ image: PixelImage) -> (Int, Int, Int, Int)? {
        var found: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where isInk(image, x, y) {
                let b = found ?? (x, y, x, y)
                found = (min(b.0, x), min(b.1, y), max(b.2, x), max(b.3, y))
            }
        }
        return found
    }

    /// The pixel columns inked over at least `share` of the rows from `top` to `bottom`: the
    /// long vertical strokes (decoration lines) of a column of text.
    private func longStrokes(_ image: PixelImage, top: Int, bottom: Int, share: Double = 0.9) -> [Int] {
        (0..<image.width).filter { x in
            Double((top..<bottom).filter { isInk(image, x, $0) }.count) >= share * Double(bottom - top)
        }
    }

    // MARK: text-orientation

    /// 一 is a horizontal bar upright and a vertical one sideways: the ink of a column of them
    /// is wide or narrow.
    @Test(arguments: [
        ("mixed", false), ("upright", false), ("sideways", true), ("-epub-text-orientation: sideways-right; x", true)
    ])
    func ideographsTurnOnlySideways(_ orientation: String, _ turned: Bool) throws {
        let value = orientation.contains(":") ? orientation : "text-orientation: \(orientation)"
        let image = try render(css: "p { font-size: 20px; margin: 0; \(value) }", body: "<p>一一一一</p>")
        let (minX, _, maxX, _) = try #require(inkBounds(image))
        let width = maxX - minX + 1
        #expect(turned ? width < 6 : width > 12, "\(orientation): ink \(width) px wide")
    }

    /// Latin letters are turned in mixed text and stand upright, stacked, under `upright`: an
    /// "l" is then a vertical stroke, and the column is as tall as one em per letter.
    @Test func uprightStacksLatinLetters() throws {
        let mixed = try #require(inkBounds(try render(css: "p { font-size: 20px; margin: 0 }", body: "<p>llll</p>")))
        let upright = try #require(
            inkBounds(
                try render(
                    css: "p { font-size: 20px; margin: 0; text-orientation: upright }",
                    body: "<p>llll</p>")))
        // Turned +90°, the four strokes lie across the column, close together; upright they
        // follow each other down it, an em apart.
        #expect(upright.3 - upright.1 > 3 * 18, "upright column \(upright.3 - upright.1) px tall")
        #expect(mixed.3 - mixed.1 < 2 * 18, "mixed column \(mixed.3 - mixed.1) px tall")
    }

    // MARK: vertical-lr, sideways-lr

    /// The first paragraph's column is leftmost in vertical-lr and rightmost in vertical-rl.
    @Test(arguments: ["vertical-lr", "sideways-lr", "vertical-rl"])
    func columnsStackInTheModesDirection(_ mode: String) throws {
        let css = "html { writing-mode: \(mode) } p { font-size: 20px; margin: 0 20px 0 0 } .first { color: red }"
        let image = try render(css: css, body: "<p class='first'>一二</p><p>三四</p>", language: "en", progression: nil)
        var red: [Int] = [], black: [Int] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let c = image.color(x: x, y: y)
                if c.red > 200 && c.green < 80 { red.append(x) } else if isInk(image, x, y) { black.append(x) }
            }
        }
        let (firstX, secondX) = (try #require(red.min()), try #require(black.min()))
        #expect(mode.hasSuffix("lr") ? firstX < secondX : firstX > secondX, "\(mode): first at \(firstX), second at \(secondX)")
    }

    // MARK: text-underline-position

    /// The underline of vertical Japanese text is on the right under `auto` and `right`, on the
    /// left under `left` and in other languages; an overline takes the other side.
    @Test(arguments: [
        ("underline", "", "ja", true), ("underline", "right", "ja", true), ("underline", "left", "ja", false),
        ("underline", "", "en", false), ("overline", "", "ja", false), ("overline", "left", "ja", true)
    ])
    func decorationSides(_ line: String, _ position: String, _ lang: String, _ right: Bool) throws {
        let placed = position.isEmpty ? "" : "text-underline-position: \(position);"
        let css = "p { font-size: 20px; margin: 0; text-decoration: \(line); \(placed) }"
        let image = try render(css: css, body: "<p lang='\(lang)'>一二三四五六</p>")
        let (stroke, middle) = try strokeAndColumnMiddle(image, "no \(line) drawn")
        #expect((Double(stroke) > middle) == right, "\(line) \(position) \(lang): at \(stroke), glyphs' middle \(middle)")
    }

    /// Sideways text is set as horizontal text: its underline is under it, whatever side is
    /// named (left/right apply in vertical typographic mode only, as in Chromium): the left of
    /// sideways-rl lines, the right of sideways-lr ones.
    @Test(arguments: [
        ("sideways-rl", "", false), ("sideways-rl", "right", false), ("sideways-lr", "", true),
        ("sideways-lr", "left", true)
    ])
    func sidewaysUnderlineSides(_ mode: String, _ position: String, _ right: Bool) throws {
        let placed = position.isEmpty ? "" : "text-underline-position: \(position);"
        let css = "html { writing-mode: \(mode) } p { font-size: 20px; margin: 0; text-decoration: underline; \(placed) }"
        let image = try render(css: css, body: "<p>一二三四五六</p>", language: "en", progression: nil)
        let (stroke, middle) = try strokeAndColumnMiddle(image, "no underline drawn")
        #expect((Double(stroke) > middle) == right, "\(mode) \(position): at \(stroke), glyphs' middle \(middle)")
    }

    /// The first column of a vertical decoration stroke, and the middle of the glyphs' ink apart
    /// from the strokes (the column's middle).
    private func strokeAndColumnMiddle(_ image: PixelImage, _ missing: Comment) throws -> (stroke: Int, middle: Double) {
        let (_, top, _, bottom) = try #require(inkBounds(image))
        let strokes = longStrokes(image, top: top + 2, bottom: bottom - 2)
        let stroke = try #require(strokes.first, missing)
        let glyphs = (0..<image.width).filter { x in !strokes.contains(x) && (top..<bottom).contains { isInk(image, x, $0) } }
        return (stroke, Double((glyphs.min() ?? 0) + (glyphs.max() ?? 0)) / 2)
    }

    /// `under` puts a horizontal underline below the descenders (Pango's low underline);
    /// `auto` keeps the font's position.
    @Test func underInHorizontalTextClearsTheDescenders() throws {
        func underlineRow(_ position: String) throws -> Int {
            let css =
                "html { writing-mode: horizontal-tb } p { font-size: 30px; margin: 0; text-decoration: underline; text-underline-position: \(position) }"
            let image = try render(css: css, body: "<p>gjpqy gjpqy</p>", language: "en", progression: nil)
            let (minX, _, maxX, _) = try #require(inkBounds(image))
            let rows = (0..<image.height).filter { y in
                Double((minX...maxX).filter { isInk(image, $0, y) }.count) > 0.9 * Double(maxX - minX)
            }
            return try #require(rows.first)
        }
        let auto = try underlineRow("auto"), under = try underlineRow("under")
        #expect(under > auto, "under at \(under), auto at \(auto)")
    }

    // MARK: golden

    /// vertical-lr with mixed, upright and sideways runs and underlines on both sides, next to
    /// Chromium's rendering of the same XHTML (BrowserComparison.md).
    @Test func verticalLRTypography() throws {
        let css = """
            html { writing-mode: vertical-lr } body { font-size: 18px } p { margin: 0 }
            .u { text-orientation: upright } .s { text-orientation: sideways }
            .ul { text-decoration: underline } .ulr { text-decoration: underline; text-underline-position: right }
            .fw { text-transform: full-width }
            """
        let body = """
            <p>縦書きABCの文章。</p><p>正立<span class="u">ABC 12</span>です。</p>
            <p>横倒し<span class="s">漢字ABC</span>です。</p><p class="ul" lang="en">Underline 下線</p>
            <p class="ulr">右の下線ABC</p><p class="fw">全角ABC 123</p>
            """
        let image = try render(
            css: css, body: body, language: "en", progression: nil, viewport: Viewport(width: 300, height: 260))
        if let failure = GoldenImage(suite: "VerticalTypography").check(image, named: "verticalLRTypography") {
            Issue.record("\(failure)")
        }
    }
}
