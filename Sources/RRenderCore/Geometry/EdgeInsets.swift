/// Distances from the four edges of a box, in CSS px (margins, padding, borders, page margins).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var right: Double
    public var bottom: Double
    public var left: Double

    public init(top: Double = 0, right: Double = 0, bottom: Double = 0, left: Double = 0) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// The same distance on every side.
    public init(all value: Double) {
        self.init(top: value, right: value, bottom: value, left: value)
    }

    /// No inset.
    public static let zero = EdgeInsets()

    /// `left + right`.
    public var horizontal: Double { left + right }
    /// `top + bottom`.
    public var vertical: Double { top + bottom }
}
