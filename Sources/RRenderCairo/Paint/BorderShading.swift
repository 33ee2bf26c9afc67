import RRenderCore
import RRenderStyle

/// The bands a side of a border is painted as, and their colours (CSS 2.1 §8.5.3, CSS
/// Backgrounds 3 §4.2): `solid` one band; `double` two lines with a gap, the line widths as
/// Blink rounds them; `inset` and `outset` one band, darker or lighter by side; `groove` and
/// `ridge` two halves, the outer one shaded as `inset` (`outset`), the inner one the other way.
/// The shades are Blink's (`CalculateBorderStyleColor`, `Color::Dark`/`Light`): CSS leaves the
/// colours of the 3D styles to the UA.
enum BorderShading {
    /// One band: the insets (from the border edge, as functions of the side's width) of its outer
    /// and inner edges, and its colour.
    struct Band {
        let from: (Double) -> Double
        let to: (Double) -> Double
        let color: Color
    }

    /// The bands of a side in `style` and `color`, nil for a dotted or dashed one.
    static func bands(_ style: BorderStyle, width: Double, color: Color, side: BorderSide) -> [Band]? {
        switch style {
        case .none, .hidden: return []
        case .dotted, .dashed: return nil
        case .solid: return [Band(from: { _ in 0 }, to: { $0 }, color: color)]
        case .double where width < 3: return [Band(from: { _ in 0 }, to: { $0 }, color: color)]
        case .double:
            // Blink's `GetDoubleBorderStripeWidths`: (w + 1) / 3 outside, from (2w + 1) / 3 inside.
            return [
                Band(from: { _ in 0 }, to: { (($0 + 1) / 3).rounded(.down) }, color: color),
                Band(from: { ((2 * $0 + 1) / 3).rounded(.down) }, to: { $0 }, color: color)
            ]
        case .inset, .outset:
            return [Band(from: { _ in 0 }, to: { $0 }, color: shaded(color, side: side, inset: style == .inset))]
        case .groove, .ridge:
            // The outer half is the larger: (w + 1) / 2.
            let half: (Double) -> Double = { (($0 + 1) / 2).rounded(.down) }
            return [
                Band(from: { _ in 0 }, to: half, color: shaded(color, side: side, inset: style == .groove)),
                Band(from: half, to: { $0 }, color: shaded(color, side: side, inset: style != .groove))
            ]
        }
    }

    /// `color` as `inset` (or `outset`) shows it on `side`: the top and left of `inset` darker,
    /// its bottom and right lighter; the reverse for `outset`. A colour already near black (or
    /// white) is not darkened (lightened).
    static func shaded(_ color: Color, side: BorderSide, inset: Bool) -> Color {
        let darken = (side == .top || side == .left) == inset
        if darken {
            return distance(color, .black) > distance(color, Color(rgb: 0x202020)) ? dark(color) : color
        }
        return distance(color, .white) > distance(color, Color(rgb: 0xEBEBEB)) ? light(color) : color
    }

    private static func distance(_ a: Color, _ b: Color) -> Int {
        let r = Int(a.red) - Int(b.red), g = Int(a.green) - Int(b.green), b = Int(a.blue) - Int(b.blue)
        return r * r + g * g + b * b
    }

    /// Blink's `Color::Dark`: the brightest channel lowered by a third of full scale, the others in proportion.
    static func dark(_ color: Color) -> Color {
        let v = Double(max(color.red, color.green, color.blue)) / 255
        let multiplier = v == 0 ? 0 : max(0, (v - 0.33) / v)
        return scaled(color, by: multiplier)
    }

    /// Blink's `Color::Light`: the brightest channel raised by a third of full scale (at most to
    /// full), the others in proportion; black becomes #545454.
    static func light(_ color: Color) -> Color {
        let v = Double(max(color.red, color.green, color.blue)) / 255
        guard v > 0 else { return Color(red: 0x54, green: 0x54, blue: 0x54, alpha: color.alpha) }
        return scaled(color, by: min(1, v + 0.33) / v)
    }

    private static func scaled(_ color: Color, by multiplier: Double) -> Color {
        // Blink scales by the float just under 256 and truncates.
        func channel(_ value: UInt8) -> UInt8 {
            UInt8(min(255, max(0, (multiplier * Double(value) / 255 * 255.99998).rounded(.down))))
        }
        return Color(red: channel(color.red), green: channel(color.green), blue: channel(color.blue), alpha: color.alpha)
    }
}
