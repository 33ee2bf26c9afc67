import RRenderCore
import RRenderStyle

extension ClipRect {
    /// The part of the border box `box` (in layout coordinates: logical ones in a vertical
    /// document) that is shown: `rect()`'s physical offsets turned as `VerticalMapping` turns
    /// the box onto the page. Empty when right is left of left or bottom above top.
    func rect(borderBox box: Rect) -> Rect {
        let vertical = layoutMode.isVertical
        let width = vertical ? box.height : box.width, height = vertical ? box.width : box.height
        let l = left ?? 0, t = top ?? 0
        let r = max(l, right ?? width), b = max(t, bottom ?? height)
        switch layoutMode {
        case .horizontalTB:
            return Rect(x: box.minX + l, y: box.minY + t, width: r - l, height: b - t)
        case .verticalLR:
            // Physical left is the logical top, physical top the logical left.
            return Rect(x: box.minX + t, y: box.minY + l, width: b - t, height: r - l)
        case .sidewaysLR:
            // Physical top is the logical right (lines read bottom to top).
            return Rect(x: box.maxX - b, y: box.minY + l, width: b - t, height: r - l)
        case .verticalRL, .sidewaysRL:
            // Physical right is the logical top.
            return Rect(x: box.minX + t, y: box.maxY - r, width: b - t, height: r - l)
        }
    }
}
