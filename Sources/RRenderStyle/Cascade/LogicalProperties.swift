/// The flow-relative margins and paddings (CSS Logical Properties 1 §4.2, §4.4):
/// `margin-block-start` and the like, and their shorthands `margin-block`, `margin-inline`,
/// `padding-block`, `padding-inline`. Each sets the physical side that the element's own
/// `writing-mode` and `direction` make its block or inline start or end; a logical and a
/// physical declaration of the same side are one property for the cascade, so the later one
/// wins (§4).
///
/// HTML's user agent sheet sets paragraph, heading and list spacing this way, so in vertical
/// text a paragraph's 1em margins fall between its columns, as in browsers, not at the top and
/// bottom of each column.
enum LogicalProperties {
    /// The shorthands and their longhands, start then end.
    static let shorthands: [String: [String]] = {
        var table: [String: [String]] = [:]
        for box in ["margin", "padding"] {
            for axis in ["block", "inline"] { table["\(box)-\(axis)"] = ["\(box)-\(axis)-start", "\(box)-\(axis)-end"] }
        }
        return table
    }()

    /// `margin-block: <start> <end>?` and the like as longhands; empty for a wrong count.
    static func expand(_ name: String, _ parts: [CSSComponentValue]) -> [(String, [CSSComponentValue])] {
        guard let longhands = shorthands[name], (1...2).contains(parts.count) else { return [] }
        return [(longhands[0], [parts[0]]), (longhands[1], [parts[parts.count - 1]])]
    }

    /// True for a flow-relative margin or padding longhand.
    static func isLogical(_ name: String) -> Bool {
        physical(name, mode: .horizontalTB, direction: .ltr) != nil
    }

    /// The physical longhand that logical longhand `name` sets on an element of `mode` and
    /// `direction`; nil when `name` is not a logical margin or padding.
    static func physical(_ name: String, mode: WritingMode, direction: Direction) -> String? {
        // (Called for every margin and padding declaration: the cheap tests first.)
        guard name.hasSuffix("-start") || name.hasSuffix("-end"), name.hasPrefix("margin-") || name.hasPrefix("padding-")
        else { return nil }
        let parts = name.split(separator: "-")
        guard parts.count == 3, let atEnd = ["start": false, "end": true][String(parts[2])] else { return nil }
        let side: String
        switch parts[1] {
        case "block": side = blockSide(mode, atEnd: atEnd)
        case "inline": side = inlineSide(mode, direction, atEnd: atEnd)
        default: return nil
        }
        return "\(parts[0])-\(side)"
    }

    /// Block start: top in horizontal text, the right in `*-rl` columns, the left in `*-lr`.
    private static func blockSide(_ mode: WritingMode, atEnd: Bool) -> String {
        switch mode {
        case .horizontalTB: atEnd ? "bottom" : "top"
        case .verticalRL, .sidewaysRL: atEnd ? "left" : "right"
        case .verticalLR, .sidewaysLR: atEnd ? "right" : "left"
        }
    }

    /// Inline start: the left of left-to-right lines, the top of a column (the bottom of a
    /// `sideways-lr` one, which reads upwards); the other side for right-to-left.
    private static func inlineSide(_ mode: WritingMode, _ direction: Direction, atEnd: Bool) -> String {
        let start: String, end: String
        switch mode {
        case .horizontalTB: (start, end) = ("left", "right")
        case .sidewaysLR: (start, end) = ("bottom", "top")
        default: (start, end) = ("top", "bottom")
        }
        return (direction == .rtl) != atEnd ? end : start
    }
}
