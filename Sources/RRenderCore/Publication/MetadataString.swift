/// The base direction of a metadata value (EPUB 3.3 `#attrdef-dir`: `ltr`, `rtl` or `auto`;
/// EPUB RS 3.3 `#sec-pkg-doc-base-dir`: with `auto` the Unicode Bidi Algorithm decides).
public enum MetadataDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right.
    case ltr
    /// Right to left.
    case rtl
    /// Decided by the text (UAX #9 rule P2).
    case auto
}

/// A package metadata value with the language and base direction it has or inherits from the
/// `metadata` and `package` elements (EPUB 3.3 `#attrdef-xml-lang`, `#attrdef-dir`), and the
/// renderings in other scripts or languages that refine it (the `alternate-script` meta
/// property, EPUB 3.3 Appendix D "Meta properties vocabulary"), in document order.
public struct MetadataString: Hashable, Sendable {
    /// The text, whitespace stripped and collapsed.
    public var value: String
    /// The BCP 47 tag it has or inherits; nil when the package states none.
    public var language: String?
    /// The base direction it has or inherits; nil when the package states none (then `auto`).
    public var direction: MetadataDirection?
    /// `alternate-script` renderings, each with its own language and direction.
    public var alternateScripts: [MetadataString]

    /// A value; everything but the text optional.
    public init(
        _ value: String, language: String? = nil, direction: MetadataDirection? = nil,
        alternateScripts: [MetadataString] = []
    ) {
        self.value = value
        self.language = language
        self.direction = direction
        self.alternateScripts = alternateScripts
    }

    /// Readium's localized string (readium architecture "Parsing EPUB Metadata", Localized
    /// Strings): the value keyed by its language in BCP 47, then each alternate script by its
    /// own (`und` when one has none or it is no language tag; the first of a repeated language
    /// wins). One entry is a plain string.
    public var localized: LocalizedString {
        var map: [String: String] = [:]
        for entry in [self] + alternateScripts where !entry.value.isEmpty {
            let key = entry.language.flatMap(BCP47.normalized) ?? "und"
            if map[key] == nil { map[key] = entry.value }
        }
        return map.count <= 1 ? .plain(value) : .localized(map)
    }

    /// The value in `language` (an exact tag, else the first with the same primary subtag),
    /// else the value itself.
    public func string(for language: String?) -> String {
        guard let language = language?.lowercased() else { return value }
        let entries = [self] + alternateScripts
        if let exact = entries.first(where: { $0.language?.lowercased() == language }) { return exact.value }
        let primary = language.split(separator: "-").first.map(String.init) ?? language
        return entries.first { $0.language?.lowercased().split(separator: "-").first.map(String.init) == primary }?.value ?? value
    }
}

extension MetadataString {
    /// The value of a localized string read from JSON whose main text is `main`: nil for a plain
    /// string or a map of one entry (as before localized metadata, the plain `title`/`name` says
    /// it all), else `main` in its language with the other entries as alternate scripts (in tag
    /// order: JSON objects have none of their own).
    init?(_ localized: LocalizedString, main: String) {
        guard case .localized(let map) = localized, map.count > 1 else { return nil }
        let mainKey = map.keys.sorted().first { map[$0] == main }
        let tag: (String) -> String? = { $0 == "und" ? nil : $0 }
        self.init(
            main, language: mainKey.flatMap(tag),
            alternateScripts: map.keys.sorted().filter { $0 != mainKey }.compactMap { key in
                map[key].map { MetadataString($0, language: tag(key)) }
            })
    }
}
