internal import CPangoCairo
import RRenderCore
import RRenderLayout

/// The device pixels of a cairo context, for snapping what is painted onto them as browsers do:
/// box edges (backgrounds, borders, clips), pictures and text baselines on whole device pixels,
/// so a 100 px box laid out at y = 93.79 covers rows 94 to 193 whole instead of blurring a row at
/// each end (Chromium's `PixelSnappedIntRect`: each edge rounded, half up). Layout keeps its
/// fractional CSS px; only painting snaps, so `--scale 2` snaps to half CSS px.
struct PixelGrid {
    private let scaleX: Double, scaleY: Double, offsetX: Double, offsetY: Double
    /// False when the context is rotated or skewed: nothing is snapped then.
    let isAxisAligned: Bool

    /// The grid of `cr`'s current transformation.
    init(_ cr: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        scaleX = matrix.xx
        scaleY = matrix.yy
        offsetX = matrix.x0
        offsetY = matrix.y0
        isAxisAligned = matrix.xy == 0 && matrix.yx == 0 && matrix.xx != 0 && matrix.yy != 0
    }

    /// `x` moved to the nearest device pixel edge.
    func snapX(_ x: Double) -> Double {
        guard isAxisAligned, x.isFinite else { return x }
        return (Self.round(x * scaleX + offsetX) - offsetX) / scaleX
    }

    /// `y` moved to the nearest device pixel edge.
    func snapY(_ y: Double) -> Double {
        guard isAxisAligned, y.isFinite else { return y }
        return (Self.round(y * scaleY + offsetY) - offsetY) / scaleY
    }

    /// `rect` with each edge on the nearest device pixel edge.
    func snap(_ rect: Rect) -> Rect {
        guard isAxisAligned, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return rect }
        let x = snapX(rect.minX), y = snapY(rect.minY)
        return Rect(x: x, y: y, width: snapX(rect.maxX) - x, height: snapY(rect.maxY) - y)
    }

    /// `box` with its border box, background areas and layer tiles' corners snapped.
    func snap(_ box: BoxFragment) -> BoxFragment {
        guard isAxisAligned else { return box }
        var snapped = box
        snapped.rect = snap(box.rect)
        if var effects = box.effects {
            effects.borderBox = snap(effects.borderBox)
            effects.colorClip = snap(effects.colorClip)
            effects.layers = effects.layers.map { layer in
                var layer = layer
                layer.clip = snap(layer.clip)
                layer.tile.origin = Point(x: snapX(layer.tile.minX), y: snapY(layer.tile.minY))
                return layer
            }
            snapped.effects = effects
        }
        return snapped
    }

    /// Half up, as browsers' layout units round (`floor(v + 0.5)`).
    private static func round(_ value: Double) -> Double { (value + 0.5).rounded(.down) }
}
