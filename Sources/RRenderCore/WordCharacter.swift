/// What a word is made of, one rule for everything that picks words out of text: the word under
/// a tap (EPUB and PDF) and whole-word search. Letters, marks and digits of any script hold
/// together (Arabic, Hebrew, Devanagari); an apostrophe between two letters does too
/// ("whale's"); Han, kana and the other scripts written without spaces make one word of each
/// character.
public enum WordCharacter {
    /// Letters, marks, digits and the soft hyphen (a hyphenation point inside a word).
    public static func isPart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\u{00AD}" || scalar.properties.isAlphabetic { return true }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Characters of the CJK scripts, written without spaces between words (Han, Hiragana,
    /// Katakana, their iteration marks): one character, one word.
    public static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3005...0x3007, 0x3021...0x3029, 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }

    /// True when `scalar` (between `previous` and `next`) continues a word across it: a word
    /// part that does not stand alone, or an apostrophe between two letters.
    public static func joins(_ scalar: Unicode.Scalar, previous: Unicode.Scalar?, next: Unicode.Scalar?) -> Bool {
        if standsAlone(scalar) { return false }
        if isPart(scalar) { return true }
        guard scalar == "'" || scalar == "\u{2019}", let previous, let next else { return false }
        return previous.properties.isAlphabetic && next.properties.isAlphabetic
    }

    /// The word holding index `index` of `scalars`, as an index range; nil when the character
    /// there is not part of a word.
    public static func word(at index: Int, in scalars: [Unicode.Scalar]) -> Range<Int>? {
        guard scalars.indices.contains(index), isPart(scalars[index]) else { return nil }
        if standsAlone(scalars[index]) { return index..<(index + 1) }
        func joinsAt(_ i: Int) -> Bool {
            joins(scalars[i], previous: i > 0 ? scalars[i - 1] : nil, next: i + 1 < scalars.count ? scalars[i + 1] : nil)
        }
        var start = index, end = index + 1
        while start > 0, joinsAt(start - 1) { start -= 1 }
        while end < scalars.count, joinsAt(end) { end += 1 }
        return start..<end
    }
}
