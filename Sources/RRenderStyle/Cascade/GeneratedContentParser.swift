/// Parses the `content` property (CSS 2.1 §12.2): strings, `attr()`, quotes; `normal`/`none`.
/// Counters and images are not generated yet: a value using them is kept without those parts.
enum GeneratedContentParser {
    static func parse(_ values: [CSSComponentValue]) -> GeneratedContent? {
        let parts = values.splitOnWhitespace()
        if parts.count == 1, let keyword = CSSValues.keyword(parts[0]), keyword == "normal" || keyword == "none" { return GeneratedContent.none }
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
            case .function(let name, _) where ["counter", "counters", "url", "image"].contains(name.lowercased()):
                continue
            default:
                // An image (`url(…)` unquoted is a token of its own) is not drawn, but the box
                // it is in is still made.
                if CSSValues.url(part) != nil { continue }
                switch CSSValues.keyword(part) {
                case "open-quote"?: items.append(.openQuote)
                case "close-quote"?: items.append(.closeQuote)
                case "no-open-quote"?, "no-close-quote"?: continue
                default: return nil
                }
            }
        }
        return .items(items)
    }
}
