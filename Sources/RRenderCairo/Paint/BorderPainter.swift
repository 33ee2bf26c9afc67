internal import CPangoCairo
import RRenderCore
import RRenderLayout
import RRenderStyle

/// Paints a box's background and borders (CSS Backgrounds 3 §3, §4; CSS 2.1 §8.5). Each side is
/// the trapezoid between the outer and inner border edges (`BorderGeometry`), so sides meet on
/// the corners' diagonals; a side's bands (`BorderShading`) and dots or dashes (`BorderPattern`)
/// are filled as shapes, those of one colour in one path so that no seam shows where they meet.
/// A dotted or dashed side next to a side of another colour or style is clipped to its
/// trapezoid; next to its like, its corner dots overlap theirs (as in Blink).
enum BorderPainter {
    static func paint(_ box: BoxFragment, on cr: OpaquePointer) {
        let r = box.rect
        if !box.background.isTransparent {
            PagePainter.setColor(cr, box.background)
            cairo_rectangle(cr, r.x, r.y, r.width, r.height)
            cairo_fill(cr)
        }
        paintBorders(box, on: cr)
    }

    /// The borders of `box`, its background already painted.
    private static func paintBorders(_ box: BoxFragment, on cr: OpaquePointer) {
        let geometry = BorderGeometry(outer: box.rect, widths: box.borderWidths)
        let (bands, patterned) = sides(of: box, geometry)
        // Colours are filled in the order they first come, side by side (`BorderShapes`).
        let order = BorderSide.allCases.flatMap { bands[$0]?.map(\.color) ?? [] }
        func rank(_ color: Color) -> Int { order.firstIndex(of: color) ?? 0 }
        /// True when `side`'s corner with `other` is squared off under `other`, painted later.
        func underlies(_ side: BorderSide, _ other: BorderSide) -> Bool {
            guard let mine = bands[side], mine.count == 1, let theirs = bands[other], theirs.count == 1 else { return false }
            return theirs[0].color.alpha == 255 && rank(theirs[0].color) > rank(mine[0].color)
        }
        var shapes = BorderShapes()
        for side in BorderSide.allCases {
            for band in bands[side] ?? [] {
                let ends = side.clockwiseNeighbours
                shapes.add(
                    .polygon(
                        BorderGeometry.trapezoid(
                            side, from: geometry.ring(band.from), to: geometry.ring(band.to),
                            squaringStart: underlies(side, ends.start),
                            squaringEnd: underlies(side, ends.end))), color: band.color)
            }
            if patterned.contains(side), !needsMiter(side, of: box) { addPattern(side, of: box, geometry, to: &shapes) }
        }
        shapes.fill(on: cr)
        for side in patterned where needsMiter(side, of: box) {
            cairo_save(cr)
            BorderShapes.add(.polygon(geometry.trapezoid(side)), on: cr)
            cairo_clip(cr)
            var own = BorderShapes()
            addPattern(side, of: box, geometry, to: &own)
            own.fill(on: cr)
            cairo_restore(cr)
        }
    }

    /// The visible sides of `box`: the bands of each solid-like one, and the dotted or dashed ones.
    private static func sides(
        of box: BoxFragment, _ geometry: BorderGeometry
    ) -> ([BorderSide: [BorderShading.Band]], [BorderSide]) {
        var bands: [BorderSide: [BorderShading.Band]] = [:], patterned: [BorderSide] = []
        for side in BorderSide.allCases {
            let width = side.of(geometry.widths), style = box.borderStyles[side], color = box.borderColors[side]
            guard width > 0, !style.isInvisible, !color.isTransparent else { continue }
            if let sideBands = BorderShading.bands(style, width: width, color: color, side: side) {
                bands[side] = sideBands.filter { $0.to(width) > $0.from(width) }
            } else {
                patterned.append(side)
            }
        }
        return (bands, patterned)
    }

    /// True when a dotted or dashed `side` must stop on the diagonals: a visible adjacent side
    /// has another colour or style (Blink's `ComputeMiter`).
    private static func needsMiter(_ side: BorderSide, of box: BoxFragment) -> Bool {
        let (one, two) = side.adjacent
        return [one, two].contains { other in
            other.of(box.borderWidths) > 0 && !box.borderStyles[other].isInvisible && !box.borderColors[other].isTransparent
                && (box.borderColors[other] != box.borderColors[side] || box.borderStyles[other] != box.borderStyles[side])
        }
    }

    /// The dots or dashes of `side` (`BorderPattern`) as shapes.
    private static func addPattern(
        _ side: BorderSide, of box: BoxFragment, _ geometry: BorderGeometry, to shapes: inout BorderShapes
    ) {
        let line = geometry.centreLine(side), color = box.borderColors[side]
        let half = line.width / 2
        /// The rect of the stretch `start`..`start + length` along the side, across its width.
        func stretch(_ start: Double, _ length: Double) -> Rect {
            side.isHorizontal
                ? Rect(x: line.start.x + start, y: line.start.y - half, width: length, height: line.width)
                : Rect(x: line.start.x - half, y: line.start.y + start, width: line.width, height: length)
        }
        switch BorderPattern.of(dotted: box.borderStyles[side] == .dotted, length: line.length, width: line.width) {
        case .solid:
            shapes.add(.rect(stretch(0, line.length)), color: color)
        case .dots(let centres):
            for c in centres {
                let centre =
                    side.isHorizontal ? Point(x: line.start.x + c, y: line.start.y) : Point(x: line.start.x, y: line.start.y + c)
                shapes.add(.circle(centre, radius: half), color: color)
            }
        case .dashes(let starts, let length):
            for start in starts { shapes.add(.rect(stretch(start, length)), color: color) }
        }
    }

    /// The borders of a box with rounded corners: the ring between the outer and the inner
    /// rounded edges (inner radii are the outer ones less the border widths, §5.2), each side's
    /// share (a wedge from the box's centre) in its colour. Every visible style is drawn solid.
    static func paintRounded(_ box: BoxFragment, effects: BoxEffects, on cr: OpaquePointer) {
        let outer = effects.borderBox, w = box.borderWidths
        guard w != .zero else { return }
        let inner = Rect(
            x: outer.x + w.left, y: outer.y + w.top, width: max(0, outer.width - w.left - w.right),
            height: max(0, outer.height - w.top - w.bottom))
        let r = effects.radii
        let innerRadii =
            r.count == 4
            ? [
                Size(width: max(0, r[0].width - w.left), height: max(0, r[0].height - w.top)),
                Size(width: max(0, r[1].width - w.right), height: max(0, r[1].height - w.top)),
                Size(width: max(0, r[2].width - w.right), height: max(0, r[2].height - w.bottom)),
                Size(width: max(0, r[3].width - w.left), height: max(0, r[3].height - w.bottom))
            ] : []
        let center = (outer.midX, outer.midY)
        let sides: [(BorderStyle, Color, Double, [(Double, Double)])] = [
            (box.borderStyles.top, box.borderColors.top, w.top, [(outer.minX, outer.minY), (outer.maxX, outer.minY)]),
            (box.borderStyles.right, box.borderColors.right, w.right, [(outer.maxX, outer.minY), (outer.maxX, outer.maxY)]),
            (box.borderStyles.bottom, box.borderColors.bottom, w.bottom, [(outer.maxX, outer.maxY), (outer.minX, outer.maxY)]),
            (box.borderStyles.left, box.borderColors.left, w.left, [(outer.minX, outer.maxY), (outer.minX, outer.minY)])
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
}
