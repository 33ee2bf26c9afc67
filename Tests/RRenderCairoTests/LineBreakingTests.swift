import RRenderCairo
import RRenderCore
import RRenderLayout
import RRenderStyle
import RRenderTestSupport
import Testing

/// CSS line breaking through Pango (CSS Text 3 §5): `overflow-wrap: break-word` breaks a
/// digest or URL wider than the line inside it, with no hyphen drawn; `word-break: break-all`
/// fills each line; `keep-all` keeps CJK words whole.
@Suite struct LineBreakingTests {
    let shaper: PangoShaper
    let width = 240.0
    let digest = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
    let url = "https://example.org/a/very/long/path/without/any/space/in/it/index.html?query=value"

    init() throws {
        shaper = try PangoShaper()
    }

    private func paragraph(
        _ text: String, breaksLongWords: Bool = false, breaksAnywhere: Bool = false,
        keepsAll: Bool = false, language: String = "en"
    ) -> ParagraphSpec {
        var style = TextStyle.fixture(families: ["monospace"], language: language)
        style.keepsAll = keepsAll
        var spec = ParagraphSpec(
            text: text, runs: [TextRun(range: 0..<text.utf8.count, style: style)], breaksLongWords: breaksLongWords)
        spec.breaksAnywhere = breaksAnywhere
        return spec
    }

    /// The text of each line.
    private func texts(_ spec: ParagraphSpec, _ shaped: any ShapedParagraph) -> [String] {
        shaped.lines.map { spec.text(in: $0.byteRange) }
    }

    @Test(arguments: [
        "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        "https://example.org/a/very/long/path/without/any/space/in/it/index.html?query=value"
    ])
    func aLongStringBreaksWithinTheWidth(_ word: String) throws {
        let spec = paragraph("see " + word, breaksLongWords: true)
        let shaped = shaper.shape(spec, width: width)
        #expect(shaped.lines.count >= 3)
        #expect(shaped.lines.allSatisfy { $0.originX + $0.width <= width + 0.5 }, "\(shaped.lines.map(\.width))")
        // Nothing lost or added (no hyphen drawn at the emergency breaks).
        #expect(texts(spec, shaped).joined() == "see " + word)
    }

    /// break-word breaks only a word that fits no line: the digest first moves to a line of
    /// its own, as in a browser (a URL may already break after a `/`, UAX #14).
    @Test func theDigestStartsALineOfItsOwn() throws {
        let spec = paragraph("see " + digest, breaksLongWords: true)
        #expect(texts(spec, shaper.shape(spec, width: width)).first == "see ")
    }

    @Test func withoutOverflowWrapTheDigestOverflows() throws {
        let shaped = shaper.shape(paragraph(digest), width: width)
        #expect(shaped.lines.count == 1)
        #expect((shaped.lines.first?.width ?? 0) > width)
    }

    @Test func breakAllFillsTheFirstLine() throws {
        let spec = paragraph("see " + digest, breaksAnywhere: true)
        let shaped = shaper.shape(spec, width: width)
        let first = try #require(texts(spec, shaped).first)
        #expect(first.hasPrefix("see ") && first.count > 10, "\(first)")
        #expect(shaped.lines.allSatisfy { $0.width <= width + 0.5 })
    }

    @Test func keepAllBreaksCJKOnlyAtSpaces() throws {
        let word = String(repeating: "漢字", count: 4)
        let text = Array(repeating: word, count: 4).joined(separator: " ")
        let normal = paragraph(text, language: "ja")
        let kept = paragraph(text, keepsAll: true, language: "ja")
        let normalLines = texts(normal, shaper.shape(normal, width: 200))
        let keptLines = texts(kept, shaper.shape(kept, width: 200))
        #expect(
            normalLines.contains { !$0.hasSuffix(" ") && $0 != normalLines.last },
            "ideographs break between letters: \(normalLines)")
        #expect(keptLines.dropLast().allSatisfy { $0.hasSuffix(" ") }, "\(keptLines)")
        #expect(keptLines.allSatisfy { $0.trimmingCharacters(in: .whitespaces).count % 8 == 0 })
    }
}

extension LineBreakingTests {
    /// Hyphenation's soft hyphens still draw a hyphen where a line breaks at one when the
    /// paragraph may also break long words (Readium's body is `overflow-wrap: break-word`).
    @Test func softHyphenBreaksKeepTheirHyphenUnderBreakWord() throws {
        let text = "aaa bbb ccc rep\u{00AD}re\u{00AD}hen\u{00AD}si\u{00AD}ble and more words after it"
        let spec = paragraph(text, breaksLongWords: true)
        let shaped = shaper.shape(spec, width: 80)
        let broken = try #require(
            shaped.lines.first { line in
                let bytes = Array(
                    text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: line.byteRange.upperBound - 2)...].prefix(2))
                return bytes == [0xC2, 0xAD]
            }, "a line ends at a soft hyphen: \(texts(spec, shaped))")
        // The hyphen is drawn: the line is wider than its text without it.
        let bytes = Array(text.utf8)[broken.byteRange.lowerBound..<(broken.byteRange.upperBound - 2)]
        let withoutHyphen = paragraph(String(decoding: bytes, as: UTF8.self), breaksLongWords: false)
        let natural = shaper.shape(withoutHyphen, width: 1000).lines.first?.width ?? 0
        #expect(broken.width > natural + 1, "\(broken.width) vs \(natural)")
    }

    /// Min- and max-content widths (CSS Sizing 3 §5.1), which size table columns: a word has
    /// nowhere to break, so both are its one-line width; a phrase's min-content width is its
    /// widest word; under break-all, a character is the narrowest it can be.
    @Test func contentWidthsOfWordsAndPhrases() {
        let lineWidth = { (text: String) in self.shaper.shape(self.paragraph(text), width: 10_000).lines[0].width }
        let word = shaper.contentWidths(of: paragraph("unbreakable"))
        #expect(word.min == word.max)
        #expect(abs(word.max - lineWidth("unbreakable")) < 0.01)
        let phrase = shaper.contentWidths(of: paragraph("a few words, unbreakable"))
        #expect(abs(phrase.min - lineWidth("unbreakable,")) < 0.01 || abs(phrase.min - lineWidth("unbreakable")) < 0.01)
        #expect(abs(phrase.max - lineWidth("a few words, unbreakable")) < 0.01)
        let anywhere = shaper.contentWidths(of: paragraph("unbreakable", breaksAnywhere: true))
        #expect(anywhere.min < word.min / 5 && anywhere.max == word.max)
        let symbol = shaper.contentWidths(of: paragraph("="))
        #expect(symbol.min == symbol.max && symbol.max > 0)
    }
}
