internal import CPangoCairo
import Foundation
import RRenderCore

/// The outline of a box with rounded corners (CSS Backgrounds 3 §5): elliptical arcs of the
/// corner radii, top-left, top-right, bottom-right, bottom-left.
enum RoundedPath {
    /// Adds the outline of `rect` to the current path; a plain rectangle when `radii` is empty.
    static func add(_ rect: Rect, radii: [Size], on cr: OpaquePointer) {
        guard radii.count == 4, radii.contains(where: { $0.width > 0 && $0.height > 0 }) else {
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(cr)
        corner(cr, x: rect.minX, y: rect.minY, radii[0], signs: (1, 1), from: Double.pi)
        corner(cr, x: rect.maxX, y: rect.minY, radii[1], signs: (-1, 1), from: 1.5 * Double.pi)
        corner(cr, x: rect.maxX, y: rect.maxY, radii[2], signs: (-1, -1), from: 0)
        corner(cr, x: rect.minX, y: rect.maxY, radii[3], signs: (1, -1), from: 0.5 * Double.pi)
        cairo_close_path(cr)
    }

    /// A quarter ellipse at the corner (`x`, `y`), its centre inward by the radii.
    private static func corner(
        _ cr: OpaquePointer, x: Double, y: Double, _ radius: Size, signs: (Double, Double), from angle: Double
    ) {
        guard radius.width > 0, radius.height > 0 else {
            cairo_line_to(cr, x, y)
            return
        }
        cairo_save(cr)
        cairo_translate(cr, x + signs.0 * radius.width, y + signs.1 * radius.height)
        cairo_scale(cr, radius.width, radius.height)
        cairo_arc(cr, 0, 0, 1, angle, angle + Double.pi / 2)
        cairo_restore(cr)
    }
}
