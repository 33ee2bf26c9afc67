import RRenderCore
import RRenderStyle

/// Maps a page laid out in logical coordinates (lines along x, blocks down y) to the physical
/// page of a vertical writing mode: columns run down the page and stack from right to left
/// (`vertical-rl`, CSS Writing Modes 3 §2.1). `vertical-lr` is drawn the same way.
struct VerticalMapping {
    /// The physical content area.
    let contentRect: Rect

    /// A logical point (x along the line, y from the page's start) on the physical page.
    func point(_ p: Point) -> Point {
        Point(x: contentRect.maxX - p.y, y: contentRect.minY + p.x)
    }

    /// A logical rectangle on the physical page.
    func rect(_ r: Rect) -> Rect {
        Rect(x: contentRect.maxX - r.maxY, y: contentRect.minY + r.minX, width: r.height, height: r.width)
    }

    func fragment(_ fragment: Fragment) -> Fragment {
        switch fragment {
        case .text(var text):
            text.origin = point(text.origin)
            text.rect = rect(text.rect)
            text.isVertical = true
            return .text(text)
        case .image(var image):
            image.rect = rect(image.rect)
            image.naturalSize = image.naturalSize.map { Size(width: $0.height, height: $0.width) }
            return .image(image)
        case .box(var box):
            box.rect = rect(box.rect)
            // Logical top is the physical right, right the bottom, bottom the left, left the top.
            let w = box.borderWidths, s = box.borderStyles, c = box.borderColors
            box.borderWidths = EdgeInsets(top: w.left, right: w.top, bottom: w.right, left: w.bottom)
            box.borderStyles = Sides(top: s.left, right: s.top, bottom: s.right, left: s.bottom)
            box.borderColors = Sides(top: c.left, right: c.top, bottom: c.right, left: c.bottom)
            box.effects = nil // placed in logical coordinates; not mapped yet
            return .box(box)
        case .pushClip(let clip):
            return .pushClip(rect(clip))
        case .popClip:
            return .popClip
        }
    }
}
