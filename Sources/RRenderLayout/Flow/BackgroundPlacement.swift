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
        var natural = NaturalDimensions.none
        if case .url(_, let dimensions) = image {
            guard let dimensions else { return nil } // missing or broken picture
            natural = dimensions
        }
        var size = tileSize(BoxEffectsStyle.cycled(effects.backgroundSizes, index, default: .auto), natural: natural, area: area.size)
        guard size.width > 0, size.height > 0, clip.width > 0, clip.height > 0 else { return nil }
        // `round`: as many whole tiles as fit, stretched to fill (§3.9, the last paragraph).
        if repeats.x == .round { size.width = rounded(size.width, area.width) }
        if repeats.y == .round { size.height = rounded(size.height, area.height) }
        if repeats.x == .round, repeats.y != .round, case .explicit(_, .auto) = BoxEffectsStyle.cycled(effects.backgroundSizes, index, default: .auto),
           let ratio = natural.ratio { size.height = size.width / ratio }
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

    /// The tile size (CSS Backgrounds 3 §3.9): `cover` and `contain` scale the natural ratio to
    /// the positioning area (the area itself when there is none); explicit lengths; an `auto`
    /// side from the other side and the ratio, else the natural side, else the area's. `auto
    /// auto` is CSS Images 3's default sizing (§5.3) with the area as the default object size.
    /// A gradient has no natural dimensions and fills the area.
    static func tileSize(_ size: BackgroundSize, natural: NaturalDimensions, area: Size) -> Size {
        switch size {
        case .cover, .contain:
            guard let ratio = natural.ratio, ratio > 0, ratio.isFinite else { return area }
            let byWidth = Size(width: area.width, height: area.width / ratio)
            let fitsHeight = byWidth.height <= area.height
            return (size == .contain) == fitsHeight ? byWidth : Size(width: area.height * ratio, height: area.height)
        case .explicit(let w, let h):
            let width = w.resolve(against: area.width), height = h.resolve(against: area.height)
            let ratio = natural.ratio.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
            switch (width, height) {
            case let (width?, height?): return Size(width: width, height: height)
            case let (width?, nil): return Size(width: width, height: ratio.map { width / $0 } ?? natural.height ?? area.height)
            case let (nil, height?): return Size(width: ratio.map { height * $0 } ?? natural.width ?? area.width, height: height)
            case (nil, nil): return defaultSize(natural, ratio: ratio, area: area)
            }
        }
    }

    /// CSS Images 3 §5.3, the default sizing algorithm with no specified size.
    private static func defaultSize(_ natural: NaturalDimensions, ratio: Double?, area: Size) -> Size {
        switch (natural.width, natural.height) {
        case let (width?, height?): return Size(width: width, height: height)
        case let (width?, nil): return Size(width: width, height: ratio.map { width / $0 } ?? area.height)
        case let (nil, height?): return Size(width: ratio.map { height * $0 } ?? area.width, height: height)
        case (nil, nil): return ratio.map { tileSize(.contain, natural: NaturalDimensions(ratio: $0), area: area) } ?? area
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
