/// Selector specificity (a, b, c) (Selectors 3 §9), compared lexicographically.
public struct Specificity: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// ID selectors.
    public var a: Int
    /// Class and attribute selectors and pseudo-classes.
    public var b: Int
    /// Type selectors and pseudo-elements.
    public var c: Int

    /// Creates a specificity.
    public init(a: Int, b: Int, c: Int) {
        self.a = a
        self.b = b
        self.c = c
    }

    /// (0, 0, 0).
    public static let zero = Specificity(a: 0, b: 0, c: 0)

    /// Component-wise sum.
    public static func + (lhs: Specificity, rhs: Specificity) -> Specificity {
        Specificity(a: lhs.a + rhs.a, b: lhs.b + rhs.b, c: lhs.c + rhs.c)
    }

    /// Lexicographic order: a first, then b, then c.
    public static func < (lhs: Specificity, rhs: Specificity) -> Bool {
        (lhs.a, lhs.b, lhs.c) < (rhs.a, rhs.b, rhs.c)
    }

    /// `(a,b,c)`.
    public var description: String { "(\(a),\(b),\(c))" }
}
