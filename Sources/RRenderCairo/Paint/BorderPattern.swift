/// Where the dots and dashes of a `dotted` or `dashed` side go along its length, as Blink lays
/// them out (`StrokeData::SetupPaintDashPathEffect`, `SelectBestDashGap`): whole dots or dashes
/// only, the first at the start of the side and the last at its end, the gap stretched or
/// shrunk to the count that keeps it nearest its natural length. CSS leaves the pattern to the
/// UA (CSS 2.1 §8.5.3); following one keeps corners and lengths as browsers show them.
enum BorderPattern: Equatable {
    /// One solid band (too short for a pattern).
    case solid
    /// Round dots of the side's width: their centres along the side.
    case dots([Double])
    /// Square dots or dashes: each one's start along the side and its length.
    case dashes([Double], length: Double)

    /// The pattern of a side of `length` and `width` in `style` (`dotted` or `dashed`).
    /// Dots wider than 3 px are round; thinner ones are square, drawn as dashes of their width.
    static func of(dotted: Bool, length: Double, width: Double) -> BorderPattern {
        guard width > 0, length > 0 else { return .solid }
        if dotted, width > 3 {
            // One dot when two do not fit.
            guard length >= 2 * width else { return .dots([width / 2]) }
            let step = bestGap(length: length, dash: width, gap: width) + width
            let count = Int(((length - width) / step + 1e-6).rounded(.down)) + 1
            return .dots((0..<count).map { width / 2 + Double($0) * step })
        }
        let dash = dotted ? width : width * (width >= 3 ? 2 : 3)
        let gap = dotted ? width : width * (width >= 3 ? 1 : 2)
        guard length > 2 * dash else { return .solid }
        let step = bestGap(length: length, dash: dash, gap: gap) + dash
        let count = Int(((length - dash) / step + 1e-6).rounded(.down)) + 1
        return .dashes((0..<count).map { Double($0) * step }, length: dash)
    }

    /// The gap that makes whole dashes fill `length`, of the two counts around the natural one,
    /// the one whose gap is nearest `gap` (Blink's `SelectBestDashGap`, open path).
    static func bestGap(length: Double, dash: Double, gap: Double) -> Double {
        let fewer = ((length + gap) / (dash + gap)).rounded(.down), more = fewer + 1
        let fewerGap = fewer > 1 ? (length - fewer * dash) / (fewer - 1) : .infinity
        let moreGap = (length - more * dash) / (more - 1)
        return moreGap <= 0 || abs(fewerGap - gap) < abs(moreGap - gap) ? fewerGap : moreGap
    }
}
