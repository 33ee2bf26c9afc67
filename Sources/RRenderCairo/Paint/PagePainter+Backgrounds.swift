internal import CPangoCairo
import RRenderCore
import RRenderImages
import RRenderLayout
import RRenderStyle

extension PagePainter {
    /// Paints a box in the order of CSS Backgrounds 3: outer shadows, the background colour,
    /// the image layers bottom first, inner shadows, then the borders; all clipped to the
    /// rounded border box when corners are rounded (§5.3).
    func paintBox(_ box: BoxFragment, on cr: OpaquePointer, scale: Double) {
        guard let effects = box.effects else { return BorderPainter.paint(box, on: cr) }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        for shadow in effects.shadows.reversed() where !shadow.inset {
            ShadowPainter.paintOuter(shadow, effects: effects, on: cr)
        }
        // A slice of a box cut at a page edge paints only its part.
        cairo_rectangle(cr, box.rect.x, box.rect.y, box.rect.width, box.rect.height)
        cairo_clip(cr)
        cairo_save(cr)
        RoundedPath.add(effects.borderBox, radii: effects.radii, on: cr)
        cairo_clip(cr)
        if !box.background.isTransparent {
            PagePainter.setColor(cr, box.background)
            let area = effects.colorClip
            cairo_rectangle(cr, area.x, area.y, area.width, area.height)
            cairo_fill(cr)
        }
        if effects.opacity < 1, !effects.layers.isEmpty {
            // The layers as one group, faded together (colours already carry the opacity).
            cairo_push_group(cr)
            for layer in effects.layers { paintLayer(layer, on: cr, scale: scale) }
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, max(0, effects.opacity))
        } else {
            for layer in effects.layers { paintLayer(layer, on: cr, scale: scale) }
        }
        for shadow in effects.shadows.reversed() where shadow.inset {
            ShadowPainter.paintInner(shadow, effects: effects, borders: box.borderWidths, on: cr)
        }
        cairo_restore(cr)
        var borders = box
        borders.background = .transparent
        if effects.radii.isEmpty {
            BorderPainter.paint(borders, on: cr)
        } else {
            BorderPainter.paintRounded(borders, effects: effects, on: cr)
        }
    }

    /// One image layer: the tile repeated over the layer's painting area. A tile side longer than
    /// `largestTileSide` device pixels (`cover` with an SVG of an extreme ratio) is cut to that
    /// length from its origin: no surface could hold its picture, and pixman's 16.16 transforms
    /// could not stretch a smaller one that far.
    private func paintLayer(_ placed: PlacedBackground, on cr: OpaquePointer, scale: Double) {
        var layer = placed
        layer.tile.size = Size(
            width: min(layer.tile.width, Self.largestTileSide / scale),
            height: min(layer.tile.height, Self.largestTileSide / scale))
        let tile = layer.tile
        guard tile.width > 0, tile.height > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let clip = layer.clip
        cairo_rectangle(cr, clip.x, clip.y, clip.width, clip.height)
        cairo_clip(cr)
        guard let pattern = layerPattern(layer, scale: scale) else { return }
        defer { cairo_pattern_destroy(pattern) }
        let isPicture = if case .url = layer.image { true } else { false }
        if isPicture, layer.spacing == .zero || layer.tileCount > Self.maximumTiles {
            // One repeating pattern; an axis that does not repeat is clipped to the tile's strip.
            cairo_pattern_set_extend(pattern, layer.repeatX || layer.repeatY ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
            let strip = Rect(
                x: layer.repeatX ? clip.x : tile.x, y: layer.repeatY ? clip.y : tile.y,
                width: layer.repeatX ? clip.width : tile.width, height: layer.repeatY ? clip.height : tile.height)
            cairo_set_source(cr, pattern)
            cairo_rectangle(cr, strip.x, strip.y, strip.width, strip.height)
            cairo_fill(cr)
            return
        }
        // A gradient cannot repeat as a pattern (its extend is its own): tiles one by one, as for `space`.
        guard layer.tileCount <= Self.maximumTiles else { return }
        paintTiles(pattern, layer, on: cr)
    }

    /// The tiles of `layer` one by one (`space` gaps, gradient tiles), each a copy of the pattern
    /// moved from the layer's tile to its place.
    private func paintTiles(_ pattern: OpaquePointer, _ layer: PlacedBackground, on cr: OpaquePointer) {
        let tile = layer.tile, clip = layer.clip
        let stepX = tile.width + layer.spacing.width, stepY = tile.height + layer.spacing.height
        let firstX = layer.repeatX ? tile.x - (((tile.x - clip.x) / stepX).rounded(.up)) * stepX : tile.x
        let firstY = layer.repeatY ? tile.y - (((tile.y - clip.y) / stepY).rounded(.up)) * stepY : tile.y
        var base = cairo_matrix_t()
        cairo_pattern_get_matrix(pattern, &base)
        var y = firstY
        while y < clip.maxY {
            var x = firstX
            while x < clip.maxX {
                var shift = cairo_matrix_t(), matrix = cairo_matrix_t()
                cairo_matrix_init_translate(&shift, tile.x - x, tile.y - y)
                cairo_matrix_multiply(&matrix, &shift, &base)
                cairo_pattern_set_matrix(pattern, &matrix)
                cairo_set_source(cr, pattern)
                cairo_rectangle(cr, x, y, tile.width, tile.height)
                cairo_fill(cr)
                if !layer.repeatX { break }
                x += stepX
            }
            if !layer.repeatY { break }
            y += stepY
        }
    }

    /// The longest side of a tile, in device pixels: under cairo's largest surface side (32767),
    /// with room for pixman's filter to sample beyond the edge in its 16.16 fixed point.
    static let largestTileSide = 32000.0

    /// The most tiles painted one by one.
    static let maximumTiles = 4096

    /// The device pixels a tile's picture is drawn at: the tile's, fewer when they would be more
    /// than `ImageDecoder.maximumPixelCount` (the picture is then stretched).
    static func tileTarget(_ tile: Size, scale: Double) -> (width: Int, height: Int) {
        var width = max(1, (tile.width * scale).rounded(.up)), height = max(1, (tile.height * scale).rounded(.up))
        let excess = width * height / Double(ImageDecoder.maximumPixelCount)
        if excess > 1 {
            width = max(1, (width / excess.squareRoot()).rounded(.down))
            height = max(1, (height / excess.squareRoot()).rounded(.down))
        }
        return (Int(saturating: width), Int(saturating: height))
    }

    /// The layer's picture or gradient as a Cairo pattern whose one tile is `layer.tile`.
    private func layerPattern(_ layer: PlacedBackground, scale: Double) -> OpaquePointer? {
        let tile = layer.tile
        switch layer.image {
        case .url(let href, _):
            guard let surface = decodedImage(href, target: Self.tileTarget(tile.size, scale: scale)), surface.width > 0,
                surface.height > 0,
                let pattern = cairo_pattern_create_for_surface(surface.raw)
            else { return nil }
            // User space to pattern space: the tile's corner is the picture's origin.
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, Double(surface.width) / tile.width, Double(surface.height) / tile.height)
            cairo_matrix_translate(&matrix, -tile.x, -tile.y)
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            return pattern
        case .linearGradient(let gradient):
            return GradientPainter.linear(gradient, tile: tile)
        case .radialGradient(let gradient):
            return GradientPainter.radial(gradient, tile: tile)
        }
    }
}
