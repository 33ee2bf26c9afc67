/// One entry of a `font-family` list (CSS Fonts 4 §3.1).
public enum FontFamily: Hashable, Sendable, CustomStringConvertible {
    /// A family name, from a string or from identifiers joined by single spaces.
    case named(String)
    /// A generic family keyword.
    case generic(GenericFontFamily)

    /// Such as `"Stix"` or `serif`.
    public var description: String {
        switch self {
        case .named(let name): CSSSerializer.string(name)
        case .generic(let generic): generic.rawValue
        }
    }

    /// Parses a `font-family` value: a comma-separated list of family names and generic families.
    /// Nil when any entry is invalid (the declaration is then dropped, CSS Fonts 4 §3.1).
    public static func parseList(_ values: [CSSComponentValue]) -> [FontFamily]? {
        var families: [FontFamily] = []
        for part in values.splitOnCommas() {
            guard let family = parse(part) else { return nil }
            families.append(family)
        }
        return families
    }

    /// One entry: a single string, or one or more identifiers (a lone generic keyword is generic).
    static func parse(_ part: [CSSComponentValue]) -> FontFamily? {
        if part.count == 1, let name = CSSValues.string(part[0]) { return .named(name) }
        let words = part.splitOnWhitespace()
        guard !words.isEmpty else { return nil }
        var names: [String] = []
        for word in words {
            guard let ident = word.identValue else { return nil }
            names.append(ident)
        }
        if names.count == 1 {
            let lowered = names[0].asciiLowercased()
            if let generic = GenericFontFamily(rawValue: lowered) { return .generic(generic) }
            // CSS-wide keywords and `default` cannot be unquoted family names.
            if CSSValues.cssWideKeywords.contains(lowered) || lowered == "default" { return nil }
        }
        return .named(names.joined(separator: " "))
    }
}

/// The generic font families (CSS Fonts 4 §3.1.1).
public enum GenericFontFamily: String, Hashable, Sendable, CaseIterable {
    /// `serif`.
    case serif
    /// `sans-serif`.
    case sansSerif = "sans-serif"
    /// `monospace`.
    case monospace
    /// `cursive`.
    case cursive
    /// `fantasy`.
    case fantasy
    /// `system-ui`.
    case systemUI = "system-ui"
    /// `ui-serif`.
    case uiSerif = "ui-serif"
    /// `ui-sans-serif`.
    case uiSansSerif = "ui-sans-serif"
    /// `ui-monospace`.
    case uiMonospace = "ui-monospace"
    /// `ui-rounded`.
    case uiRounded = "ui-rounded"
    /// `math`.
    case math
    /// `emoji`.
    case emoji
    /// `fangsong`.
    case fangsong
}
