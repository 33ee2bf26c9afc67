import Foundation

/// Text folded for matching, one `Character` at a time, with the way back: each folded scalar
/// remembers the index of the character it comes from, so a match in the folded text is a
/// range of the original characters (folding may change lengths: "É" → "e", "ß" stays, a
/// run of whitespace → one space).
struct FoldedText {
    /// The folded Unicode scalars.
    var scalars: [UInt32] = []
    /// For each folded scalar, the index of its original character.
    var origins: [Int32] = []

    /// True when scalar `index` is the first one of its character.
    func startsCharacter(_ index: Int) -> Bool { index == 0 || origins[index] != origins[index - 1] }

    /// True when scalar `index` (or the end) follows the last scalar of a character.
    func endsCharacter(before index: Int) -> Bool { index == scalars.count || startsCharacter(index) }

    /// The original characters that folded scalars `range` come from.
    func originalRange(_ range: Range<Int>) -> Range<Int> {
        Int(origins[range.lowerBound])..<Int(origins[range.upperBound - 1]) + 1
    }
}

/// How characters are folded before they are compared (the search options, resolved).
struct CharacterFolding: Sendable, Hashable {
    /// Letters are lower-cased with the case rules of `locale` (and final sigma is sigma).
    var caseInsensitive = false
    /// Combining marks are removed after canonical decomposition ("é" → "e", "بَ" → "ب").
    var diacriticInsensitive = false
    /// Characters are compared by canonical equivalence (NFC); an exact search compares scalars.
    var canonical = true
    /// Every run of whitespace is one space: the page texts rrender searches have "\n" where a
    /// page break cut a line, which must not decide whether "red panda" is found.
    var collapsesWhitespace = true
    /// The language whose case rules apply.
    var locale = Locale(identifier: "en")

    /// The folded form of one character, as scalars.
    func fold(_ character: Character) -> [UInt32] {
        if character.isWhitespace, collapsesWhitespace { return [0x20] }
        if character.isASCII, !caseInsensitive || !character.isLetter { return character.unicodeScalars.map(\.value) }
        var text = String(character)
        if caseInsensitive { text = text.lowercased(with: locale).replacingOccurrences(of: "ς", with: "σ") }
        if diacriticInsensitive {
            let kept = text.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
                $0.properties.generalCategory != .nonspacingMark
            }
            text = String(String.UnicodeScalarView(kept))
        }
        if canonical || diacriticInsensitive { text = text.precomposedStringWithCanonicalMapping }
        return text.unicodeScalars.map(\.value)
    }

    /// `characters` folded, each distinct character folded once (when canonical).
    func fold(_ characters: [Character]) -> FoldedText {
        var folded = FoldedText()
        folded.scalars.reserveCapacity(characters.count)
        folded.origins.reserveCapacity(characters.count)
        var cache: [Character: [UInt32]] = [:]
        var previousIsWhitespace = false
        for (index, character) in characters.enumerated() {
            // ASCII (one byte: "\r\n" is two) is told apart without Unicode's property tables,
            // whose lookup for `isWhitespace` was most of the folding of a book's text.
            let ascii: UInt8? = character.utf8.count == 1 ? character.utf8.first : nil
            let isWhitespace = ascii.map { $0 == 0x20 || (0x09...0x0D).contains($0) } ?? character.isWhitespace
            defer { previousIsWhitespace = isWhitespace }
            if collapsesWhitespace, isWhitespace, folded.scalars.last == 0x20, previousIsWhitespace {
                continue  // the rest of a whitespace run
            }
            // Most characters are ASCII that folds to itself (every locale lower-cases only
            // A–Z among them; whitespace aside): appended as is, without a lookup.
            if let ascii, ascii < 0x80, !(caseInsensitive && (0x41...0x5A).contains(ascii)),
                !(collapsesWhitespace && isWhitespace)
            {
                folded.scalars.append(UInt32(ascii))
                folded.origins.append(Int32(index))
                continue
            }
            let scalars: [UInt32]
            if !canonical {
                // Compared scalar by scalar: a cache keyed by Character would merge canonically
                // equivalent forms (Character equality is canonical equivalence).
                scalars = fold(character)
            } else if let known = cache[character] {
                scalars = known
            } else {
                scalars = fold(character)
                cache[character] = scalars
            }
            for scalar in scalars {
                folded.scalars.append(scalar)
                folded.origins.append(Int32(index))
            }
        }
        return folded
    }

    /// `text` folded, as a string (for a query or a regular expression's subject).
    func foldedString(_ text: String) -> String {
        let folded = fold(Array(text))
        return String(String.UnicodeScalarView(folded.scalars.compactMap(Unicode.Scalar.init)))
    }
}
