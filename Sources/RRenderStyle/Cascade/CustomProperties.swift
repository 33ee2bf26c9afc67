/// `var()` substitution (CSS Custom Properties 1 §3).
enum CustomProperties {
    /// The deepest chain of `var()` references followed before giving up (cycles are invalid).
    static let maximumDepth = 32

    /// True when `values` contain a `var()` function at any depth.
    static func containsVariable(_ values: [CSSComponentValue]) -> Bool {
        values.contains { value in
            switch value {
            case .function(let name, let arguments): name.equalsIgnoringASCIICase("var") || containsVariable(arguments)
            case .block(_, let contents): containsVariable(contents)
            case .token: false
            }
        }
    }

    /// The most component values a substitution may produce. `--a: var(--b) var(--b)` doubles
    /// at each of 32 levels: 2^32 values, a hang found through FuzzCSS. A longer result is
    /// invalid at computed-value time, as CSS Variables 1 §3.3 allows for overly long variables.
    static let maximumLength = 10_000

    /// `values` with every `var(--name[, fallback])` replaced by the custom property's value in
    /// `properties`, else the fallback; nil when a reference cannot be resolved or the result is
    /// too long (the declaration is then "invalid at computed-value time", §3.1).
    static func substitute(_ values: [CSSComponentValue], in properties: [String: [CSSComponentValue]]) -> [CSSComponentValue]? {
        var budget = maximumLength
        return substitute(values, in: properties, depth: 0, budget: &budget)
    }

    private static func substitute(_ values: [CSSComponentValue], in properties: [String: [CSSComponentValue]],
                                   depth: Int, budget: inout Int) -> [CSSComponentValue]? {
        guard depth < maximumDepth else { return nil }
        var result: [CSSComponentValue] = []
        for value in values {
            switch value {
            case .function(let name, let arguments) where name.equalsIgnoringASCIICase("var"):
                guard let replacement = resolveReference(arguments, in: properties, depth: depth, budget: &budget) else { return nil }
                result += replacement
                continue // counted where its values were appended
            case .function(let name, let arguments):
                guard let inner = substitute(arguments, in: properties, depth: depth, budget: &budget) else { return nil }
                result.append(.function(name: name, arguments: inner))
            case .block(let kind, let contents):
                guard let inner = substitute(contents, in: properties, depth: depth, budget: &budget) else { return nil }
                result.append(.block(kind, inner))
            case .token:
                result.append(value)
            }
            budget -= 1
            guard budget >= 0 else { return nil }
        }
        return result
    }

    /// The replacement of one `var()`: the property's value, else the fallback after the comma.
    private static func resolveReference(_ arguments: [CSSComponentValue], in properties: [String: [CSSComponentValue]],
                                         depth: Int, budget: inout Int) -> [CSSComponentValue]? {
        let parts = arguments.trimmingWhitespace()
        guard case .token(.ident(let name))? = parts.first, name.hasPrefix("--") else { return nil }
        if let value = properties[name] {
            return substitute(value, in: properties, depth: depth + 1, budget: &budget)
        }
        guard let comma = parts.firstIndex(where: \.isComma) else { return nil }
        return substitute(Array(parts[(comma + 1)...]).trimmingWhitespace(), in: properties, depth: depth + 1, budget: &budget)
    }
}
