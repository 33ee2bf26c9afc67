/// What lengths relative to a font need of it (CSS Values 3 §5.1.1): its x-height (`ex`) and the
/// advance of "0" (`ch`), as fractions of its em.
public struct FontRelativeMetrics: Sendable, Hashable {
    public var xHeight: Double
    public var zeroAdvance: Double

    public init(xHeight: Double, zeroAdvance: Double) {
        self.xHeight = xHeight
        self.zeroAdvance = zeroAdvance
    }

    /// Half an em each: what CSS Values 3 allows when the font cannot be measured.
    public static let fallback = FontRelativeMetrics(xHeight: 0.5, zeroAdvance: 0.5)
}

/// The fonts the cascade cannot load itself (they live in the text adapter): the first
/// available font of a family list, in a weight and style, measured for `ex` and `ch`.
/// Used on one thread at a time, by the worker that styles a document.
public protocol FontMetricsSource: AnyObject {
    /// The metrics of the font used for `families` at `weight`, italic or not.
    func fontRelativeMetrics(families: [String], weight: Int, italic: Bool) -> FontRelativeMetrics
}
