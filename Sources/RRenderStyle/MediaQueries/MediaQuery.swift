/// A comma-separated list of media queries (Media Queries 4 §2); true when any query is.
public struct MediaQueryList: Hashable, Sendable {
    /// The queries; an empty list matches everything.
    public var queries: [MediaQuery]

    /// Creates a list.
    public init(_ queries: [MediaQuery] = []) {
        self.queries = queries
    }

    /// True when the list is empty or one of its queries matches.
    public func matches(_ environment: MediaEnvironment) -> Bool {
        queries.isEmpty || queries.contains { $0.matches(environment) }
    }
}

/// One media query: `[only | not]? type [and condition]?`, or a bare condition (Media Queries 4 §3).
public struct MediaQuery: Hashable, Sendable {
    /// The `only` / `not` keyword before the media type.
    public enum Qualifier: String, Hashable, Sendable {
        /// `only`: no effect on evaluation (hides the query from CSS 2 parsers).
        case only
        /// `not`: negates the whole query.
        case not
    }

    /// The qualifier, if written.
    public var qualifier: Qualifier?
    /// The media type, lowercased; nil when the query is a bare condition (`all` implied).
    public var mediaType: String?
    /// The condition after the type, or the bare condition.
    public var condition: MediaCondition?
    /// True when the query could not be parsed; it then means `not all` (Media Queries 4 §3.2).
    public var isInvalid: Bool

    /// Creates a query.
    public init(qualifier: Qualifier? = nil, mediaType: String? = nil, condition: MediaCondition? = nil, isInvalid: Bool = false)
    {
        self.qualifier = qualifier
        self.mediaType = mediaType
        self.condition = condition
        self.isInvalid = isInvalid
    }

    /// The query that never matches, standing in for an unparseable one.
    public static let invalid = MediaQuery(qualifier: .not, mediaType: "all", isInvalid: true)
}

/// A media condition (Media Queries 4 §3.1), evaluated with three-valued logic.
public indirect enum MediaCondition: Hashable, Sendable {
    /// `(feature …)`.
    case feature(MediaFeature)
    /// `not <condition>`.
    case not(MediaCondition)
    /// Conditions joined by `and`.
    case and([MediaCondition])
    /// Conditions joined by `or`.
    case or([MediaCondition])
    /// `<general-enclosed>` or an unknown feature: evaluates to "unknown" (false at the top).
    case unknown(String)
}

/// A media feature test: a name and zero or more comparisons (`(color)`, `(min-width: 30em)`,
/// `(400px <= width < 800px)`). `min-`/`max-` prefixes are folded into `>=`/`<=`.
public struct MediaFeature: Hashable, Sendable {
    /// The feature name, lowercased, without `min-`/`max-` (`width`, `orientation`, `device-pixel-ratio`).
    public var name: String
    /// What the feature's value is compared with; empty in boolean context.
    public var comparisons: [MediaComparison]

    /// Creates a feature test.
    public init(name: String, comparisons: [MediaComparison] = []) {
        self.name = name
        self.comparisons = comparisons
    }
}

/// `feature <op> value`.
public struct MediaComparison: Hashable, Sendable {
    /// A comparison operator.
    public enum Operator: String, Hashable, Sendable {
        /// `<`.
        case less = "<"
        /// `<=`.
        case lessOrEqual = "<="
        /// `=` (and the plain `feature: value` form).
        case equal = "="
        /// `>=`.
        case greaterOrEqual = ">="
        /// `>`.
        case greater = ">"

        /// The operator with its operands swapped (`a < f` is `f > a`).
        var flipped: Operator {
            switch self {
            case .less: .greater
            case .lessOrEqual: .greaterOrEqual
            case .equal: .equal
            case .greaterOrEqual: .lessOrEqual
            case .greater: .less
            }
        }
    }

    /// The operator, with the feature on its left.
    public var operation: Operator
    /// The value on its right.
    public var value: MediaValue

    /// Creates a comparison.
    public init(_ operation: Operator, _ value: MediaValue) {
        self.operation = operation
        self.value = value
    }
}

/// A media feature value (Media Queries 4 §2.4).
public enum MediaValue: Hashable, Sendable {
    /// A `<length>`.
    case length(CSSLength)
    /// A `<number>` or `<integer>`.
    case number(Double)
    /// A `<ratio>` `a / b`.
    case ratio(Double, Double)
    /// A `<resolution>`, converted to dppx.
    case resolution(Double)
    /// A keyword, lowercased.
    case keyword(String)
}
