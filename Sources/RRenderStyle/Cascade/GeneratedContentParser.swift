/// Parses the `content` property (CSS 2.1 §12.2): strings, `attr()`, quotes, `counter()` and
/// `counters()`; `normal`/`none`; and the properties it works with, `counter-reset`,
/// `counter-increment` (§12.4) and `quotes` (§12.3). Images are not generated yet: a value
/// using them is kept without those parts.
enum GeneratedContentParser {
    static func parse(_ values: [CSSComponentValue]) -> GeneratedContent? {
        let parts = values.splitOnWhitespace()
        if parts.count == 1, let keyword = CSSValues.keyword(parts[0]), keyword == "normal" || keyword == "none" {
            return GeneratedContent.none
        }
        var items: [ContentItem] = []
        for part in parts {
            if let text = CSSValues.string(part) {
                items.append(.string(text))
                continue
            }
            switch part {
            case .function(let name, let arguments) where name.equalsIgnoringASCIICase("attr"):
                guard let attribute = arguments.trimmingWhitespace().first?.identValue else { return nil }
                items.append(.attribute(attribute))
            case .function(let name, let arguments) where name.equalsIgnoringASCIICase("counter"):
                guard let item = counter(arguments) else { return nil }
                items.append(item)
            case .function(let name, let arguments) where name.equalsIgnoringASCIICase("counters"):
                guard let item = counters(arguments) else { return nil }
                items.append(item)
            case .function(let name, _) where ["url", "image"].contains(name.lowercased()):
                continue
            default:
                // An image (`url(…)` unquoted is a token of its own) is not drawn, but the box
                // it is in is still made.
                if CSSValues.url(part) != nil { continue }
                switch CSSValues.keyword(part) {
                case "open-quote"?: items.append(.openQuote)
                case "close-quote"?: items.append(.closeQuote)
                case "no-open-quote"?: items.append(.noOpenQuote)
                case "no-close-quote"?: items.append(.noCloseQuote)
                default: return nil
                }
            }
        }
        return .items(items)
    }

    /// `counter(name)` or `counter(name, style)`.
    private static func counter(_ arguments: [CSSComponentValue]) -> ContentItem? {
        let parts = commaSeparated(arguments)
        guard parts.count == 1 || parts.count == 2, let name = counterName(parts[0]) else { return nil }
        guard let style = parts.count == 2 ? counterStyle(parts[1]) : .decimal else { return nil }
        return .counter(name, style)
    }

    /// `counters(name, "separator")` or `counters(name, "separator", style)`.
    private static func counters(_ arguments: [CSSComponentValue]) -> ContentItem? {
        let parts = commaSeparated(arguments)
        guard parts.count == 2 || parts.count == 3, let name = counterName(parts[0]), parts[1].count == 1,
            let separator = CSSValues.string(parts[1][0])
        else { return nil }
        guard let style = parts.count == 3 ? counterStyle(parts[2]) : .decimal else { return nil }
        return .counters(name, separator: separator, style)
    }

    /// The arguments between commas, white space trimmed.
    private static func commaSeparated(_ arguments: [CSSComponentValue]) -> [[CSSComponentValue]] {
        var parts: [[CSSComponentValue]] = [[]]
        for value in arguments {
            if case .token(.comma) = value { parts.append([]) } else { parts[parts.count - 1].append(value) }
        }
        return parts.map { $0.trimmingWhitespace() }
    }

    /// A counter's name: an identifier other than the CSS-wide keywords and `none`.
    private static func counterName(_ part: [CSSComponentValue]) -> String? {
        guard part.count == 1, let name = part[0].identValue,
            !["none", "inherit", "initial", "unset", "default"].contains(name.lowercased())
        else { return nil }
        return name
    }

    /// A `list-style-type` keyword (CSS 2.1 §12.6.2; the latin names alias the alpha ones).
    static func counterStyle(_ part: [CSSComponentValue]) -> ListStyleType? {
        guard part.count == 1, let keyword = part[0].identValue?.lowercased() else { return nil }
        switch keyword {
        case "lower-latin": return .lowerAlpha
        case "upper-latin": return .upperAlpha
        case "armenian", "georgian": return .decimal
        default: return ListStyleType(rawValue: keyword)
        }
    }

    /// `counter-reset` or `counter-increment`: `none`, or names each with an optional integer
    /// (`defaultValue` when it has none).
    static func counterChanges(_ values: [CSSComponentValue], default defaultValue: Int) -> [CounterChange]? {
        let parts = values.splitOnWhitespace()
        if parts.count == 1, CSSValues.keyword(parts[0]) == "none" { return [] }
        var changes: [CounterChange] = []
        for part in parts {
            if let number = CSSValues.integer(part) {
                guard !changes.isEmpty else { return nil }
                changes[changes.count - 1].value = CounterScopes.clamped(number)
            } else if let name = counterName([part]) {
                changes.append(CounterChange(name: name, value: defaultValue))
            } else {
                return nil
            }
        }
        return changes.isEmpty ? nil : changes
    }

    /// `quotes`: `none` (no marks), or pairs of strings.
    static func quotes(_ values: [CSSComponentValue]) -> [QuotePair]? {
        let parts = values.splitOnWhitespace()
        if parts.count == 1, CSSValues.keyword(parts[0]) == "none" { return [] }
        let strings = parts.compactMap { CSSValues.string($0) }
        guard strings.count == parts.count, !strings.isEmpty, strings.count % 2 == 0 else { return nil }
        return stride(from: 0, to: strings.count, by: 2).map { QuotePair(open: strings[$0], close: strings[$0 + 1]) }
    }
}
