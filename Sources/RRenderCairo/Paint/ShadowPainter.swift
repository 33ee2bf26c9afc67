internal import CPangoCairo
import RRenderCore
import RRenderLayout
import RRenderStyle

/// `box-shadow` (CSS Backgrounds 3 §6.1). Cairo has no blur: a blurred edge is drawn as
/// `steps` nested shapes from `blur` outside to `blur` inside the sharp edge, each adding an
/// equal share of the colour, which ramps the shadow from nothing to full across the blur.
enum ShadowPainter {
    static let steps = 8

    /// An outer shadow: the border box moved and spread, blurred, never under the box itself.
    static func paintOuter(_ shadow: BoxShadow, effects: BoxEffects, on cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let box = effects.borderBox
        clipOutside(box, radii: effects.radii, on: cr)
        let shape = box.offsetBy(dx: shadow.x, dy: shadow.y)
        layers(shadow, opacity: effects.opacity, on: cr) { grow in
            RoundedPath.add(
                expanded(shape, by: shadow.spread + grow), radii: grown(effects.radii, by: shadow.spread + grow), on: cr)
            cairo_fill(cr)
        }
    }

    /// An inner shadow: inside the padding box, everywhere but the moved and shrunk padding box.
    static func paintInner(_ shadow: BoxShadow, effects: BoxEffects, borders: EdgeInsets, on cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let box = effects.borderBox
        let padding = Rect(
            x: box.x + borders.left, y: box.y + borders.top, width: max(0, box.width - borders.left - borders.right),
            height: max(0, box.height - borders.top - borders.bottom))
        let radii = grown(effects.radii, by: -max(borders.top, borders.left))
        RoundedPath.add(padding, radii: radii, on: cr)
        cairo_clip(cr)
        let hole = padding.offsetBy(dx: shadow.x, dy: shadow.y)
        layers(shadow, opacity: effects.opacity, on: cr) { grow in
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_rectangle(cr, padding.x - 1, padding.y - 1, padding.width + 2, padding.height + 2)
            RoundedPath.add(expanded(hole, by: -shadow.spread - grow), radii: grown(radii, by: -shadow.spread - grow), on: cr)
            cairo_fill(cr)
        }
    }

    /// Calls `draw` once per blur step with how far to grow the shape, the colour's share set.
    private static func layers(_ shadow: BoxShadow, opacity: Double, on cr: OpaquePointer, _ draw: (Double) -> Void) {
        let color = shadow.color.withOpacity(opacity)
        func setColor(_ share: Double) {
            cairo_set_source_rgba(
                cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
                Double(color.alpha) / 255 * share)
        }
        guard shadow.blur > 0 else {
            setColor(1)
            return draw(0)
        }
        setColor(1 / Double(steps))
        for step in 0..<steps { draw(shadow.blur * (1 - 2 * (Double(step) + 0.5) / Double(steps))) }
    }

    /// Clips `cr` to everything outside the rounded box.
    private static func clipOutside(_ box: Rect, radii: [Size], on cr: OpaquePointer) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_new_path(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_rectangle(
            cr, min(x1, box.x) - 1, min(y1, box.y) - 1, max(x2, box.maxX) - min(x1, box.x) + 2,
            max(y2, box.maxY) - min(y1, box.y) + 2)
        RoundedPath.add(box, radii: radii, on: cr)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    static func expanded(_ rect: Rect, by amount: Double) -> Rect {
        Rect(
            x: rect.x - amount, y: rect.y - amount, width: max(0, rect.width + 2 * amount),
            height: max(0, rect.height + 2 * amount))
    }

    static func grown(_ radii: [Size], by amount: Double) -> [Size] {
        radii.map { Size(width: max(0, $0.width + amount), height: max(0, $0.height + amount)) }
    }
}
