internal import CPangoCairo
import Foundation
import RRenderCore
import RRenderStyle

/// Cairo patterns for CSS gradients, in user space, for one tile (CSS Images 3 §3).
enum GradientPainter {
    /// `linear-gradient()`: the gradient line through the tile's centre at the angle, long
    /// enough that the corners get the first and last colours (§3.1.1).
    static func linear(_ gradient: LinearGradient, tile: Rect) -> OpaquePointer? {
        var dx: Double, dy: Double
        if let corner = gradient.corner {
            // Perpendicular to the diagonal between the two neighbouring corners, toward `corner`.
            (dx, dy) = (corner.x * tile.height, corner.y * tile.width)
            let norm = (dx * dx + dy * dy).squareRoot()
            guard norm > 0 else { return nil }
            (dx, dy) = (dx / norm, dy / norm)
        } else {
            let radians = gradient.angle * Double.pi / 180
            (dx, dy) = (sin(radians), -cos(radians))
        }
        let length = abs(tile.width * dx) + abs(tile.height * dy)
        guard length > 0 else { return nil }
        let stops = resolved(gradient.stops, length: length)
        let (first, last) = range(stops, repeating: gradient.repeating)
        let start = (tile.midX - dx * length / 2, tile.midY - dy * length / 2)
        guard
            let pattern = cairo_pattern_create_linear(
                start.0 + dx * length * first, start.1 + dy * length * first,
                start.0 + dx * length * last, start.1 + dy * length * last)
        else { return nil }
        addStops(stops, first: first, last: last, to: pattern, repeating: gradient.repeating)
        return pattern
    }

    /// `radial-gradient()`: a circle, or an ellipse drawn as a circle scaled on y (§3.2).
    static func radial(_ gradient: RadialGradient, tile: Rect) -> OpaquePointer? {
        let cx = BackgroundPosition.offset(gradient.center.x, fromEnd: gradient.center.xFromEnd, area: tile.width, size: 0)
        let cy = BackgroundPosition.offset(gradient.center.y, fromEnd: gradient.center.yFromEnd, area: tile.height, size: 0)
        let (rx, ry) = radii(gradient, center: (cx, cy), size: tile.size)
        guard rx > 0, ry > 0 else { return nil }
        let stops = resolved(gradient.stops, length: rx)
        let (first, last) = range(stops, repeating: gradient.repeating)
        guard let pattern = cairo_pattern_create_radial(0, 0, rx * first, 0, 0, rx * last) else { return nil }
        addStops(stops, first: first, last: last, to: pattern, repeating: gradient.repeating)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, 1, rx / ry)
        cairo_matrix_translate(&matrix, -(tile.x + cx), -(tile.y + cy))
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }

    /// The ending shape's radii for the extent keyword or explicit size (§3.2.2).
    private static func radii(_ gradient: RadialGradient, center: (Double, Double), size: Size) -> (Double, Double) {
        let sides = (min(center.0, size.width - center.0).magnitude, min(center.1, size.height - center.1).magnitude)
        let far = (max(center.0, size.width - center.0).magnitude, max(center.1, size.height - center.1).magnitude)
        switch gradient.extent {
        case .size(let x, let y):
            let rx = x.resolve(against: size.width)
            return gradient.circle ? (rx, rx) : (rx, y.resolve(against: size.height))
        case .closestSide:
            return gradient.circle ? (min(sides.0, sides.1), min(sides.0, sides.1)) : sides
        case .farthestSide:
            return gradient.circle ? (max(far.0, far.1), max(far.0, far.1)) : far
        case .closestCorner:
            let r = (sides.0 * sides.0 + sides.1 * sides.1).squareRoot()
            return gradient.circle ? (r, r) : (sides.0 * 2.0.squareRoot(), sides.1 * 2.0.squareRoot())
        case .farthestCorner:
            let r = (far.0 * far.0 + far.1 * far.1).squareRoot()
            return gradient.circle ? (r, r) : (far.0 * 2.0.squareRoot(), far.1 * 2.0.squareRoot())
        }
    }

    /// Stop positions as fractions of the gradient line: missing first and last are 0 and 1,
    /// each at least the one before, missing ones spread evenly between their neighbours (§3.5.3).
    static func resolved(_ stops: [ColorStop], length: Double) -> [(Double, Color)] {
        var positions = stops.map { stop in stop.position.map { $0.resolve(against: length) / length } }
        if positions.first ?? nil == nil { positions[0] = 0 }
        if positions.last ?? nil == nil { positions[positions.count - 1] = 1 }
        var highest = -Double.infinity
        for index in positions.indices {
            if let p = positions[index] { highest = max(highest, p); positions[index] = highest }
        }
        var index = 0
        while index < positions.count {
            guard positions[index] == nil, let before = positions[index - 1] else { index += 1; continue }
            let end = positions[index...].firstIndex { $0 != nil } ?? positions.count - 1
            let after = positions[end] ?? before
            for missing in index..<end {
                positions[missing] = before + (after - before) * Double(missing - index + 1) / Double(end - index + 1)
            }
            index = end
        }
        return zip(positions, stops).map { ($0 ?? 0, $1.color) }
    }

    /// The span the pattern's line covers: 0…1, or for a repeating gradient the first to the
    /// last stop (repeated beyond).
    private static func range(_ stops: [(Double, Color)], repeating: Bool) -> (Double, Double) {
        guard repeating, let first = stops.first?.0, let last = stops.last?.0, last > first else { return (0, 1) }
        return (first, last)
    }

    private static func addStops(
        _ stops: [(Double, Color)], first: Double, last: Double, to pattern: OpaquePointer, repeating: Bool
    ) {
        let span = last - first
        for (position, color) in stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, span > 0 ? (position - first) / span : 0, Double(color.red) / 255,
                Double(color.green) / 255, Double(color.blue) / 255, Double(color.alpha) / 255)
        }
        cairo_pattern_set_extend(pattern, repeating ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
    }
}
