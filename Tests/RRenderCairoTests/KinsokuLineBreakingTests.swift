import RRenderCairo
import RRenderCore
import RRenderLayout
import RRenderStyle
import RRenderTestSupport
import Testing

/// `line-break` on Japanese text through layout and Pango (CSS Text 3 §5.3, JLREQ 3.1.7): which
/// characters may start a line under each level. The box holds six ideographs of 20 px; the
/// seventh character is the one tested, so it starts the second line when the level lets it,
/// and otherwise takes the sixth ideograph with it.
@Suite struct KinsokuLineBreakingTests {
    let fixture: LayoutFixture

    init() throws {
        fixture = LayoutFixture(viewport: Size(width: 125, height: 400), margin: 0, shaper: try PangoShaper())
    }

    /// The text of each line of `body`'s paragraph.
    private func lines(_ text: String, lineBreak: String, lang: String = "ja", css: String = "") throws -> [String] {
        let page = try #require(
            try fixture.pages(
                body: "<p lang=\"\(lang)\">\(text)</p>",
                css: "p { font: 20px 'Noto Serif CJK JP'; line-break: \(lineBreak) } \(css)"
            ).first)
        return page.fragments.compactMap { fragment in
            if case .text(let line) = fragment { line.paragraph.spec.text(in: line.byteRange) } else { nil }
        }
    }

    /// Whether `character` started the second line (the first kept all six ideographs).
    private func startsLine(_ character: String, _ lineBreak: String, lang: String = "ja") throws -> Bool {
        let found = try lines("文文文文文文\(character)字字", lineBreak: lineBreak, lang: lang)
        #expect(found.joined() == "文文文文文文\(character)字字", "no character lost or added: \(found)")
        return found.first == "文文文文文文"
    }

    /// Chromium 156's answers on the same fixture (the WPT `css-text/i18n/ja` tests' shape).
    @Test(arguments: [
        ("っ", [true, false, true, true]), ("ー", [true, false, true, true]), ("ゃ", [true, false, true, true]),
        ("々", [false, false, false, true]), ("ゝ", [false, false, false, true]),
        ("〜", [false, false, true, true]), ("゠", [false, false, true, true]),
        ("‐", [false, false, false, true]), ("・", [false, false, false, true]), ("：", [false, false, false, true]),
        ("！", [false, false, false, true]), ("％", [false, false, false, true]),
        ("。", [false, false, false, false]), ("」", [false, false, false, false]), ("、", [false, false, false, false])
    ])
    func whichCharactersStartALine(_ character: String, _ expected: [Bool]) throws {
        let levels = ["auto", "strict", "normal", "loose"]
        let found = try levels.map { try startsLine(character, $0) }
        #expect(found == expected, "\(character) under \(levels): \(found)")
    }

    /// `anywhere` breaks before closing punctuation too.
    @Test func anywhereBreaksBeforeAClosingMark() throws {
        #expect(try startsLine("。", "anywhere"))
    }

    /// Outside Chinese and Japanese text, `loose` allows only small kana and iteration marks, as in Chromium.
    @Test func looseInEnglishTextAllowsOnlyKanaAndIterationMarks() throws {
        #expect(try startsLine("々", "loose", lang: "en"))
        #expect(try startsLine("〜", "loose", lang: "en") == false)
        #expect(try startsLine("・", "loose", lang: "en") == false)
    }

    /// An opening bracket never ends a line: no break is added between 「 and a small kana.
    @Test func anOpeningBracketKeepsTheKanaAfterIt() throws {
        let found = try lines("文文文文文「っ字字", lineBreak: "loose")
        #expect(found.first == "文文文文文", "\(found)")
    }

    /// The breaks layout adds are zero-width spaces: the page text has none.
    @Test func theAddedBreaksAreNotInThePageText() throws {
        let page = try #require(try fixture.pages(body: "<p lang=\"ja\">文っ文ー文</p>", css: "p { font: 20px serif }").first)
        #expect(page.text == "文っ文ー文")
    }

    /// `word-break: keep-all` adds no break before a small kana.
    @Test func keepAllAddsNoBreaks() throws {
        let found = try lines("文文文文文文っ字字", lineBreak: "auto", css: "p { word-break: keep-all }")
        #expect(found.first != "文文文文文文", "\(found)")
    }
}

extension KinsokuLineBreakingTests {
    /// `word-break: break-all` breaks anywhere but before closing punctuation, as Chromium.
    @Test(arguments: [("。", false), ("」", false), ("、", false), ("っ", true)])
    func breakAllKeepsPunctuationOffALineStart(_ character: String, _ starts: Bool) throws {
        let found = try lines("文文文文文文\(character)字字", lineBreak: "auto", css: "p { word-break: break-all }")
        #expect(found.joined() == "文文文文文文\(character)字字")
        #expect((found.first == "文文文文文文") == starts, "\(found)")
    }

    /// Under break-all an opening bracket does not end a line, and Latin words break anywhere.
    @Test func breakAllKeepsAnOpeningBracketWithWhatFollows() throws {
        let found = try lines("文文文文文「字字字", lineBreak: "auto", css: "p { word-break: break-all }")
        #expect(found.first == "文文文文文", "\(found)")
        let latin = try lines("abcdefghijklmnopqrstuvwxyz", lineBreak: "auto", lang: "en", css: "p { word-break: break-all }")
        #expect(latin.count > 1 && latin.joined() == "abcdefghijklmnopqrstuvwxyz", "\(latin)")
    }
}
