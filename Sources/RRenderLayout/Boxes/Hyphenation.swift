import RRenderStyle

/// Applies `hyphens` to a run's text (CSS Text 3 §5.4): `auto` inserts soft hyphens at the
/// dictionary's break points of words of five letters or more; `manual` keeps the author's soft
/// hyphens; `none` removes them, so no word breaks.
enum Hyphenation {
    /// The shortest word hyphenated (`hyphenate-limit-chars: auto` in browsers).
    static let minimumWordLength = 5
    private static let softHyphen: [UInt8] = [0xC2, 0xAD]

    static func apply(_ hyphens: Hyphens, language: String?, to bytes: [UInt8], hyphenator: (any Hyphenator)?) -> [UInt8] {
        switch hyphens {
        case .manual:
            return bytes
        case .none:
            return removingSoftHyphens(bytes)
        case .auto:
            guard let hyphenator, let language, !language.isEmpty else { return bytes }
            return hyphenated(bytes, language: language, hyphenator: hyphenator)
        }
    }

    private static func removingSoftHyphens(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(0xAD) else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0xC2, i + 1 < bytes.count, bytes[i + 1] == 0xAD { i += 2; continue }
            out.append(bytes[i])
            i += 1
        }
        return out
    }

    /// The text with a soft hyphen after each break point of each long enough word; words the
    /// author already hyphenated by hand are left as they are.
    private static func hyphenated(_ bytes: [UInt8], language: String, hyphenator: any Hyphenator) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        var word = ""
        func flush() {
            if word.count >= minimumWordLength, !word.contains("\u{00AD}") {
                let points = Set(hyphenator.hyphenationPoints(of: word, language: language))
                for (offset, character) in word.enumerated() {
                    if offset > 0, points.contains(offset) { out.append("\u{00AD}") }
                    out.append(character)
                }
            } else {
                out += word
            }
            word = ""
        }
        for character in text {
            if character.isLetter || character == "\u{00AD}" {
                word.append(character)
            } else {
                flush()
                out.append(character)
            }
        }
        flush()
        return Array(out.utf8)
    }
}
