internal import CPangoCairo
import RRenderCore
import RRenderStyle

/// The shapes of a border gathered by colour, each colour filled as one path with the non-zero
/// rule: shapes that touch or overlap (two sides' trapezoids along a corner's diagonal, the dots
/// two sides put on one corner) are covered once, with no antialiased seam between them.
struct BorderShapes {
    enum Shape {
        /// Clockwise on the page, as `BorderGeometry.trapezoid` makes them.
        case polygon([Point])
        case rect(Rect)
        case circle(Point, radius: Double)
    }

    /// The colours in the order they first came, with their shapes.
    private var groups: [(color: Color, shapes: [Shape])] = []

    mutating func add(_ shape: Shape, color: Color) {
        if let index = groups.firstIndex(where: { $0.color == color }) {
            groups[index].shapes.append(shape)
        } else {
            groups.append((color, [shape]))
        }
    }

    /// Fills each colour's shapes.
    func fill(on cr: OpaquePointer) {
        for group in groups {
            cairo_new_path(cr)
            for shape in group.shapes { Self.add(shape, on: cr) }
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            PagePainter.setColor(cr, group.color)
            cairo_fill(cr)
        }
    }

    /// Adds `shape` to the current path of `cr`, clockwise on the page.
    static func add(_ shape: Shape, on cr: OpaquePointer) {
        switch shape {
        case .polygon(let points):
            guard let first = points.first else { return }
            cairo_move_to(cr, first.x, first.y)
            for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
            cairo_close_path(cr)
        case .rect(let rect):
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        case .circle(let centre, let radius):
            cairo_new_sub_path(cr)
            cairo_arc(cr, centre.x, centre.y, radius, 0, 2 * Double.pi)
            cairo_close_path(cr)
        }
    }
}

extension Sides {
    /// The value of `side`.
    subscript(side: BorderSide) -> Value {
        switch side {
        case .top: top
        case .right: right
        case .bottom: bottom
        case .left: left
        }
    }
}
