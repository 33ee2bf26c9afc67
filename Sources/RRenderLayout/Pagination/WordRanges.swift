import RRenderCore

/// The words of a paragraph's text, as UTF-8 byte ranges, by `WordCharacter`'s rule (soft
/// hyphens stay inside a word); generated text (`::before`/`::after`) and inline objects end one.
struct WordRanges {
    /// The text's characters, and the byte offset where each starts.
    private let scalars: [Unicode.Scalar]
    private let offsets: [Int]
    private let end: Int

    init(_ spec: ParagraphSpec) {
        var scalars: [Unicode.Scalar] = [], offsets: [Int] = []
        var offset = 0
        let generated = spec.runs.filter(\.isGenerated).map(\.range)
        for scalar in spec.text.unicodeScalars {
            // Generated text is no word: a NUL stands for it (a separator).
            let inGenerated = generated.contains { $0.contains(offset) }
            scalars.append(inGenerated ? "\u{0}" : scalar)
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        self.scalars = scalars
        self.offsets = offsets
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
        guard offset >= 0, offset < end else { return nil }
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
