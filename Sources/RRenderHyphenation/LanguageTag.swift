/// The parts of a BCP 47 language tag (RFC 5646 §2.1) that choose a hyphenation dictionary:
/// the primary language, the script and the region. Extended language, variant (`de-1996`),
/// extension and private-use subtags are read past and ignored. `_` is accepted as a separator
/// (POSIX locales such as `en_GB`) and case does not matter.
struct LanguageTag: Hashable, Sendable {
    /// The primary language subtag, lowercase (`en`).
    let language: String
    /// The script subtag, titlecase (`Latn`), if any.
    let script: String?
    /// The region subtag, uppercase (`GB`, `419`), if any.
    let region: String?

    /// Tags that name no particular language (RFC 5646 §4.1): no dictionary can apply.
    private static let unspecified: Set<String> = ["und", "mul", "mis", "zxx", "root"]

    /// Parses `tag`; nil when it has no usable primary language (empty, `und`, `x-private`,
    /// grandfathered `i-…` tags).
    init?(_ tag: String) {
        let subtags = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        guard let first = subtags.first, (2...3).contains(first.count), first.allSatisfy(Self.isASCIILetter),
            !Self.unspecified.contains(first)
        else { return nil }
        var script: String?, region: String?
        for subtag in subtags.dropFirst() {
            if subtag.count == 1 { break }  // an extension or private use follows (§2.2.6, §2.2.7)
            if script == nil, region == nil, subtag.count == 4, subtag.allSatisfy(Self.isASCIILetter) {
                script = subtag.prefix(1).uppercased() + subtag.dropFirst()
            } else if region == nil, Self.isRegion(subtag) {
                region = subtag.uppercased()
            }
        }
        self.language = first
        self.script = script
        self.region = region
    }

    /// Two letters, or three digits (UN M.49 such as `419`).
    private static func isRegion(_ subtag: String) -> Bool {
        (subtag.count == 2 && subtag.allSatisfy(isASCIILetter))
            || (subtag.count == 3 && subtag.allSatisfy { $0.isASCII && $0.isNumber })
    }

    private static func isASCIILetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }
}
