internal import CPangoCairo
import RRenderCore
import RRenderLayout
import RRenderStyle

/// Paints a box's background and borders (CSS Backgrounds 3 §3, §4): each side as a band along
/// the border edge; solid, dashed, dotted and double are drawn as such, the 3D styles as solid.
enum BorderPainter {
    static func paint(_ box: BoxFragment, on cr: OpaquePointer) {
        let r = box.rect
        if !box.background.isTransparent {
            PagePainter.setColor(cr, box.background)
            cairo_rectangle(cr, r.x, r.y, r.width, r.height)
            cairo_fill(cr)
        }
        let w = box.borderWidths
        side(cr, box.borderStyles.top, box.borderColors.top, w.top, from: (r.minX, r.minY + w.top / 2), to: (r.maxX, r.minY + w.top / 2))
        side(cr, box.borderStyles.bottom, box.borderColors.bottom, w.bottom,
             from: (r.minX, r.maxY - w.bottom / 2), to: (r.maxX, r.maxY - w.bottom / 2))
        side(cr, box.borderStyles.left, box.borderColors.left, w.left, from: (r.minX + w.left / 2, r.minY), to: (r.minX + w.left / 2, r.maxY))
        side(cr, box.borderStyles.right, box.borderColors.right, w.right,
             from: (r.maxX - w.right / 2, r.minY), to: (r.maxX - w.right / 2, r.maxY))
    }

    /// One side, as a line of `width` along its middle from `from` to `to`.
    private static func side(_ cr: OpaquePointer, _ style: BorderStyle, _ color: Color, _ width: Double,
                             from: (Double, Double), to: (Double, Double)) {
        guard width > 0, !style.isInvisible, !color.isTransparent else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        PagePainter.setColor(cr, color)
        switch style {
        case .dashed:
            var dashes = [width * 3, width * 3]
            cairo_set_dash(cr, &dashes, 2, 0)
            line(cr, width, from, to)
        case .dotted:
            var dashes = [0, width * 2]
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_dash(cr, &dashes, 2, 0)
            line(cr, width, from, to)
        case .double where width >= 3:
            // Two lines each a third of the width, with a third between (CSS Backgrounds 3 §4.2).
            let third = width / 3
            let vertical = from.0 == to.0
            let shift = third
            line(cr, third, vertical ? (from.0 - shift, from.1) : (from.0, from.1 - shift), vertical ? (to.0 - shift, to.1) : (to.0, to.1 - shift))
            line(cr, third, vertical ? (from.0 + shift, from.1) : (from.0, from.1 + shift), vertical ? (to.0 + shift, to.1) : (to.0, to.1 + shift))
        default:
            line(cr, width, from, to)
        }
    }

    private static func line(_ cr: OpaquePointer, _ width: Double, _ from: (Double, Double), _ to: (Double, Double)) {
        cairo_set_line_width(cr, width)
        cairo_move_to(cr, from.0, from.1)
        cairo_line_to(cr, to.0, to.1)
        cairo_stroke(cr)
    }
}
