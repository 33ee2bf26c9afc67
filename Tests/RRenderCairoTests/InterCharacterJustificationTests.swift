import RRenderCairo
import RRenderCore
import RRenderLayout
import RRenderStyle
import RRenderTestSupport
import Testing

/// Justification of CJK text (CSS Text 3 §6.3, §6.4): the slack of a line is spread between its
/// characters, not put at its one ASCII space; the last line and lines before a forced break
/// stay ragged unless `text-align-last` says otherwise; `text-justify` chooses where slack goes.
@Suite struct InterCharacterJustificationTests {
    let shaper: PangoShaper
    let width = 200.0
    /// Sixteen ideographs with a space after the fifth: two full lines and a short last one at 200 px.
    let text = "漢字仮名交 じり文の行末を揃える組版の試験用の文章です"

    init() throws {
        shaper = try PangoShaper()
    }

    private func paragraph(
        _ text: String, alignment: TextAlign = .justify, last: TextAlign? = nil,
        justify: TextJustify = .auto, language: String = "ja", vertical: Bool = false
    ) -> ParagraphSpec {
        let style = TextStyle.fixture(families: ["Noto Serif CJK JP"], language: language)
        var spec = ParagraphSpec(text: text, runs: [TextRun(range: 0..<text.utf8.count, style: style)], alignment: alignment)
        spec.alignLast = last
        spec.justify = justify
        spec.vertical = vertical
        return spec
    }

    /// The x-range of each character of line `index`, in order (from `rects(forByteRange:)`,
    /// which hit testing and highlights use).
    private func characterRanges(
        _ spec: ParagraphSpec, _ shaped: any ShapedParagraph, line index: Int
    ) -> [(String, Double, Double)] {
        let line = shaped.lines[index]
        var result: [(String, Double, Double)] = []
        var offset = 0
        for scalar in spec.text.unicodeScalars {
            let length = String(scalar).utf8.count
            defer { offset += length }
            guard line.byteRange.contains(offset), let rect = shaped.rects(forByteRange: offset..<(offset + length)).first?.rect
            else { continue }
            result.append((String(scalar), rect.x, rect.x + rect.width))
        }
        return result
    }

    /// The advance of each character of the line but its last, from one start to the next.
    private func advances(_ ranges: [(String, Double, Double)]) -> [Double] {
        zip(ranges, ranges.dropFirst()).map { $1.1 - $0.1 }
    }

    @Test func aJustifiedLineWithOneSpaceSpreadsItsSlackBetweenCharacters() throws {
        let spec = paragraph(text)
        let shaped = shaper.shape(spec, width: width)
        #expect(shaped.lines.count >= 2)
        let first = shaped.lines[0]
        #expect(abs(first.originX + first.width - width) < 0.01, "flush at the end: \(first.originX) + \(first.width)")
        let ranges = characterRanges(spec, shaped, line: 0)
        let space = try #require(ranges.first { $0.0 == " " })
        // From one hit rect's start to the next (the first character's rect has no half gap before it).
        let ideographs = advances(ranges).enumerated().dropFirst()
            .filter { ranges[$0.offset].0 != " " && ranges[$0.offset + 1].0 != " " }.map(\.element)
        // Each ideograph took a share of the slack; the space took no more than one share.
        let natural = 16.0
        let share = try #require(ideographs.min()) - natural
        #expect(share > 0.1, "\(ideographs)")
        #expect((ideographs.max() ?? 0) - (ideographs.min() ?? 0) < 0.01, "evenly spread: \(ideographs)")
        #expect(space.2 - space.1 < natural / 2 + 2 * share, "the space is not stretched: \(space)")
        // Hit rects tile the line: what is drawn is what is hit.
        for (a, b) in zip(ranges, ranges.dropFirst()) { #expect(abs(a.2 - b.1) < 0.01, "\(a) then \(b)") }
    }

    @Test func theLastLineIsNotJustified() throws {
        let shaped = shaper.shape(paragraph(text), width: width)
        let last = try #require(shaped.lines.last)
        #expect(last.width < width - 16, "\(last.width)")
    }

    @Test func textAlignLastJustifyJustifiesTheLastLineToo() throws {
        let shaped = shaper.shape(paragraph(text, last: .justify), width: width)
        let last = try #require(shaped.lines.last)
        #expect(abs(last.originX + last.width - width) < 0.01 && abs(last.originX) < 0.01, "\(last.originX) + \(last.width)")
    }

    @Test func aLineBeforeAForcedBreakIsNotJustifiedUnlessTextAlignLastSays() throws {
        let broken = "漢字仮名交 じり\n文の行末を揃える組版の試験用の文章です"
        let ragged = shaper.shape(paragraph(broken), width: width)
        #expect(ragged.lines[0].width < width - 16, "\(ragged.lines[0].width)")
        let justified = shaper.shape(paragraph(broken, last: .justify), width: width)
        #expect(abs(justified.lines[0].width - width) < 0.01, "\(justified.lines[0].width)")
    }

    @Test func textAlignLastCentresTheLastLineOfAJustifiedParagraph() throws {
        let shaped = shaper.shape(paragraph(text, last: .center), width: width)
        let last = try #require(shaped.lines.last)
        #expect(abs(last.originX + last.width / 2 - width / 2) < 0.5, "\(last.originX) + \(last.width)")
        #expect(abs(shaped.lines[0].width - width) < 0.01)
    }

    /// Under `inter-word` a CJK line without spaces stays ragged; under `none` nothing is justified.
    @Test(arguments: [TextJustify.interWord, .none])
    func interWordAndNoneLeaveALineWithoutSpacesRagged(_ justify: TextJustify) throws {
        let spec = paragraph("漢字仮名交じり文の行末を揃える組版の試験用の文章です", justify: justify)
        let shaped = shaper.shape(spec, width: width + 10)
        #expect(shaped.lines[0].width < width + 10 - 0.5, "\(shaped.lines[0].width)")
    }

    /// Latin text still justifies at its spaces only: each word keeps its natural width.
    @Test func latinLinesStretchOnlyTheirSpaces() throws {
        let latin = "The whale is a mammal that lives in the sea and breathes air through a blowhole on its head."
        let spec = paragraph(latin, language: "en")
        let shaped = shaper.shape(spec, width: width)
        let natural = shaper.shape(paragraph("whale", alignment: .start, language: "en"), width: 1000).lines[0].width
        let whale = try #require(shaped.rects(forByteRange: 4..<9).first?.rect)
        #expect(abs(whale.width - natural) < 0.01, "\(whale.width) vs \(natural)")
        #expect(abs(shaped.lines[0].width - width) < 0.01)
    }

    /// `inter-character` spreads a Latin line's slack between its letters too.
    @Test func interCharacterSpreadsBetweenLetters() throws {
        let latin = "The whale is a mammal that lives in the sea and breathes air through a blowhole on its head."
        let spec = paragraph(latin, justify: .interCharacter, language: "en")
        let shaped = shaper.shape(spec, width: width)
        let natural = shaper.shape(paragraph("whale", alignment: .start, language: "en"), width: 1000).lines[0].width
        let whale = try #require(shaped.rects(forByteRange: 4..<9).first?.rect)
        #expect(whale.width > natural + 0.5, "\(whale.width) vs \(natural)")
        #expect(abs(shaped.lines[0].width - width) < 0.01)
    }

    /// Vertical text (columns laid out along x, drawn rotated) justifies the same way: every
    /// column but the last ends flush at the bottom.
    @Test func verticalColumnsEndFlush() throws {
        let shaped = shaper.shape(paragraph(text, vertical: true), width: width)
        #expect(shaped.lines.count >= 2)
        for line in shaped.lines.dropLast() { #expect(abs(line.originX + line.width - width) < 0.01, "\(line.width)") }
    }
}

extension InterCharacterJustificationTests {
    /// Mixed scripts, marks, emoji, tabs, forced breaks, objects and tiny widths: every mode
    /// shapes without trapping, and no justified line ends past the width it could fill.
    @Test func oddTextJustifiesSafely() throws {
        let samples = [
            "漢 字\u{0301} مرحبا بالعالم 👩‍👩‍👧 a\tb\n\n漢\u{FE0F} \u{FFFC} ", " ", "\n", "漢 ", " 漢", "a\u{200B}b 漢\u{200B}っ",
            String(repeating: "漢字 abc ", count: 40)
        ]
        for text in samples {
            for justify in [TextJustify.auto, .interWord, .interCharacter, .none] {
                for width in [1.0, 17, 60, 200] {
                    let shaped = shaper.shape(paragraph(text, last: .justify, justify: justify), width: width)
                    for line in shaped.lines where line.width <= width {
                        #expect(line.originX + line.width <= width + 0.01, "\(text) \(justify) \(width): \(line)")
                    }
                }
            }
        }
    }
}
