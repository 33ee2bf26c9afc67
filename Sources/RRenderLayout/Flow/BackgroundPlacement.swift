import RRenderCore
import RRenderStyle

/// Places one background layer: its size (`background-size`), its position in the positioning
/// area (`background-origin`, `background-position`) and its repetition (CSS Backgrounds 3 §3.4–§3.9).
enum BackgroundPlacement {
    static func place(
        _ image: BackgroundImage, layer index: Int, effects: BoxEffectsStyle,
        boxes: BackgroundBoxes
    ) -> PlacedBackground? {
        let area = boxes.rect(BoxEffectsStyle.cycled(effects.backgroundOrigins, index, default: .paddingBox))
        let clip = boxes.rect(BoxEffectsStyle.cycled(effects.backgroundClips, index, default: .borderBox))
        guard clip.width > 0, clip.height > 0 else { return nil }
        var natural = NaturalDimensions.none
        if case .url(_, let dimensions) = image {
            guard let dimensions else { return nil }  // missing or broken picture
            natural = dimensions
        }
        let spec = BackgroundLayerSpec(
            size: BoxEffectsStyle.cycled(effects.backgroundSizes, index, default: .auto),
            position: BoxEffectsStyle.cycled(effects.backgroundPositions, index, default: .topLeft),
            repeats: BoxEffectsStyle.cycled(effects.backgroundRepeats, index, default: .both),
            natural: natural)
        guard BoxEffectsStyle.cycled(effects.backgroundAttachments, index, default: .scroll) == .fixed else {
            return spec.placed(image, area: area, clip: clip)
        }
        // `fixed`: positioned in the initial containing block, the page's content area (§3.5, §3.7;
        // CSS 2.1 §10.1), whatever its origin box. Placed on each page by the page assembler;
        // until then against the box's own area.
        var placed =
            spec.placed(image, area: area, clip: clip)
            ?? PlacedBackground(image: image, clip: clip, tile: .zero, repeatX: false, repeatY: false)
        placed.fixed = spec
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
}
