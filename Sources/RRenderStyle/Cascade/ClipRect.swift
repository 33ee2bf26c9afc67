/// `clip: rect(<top>, <right>, <bottom>, <left>)` (CSS 2.1 §11.1.2; CSS Masking 1 keeps it as
/// deprecated, and browsers still honour it): the part of an absolutely positioned box that is
/// shown. Every offset is from the border box's physical top-left corner, right and bottom
/// included; `auto` (nil) is the border box's own edge. Purely physical, even in a vertical
/// writing mode (CSS Writing Modes 3 §7.6).
public struct ClipRect: Sendable, Hashable {
    public var top: Double?
    public var right: Double?
    public var bottom: Double?
    public var left: Double?
    /// The writing mode of the coordinates the box is laid out in: a vertical document's boxes
    /// are laid out in logical ones (`LogicalStyles`), which the clip is mapped to.
    public var layoutMode: WritingMode = .horizontalTB

    public init(top: Double?, right: Double?, bottom: Double?, left: Double?) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// `rect(…)`'s four arguments, separated by commas or (as browsers also take them) white
    /// space: lengths (negative ones too) or `auto`; nil for any other shape.
    static func parse(_ value: [CSSComponentValue], context: ValueContext) -> ClipRect? {
        let trimmed = value.trimmingWhitespace()
        guard trimmed.count == 1, case .function(let name, let arguments) = trimmed[0], name.equalsIgnoringASCIICase("rect")
        else { return nil }
        let inner = arguments.trimmingWhitespace()
        let parts = inner.contains(where: \.isComma) ? inner.splitOnCommas() : inner.splitOnWhitespace().map { [$0] }
        guard parts.count == 4 else { return nil }
        var offsets: [Double?] = []
        for part in parts {
            if CSSValues.keyword(part) == "auto" {
                offsets.append(nil)
            } else if let px = context.length(part) {
                offsets.append(px)
            } else {
                return nil
            }
        }
        return ClipRect(top: offsets[0], right: offsets[1], bottom: offsets[2], left: offsets[3])
    }

    /// A clip rectangle held by reference (`ComputedStyle.clip`), compared by value.
    final class Storage: Sendable, Hashable {
        let value: ClipRect
        init(_ value: ClipRect) { self.value = value }
        static func == (a: Storage, b: Storage) -> Bool { a.value == b.value }
        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }
}
