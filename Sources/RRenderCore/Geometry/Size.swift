/// A width and height in CSS px.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size.
    public static let zero = Size(width: 0, height: 0)

    /// True when the size covers no area.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// This size scaled down (never up) to fit inside `bounds`, keeping its aspect ratio.
    public func fitted(within bounds: Size) -> Size {
        guard width > 0, height > 0 else { return self }
        let factor = Swift.min(1, bounds.width / width, bounds.height / height)
        return Size(width: width * factor, height: height * factor)
    }

    public var description: String { "\(width.cssString)×\(height.cssString)" }
}
