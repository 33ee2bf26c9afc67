import RRenderCore
import RRenderLayout

/// A `TextShaper` for layout tests and the layout fuzzer, independent of fonts: every character advances
/// `advance × fontSize` px; a line is the largest `lineHeight` (else 1.25 × font size) of its
/// characters, with the baseline at 80 %; lines break greedily after spaces (a word longer than
/// the line overflows it, or breaks anywhere under `overflow-wrap: break-word`), and after
/// each CJK ideograph or Hangul syllable unless its run is `word-break: keep-all`, and after
/// any character under `word-break: break-all` (CSS Text 3 §5.2); `\n` forces a break; inline objects take their own size. A paragraph whose direction is `rtl` is drawn
/// from the right, every character right to left (no bidi), so its rectangles are visual.
public final class FixedAdvanceShaper: TextShaper {
    /// Advance per character as a fraction of the font size.
    public let advance: Double

    /// A shaper advancing `advance` × the font size per character.
    public init(advance: Double = 0.5) {
        self.advance = advance
    }

    public func shape(_ paragraph: ParagraphSpec, width: Double) -> any ShapedParagraph {
        FixedLineBreaker(items: items(paragraph), paragraph: paragraph, width: width).shaped()
    }

    public func contentWidths(of paragraph: ParagraphSpec) -> (min: Double, max: Double) {
        var longestWord = 0.0, word = 0.0, line = 0.0, widest = 0.0
        for item in items(paragraph) {
            switch item.kind {
            case .newline:
                widest = max(widest, line)
                line = 0
                word = 0
            case .space:
                line += item.width
                word = 0
            case .glyph, .object:
                line += item.width
                word += item.width
                longestWord = max(longestWord, word)
                if item.breakAfter { word = 0 }
            }
        }
        return (longestWord, max(widest, line))
    }

    /// One measured character of the paragraph.
    struct Item {
        enum Kind { case glyph, space, newline, object }
        var kind: Kind
        var bytes: Range<Int>
        var width: Double
        /// Above the baseline, and below it.
        var ascent: Double
        var descent: Double
        /// True when a line may break after this glyph (an ideograph, or any under break-all).
        var breakAfter = false
    }

    /// CJK ideographs, kana and Hangul: UAX #14 classes ID, H2, H3 (a break between any two).
    static func isIdeographic(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x2FFFF: return true
        default: return false
        }
    }

    private func items(_ paragraph: ParagraphSpec) -> [Item] {
        var result: [Item] = []
        var offset = 0
        for character in paragraph.text {
            let length = character.utf8.count
            let style = paragraph.runs.last { $0.range.lowerBound <= offset }?.style
            let fontSize = style?.fontSize ?? 16
            let lineHeight = style?.lineHeight ?? fontSize * 1.25
            var item = Item(
                kind: .glyph, bytes: offset..<(offset + length), width: fontSize * advance,
                ascent: lineHeight * 0.8, descent: lineHeight * 0.2)
            if character == "\n" {
                item.kind = .newline
                item.width = 0
            } else if character == " " {
                item.kind = .space
            } else if character == "\u{200B}" {
                // A zero-width space (layout's `line-break` breaks): no width, a break after it.
                item.width = 0
                item.breakAfter = true
            } else if let object = paragraph.objects.first(where: { $0.byteOffset == offset }) {
                item.kind = .object
                item.width = object.size.width
                item.ascent = max(item.ascent, object.ascent)
                item.descent = max(item.descent, object.descent)
            } else {
                let keepsAll = style?.keepsAll ?? false
                item.breakAfter = paragraph.breaksAnywhere || (!keepsAll && Self.isIdeographic(character))
            }
            result.append(item)
            offset += length
        }
        return result
    }
}

/// Greedy line breaking over measured items.
struct FixedLineBreaker {
    let items: [FixedAdvanceShaper.Item]
    let paragraph: ParagraphSpec
    let width: Double

    func shaped() -> FixedParagraph {
        var lines: [[FixedAdvanceShaper.Item]] = [[]]
        var x = paragraph.indent
        var index = 0
        while index < items.count {
            let item = items[index]
            if item.kind == .newline {
                lines.append([])
                x = 0
                index += 1
                continue
            }
            let word = wordEnd(from: index)
            let wordWidth = items[index..<word].reduce(0) { $0 + $1.width }
            let lineHasContent = lines[lines.count - 1].contains { $0.kind != .space }
            if item.kind != .space, x + wordWidth > width, lineHasContent {
                lines.append([])
                x = 0
            }
            for piece in items[index..<word] {
                // A word longer than the line overflows it, unless overflow-wrap lets it break.
                if paragraph.breaksLongWords, piece.kind != .space, x + piece.width > width,
                    lines[lines.count - 1].contains(where: { $0.kind != .space })
                {
                    lines.append([])
                    x = 0
                }
                lines[lines.count - 1].append(piece)
                x += piece.width
            }
            index = word
        }
        return FixedParagraph(lines: lines, paragraph: paragraph, width: width, items: items)
    }

    /// The end of the word (or the single space) starting at `index`.
    private func wordEnd(from index: Int) -> Int {
        guard items[index].kind != .space else { return index + 1 }
        var end = index
        while end < items.count, items[end].kind == .glyph || items[end].kind == .object {
            end += 1
            if items[end - 1].breakAfter { break }
        }
        return max(end, index + 1)
    }
}

/// A paragraph shaped by `FixedAdvanceShaper`.
final class FixedParagraph: ShapedParagraph {
    let lines: [ShapedLine]
    /// Per line, the x of each character's start from the line origin, by byte offset.
    private let positions: [[Int: Double]]

    /// True for a paragraph whose direction is `rtl`: each line is laid out from its right end
    /// (the whole line reversed, as if every character were right-to-left).
    let isRightToLeft: Bool

    init(lines itemLines: [[FixedAdvanceShaper.Item]], paragraph: ParagraphSpec, width: Double, items: [FixedAdvanceShaper.Item])
    {
        isRightToLeft = paragraph.direction == .rtl
        var lines: [ShapedLine] = [], positions: [[Int: Double]] = []
        var top = 0.0, byte = 0
        let fallback = paragraph.runs.first.map { $0.style.lineHeight ?? $0.style.fontSize * 1.25 } ?? 20
        for (index, line) in itemLines.enumerated() {
            let ascent = line.map(\.ascent).max() ?? fallback * 0.8
            let descent = line.map(\.descent).max() ?? fallback * 0.2
            var x = 0.0, map: [Int: Double] = [:]
            for item in line { map[item.bytes.lowerBound] = x; x += item.width }
            let start = line.first?.bytes.lowerBound ?? byte, end = line.last?.bytes.upperBound ?? start
            map[end] = x
            let trailing = line.reversed().prefix { $0.kind == .space }.reduce(0) { $0 + $1.width }
            let inked = x - trailing
            let indent = index == 0 ? paragraph.indent : 0
            let originX: Double
            switch (paragraph.alignment, isRightToLeft) {
            case (.center, _): originX = (width - inked) / 2
            case (.right, _), (.end, false), (.start, true), (.justify, true): originX = width - inked - indent
            default: originX = indent
            }
            lines.append(
                ShapedLine(
                    top: top, height: ascent + descent, baseline: top + ascent, originX: originX,
                    width: inked, byteRange: start..<end))
            positions.append(map)
            top += ascent + descent
            byte = end + 1
        }
        self.lines = lines
        self.positions = positions
    }

    func rects(forByteRange range: Range<Int>) -> [LineRect] {
        lines.enumerated().compactMap { index, line in
            let lower = max(range.lowerBound, line.byteRange.lowerBound), upper = min(range.upperBound, line.byteRange.upperBound)
            guard lower < upper else { return nil }
            var x0 = positions[index][lower] ?? 0, x1 = positions[index][upper] ?? line.width
            // Right to left, the first character is drawn at the right end: rectangles are visual.
            if isRightToLeft { (x0, x1) = (line.width - x1, line.width - x0) }
            return LineRect(line: index, rect: Rect(x: line.originX + x0, y: line.top, width: x1 - x0, height: line.height))
        }
    }
}
