/// `var()` substitution (CSS Custom Properties 1 §3).
///
/// Substitution is bounded, since each `var()` may copy a value that itself holds several: ten
/// properties each referring ten times to the one before would make 10^10 values (the "billion
/// laughs" of CSS). One substituted value holds at most `maximumLength` component values, and a
/// document's substitutions together produce at most `Budget.documentLimit`; past either, the
/// declaration is invalid at computed-value time, as for a cycle.
enum CustomProperties {
    /// The deepest chain of `var()` references followed before giving up (cycles are invalid).
    static let maximumDepth = 32
    /// The most component values one substituted value may hold (nested ones counted).
    static let maximumLength = 10_000

    /// The component values a document's substitutions may still produce.
    final class Budget {
        /// What a document may produce in all: ten million values, far beyond any real book.
        static let documentLimit = 10_000_000
        var remaining: Int

        init(_ remaining: Int = Budget.documentLimit) {
            self.remaining = remaining
        }
    }

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

    /// `values` with every `var(--name[, fallback])` replaced by the custom property's value in
    /// `properties`, else the fallback; nil when a reference cannot be resolved (the declaration is
    /// then "invalid at computed-value time", §3.1) or the result would pass the bounds.
    static func substitute(
        _ values: [CSSComponentValue], in properties: [String: [CSSComponentValue]],
        budget: Budget = Budget()
    ) -> [CSSComponentValue]? {
        var length = 0
        return substitute(values, in: properties, depth: 0, length: &length, budget: budget)
    }

    private static func substitute(
        _ values: [CSSComponentValue], in properties: [String: [CSSComponentValue]], depth: Int,
        length: inout Int, budget: Budget
    ) -> [CSSComponentValue]? {
        guard depth < maximumDepth else { return nil }
        var result: [CSSComponentValue] = []
        for value in values {
            switch value {
            case .function(let name, let arguments) where name.equalsIgnoringASCIICase("var"):
                guard let replacement = resolveReference(arguments, in: properties, depth: depth, length: &length, budget: budget)
                else { return nil }
                result += replacement
                continue
            case .function(let name, let arguments):
                guard let inner = substitute(arguments, in: properties, depth: depth, length: &length, budget: budget) else {
                    return nil
                }
                result.append(.function(name: name, arguments: inner))
            case .block(let kind, let contents):
                guard let inner = substitute(contents, in: properties, depth: depth, length: &length, budget: budget) else {
                    return nil
                }
                result.append(.block(kind, inner))
            case .token:
                result.append(value)
            }
            length += 1
            budget.remaining -= 1
            guard length <= maximumLength, budget.remaining >= 0 else { return nil }
        }
        return result
    }

    /// The replacement of one `var()`: the property's value, else the fallback after the comma.
    private static func resolveReference(
        _ arguments: [CSSComponentValue], in properties: [String: [CSSComponentValue]],
        depth: Int, length: inout Int, budget: Budget
    ) -> [CSSComponentValue]? {
        let parts = arguments.trimmingWhitespace()
        guard case .token(.ident(let name))? = parts.first, name.hasPrefix("--") else { return nil }
        if let value = properties[name] {
            return substitute(value, in: properties, depth: depth + 1, length: &length, budget: budget)
        }
        guard let comma = parts.firstIndex(where: \.isComma) else { return nil }
        return substitute(
            Array(parts[(comma + 1)...]).trimmingWhitespace(), in: properties, depth: depth + 1,
            length: &length, budget: budget)
    }
}
