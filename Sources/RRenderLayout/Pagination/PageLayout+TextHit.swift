import RRenderCore

/// The word found under a point of a page, with its paragraph and some text either side.
public struct TextHit {
    /// The paragraph holding the word.
    public let paragraph: ParagraphSource
    /// The word's UTF-8 range in the paragraph's text.
    public let range: Range<Int>
    /// The word as the document has it (soft hyphens left out).
    public let word: String
    /// Up to `PageLayout.contextLength` characters of the page's text before and after the word.
    public let before: String
    public let after: String
}

extension PageLayout {
    /// How many characters of context a `TextHit` keeps either side of its word.
    public static let contextLength = 50

    /// The word under `point` (page px), nil where there is no word (between lines, on a space,
    /// on generated text such as a list marker). Each line is hit-tested in its own shaped
    /// coordinates, so right-to-left text (rectangles in visual order), several columns and
    /// vertical lines (drawn rotated +90° about their origin) all find the word drawn there.
    public func textHit(at point: Point) -> TextHit? {
        for case .text(let line) in fragments where !line.paragraph.isGenerated && line.rect.contains(point) {
            guard let range = line.word(at: point) else { continue }
            let context = self.context(of: line.paragraph.source, around: range)
            return TextHit(
                paragraph: line.paragraph.source, range: range, word: line.paragraph.spec.text(in: range),
                before: context.before, after: context.after)
        }
        return nil
    }

    /// The text of the page's paragraphs before and after `range` of `source`, up to
    /// `contextLength` characters each, paragraphs joined by newlines as in `text`.
    private func context(of source: ParagraphSource, around range: Range<Int>) -> (before: String, after: String) {
        var paragraphs: [ParagraphSource] = []
        for case .text(let line) in fragmentsInReadingOrder where !line.paragraph.isGenerated && !line.isRepeated {
            if !paragraphs.contains(where: { $0 === line.paragraph.source }) { paragraphs.append(line.paragraph.source) }
        }
        // Windows of the paragraphs, not their whole text: a paragraph may be megabytes long.
        let length = Self.contextLength
        var (before, reachesStart) = source.spec.text(before: range.lowerBound, characters: length)
        var after = source.spec.text(after: range.upperBound, characters: length)
        if let index = paragraphs.firstIndex(where: { $0 === source }) {
            for previous in paragraphs[..<index].reversed() where reachesStart && before.count < length {
                let part = previous.spec.text(before: previous.spec.text.utf8.count, characters: length)
                before = part.text + "\n" + before
                reachesStart = part.reachesStart
            }
            for next in paragraphs[(index + 1)...] where after.count < length {
                after += "\n" + next.spec.text(after: 0, characters: length)
            }
        }
        return (String(before.suffix(Self.contextLength)), String(after.prefix(Self.contextLength)))
    }
}

extension TextFragment {
    /// The word of the paragraph drawn at `point` (page px) on this line, as a byte range of
    /// the paragraph's text.
    func word(at point: Point) -> Range<Int>? {
        let shapedLine = paragraph.shaped.lines[line]
        // The point relative to the line's origin, along the line (u) and down from the baseline (v).
        let u = isTurnedLeft ? origin.y - point.y : isVertical ? point.y - origin.y : point.x - origin.x
        let x = u + shapedLine.originX
        let lineRange = byteRange
        let words = WordRanges(paragraph.spec, window: paragraph.spec.window(around: lineRange, characters: 64))
        for word in words.words(overlapping: lineRange) {
            let onLine = max(word.lowerBound, lineRange.lowerBound)..<min(word.upperBound, lineRange.upperBound)
            let local = (onLine.lowerBound - paragraph.byteOffset)..<(onLine.upperBound - paragraph.byteOffset)
            for piece in paragraph.shaped.rects(forByteRange: local) where piece.line == line {
                if x >= piece.rect.minX, x < piece.rect.maxX { return widenedToRubyBase(word) }
            }
        }
        return nil
    }
}

extension TextFragment {
    /// `word`, or the whole ruby base it is part of: a tap on a base or its reading finds the
    /// base (a ruby base is a word, however the script is segmented).
    private func widenedToRubyBase(_ word: Range<Int>) -> Range<Int> {
        guard let base = paragraph.spec.rubies.first(where: { $0.range.overlaps(word) })?.range else { return word }
        return min(word.lowerBound, base.lowerBound)..<max(word.upperBound, base.upperBound)
    }
}

extension ParagraphSpec {
    /// The document's text of the whole paragraph (see `text(in:)`).
    public var wholeText: String { text(in: 0..<text.utf8.count) }
}
