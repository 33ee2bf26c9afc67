import RRenderCore
import RRenderStyle

/// Places one background layer: its size (`background-size`), its position in the positioning
/// area (`background-origin`, `background-position`) and its repetition (CSS Backgrounds 3 §3.4–§3.9).
enum BackgroundPlacement {
    static func place(_ image: BackgroundImage, layer index: Int, effects: BoxEffectsStyle,
                      boxes: BackgroundBoxes) -> PlacedBackground? {
        let area = boxes.rect(BoxEffectsStyle.cycled(effects.backgroundOrigins, index, default: .paddingBox))
        let clip = boxes.rect(BoxEffectsStyle.cycled(effects.backgroundClips, index, default: .borderBox))
        let repeats = BoxEffectsStyle.cycled(effects.backgroundRepeats, index, default: .both)
        var natural: Size?
        if case .url(_, let size) = image {
            guard let size, size.width > 0, size.height > 0 else { return nil } // missing or broken picture
            natural = size
        }
        var size = tileSize(BoxEffectsStyle.cycled(effects.backgroundSizes, index, default: .auto), natural: natural, area: area.size)
        guard size.width > 0, size.height > 0, clip.width > 0, clip.height > 0 else { return nil }
        // `round`: as many whole tiles as fit, stretched to fill (§3.9, the last paragraph).
        if repeats.x == .round { size.width = rounded(size.width, area.width) }
        if repeats.y == .round { size.height = rounded(size.height, area.height) }
        if repeats.x == .round, repeats.y != .round, case .explicit(_, .auto) = BoxEffectsStyle.cycled(effects.backgroundSizes, index, default: .auto),
           let natural { size.height = size.width * natural.height / natural.width }
        let position = BoxEffectsStyle.cycled(effects.backgroundPositions, index, default: .topLeft)
        var tile = Rect(x: area.x + BackgroundPosition.offset(position.x, fromEnd: position.xFromEnd, area: area.width, size: size.width),
                        y: area.y + BackgroundPosition.offset(position.y, fromEnd: position.yFromEnd, area: area.height, size: size.height),
                        width: size.width, height: size.height)
        var placed = PlacedBackground(image: image, clip: clip, tile: tile, repeatX: repeats.x != .noRepeat, repeatY: repeats.y != .noRepeat)
        // `space`: whole tiles only, the first and last touching the area's edges.
        if repeats.x == .space, let gap = spaced(size.width, area.width) {
            tile.origin.x = area.x
            placed.spacing.width = gap
        } else if repeats.x == .space {
            placed.repeatX = false
        }
        if repeats.y == .space, let gap = spaced(size.height, area.height) {
            tile.origin.y = area.y
            placed.spacing.height = gap
        } else if repeats.y == .space {
            placed.repeatY = false
        }
        placed.tile = tile
        return placed
    }

    /// The tile size: `cover`, `contain`, explicit lengths, or the natural size; a gradient has
    /// no natural size and fills the positioning area (CSS Images 3 §5.3 default sizing).
    static func tileSize(_ size: BackgroundSize, natural: Size?, area: Size) -> Size {
        switch size {
        case .cover, .contain:
            guard let natural else { return area }
            let scales = (area.width / natural.width, area.height / natural.height)
            let scale = size == .cover ? max(scales.0, scales.1) : min(scales.0, scales.1)
            return Size(width: natural.width * scale, height: natural.height * scale)
        case .explicit(let w, let h):
            let width = w.resolve(against: area.width), height = h.resolve(against: area.height)
            switch (width, height) {
            case let (width?, height?): return Size(width: width, height: height)
            case let (width?, nil): return Size(width: width, height: natural.map { width * $0.height / $0.width } ?? area.height)
            case let (nil, height?): return Size(width: natural.map { height * $0.width / $0.height } ?? area.width, height: height)
            case (nil, nil): return natural ?? area
            }
        }
    }

    private static func rounded(_ size: Double, _ extent: Double) -> Double {
        guard size > 0, extent > 0 else { return size }
        return extent / max(1, (extent / size).rounded())
    }

    /// The gap between tiles for `space`, nil when fewer than two fit.
    private static func spaced(_ size: Double, _ extent: Double) -> Double? {
        let count = (extent / size).rounded(.down)
        guard count >= 2 else { return nil }
        return (extent - count * size) / (count - 1)
    }
}
