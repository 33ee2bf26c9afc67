/// Inserts soft hyphens (U+00AD) at a hyphenator's points into UTF-8 text, for `hyphens: auto`.
///
/// A word is a run of letters, digits and combining marks, with the apostrophes inside it
/// ("shouldn't", "l’économie": the patterns want the whole word; "mp3player" gets no points
/// rather than its letters as words). Apostrophes after the last letter close a quotation and
/// stay outside. Words shorter than `Hyphenation.minimumWordLength` characters, and words the
/// author hyphenated by hand (with a soft hyphen), are left as they are.
///
/// It works on bytes and scalars and only builds a `String` for the words it asks about: this
/// runs over every character of every `hyphens: auto` paragraph.
struct SoftHyphenInserter {
    let language: String
    let hyphenator: any Hyphenator
    private var out: [UInt8] = []

    init(language: String, hyphenator: any Hyphenator) {
        self.language = language
        self.hyphenator = hyphenator
    }

    /// `bytes` (valid UTF-8) with soft hyphens at the points of its words.
    mutating func hyphenate(_ bytes: [UInt8]) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        let source = Array(text.utf8)
        out = []
        out.reserveCapacity(source.count + source.count / 8)
        var wordStart: Int?, wordEnd = 0, position = 0, handWritten = false
        for scalar in text.unicodeScalars {
            let next = position + UTF8.width(scalar)
            if Self.isWordPart(scalar, inWord: wordStart != nil) {
                if wordStart == nil { wordStart = position }
                if !Self.isApostrophe(scalar) { wordEnd = next }
                if scalar == "\u{00AD}" { handWritten = true }
            } else {
                if let start = wordStart { emitWord(source, start..<wordEnd, through: position, handWritten: handWritten) }
                wordStart = nil
                handWritten = false
                out.append(contentsOf: source[position..<next])
            }
            position = next
        }
        if let start = wordStart { emitWord(source, start..<wordEnd, through: position, handWritten: handWritten) }
        return out
    }

    /// Appends the word in `range` with its soft hyphens, then the apostrophes that follow it
    /// up to `end`.
    private mutating func emitWord(_ source: [UInt8], _ range: Range<Int>, through end: Int, handWritten: Bool) {
        defer { out.append(contentsOf: source[range.upperBound..<end]) }
        let bytes = source[range]
        guard !handWritten, bytes.count >= Hyphenation.minimumWordLength else {
            out.append(contentsOf: bytes)
            return
        }
        let word = String(decoding: bytes, as: UTF8.self)
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        guard isASCII || word.count >= Hyphenation.minimumWordLength else {
            out.append(contentsOf: bytes)
            return
        }
        let points = hyphenator.hyphenationPoints(of: word, language: language)
        // Character offsets as byte offsets into the word (equal for ASCII).
        let offsets =
            isASCII
            ? points
            : points.compactMap { point in
                word.index(word.startIndex, offsetBy: point, limitedBy: word.endIndex).map {
                    word.utf8.distance(from: word.startIndex, to: $0)
                }
            }
        var copied = 0
        for offset in offsets where offset > copied && offset < bytes.count {
            out.append(contentsOf: bytes.dropFirst(copied).prefix(offset - copied))
            out.append(contentsOf: [0xC2, 0xAD])
            copied = offset
        }
        out.append(contentsOf: bytes.dropFirst(copied))
    }

    /// Letters, digits and marks make words; an apostrophe or a format character (a soft
    /// hyphen, a zero-width joiner) continues one.
    private static func isWordPart(_ scalar: Unicode.Scalar, inWord: Bool) -> Bool {
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            return (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (inWord && byte == UInt8(ascii: "'"))
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        case .format:
            return inWord || scalar == "\u{00AD}"
        default:
            return inWord && isApostrophe(scalar)
        }
    }

    private static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "'" || scalar == "\u{2019}"
    }
}
