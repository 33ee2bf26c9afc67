/// Evaluation of media queries with the three-valued logic of Media Queries 4 §3.
extension MediaQuery {
    /// True when the query matches `environment`; an unknown feature makes it false.
    public func matches(_ environment: MediaEnvironment) -> Bool {
        if isInvalid { return false }
        let typeName = mediaType ?? "all"
        let typeMatches: MediaTruth = typeName == "all" || typeName == environment.type ? .true : .false
        let conditionValue = condition?.evaluate(environment) ?? .true
        let result = typeMatches.and(conditionValue)
        return (qualifier == .not ? result.negated : result) == .true
    }
}

/// Kleene's three-valued truth (Media Queries 4 §3: unknown features are "unknown", not false).
public enum MediaTruth: Hashable, Sendable {
    /// Matches.
    case `true`
    /// Does not match.
    case `false`
    /// Cannot be decided (unknown feature or general-enclosed); false at the top level.
    case unknown

    /// `not`.
    var negated: MediaTruth {
        switch self {
        case .true: .false
        case .false: .true
        case .unknown: .unknown
        }
    }

    /// `and`.
    func and(_ other: MediaTruth) -> MediaTruth {
        if self == .false || other == .false { return .false }
        return self == .true && other == .true ? .true : .unknown
    }

    /// `or`.
    func or(_ other: MediaTruth) -> MediaTruth {
        if self == .true || other == .true { return .true }
        return self == .false && other == .false ? .false : .unknown
    }
}

extension MediaCondition {
    /// The truth of the condition in `environment`.
    public func evaluate(_ environment: MediaEnvironment) -> MediaTruth {
        switch self {
        case .feature(let feature): return MediaFeatureEvaluator.evaluate(feature, environment)
        case .not(let inner): return inner.evaluate(environment).negated
        case .and(let conditions): return conditions.reduce(.true) { $0.and($1.evaluate(environment)) }
        case .or(let conditions): return conditions.reduce(.false) { $0.or($1.evaluate(environment)) }
        case .unknown: return .unknown
        }
    }
}

/// The media features known here and their values in an environment (Media Queries 4 §4–§5).
enum MediaFeatureEvaluator {
    /// Features compared as numbers (allowing `min-`/`max-` and range syntax).
    private static let rangeFeatures: Set<String> = [
        "width", "height", "device-width", "device-height", "aspect-ratio", "device-aspect-ratio",
        "color", "color-index", "monochrome", "resolution", "device-pixel-ratio", "grid"
    ]

    /// Features with keyword values, and the value in a static paged renderer.
    private static let discreteFeatures: Set<String> = [
        "orientation", "scan", "hover", "any-hover", "pointer", "any-pointer", "update",
        "overflow-block", "overflow-inline", "prefers-color-scheme", "prefers-reduced-motion"
    ]

    static func isKnown(_ name: String) -> Bool { rangeFeatures.contains(name) || discreteFeatures.contains(name) }

    static func isRange(_ name: String) -> Bool { rangeFeatures.contains(name) }

    /// The truth of one feature test.
    static func evaluate(_ feature: MediaFeature, _ environment: MediaEnvironment) -> MediaTruth {
        if discreteFeatures.contains(feature.name) {
            let actual = keyword(feature.name, environment)
            guard let comparison = feature.comparisons.first else { return actual == "none" ? .false : .true }
            guard feature.comparisons.count == 1, comparison.operation == .equal,
                case .keyword(let wanted) = comparison.value
            else { return .unknown }
            return actual == wanted ? .true : .false
        }
        guard let actual = number(feature.name, environment) else { return .unknown }
        if feature.comparisons.isEmpty { return actual != 0 ? .true : .false }
        var result = MediaTruth.true
        for comparison in feature.comparisons {
            guard let wanted = value(comparison.value, for: feature.name, environment) else { return .unknown }
            result = result.and(compare(actual, comparison.operation, wanted) ? .true : .false)
        }
        return result
    }

    private static func keyword(_ name: String, _ environment: MediaEnvironment) -> String {
        switch name {
        case "orientation": environment.height >= environment.width ? "portrait" : "landscape"
        case "scan": "progressive"
        case "update": "none"
        case "overflow-block": "paged"
        case "prefers-color-scheme": environment.colorScheme
        case "prefers-reduced-motion": "no-preference"
        default: "none"  // hover, any-hover, pointer, any-pointer, overflow-inline
        }
    }

    /// The environment's value of a range feature, in px, dppx, bits or a ratio as a quotient.
    private static func number(_ name: String, _ environment: MediaEnvironment) -> Double? {
        switch name {
        case "width", "device-width": environment.width
        case "height", "device-height": environment.height
        case "aspect-ratio", "device-aspect-ratio": environment.height > 0 ? environment.width / environment.height : 0
        case "color": Double(environment.colorBits)
        case "monochrome": environment.colorBits > 0 ? 0 : 1
        case "resolution", "device-pixel-ratio": environment.resolution
        case "color-index", "grid": 0
        default: nil
        }
    }

    /// A query value in the feature's unit; nil when its type does not fit the feature.
    private static func value(_ value: MediaValue, for name: String, _ environment: MediaEnvironment) -> Double? {
        switch (name, value) {
        case ("width", .length(let l)), ("height", .length(let l)), ("device-width", .length(let l)),
            ("device-height", .length(let l)):
            return l.toPixels(
                CSSLengthContext(
                    fontSize: environment.fontSize, rootFontSize: environment.fontSize,
                    viewportWidth: environment.width, viewportHeight: environment.height))
        case ("width", .number(0)), ("height", .number(0)), ("device-width", .number(0)), ("device-height", .number(0)):
            return 0  // CSS Values 4 §6: a unitless zero is a <length>.
        case ("aspect-ratio", .ratio(let a, let b)), ("device-aspect-ratio", .ratio(let a, let b)):
            return b > 0 ? a / b : nil
        case ("aspect-ratio", .number(let n)), ("device-aspect-ratio", .number(let n)):
            return n
        case ("resolution", .resolution(let dppx)):
            return dppx
        case ("device-pixel-ratio", .number(let n)), ("color", .number(let n)), ("monochrome", .number(let n)),
            ("color-index", .number(let n)), ("grid", .number(let n)):
            return n
        default:
            return nil
        }
    }

    private static func compare(_ actual: Double, _ operation: MediaComparison.Operator, _ wanted: Double) -> Bool {
        // A small tolerance so that 1.5 dppx and 144dpi, or 16/9 computed two ways, compare equal.
        let epsilon = 1e-9 * max(1, abs(wanted))
        switch operation {
        case .less: return actual < wanted - epsilon
        case .lessOrEqual: return actual <= wanted + epsilon
        case .equal: return abs(actual - wanted) <= epsilon
        case .greaterOrEqual: return actual >= wanted - epsilon
        case .greater: return actual > wanted + epsilon
        }
    }
}
