/// The words of a paragraph's text, as UTF-8 byte ranges: maximal runs of letters, marks and
/// digits (Unicode properties, so Arabic, Hebrew and Devanagari words hold together), an
/// apostrophe between two letters included ("whale's"). Han, kana and other scripts written
/// without spaces give one character per word. Soft hyphens (hyphenation points) stay inside
/// a word; generated text (`::before`/`::after`) and inline objects end one.
struct WordRanges {
    private let scalars: [(scalar: Unicode.Scalar, offset: Int)]
    private let end: Int

    init(_ spec: ParagraphSpec) {
        var scalars: [(Unicode.Scalar, Int)] = []
        var offset = 0
        let generated = spec.runs.filter(\.isGenerated).map(\.range)
        for scalar in spec.text.unicodeScalars {
            // Generated text is no word: a NUL stands for it (a separator).
            let inGenerated = generated.contains { $0.contains(offset) }
            scalars.append((inGenerated ? "\u{0}" : scalar, offset))
            offset += UTF8.width(scalar)
        }
        self.scalars = scalars
        end = offset
    }

    /// The word holding byte `offset`, nil when the character there is not part of a word.
    func word(at offset: Int) -> Range<Int>? {
        guard let index = index(at: offset), Self.isWordPart(scalars[index].scalar) else { return nil }
        if Self.standsAlone(scalars[index].scalar) { return byteRange(index..<(index + 1)) }
        var start = index, stop = index + 1
        while start > 0, joins(start - 1) { start -= 1 }
        while stop < scalars.count, joins(stop) { stop += 1 }
        return byteRange(start..<stop)
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

    /// True when the character at `index` continues a word across it.
    private func joins(_ index: Int) -> Bool {
        let scalar = scalars[index].scalar
        if Self.standsAlone(scalar) { return false }
        if Self.isWordPart(scalar) { return true }
        guard scalar == "'" || scalar == "\u{2019}", index > 0, index + 1 < scalars.count else { return false }
        return Self.isLetter(scalars[index - 1].scalar) && Self.isLetter(scalars[index + 1].scalar)
    }

    private func nextOffset(after offset: Int) -> Int {
        guard let index = index(at: offset), index + 1 < scalars.count else { return end }
        return scalars[index + 1].offset
    }

    /// The index of the character holding byte `offset` (binary search).
    private func index(at offset: Int) -> Int? {
        guard offset >= 0, offset < end else { return nil }
        var low = 0, high = scalars.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if scalars[middle].offset <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private func byteRange(_ indices: Range<Int>) -> Range<Int> {
        let upper = indices.upperBound < scalars.count ? scalars[indices.upperBound].offset : end
        return scalars[indices.lowerBound].offset..<upper
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic
    }

    /// Letters, marks, digits and the soft hyphen.
    static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\u{00AD}" { return true }
        if scalar.properties.isAlphabetic { return true }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Characters of the CJK scripts, written without spaces between words (Han, Hiragana,
    /// Katakana, their iteration marks): one character, one word.
    static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3005...0x3007, 0x3021...0x3029, 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }
}
