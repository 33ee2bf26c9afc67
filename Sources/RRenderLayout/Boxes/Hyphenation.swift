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

    /// The text with a soft hyphen after each break point of each long enough word.
    private static func hyphenated(_ bytes: [UInt8], language: String, hyphenator: any Hyphenator) -> [UInt8] {
        var inserter = SoftHyphenInserter(language: language, hyphenator: hyphenator)
        return inserter.hyphenate(bytes)
    }
}
