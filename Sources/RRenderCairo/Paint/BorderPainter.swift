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

    /// The borders of a box with rounded corners: the ring between the outer and the inner
    /// rounded edges (inner radii are the outer ones less the border widths, §5.2), each side's
    /// share (a wedge from the box's centre) in its colour. Every visible style is drawn solid.
    static func paintRounded(_ box: BoxFragment, effects: BoxEffects, on cr: OpaquePointer) {
        let outer = effects.borderBox, w = box.borderWidths
        guard w != .zero else { return }
        let inner = Rect(x: outer.x + w.left, y: outer.y + w.top, width: max(0, outer.width - w.left - w.right),
                         height: max(0, outer.height - w.top - w.bottom))
        let r = effects.radii
        let innerRadii = r.count == 4 ? [
            Size(width: max(0, r[0].width - w.left), height: max(0, r[0].height - w.top)),
            Size(width: max(0, r[1].width - w.right), height: max(0, r[1].height - w.top)),
            Size(width: max(0, r[2].width - w.right), height: max(0, r[2].height - w.bottom)),
            Size(width: max(0, r[3].width - w.left), height: max(0, r[3].height - w.bottom)),
        ] : []
        let center = (outer.midX, outer.midY)
        let sides: [(BorderStyle, Color, Double, [(Double, Double)])] = [
            (box.borderStyles.top, box.borderColors.top, w.top, [(outer.minX, outer.minY), (outer.maxX, outer.minY)]),
            (box.borderStyles.right, box.borderColors.right, w.right, [(outer.maxX, outer.minY), (outer.maxX, outer.maxY)]),
            (box.borderStyles.bottom, box.borderColors.bottom, w.bottom, [(outer.maxX, outer.maxY), (outer.minX, outer.maxY)]),
            (box.borderStyles.left, box.borderColors.left, w.left, [(outer.minX, outer.maxY), (outer.minX, outer.minY)]),
        ]
        for (style, color, width, edge) in sides where width > 0 && !style.isInvisible && !color.isTransparent {
            cairo_save(cr)
            cairo_move_to(cr, edge[0].0, edge[0].1)
            cairo_line_to(cr, edge[1].0, edge[1].1)
            cairo_line_to(cr, center.0, center.1)
            cairo_close_path(cr)
            cairo_clip(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            RoundedPath.add(outer, radii: r, on: cr)
            RoundedPath.add(inner, radii: innerRadii, on: cr)
            PagePainter.setColor(cr, color)
            cairo_fill(cr)
            cairo_restore(cr)
        }
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
