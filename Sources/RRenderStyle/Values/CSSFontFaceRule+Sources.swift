/// Reading the descriptors of `@font-face` (CSS Fonts 4 §4).
extension CSSFontFaceRule {
    /// One entry of the `src` descriptor.
    public enum Source: Hashable, Sendable {
        /// `url(…) format(…)?`: the URL as written and the first format hint, lowercased.
        case url(String, format: String?)
        /// `local(…)`: a locally installed face name.
        case local(String)
    }

    /// The last value of the descriptor `name` (descriptors cascade like properties: last wins).
    public func descriptor(_ name: String) -> [CSSComponentValue]? {
        declarations.last { $0.name == name }?.value
    }

    /// The `font-family` descriptor: a single family name.
    public var family: String? {
        guard let value = descriptor("font-family"), let families = FontFamily.parseList(value),
            families.count == 1, case .named(let name) = families[0]
        else { return nil }
        return name
    }

    /// The `src` descriptor's entries in order; entries that cannot be read are skipped.
    public var sources: [Source] {
        guard let value = descriptor("src") else { return [] }
        return value.splitOnCommas().compactMap(Self.source)
    }

    private static func source(_ part: [CSSComponentValue]) -> Source? {
        let items = part.splitOnWhitespace()
        guard let first = items.first else { return nil }
        if case .function(let name, let arguments) = first, name.equalsIgnoringASCIICase("local") {
            let inner = arguments.trimmingWhitespace()
            if inner.count == 1, let text = CSSValues.string(inner[0]) { return .local(text) }
            return FontFamily.parse(inner).flatMap { if case .named(let n) = $0 { .local(n) } else { nil } }
        }
        guard let url = CSSValues.url(first) else { return nil }
        var format: String?
        for item in items.dropFirst() {
            if case .function(let name, let arguments) = item, name.equalsIgnoringASCIICase("format"),
                let hint = arguments.trimmingWhitespace().first
            {
                format = (CSSValues.string(hint) ?? hint.identValue)?.asciiLowercased()
            }
        }
        return .url(url, format: format)
    }
}
