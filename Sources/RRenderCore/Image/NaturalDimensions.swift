/// An image's natural dimensions (CSS Images 3 §5.1): a width, a height and an aspect ratio in
/// CSS px, any of which may be missing. A raster picture has all three; an SVG has a width or a
/// height only when its root gives it in an absolute unit, and a ratio from both of them or,
/// failing that, from its `viewBox` (SVG 2 §8.2): `width="50%" height="32px"` has a natural
/// height and nothing else.
public struct NaturalDimensions: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    /// Width over height.
    public var ratio: Double?

    public init(width: Double? = nil, height: Double? = nil, ratio: Double? = nil) {
        self.width = width
        self.height = height
        self.ratio = ratio
    }

    /// All three from a known size (a raster picture's).
    public init(size: Size) {
        self.init(width: size.width, height: size.height, ratio: size.height > 0 ? size.width / size.height : nil)
    }

    /// None of them (a gradient's).
    public static let none = NaturalDimensions()

    /// The width and height when both are known.
    public var size: Size? {
        guard let width, let height else { return nil }
        return Size(width: width, height: height)
    }
}
