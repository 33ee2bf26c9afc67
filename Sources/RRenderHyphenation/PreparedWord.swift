import Foundation

/// A word made ready for a dictionary: one lowercase scalar per character of the original (the
/// patterns are lowercase), so that an offset in the lookup is an offset in the word as written,
/// capitalised or in capitals.
struct PreparedWord {
    /// The longest word looked up, in UTF-8 bytes; longer "words" (URLs, DNA) get no points.
    static let maximumBytes = 240

    /// The lowercase scalars, one per character.
    private(set) var scalars: [Unicode.Scalar] = []
    /// Offsets of the apostrophes (`'`, `’`) in the word.
    private(set) var apostrophes: [Int] = []

    /// The word's characters: letters, and apostrophes between letters (`shouldn't`,
    /// `l’économie`, which French patterns expect whole). Nil when it cannot be looked up: empty,
    /// too long, holding another character (a digit, a hyphen, a space), a character that is
    /// more than one scalar even composed (a letter with a mark Unicode has no precomposed form
    /// for), or one whose lowercase form is not one scalar (Turkish `İ` → `i̇`).
    init?(_ word: String) {
        let utf8 = word.utf8
        guard !utf8.isEmpty, utf8.count <= Self.maximumBytes else { return nil }
        scalars.reserveCapacity(utf8.count)
        let prepared = utf8.allSatisfy { $0 < 0x80 } ? prepareASCII(utf8) : prepare(word)
        guard prepared else { return nil }
        // An apostrophe must sit between two letters.
        for (index, offset) in apostrophes.enumerated() {
            guard offset > 0, offset < scalars.count - 1 else { return nil }
            if index > 0, apostrophes[index - 1] == offset - 1 { return nil }
        }
    }

    /// The fast path for ASCII words (most of English text).
    private mutating func prepareASCII(_ utf8: String.UTF8View) -> Bool {
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): scalars.append(Unicode.Scalar(byte | 0x20))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): scalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: "'"):
                apostrophes.append(scalars.count)
                scalars.append("'")
            default: return false
            }
        }
        return true
    }

    private mutating func prepare(_ word: String) -> Bool {
        for character in word {
            guard let scalar = Self.lowercaseScalar(of: character) else { return false }
            if scalar == "'" || scalar == "\u{2019}" {
                apostrophes.append(scalars.count)
            } else if !scalar.properties.isAlphabetic {
                return false
            }
            scalars.append(scalar)
        }
        return true
    }

    /// The one lowercase scalar `character` stands for, composing it first (`e` + U+0301 → `é`).
    private static func lowercaseScalar(of character: Character) -> Unicode.Scalar? {
        var scalar: Unicode.Scalar
        if character.unicodeScalars.count == 1, let only = character.unicodeScalars.first {
            scalar = only
        } else {
            let composed = String(character).precomposedStringWithCanonicalMapping.unicodeScalars
            guard composed.count == 1, let only = composed.first else { return nil }
            scalar = only
        }
        if scalar.properties.changesWhenLowercased {
            let lower = scalar.properties.lowercaseMapping.unicodeScalars
            guard lower.count == 1, let only = lower.first else { return nil }
            scalar = only
        }
        return scalar
    }

    /// Whether a break after the `offset`-th character keeps at least `minimum` characters
    /// between it and each apostrophe, so that "shouldn't" never becomes "should-n't".
    func keepsAwayFromApostrophes(_ offset: Int, minimum: Int) -> Bool {
        apostrophes.allSatisfy { apostrophe in
            apostrophe >= offset ? apostrophe - offset >= minimum : offset - apostrophe - 1 >= minimum
        }
    }
}
