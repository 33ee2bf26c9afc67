/// Where a stylesheet comes from (CSS Cascade 4 §6.2).
public enum CascadeOrigin: Int, Sendable, Comparable {
    case userAgent, user, author

    public static func < (a: CascadeOrigin, b: CascadeOrigin) -> Bool { a.rawValue < b.rawValue }
}

/// A stylesheet taking part in the cascade, with its origin.
public struct CascadeSheet: Sendable {
    public var origin: CascadeOrigin
    public var stylesheet: CSSStylesheet

    public init(origin: CascadeOrigin, stylesheet: CSSStylesheet) {
        self.origin = origin
        self.stylesheet = stylesheet
    }
}

/// The precedence of a declaration, compared in cascade order (CSS Cascade 4 §6): origin and
/// importance first, then whether it comes from a `style` attribute, then specificity, then the
/// order of appearance.
struct CascadePriority: Comparable {
    /// UA normal 0, user normal 1, author normal 2, author important 3, user important 4,
    /// UA important 5: important declarations reverse the origin order.
    let level: Int
    let fromStyleAttribute: Bool
    let specificity: Specificity
    let order: Int

    init(origin: CascadeOrigin, important: Bool, fromStyleAttribute: Bool, specificity: Specificity, order: Int) {
        level = important ? 5 - origin.rawValue : origin.rawValue
        self.fromStyleAttribute = fromStyleAttribute
        self.specificity = specificity
        self.order = order
    }

    static func < (a: CascadePriority, b: CascadePriority) -> Bool {
        if a.level != b.level { return a.level < b.level }
        if a.fromStyleAttribute != b.fromStyleAttribute { return !a.fromStyleAttribute }
        if a.specificity != b.specificity { return a.specificity < b.specificity }
        return a.order < b.order
    }
}
