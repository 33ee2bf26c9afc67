import RRenderCore

/// A length or percentage as written (CSS Values 4 §6), not yet resolved to pixels.
public struct CSSLength: Hashable, Sendable, CustomStringConvertible {
    /// A length unit (CSS Values 4 §6.1–6.2), or `%`.
    public enum Unit: String, Hashable, Sendable, CaseIterable {
        /// CSS pixels (1/96 in).
        case px
        /// Points (1/72 in).
        case pt
        /// Picas (12 pt).
        case pc
        /// Inches.
        case `in`
        /// Centimetres.
        case cm
        /// Millimetres.
        case mm
        /// Quarter-millimetres.
        case q
        /// The element's font size.
        case em
        /// The root element's font size.
        case rem
        /// The x-height (taken as 0.5 em, as CSS Values 4 §6.1.1 allows when unknown).
        case ex
        /// The advance of "0" (taken as 0.5 em, CSS Values 4 §6.1.1 fallback).
        case ch
        /// 1% of the viewport width.
        case vw
        /// 1% of the viewport height.
        case vh
        /// 1% of the smaller viewport dimension.
        case vmin
        /// 1% of the larger viewport dimension.
        case vmax
        /// A percentage of a base that depends on the property.
        case percent = "%"

        /// True for units that are fixed multiples of the pixel.
        public var isAbsolute: Bool { Self.pixelsPerUnit[self] != nil }

        static let pixelsPerUnit: [Unit: Double] = [
            .px: 1, .in: 96, .pt: 96.0 / 72, .pc: 16, .cm: 96 / 2.54, .mm: 96 / 25.4, .q: 96 / 101.6
        ]
    }

    /// The number.
    public var value: Double
    /// The unit.
    public var unit: Unit

    /// Creates a length.
    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// Zero pixels.
    public static let zero = CSSLength(0, .px)

    /// True for a percentage.
    public var isPercentage: Bool { unit == .percent }

    /// Parses a `<length-percentage>` component value: a dimension with a known unit (ASCII
    /// case-insensitive), a percentage, or a unitless zero (CSS Values 4 §6: "0" may omit its unit).
    /// `allowPercentage: false` rejects percentages.
    public init?(_ component: CSSComponentValue, allowPercentage: Bool = true) {
        switch component.token {
        case .dimension(let number, let unit)?:
            guard let known = Unit(rawValue: unit.asciiLowercased()), known != .percent else { return nil }
            self.init(number.value, known)
        case .percentage(let number)? where allowPercentage:
            self.init(number.value, .percent)
        case .number(let number)? where number.value == 0:
            self.init(0, .px)
        default:
            return nil
        }
    }

    /// The length in CSS pixels; nil for a percentage without a base.
    public func toPixels(_ context: CSSLengthContext) -> Double? {
        if let factor = Unit.pixelsPerUnit[unit] { return value * factor }
        switch unit {
        case .em: return value * context.fontSize
        case .rem: return value * context.rootFontSize
        case .ex: return value * context.fontSize * context.fontMetrics.xHeight
        case .ch: return value * context.fontSize * context.fontMetrics.zeroAdvance
        case .vw: return value * context.viewportWidth / 100
        case .vh: return value * context.viewportHeight / 100
        case .vmin: return value * min(context.viewportWidth, context.viewportHeight) / 100
        case .vmax: return value * max(context.viewportWidth, context.viewportHeight) / 100
        case .percent: return context.percentBase.map { value * $0 / 100 }
        default: return nil
        }
    }

    /// The length in CSS pixels (convenience over `toPixels(_:)`).
    public func toPixels(fontSize: Double, rootFontSize: Double, viewport: Viewport, percentBase: Double? = nil) -> Double? {
        toPixels(
            CSSLengthContext(
                fontSize: fontSize, rootFontSize: rootFontSize, viewportWidth: viewport.width,
                viewportHeight: viewport.height, percentBase: percentBase))
    }

    /// Such as `1.5em` or `50%`.
    public var description: String { CSSSerializer.number(value) + unit.rawValue }
}

/// What relative lengths resolve against.
public struct CSSLengthContext: Hashable, Sendable {
    /// The element's computed font size, in px (for em, ex, ch).
    public var fontSize: Double
    /// The root element's font size, in px (for rem).
    public var rootFontSize: Double
    /// The viewport width, in px (for vw, vmin, vmax).
    public var viewportWidth: Double
    /// The viewport height, in px (for vh, vmin, vmax).
    public var viewportHeight: Double
    /// What 100% is, in px; nil when percentages do not apply.
    public var percentBase: Double?
    /// The element's font's x-height and "0" advance (for ex, ch).
    public var fontMetrics = FontRelativeMetrics.fallback

    /// Creates a context; font sizes default to the initial 16px.
    public init(
        fontSize: Double = 16, rootFontSize: Double = 16, viewportWidth: Double = 0,
        viewportHeight: Double = 0, percentBase: Double? = nil
    ) {
        self.fontSize = fontSize
        self.rootFontSize = rootFontSize
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.percentBase = percentBase
    }
}
