/// Parsing of media query lists (Media Queries 4 §3), where an unparseable query becomes
/// `not all` without affecting the others (§3.2).
extension MediaQueryList {
    /// Parses an `@media`/`@import` prelude.
    public init(parsing values: [CSSComponentValue]) {
        let trimmed = values.trimmingWhitespace()
        guard !trimmed.isEmpty else {
            self.init([])
            return
        }
        self.init(trimmed.splitOnCommas().map { MediaQueryParser.query($0) ?? .invalid })
    }

    /// Parses a `media` attribute (`<link media>`, `<style media>`) or any media query text.
    public init(parsing text: String) {
        self.init(parsing: CSSParser.parseComponentValues(text))
    }
}

/// The productions of the media query grammar (Media Queries 4 §3).
enum MediaQueryParser {
    /// Keywords that cannot be media types (Media Queries 4 §3: `<media-type>` excludes them).
    private static let reservedTypes: Set<String> = ["only", "not", "and", "or", "layer"]

    /// `<media-query>`; nil when invalid.
    static func query(_ values: [CSSComponentValue]) -> MediaQuery? {
        let parts = values.splitOnWhitespace()
        guard let first = parts.first else { return nil }
        guard let firstWord = first.identValue?.asciiLowercased() else {
            return condition(parts[...], allowOr: true).map { MediaQuery(condition: $0) }
        }
        if firstWord == "not", parts.count > 1, parts[1].identValue == nil {
            return condition(parts[...], allowOr: true).map { MediaQuery(condition: $0) }
        }
        var index = 0
        let qualifier = MediaQuery.Qualifier(rawValue: firstWord)
        if qualifier != nil { index += 1 }
        guard index < parts.count, let type = parts[index].identValue?.asciiLowercased(),
            !reservedTypes.contains(type)
        else { return nil }
        index += 1
        guard index < parts.count else { return MediaQuery(qualifier: qualifier, mediaType: type) }
        guard parts[index].identValue?.asciiLowercased() == "and", index + 1 < parts.count,
            let condition = condition(parts[(index + 1)...], allowOr: false)
        else { return nil }
        return MediaQuery(qualifier: qualifier, mediaType: type, condition: condition)
    }

    /// `<media-condition>` (or `<media-condition-without-or>`) from whitespace-free parts.
    static func condition(_ parts: ArraySlice<CSSComponentValue>, allowOr: Bool) -> MediaCondition? {
        guard let first = parts.first else { return nil }
        if first.identValue?.asciiLowercased() == "not" {
            guard parts.count == 2, let inner = inParentheses(parts[parts.startIndex + 1]) else { return nil }
            return .not(inner)
        }
        guard let head = inParentheses(first) else { return nil }
        var conditions = [head]
        var joiner: String?
        var index = parts.startIndex + 1
        while index < parts.endIndex {
            guard let word = parts[index].identValue?.asciiLowercased(), word == "and" || (allowOr && word == "or"),
                joiner == nil || joiner == word, index + 1 < parts.endIndex,
                let next = inParentheses(parts[index + 1])
            else { return nil }
            joiner = word
            conditions.append(next)
            index += 2
        }
        guard let joiner else { return head }
        return joiner == "and" ? .and(conditions) : .or(conditions)
    }

    /// `<media-in-parens>`: a nested condition, a feature, or general-enclosed (unknown).
    static func inParentheses(_ value: CSSComponentValue) -> MediaCondition? {
        switch value {
        case .function:
            return .unknown(value.description)
        case .block(.parenthesis, let contents):
            let parts = contents.splitOnWhitespace()
            if let first = parts.first, first.identValue?.asciiLowercased() == "not" || first.isParenthesisBlock {
                return condition(parts[...], allowOr: true) ?? .unknown(value.description)
            }
            return MediaFeatureParser.feature(parts).map(MediaCondition.feature) ?? .unknown(value.description)
        default:
            return nil
        }
    }
}

extension CSSComponentValue {
    /// True for a `( … )` block.
    var isParenthesisBlock: Bool {
        if case .block(.parenthesis, _) = self { return true }
        return false
    }
}
