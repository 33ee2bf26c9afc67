import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Content wider than the page (issue 17 §4): long words break under `overflow-wrap`,
/// `word-break` and `line-break` (CSS Text 3 §5), `pre` wraps and body margins are reset as
/// Readium CSS's sheets do (`ReadiumSheets`). Fixed shaper: 8 px characters, 20 px lines, a
/// 200 px page holds 25 characters a line.
@Suite struct OverflowLayoutTests {
    var fixture = LayoutFixture(viewport: Size(width: 200, height: 400))
    let digest = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"

    init() { fixture.readiumSheets = true }

    private func lines(_ page: PageLayout) -> [(x: Double, width: Double, text: String)] {
        page.fragments.compactMap { fragment in
            guard case .text(let line) = fragment else { return nil }
            return (line.rect.x, line.rect.width, line.paragraph.spec.text(in: line.byteRange))
        }
    }

    @Test func aDigestWiderThanTheLineBreaksInsideIt() throws {
        let page = try fixture.pages(body: "<p>sha: \(digest)</p>", css: "p { margin: 0 }")[0]
        let placed = lines(page)
        #expect(placed.allSatisfy { $0.x + $0.width <= 200 }, "no line runs past the page edge")
        // The word first moves to a line of its own (break-word breaks only what fits no line).
        #expect(
            placed.map(\.text) == [
                "sha: ", String(digest.prefix(25)), String(digest.dropFirst(25).prefix(25)),
                String(digest.dropFirst(50))
            ])
    }

    @Test func withoutReadiumSheetsAndOverflowWrapNormalTheDigestOverflows() throws {
        var plain = fixture
        plain.readiumSheets = false
        let page = try plain.pages(body: "<p>\(digest)</p>", css: "p { margin: 0 }")[0]
        #expect(lines(page).map(\.width) == [512])
    }

    @Test func thePublisherCanAskForNoBreak() throws {
        let page = try fixture.pages(body: "<p>\(digest)</p>", css: "p { margin: 0; overflow-wrap: normal }")[0]
        #expect(lines(page).count == 1)
    }

    @Test func legacyWordWrapAndWordBreakBreakWordBreakToo() throws {
        var plain = fixture
        plain.readiumSheets = false
        for css in ["p { word-wrap: break-word }", "p { word-break: break-word }", "p { overflow-wrap: anywhere }"] {
            let page = try plain.pages(body: "<p>\(digest)</p>", css: "p { margin: 0 } " + css)[0]
            #expect(lines(page).count == 3, "\(css)")
        }
    }

    @Test func breakAllFillsTheLineBeforeBreakingAWord() throws {
        let text = "see abcdefghijklmnopqrstuvwxyz"
        let normal = try fixture.pages(body: "<p>\(text)</p>", css: "p { margin: 0 }")[0]
        #expect(lines(normal).map(\.text) == ["see ", "abcdefghijklmnopqrstuvwxy", "z"])
        for css in ["p { word-break: break-all }", "p { line-break: anywhere }"] {
            let page = try fixture.pages(body: "<p>\(text)</p>", css: "p { margin: 0 } " + css)[0]
            #expect(lines(page).map(\.text) == ["see abcdefghijklmnopqrstu", "vwxyz"], "\(css)")
        }
    }

    @Test func keepAllKeepsCJKWordsWhole() throws {
        // 12 ideographs (96 px) then a space and 12 more: 25 characters fit a line.
        let word = String(repeating: "漢字", count: 6)
        let body = "<p>\(word) \(word)\(word)</p>"
        let normal = try fixture.pages(body: body, css: "p { margin: 0 }")[0]
        #expect(lines(normal).first?.text == "\(word) \(word)", "ideographs break anywhere by default")
        let kept = try fixture.pages(body: body, css: "p { margin: 0; word-break: keep-all }")[0]
        #expect(lines(kept).map(\.text) == ["\(word) ", word + word])
    }

    @Test func preformattedLinesWrapAsReadiumCSSMakesThem() throws {
        let code = String(repeating: "x", count: 40)
        let page = try fixture.pages(body: "<pre>\(code)</pre>", css: "pre { margin: 0 }")[0]
        #expect(lines(page).map(\.text.count) == [25, 15])
        var plain = fixture
        plain.readiumSheets = false
        #expect(lines(try plain.pages(body: "<pre>\(code)</pre>", css: "pre { margin: 0 }")[0]).count == 1)
    }

    @Test func widowsAndOrphansApplyToPreformattedLines() throws {
        // Five 20 px lines fit a 100 px page: six lines of `pre` split 4 + 2 (widows: 2).
        var short = fixture
        short.viewport = Size(width: 200, height: 100)
        short.contentRect = Rect(x: 0, y: 0, width: 200, height: 100)
        let code = (1...6).map { "line \($0)" }.joined(separator: "\n")
        let pages = try short.pages(body: "<pre>\(code)</pre>", css: "pre { margin: 0; widows: 2; orphans: 2 }")
        #expect(pages.map { lines($0).count } == [4, 2])
    }

    @Test func publisherBodyMarginsAreResetAsReadiumDoes() throws {
        let css = "body { margin-left: 6em; margin-right: 15em; padding: 0 2em } p { margin: 0 }"
        let page = try fixture.pages(body: "<p>abcd abcd abcd abcd abcd</p>", css: css)[0]
        #expect(lines(page).map(\.x) == [0])
        #expect(lines(page).first?.text == "abcd abcd abcd abcd abcd")
        var plain = fixture
        plain.readiumSheets = false
        #expect(lines(try plain.pages(body: "<p>abcd</p>", css: css)[0]).first?.x == 96 + 32)
    }

    /// A float of a set width keeps its words whole, overflowing beside it as in a browser
    /// (live-manual's paragraph numbers: `label.ocn { float: right; width: 2% }`); an explicit
    /// `overflow-wrap: break-word` still breaks them.
    @Test func aNarrowFloatKeepsItsWordsWhole() throws {
        let body = "<p><label>108</label>Some text beside it</p>"
        let css = "p { margin: 0 } label { float: right; width: 4px }"
        let page = try fixture.pages(body: body, css: css)[0]
        #expect(lines(page).contains { $0.text == "108" })
        let broken = try fixture.pages(body: body, css: css + " label { overflow-wrap: break-word }")[0]
        #expect(lines(broken).filter { ["1", "0", "8"].contains($0.text) }.count == 3)
    }
}
