import RRenderCore

/// A piece of a long paragraph shaped on its own.
///
/// A shaper holds a paragraph whole while it breaks it into lines: Pango about 100 bytes a
/// character at its peak (a 5 MB word took 500 MB), and its line breaking goes quadratic in the
/// forced breaks of one layout (a 500 KB paragraph of 8,000 `<br/>`-separated verses took 8 s of
/// CPU), and a painter shaped the whole paragraph again for each page it showed. So a paragraph
/// longer than `ParagraphSpec.chunkBytes` is shaped in chunks of at most that size, one after
/// the other, each starting at a line start: cut at the last forced break in it (a line ends
/// there anyway), else after its last space (else between two characters: CJK text has no
/// spaces), its last line shaped again with the next chunk: greedy line breaking makes the lines
/// before the last the same as the whole paragraph's. Only a line longer than a chunk (a word of
/// more than 8 KB) ends at the cut. Shorter paragraphs, all those of ordinary books, are shaped
/// whole, as before.
///
/// A word longer than a line is cut into chunks of its own, of `ParagraphSpec.wordChunkBytes`.
/// Pango breaks such a word where it is not safe to break a shaped run, and then shapes the rest
/// of the run again for each line: a chunk of one word costs its length times its lines (a
/// 20 KB word took 3 s, a 5 MB one minutes), where a chunk of prose breaks at spaces and is
/// shaped once. So a run of more than that many bytes without a space, a newline or a CJK
/// character (after which Pango breaks without shaping again) ends the chunk before it, and is
/// itself cut in chunks of that size, whatever the paragraph's length.
public struct ParagraphChunk: Sendable {
    /// How the chunk ends.
    public enum Cut: Sendable {
        /// At the paragraph's end: every line is final.
        case end
        /// Before a forced break (a newline, skipped): every line is final.
        case newline
        /// Inside the text (after a space when there is one, else between two characters): the
        /// last line may be cut short and is shaped again with the next chunk, unless it is the
        /// only one (a line longer than a chunk, which then ends at the cut).
        case text
        /// Inside a word longer than the word limit: as `text`. A single line then means a line
        /// longer than the limit: shape it again with a larger one.
        case word
    }

    /// The chunk as a paragraph of its own (offsets from its start).
    public let spec: ParagraphSpec
    /// Its bytes in the whole paragraph.
    public let range: Range<Int>
    public let cut: Cut

    /// The chunk of `paragraph` from byte `offset` (a line start): the rest of the paragraph when
    /// it is short enough and has no word longer than `wordLimit` (`suffix(from:)`, exactly as a
    /// paragraph beside a float is cut).
    public init(
        _ paragraph: ParagraphSpec, from offset: Int, limit: Int = ParagraphSpec.chunkBytes,
        wordLimit: Int = ParagraphSpec.wordChunkBytes
    ) {
        let length = paragraph.text.utf8.count
        let (end, cut) = Self.cut(paragraph, from: min(offset, length), limit: limit, wordLimit: max(1, min(wordLimit, limit)))
        if cut == .end, length <= limit {
            self.init(spec: paragraph.suffix(from: offset), range: min(offset, length)..<length, cut: .end)
        } else {
            self.init(spec: paragraph.slice(offset..<end), range: offset..<end, cut: cut)
        }
    }

    private init(spec: ParagraphSpec, range: Range<Int>, cut: Cut) {
        self.spec = spec
        self.range = range
        self.cut = cut
    }

    /// True for the paragraph's last chunk.
    public var isLast: Bool { cut == .end }

    /// True when the chunk ends inside the text: its last line may go on in the next chunk.
    public var endsInsideText: Bool { cut == .text || cut == .word }

    /// How many of the chunk's `count` shaped lines are final.
    public func finalLines(of count: Int) -> Int {
        endsInsideText && count > 1 ? count - 1 : count
    }

    /// Where the next chunk starts once every final line is placed, for a chunk whose lines are
    /// all final (after a cut inside the text, the start of the last line, which the caller knows).
    public var resume: Int { cut == .newline ? range.upperBound + 1 : range.upperBound }

    /// Where the chunk from `offset` ends, and how.
    private static func cut(_ paragraph: ParagraphSpec, from offset: Int, limit: Int, wordLimit: Int) -> (Int, Cut) {
        paragraph.text.utf8.withContiguousBytes { bytes in
            let length = bytes.count
            if let word = longWord(bytes, from: offset, through: min(length, offset + limit), limit: wordLimit) {
                // The chunk ends at the newline before the word (skipped), else inside the word,
                // the word's first `wordLimit` bytes in it: the line before the word then ends
                // where Pango ends it, its last line shaped again with the next chunk.
                if word > offset + 1, bytes[word - 1] == 0x0A { return (word - 1, .newline) }
                return (characterStart(bytes, before: word + wordLimit, after: offset), .word)
            }
            guard length - offset > limit else { return (length, .end) }
            let end = offset + limit
            // A forced break: the chunk ends before it (never empty: an empty layout has no font).
            var at = end - 1
            while at > offset {
                if bytes[at] == 0x0A { return (at, .newline) }
                at -= 1
            }
            at = end - 1
            while at > offset {
                if bytes[at] == 0x20 { return (at + 1, .text) }
                at -= 1
            }
            return (characterStart(bytes, before: end, after: offset), .text)
        }
    }

    /// Where a cut inside a word at `end` goes: at a character boundary, not before a combining
    /// mark (a character of several code points stays whole unless it is absurdly long).
    private static func characterStart(_ bytes: UnsafeRawBufferPointer, before end: Int, after offset: Int) -> Int {
        var at = end
        while at > offset + 1, end - at < 64, continuesCharacter(bytes, at) { at -= 1 }
        return at > offset + 1 ? at : end
    }

    /// The start of the first run of at least `limit` bytes in `offset..<end` with no space, no
    /// newline and no character from U+3000 on (CJK, where Pango may break anywhere), if any.
    private static func longWord(_ bytes: UnsafeRawBufferPointer, from offset: Int, through end: Int, limit: Int) -> Int? {
        guard end - offset >= limit else { return nil }
        var start = offset, at = offset
        while at < end {
            let byte = bytes[at]
            if byte == 0x20 || byte == 0x0A {
                start = at + 1
            } else if byte >= 0xE3 {
                // A lead byte of U+3000 and above: the character, continuation bytes and all.
                at += byte >= 0xF0 ? 3 : 2
                start = at + 1
            } else if at + 1 - start >= limit {
                return start
            }
            at += 1
        }
        return nil
    }

    /// True when byte `at` does not start a new character: a UTF-8 continuation byte, or the
    /// start of a combining mark, a joiner or a variation selector.
    private static func continuesCharacter(_ bytes: UnsafeRawBufferPointer, _ at: Int) -> Bool {
        let byte = bytes[at]
        if byte & 0xC0 == 0x80 { return true }
        var scalar: UInt32 = 0, width = 1
        if byte >= 0xF0 {
            (scalar, width) = (UInt32(byte & 0x07), 4)
        } else if byte >= 0xE0 {
            (scalar, width) = (UInt32(byte & 0x0F), 3)
        } else if byte >= 0xC0 {
            (scalar, width) = (UInt32(byte & 0x1F), 2)
        } else {
            return false
        }
        guard at + width <= bytes.count else { return false }
        for k in 1..<width { scalar = scalar << 6 | UInt32(bytes[at + k] & 0x3F) }
        guard let value = Unicode.Scalar(scalar) else { return false }
        switch value.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return value == "\u{200D}" || (0xFE00...0xFE0F).contains(scalar) || (0xE0100...0xE01EF).contains(scalar)
        }
    }
}

extension ParagraphSpec {
    /// Paragraphs longer than this many bytes are shaped in chunks (`ParagraphChunk`).
    public static let chunkBytes = 8 * 1024
    /// Words longer than this many bytes are shaped in chunks of this size (`ParagraphChunk`):
    /// about four lines of a 540 px page. Smaller chunks cost more in work per chunk than they
    /// save (Benchmarks/results/2026-12-07-long-word.md).
    public static let wordChunkBytes = 256

    /// Bytes `range` of the paragraph as a paragraph of their own, in time proportional to the
    /// range (not to the paragraph): runs, objects and inline boxes found by binary search and
    /// moved to start at 0. Its first line is indented when it starts the paragraph or follows a
    /// forced break (Pango indents each line after a newline).
    func slice(_ range: Range<Int>) -> ParagraphSpec {
        let length = text.utf8.count
        let lower = max(0, min(range.lowerBound, length)), upper = max(lower, min(range.upperBound, length))
        var part = self
        var followsBreak = false
        part.text = text.utf8.withContiguousBytes { bytes in
            followsBreak = lower > 0 && bytes[lower - 1] == 0x0A
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
        }
        part.runs = []
        var index = runs.firstIndex(endingAfter: lower)
        while index < runs.count, runs[index].range.lowerBound < upper {
            var run = runs[index]
            run.range = (max(run.range.lowerBound, lower) - lower)..<(min(run.range.upperBound, upper) - lower)
            part.runs.append(run)
            index += 1
        }
        part.objects = objects(in: lower..<upper).map { object in
            var moved = object
            moved.byteOffset -= lower
            return moved
        }
        part.inlineBoxes = inlineBoxes.compactMap { box in
            guard box.range.lowerBound < upper else { return nil }
            guard var moved = box.shifted(by: -lower) else { return nil }
            if moved.range.upperBound > upper - lower {
                moved.range = moved.range.lowerBound..<(upper - lower)
                moved.closes = false
            }
            return moved
        }
        if !rubies.isEmpty { part.rubies = rubies.sliced(lower..<upper) }
        if !combinedRanges.isEmpty { part.combinedRanges = combinedRanges.sliced(lower..<upper) }
        if lower > 0, !followsBreak { part.indent = 0 }
        return part
    }

    /// The objects whose character starts in `range` (objects are in text order).
    func objects(in range: Range<Int>) -> ArraySlice<InlineObject> {
        var low = 0, high = objects.count
        while low < high {
            let middle = (low + high) / 2
            if objects[middle].byteOffset < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < objects.count, objects[end].byteOffset < range.upperBound { end += 1 }
        return objects[low..<end]
    }
}

extension Array where Element == TextRun {
    /// The index of the first run ending after byte `offset` (runs are in text order).
    public func firstIndex(endingAfter offset: Int) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle].range.upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension String.UTF8View {
    /// Calls `body` with the bytes, without copying them when the string is stored contiguously
    /// (a native Swift string is).
    func withContiguousBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        if let result = withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) { return result }
        let copy = Array(self)
        return copy.withUnsafeBytes(body)
    }
}
