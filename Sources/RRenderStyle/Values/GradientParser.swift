import Foundation
import RRenderCore

/// Parses the arguments of the gradient functions (CSS Images 3 §3.1, §3.2).
enum GradientParser {
    /// `linear-gradient([<angle> | to <side-or-corner>,]? <color-stop-list>)`.
    static func linear(_ arguments: [CSSComponentValue], repeating: Bool, _ context: ValueContext) -> BackgroundImage? {
        var parts = arguments.splitOnCommas()
        var gradient = LinearGradient(angle: 180, corner: nil, stops: [], repeating: repeating)
        if let first = parts.first, let (angle, corner) = direction(first.splitOnWhitespace()) {
            gradient.angle = angle
            gradient.corner = corner
            parts.removeFirst()
        }
        guard let stops = colorStops(parts, context) else { return nil }
        gradient.stops = stops
        return .linearGradient(gradient)
    }

    /// `radial-gradient([<shape> || <extent>]? [at <position>]?, <color-stop-list>)`.
    static func radial(_ arguments: [CSSComponentValue], repeating: Bool, _ context: ValueContext) -> BackgroundImage? {
        var parts = arguments.splitOnCommas()
        var gradient = RadialGradient(circle: false, extent: .farthestCorner, center: .center, stops: [], repeating: repeating)
        if let first = parts.first, colorStop(first, context) == nil {
            guard shape(first.splitOnWhitespace(), into: &gradient, context) else { return nil }
            parts.removeFirst()
        }
        guard let stops = colorStops(parts, context) else { return nil }
        gradient.stops = stops
        return .radialGradient(gradient)
    }

    /// An angle (`45deg`, `0.25turn`) or `to right`, `to top left`…
    private static func direction(_ parts: [CSSComponentValue]) -> (Double, LinearGradient.Corner?)? {
        if parts.count == 1, let degrees = angle(parts[0]) { return (degrees, nil) }
        guard parts.count >= 2, parts.count <= 3, CSSValues.keyword(parts[0]) == "to" else { return nil }
        var x = 0.0, y = 0.0
        for part in parts.dropFirst() {
            switch CSSValues.keyword(part) {
            case "left" where x == 0: x = -1
            case "right" where x == 0: x = 1
            case "top" where y == 0: y = -1
            case "bottom" where y == 0: y = 1
            default: return nil
            }
        }
        if x != 0, y != 0 { return (0, LinearGradient.Corner(x: x, y: y)) }
        return (x == 1 ? 90 : x == -1 ? 270 : y == -1 ? 0 : 180, nil)
    }

    /// An `<angle>` in degrees.
    static func angle(_ value: CSSComponentValue) -> Double? {
        if case .number(let n)? = value.token, n.value == 0 { return 0 }
        guard case .dimension(let n, let unit)? = value.token else { return nil }
        switch unit.asciiLowercased() {
        case "deg": return n.value
        case "rad": return n.value * 180 / Double.pi
        case "grad": return n.value * 0.9
        case "turn": return n.value * 360
        default: return nil
        }
    }

    /// The shape, extent and centre of a radial gradient.
    private static func shape(_ parts: [CSSComponentValue], into gradient: inout RadialGradient, _ context: ValueContext) -> Bool
    {
        var index = 0
        var radii: [LengthPercentage] = []
        let extents: [String: RadialGradient.Extent] = [
            "closest-side": .closestSide, "closest-corner": .closestCorner,
            "farthest-side": .farthestSide, "farthest-corner": .farthestCorner,
            "contain": .closestSide, "cover": .farthestCorner
        ]
        while index < parts.count {
            let word = CSSValues.keyword(parts[index])
            if word == "at" {
                guard let center = BackgroundParser.position(Array(parts[(index + 1)...]), context) else { return false }
                gradient.center = center
                break
            } else if word == "circle" {
                gradient.circle = true
            } else if word == "ellipse" {
                gradient.circle = false
            } else if let word, let extent = extents[word] {
                gradient.extent = extent
            } else if let radius = context.lengthPercentage([parts[index]], allowNegative: false) {
                radii.append(radius)
            } else {
                return false
            }
            index += 1
        }
        if radii.count == 1 {
            gradient.circle = true
            gradient.extent = .size(radii[0], radii[0])
        } else if radii.count == 2 {
            gradient.extent = .size(radii[0], radii[1])
        } else if radii.count > 2 {
            return false
        }
        return true
    }

    /// Two or more colour stops; transition hints (a lone position) are dropped.
    private static func colorStops(_ parts: [[CSSComponentValue]], _ context: ValueContext) -> [ColorStop]? {
        var stops: [ColorStop] = []
        for part in parts {
            if part.splitOnWhitespace().count == 1, context.lengthPercentage(part) != nil { continue }
            guard let parsed = colorStop(part, context) else { return nil }
            stops += parsed
        }
        return stops.count >= 2 ? stops : nil
    }

    /// `<color> <length-percentage>{0,2}` (two positions make two stops).
    private static func colorStop(_ part: [CSSComponentValue], _ context: ValueContext) -> [ColorStop]? {
        let values = part.splitOnWhitespace()
        guard let first = values.first, let color = Values.color([first], current: context.color) else { return nil }
        let positions = values.dropFirst().map { context.lengthPercentage([$0]) }
        guard positions.count <= 2, !positions.contains(where: { $0 == nil }) else { return nil }
        if positions.isEmpty { return [ColorStop(color: color, position: nil)] }
        return positions.map { ColorStop(color: color, position: $0) }
    }
}
