/// The size of one screen in CSS px, as a reading app's view would have it.
///
/// The default, 600×800, is a small portrait tablet. A viewport is independent of the output
/// scale (device pixel ratio): a 600×800 viewport at scale 2 gives 1200×1600 pixels.
public struct Viewport: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// 600×800 CSS px.
    public static let `default` = Viewport(width: 600, height: 800)

    /// The viewport as a size.
    public var size: Size { Size(width: width, height: height) }

    /// True when wider than tall (Readium's rule for `spread: auto` and `columnCount: auto`).
    public var isLandscape: Bool { width > height }

    /// Parses `WxH` (also `W×H`), both positive numbers no larger than 20000.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
            w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 20000, h <= 20000
        else { return nil }
        self.init(width: w, height: h)
    }

    public var description: String { "\(width.cssString)x\(height.cssString)" }
}
