import RRenderCore

/// The words of a paragraph's text, as UTF-8 byte ranges, by `WordCharacter`'s rule (soft
/// hyphens stay inside a word); generated text (`::before`/`::after`) and inline objects end one.
/// Read from a window of the paragraph (a tap needs the words of one line), so a word reaching
/// past the window is cut at its edge.
struct WordRanges {
    /// The window's characters, and the byte offset where each starts.
    private let scalars: [Unicode.Scalar]
    private let offsets: [Int]
    private let start: Int
    private let end: Int

    init(_ spec: ParagraphSpec, window: Range<Int>? = nil) {
        let window = window ?? 0..<spec.text.utf8.count
        var scalars: [Unicode.Scalar] = [], offsets: [Int] = []
        var offset = window.lowerBound
        let generated = spec.runs[spec.runs.firstIndex(endingAfter: window.lowerBound)...]
            .prefix { $0.range.lowerBound < window.upperBound }.filter(\.isGenerated).map(\.range)
        let text = spec.text.utf8.withContiguousBytes { String(decoding: $0[window], as: UTF8.self) }
        for scalar in text.unicodeScalars {
            // Generated text is no word: a NUL stands for it (a separator).
            let inGenerated = generated.contains { $0.contains(offset) }
            scalars.append(inGenerated ? "\u{0}" : scalar)
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        self.scalars = scalars
        self.offsets = offsets
        start = window.lowerBound
        end = offset
    }

    /// The word holding byte `offset`, nil when the character there is not part of a word.
    func word(at offset: Int) -> Range<Int>? {
        guard let index = index(at: offset), let word = WordCharacter.word(at: index, in: scalars) else { return nil }
        return byteRange(word)
    }

    /// The words overlapping `range`, in order.
    func words(overlapping range: Range<Int>) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var offset = range.lowerBound
        while offset < range.upperBound, offset < end {
            if let word = word(at: offset) {
                found.append(word)
                offset = word.upperBound
            } else {
                offset = nextOffset(after: offset)
            }
        }
        return found
    }

    private func nextOffset(after offset: Int) -> Int {
        guard let index = index(at: offset), index + 1 < scalars.count else { return end }
        return offsets[index + 1]
    }

    /// The index of the character holding byte `offset` (binary search).
    private func index(at offset: Int) -> Int? {
        guard offset >= start, offset < end, !scalars.isEmpty else { return nil }
        var low = 0, high = scalars.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if offsets[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private func byteRange(_ indices: Range<Int>) -> Range<Int> {
        let upper = indices.upperBound < offsets.count ? offsets[indices.upperBound] : end
        return offsets[indices.lowerBound]..<upper
    }
}
