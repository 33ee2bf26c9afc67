/// Language tags as BCP 47 writes them (RFC 5646), for JSON that Readium's schemas check: a
/// POSIX locale's `_` becomes `-` (`pt_BR` → `pt-BR`), subtags take their conventional case
/// (§2.1.1: `en-us` → `en-US`, `zh-hant` → `zh-Hant`), and a value that is no well-formed tag
/// (`en us`, `français`, an empty string) is nil.
///
/// Well-formedness only (§2.2.9): the registry is not consulted, so `xx-YY` passes. Written
/// here because Foundation's `Locale` canonicalises into ICU's identifiers (`pt_BR`), not into
/// BCP 47 tags, and accepts anything.
public enum BCP47 {
    /// `tag` well-formed and in conventional case; nil when it is not a language tag.
    public static func normalized(_ tag: String) -> String? {
        let trimmed = tag.trimmingWhitespace().replacingOccurrences(of: "_", with: "-")
        guard !trimmed.isEmpty, trimmed.utf8.allSatisfy({ isAlphanumeric($0) || $0 == UInt8(ascii: "-") }) else {
            return nil
        }
        if let irregular = grandfathered.first(where: { $0.lowercased() == trimmed.lowercased() }) { return irregular }
        let subtags = trimmed.split(separator: "-", omittingEmptySubsequences: false).map { $0.lowercased() }
        guard subtags.allSatisfy({ !$0.isEmpty && $0.count <= 8 }) else { return nil }
        if subtags[0] == "x" { return privateUse(subtags) }
        return languageTag(subtags)
    }

    /// The tags RFC 5646 §2.2.8 keeps whole, in their registered case.
    private static let grandfathered = [
        "en-GB-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak", "i-klingon", "i-lux", "i-mingo",
        "i-navajo", "i-pwn", "i-tao", "i-tay", "i-tsu", "sgn-BE-FR", "sgn-BE-NL", "sgn-CH-DE", "art-lojban",
        "cel-gaulish", "no-bok", "no-nyn", "zh-guoyu", "zh-hakka", "zh-min", "zh-min-nan", "zh-xiang"
    ]

    /// `langtag` (§2.1): language, extlangs, script, region, variants, extensions, private use.
    private static func languageTag(_ subtags: [String]) -> String? {
        var output: [String] = []
        var index = 0
        let language = subtags[0]
        guard language.allSatisfy(isLetter), (2...8).contains(language.count) else { return nil }
        output.append(language)
        index = 1
        if language.count <= 3 {  // up to three extended language subtags
            while index < subtags.count, index <= 3, subtags[index].count == 3, subtags[index].allSatisfy(isLetter) {
                output.append(subtags[index])
                index += 1
            }
        }
        if index < subtags.count, subtags[index].count == 4, subtags[index].allSatisfy(isLetter) {
            output.append(subtags[index].prefix(1).uppercased() + subtags[index].dropFirst())
            index += 1
        }
        if index < subtags.count, isRegion(subtags[index]) {
            output.append(subtags[index].uppercased())
            index += 1
        }
        while index < subtags.count, isVariant(subtags[index]) {
            output.append(subtags[index])
            index += 1
        }
        while index < subtags.count, subtags[index].count == 1, subtags[index] != "x" {
            output.append(subtags[index])
            index += 1
            let start = index
            while index < subtags.count, (2...8).contains(subtags[index].count) {
                output.append(subtags[index])
                index += 1
            }
            guard index > start else { return nil }  // a singleton needs at least one subtag
        }
        if index < subtags.count {
            guard let rest = privateUse(Array(subtags[index...])) else { return nil }
            output.append(rest)
            index = subtags.count
        }
        return output.joined(separator: "-")
    }

    /// `privateuse` (§2.2.7): `x` then one or more subtags of one to eight characters.
    private static func privateUse(_ subtags: [String]) -> String? {
        guard subtags.first == "x", subtags.count > 1 else { return nil }
        return subtags.joined(separator: "-")
    }

    private static func isRegion(_ subtag: String) -> Bool {
        (subtag.count == 2 && subtag.allSatisfy(isLetter)) || (subtag.count == 3 && subtag.allSatisfy(isDigit))
    }

    /// Five to eight characters, or four starting with a digit (§2.2.5).
    private static func isVariant(_ subtag: String) -> Bool {
        (5...8).contains(subtag.count) || (subtag.count == 4 && subtag.first.map(isDigit) == true)
    }

    private static func isLetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
