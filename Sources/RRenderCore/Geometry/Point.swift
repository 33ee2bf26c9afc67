import Foundation

/// A point in CSS px (1/96 in), from the top-left of whatever it is relative to.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// This point moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    public var description: String { "(\(x.cssString), \(y.cssString))" }
}

extension Double {
    /// A short, stable decimal form for dumps and messages: at most 2 fraction digits, no "-0".
    /// Values past ±1e15 (CSS allows `margin-top: 1e300px`), infinities and NaN get Swift's own
    /// form (`1e+300`), where `Int(_:)` would trap (found through FuzzLayoutFixed).
    public var cssString: String {
        let rounded = (self * 100).rounded() / 100
        if rounded == 0 { return "0" }
        guard rounded.magnitude < 1e15 else { return "\(rounded)" }
        // Whole numbers print as integers only while `Int` holds them (infinity it never does).
        if rounded == rounded.rounded(), rounded.magnitude < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
