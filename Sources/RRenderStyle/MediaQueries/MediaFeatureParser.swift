/// `<media-feature>` (Media Queries 4 §2.4): boolean, plain (`name: value`) and range forms.
enum MediaFeatureParser {
    /// A feature test from the whitespace-free contents of its parentheses; nil when invalid
    /// or unknown (which then evaluates as unknown).
    static func feature(_ parts: [CSSComponentValue]) -> MediaFeature? {
        guard let first = parts.first else { return nil }
        if parts.count == 1, let name = first.identValue?.asciiLowercased() {
            return MediaFeatureEvaluator.isKnown(name) ? MediaFeature(name: name) : nil
        }
        if let name = first.identValue?.asciiLowercased(), parts.count > 2, parts[1].token == .colon {
            return plainFeature(name, Array(parts[2...]))
        }
        return rangeFeature(parts)
    }

    /// `name: value`, with `min-`/`max-` prefixes becoming `>=`/`<=`.
    private static func plainFeature(_ rawName: String, _ valueParts: [CSSComponentValue]) -> MediaFeature? {
        var name = rawName
        var operation = MediaComparison.Operator.equal
        // -webkit-min-device-pixel-ratio: the vendor prefix comes before min-/max-.
        if name.hasPrefix("-webkit-") { name.removeFirst("-webkit-".count) }
        if name.hasPrefix("min-") || name.hasPrefix("max-") {
            operation = name.hasPrefix("min-") ? .greaterOrEqual : .lessOrEqual
            name.removeFirst(4)
            guard MediaFeatureEvaluator.isRange(name) else { return nil }
        }
        guard MediaFeatureEvaluator.isKnown(name), let value = value(valueParts) else { return nil }
        return MediaFeature(name: name, comparisons: [MediaComparison(operation, value)])
    }

    /// `name op value`, `value op name` or `value op name op value` (Media Queries 4 §2.4.3).
    private static func rangeFeature(_ parts: [CSSComponentValue]) -> MediaFeature? {
        var operands: [[CSSComponentValue]] = [[]]
        var operators: [MediaComparison.Operator] = []
        var index = 0
        while index < parts.count {
            if let (operation, length) = comparisonOperator(parts, at: index) {
                operators.append(operation)
                operands.append([])
                index += length
            } else {
                operands[operands.count - 1].append(parts[index])
                index += 1
            }
        }
        guard operators.count == operands.count - 1, (1...2).contains(operators.count),
            operands.allSatisfy({ !$0.isEmpty })
        else { return nil }
        if operators.count == 2 {
            // a < name < b: both operators must point the same way.
            let ascending = operators.allSatisfy { $0 == .less || $0 == .lessOrEqual }
            let descending = operators.allSatisfy { $0 == .greater || $0 == .greaterOrEqual }
            guard ascending || descending, operands[1].count == 1, let name = rangeName(operands[1][0]),
                let low = value(operands[0]), let high = value(operands[2])
            else { return nil }
            return MediaFeature(
                name: name,
                comparisons: [
                    MediaComparison(operators[0].flipped, low),
                    MediaComparison(operators[1], high)
                ])
        }
        if operands[0].count == 1, let name = rangeName(operands[0][0]), let v = value(operands[1]) {
            return MediaFeature(name: name, comparisons: [MediaComparison(operators[0], v)])
        }
        guard operands[1].count == 1, let name = rangeName(operands[1][0]), let v = value(operands[0]) else { return nil }
        return MediaFeature(name: name, comparisons: [MediaComparison(operators[0].flipped, v)])
    }

    private static func rangeName(_ value: CSSComponentValue) -> String? {
        guard let name = value.identValue?.asciiLowercased(), MediaFeatureEvaluator.isRange(name) else { return nil }
        return name
    }

    /// The operator at `index` (`<`, `<=`, `>`, `>=`, `=`) and how many tokens it spans.
    private static func comparisonOperator(_ parts: [CSSComponentValue], at index: Int) -> (MediaComparison.Operator, Int)? {
        guard case .delim(let d)? = parts[index].token, d == "<" || d == ">" || d == "=" else { return nil }
        if d == "=" { return (.equal, 1) }
        let withEquals = index + 1 < parts.count && parts[index + 1].token?.isDelim("=") == true
        switch (d, withEquals) {
        case ("<", false): return (.less, 1)
        case ("<", true): return (.lessOrEqual, 2)
        case (_, false): return (.greater, 1)
        default: return (.greaterOrEqual, 2)
        }
    }

    /// A `<mf-value>`: number, ratio, length, resolution or keyword.
    static func value(_ parts: [CSSComponentValue]) -> MediaValue? {
        if parts.count == 3, case .number(let a)? = parts[0].token, parts[1].token?.isDelim("/") == true,
            case .number(let b)? = parts[2].token
        {
            return .ratio(a.value, b.value)
        }
        guard parts.count == 1, let token = parts[0].token else { return nil }
        switch token {
        case .number(let n): return .number(n.value)
        case .ident(let word): return .keyword(word.asciiLowercased())
        case .dimension(let n, let unit):
            if let length = CSSLength(parts[0], allowPercentage: false) { return .length(length) }
            return resolutionFactors[unit.asciiLowercased()].map { .resolution(n.value * $0) }
        default: return nil
        }
    }

    /// dppx per unit (CSS Values 4 §7.4).
    private static let resolutionFactors: [String: Double] = ["dppx": 1, "x": 1, "dpi": 1.0 / 96, "dpcm": 2.54 / 96]
}
