import RRenderCore
import RRenderStyle

/// What a box paints besides its colour and borders, placed: background image layers, shadows
/// and rounded corners (CSS Backgrounds 3 §3, §5, §6). Computed in layout from the style, the
/// border box and the pictures' natural sizes, so the painter only tiles and fills.
public struct BoxEffects: Sendable {
    /// The whole border box, before any cut at a page edge: layers, shadows and corners belong
    /// to it ("slice" decoration break, CSS Fragmentation 3 §5.4).
    public var borderBox: Rect
    /// The image layers, bottom first (the order they are painted in).
    public var layers: [PlacedBackground] = []
    public var shadows: [BoxShadow] = []
    /// The used corner radii (top-left, top-right, bottom-right, bottom-left), in px.
    public var radii: [Size] = []
    /// The area the background colour fills (`background-clip` of the bottom layer).
    public var colorClip: Rect
    /// The used opacity of the layers and shadows (colours already carry it).
    public var opacity: Double = 1
    /// What the effects were placed from, to place them again on another box: a box laid out in
    /// a vertical flow's logical coordinates is placed again on its physical box
    /// (`VerticalMapping`), since positions, sizes, shadows and corners are physical.
    public var source: Source?

    /// The style and edges effects are placed from.
    public struct Source: Sendable {
        public var effects: BoxEffectsStyle
        public var borders: EdgeInsets
        public var padding: EdgeInsets
    }

    /// True when there is nothing beyond colour and borders to paint.
    public var isEmpty: Bool { layers.isEmpty && shadows.isEmpty && radii.isEmpty && colorClip == borderBox }

    /// The same effects moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> BoxEffects {
        var moved = self
        moved.borderBox = borderBox.offsetBy(dx: dx, dy: dy)
        moved.colorClip = colorClip.offsetBy(dx: dx, dy: dy)
        moved.layers = layers.map { $0.offsetBy(dx: dx, dy: dy) }
        return moved
    }
}

/// One background image layer, placed: the tile at its position and where tiles may be painted.
public struct PlacedBackground: Sendable {
    public var image: BackgroundImage
    /// The background painting area (`background-clip`).
    public var clip: Rect
    /// The tile at its position (`background-position`, `-size`); repeats extend from it.
    public var tile: Rect
    public var repeatX: Bool
    public var repeatY: Bool
    /// The gap between tiles, for `space` (CSS Backgrounds 3 §3.4).
    public var spacing: Size = .zero
    /// For a `background-attachment: fixed` layer, what places it again on each page, in the
    /// page's content area (`placed(onPage:)`); nil for the others.
    public var fixed: BackgroundLayerSpec?

    /// The same layer moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> PlacedBackground {
        var moved = self
        moved.clip = clip.offsetBy(dx: dx, dy: dy)
        moved.tile = tile.offsetBy(dx: dx, dy: dy)
        return moved
    }

    /// A `fixed` layer placed in `area`, the content area of the page it is painted on (its
    /// clip stays the box's); nil when its tile has no area there. Other layers as they are.
    public func placed(onPage area: Rect) -> PlacedBackground? {
        guard let fixed else { return self }
        var placed = fixed.placed(image, area: area, clip: clip)
        placed?.fixed = fixed
        return placed
    }

    /// The origins of the tiles that meet `clip`, bounded so that a 1 px tile on a huge box
    /// cannot ask for millions of paints (the painter then fills with a repeating pattern).
    public var tileCount: Int {
        func count(_ repeats: Bool, _ size: Double, _ gap: Double, _ extent: Double) -> Double {
            repeats && size > 0 ? (extent / (size + gap)).rounded(.up) + 1 : 1
        }
        let n = count(repeatX, tile.width, spacing.width, clip.width) * count(repeatY, tile.height, spacing.height, clip.height)
        return n.isFinite ? Int(min(n, 1e9)) : Int(1e9)
    }
}

extension BoxEffects {
    /// The effects of a box styled `style` with border box `rect` and `padding`, nil when it has
    /// none. `style.effects` holds the layers; missing pictures (no natural size) are left out.
    public init?(style: ComputedStyle, rect: Rect, padding: EdgeInsets = .zero) {
        self.init(style.effects, rect: rect, borders: style.usedBorderWidths, padding: padding)
    }

    /// The effects `effects` ask for, for a border box `rect` with `borders` and `padding`.
    public init?(_ effects: BoxEffectsStyle, rect: Rect, borders: EdgeInsets, padding: EdgeInsets) {
        guard effects.needsPlacing else { return nil }
        let boxes = BackgroundBoxes(border: rect, borders: borders, padding: padding)
        self.init(borderBox: rect, colorClip: boxes.rect(effects.colorClip))
        for index in effects.backgroundImages.indices.reversed() {
            guard let image = effects.backgroundImages[index],
                let layer = BackgroundPlacement.place(image, layer: index, effects: effects, boxes: boxes)
            else { continue }
            layers.append(layer)
        }
        shadows = effects.boxShadows
        opacity = effects.opacity
        if effects.hasRadius {
            // A corner with a zero radius on either axis is square (CSS Backgrounds 3 §5.1): a box
            // with none rounded paints as a square one.
            let used = Self.usedRadii(effects.borderRadii, box: rect).map { $0.width > 0 && $0.height > 0 ? $0 : .zero }
            if used.contains(where: { $0 != .zero }) { radii = used }
        }
        if isEmpty { return nil }
        source = Source(effects: effects, borders: borders, padding: padding)
    }

    /// Percentages of the box's width and height, scaled down together when adjacent radii
    /// would overlap (CSS Backgrounds 3 §5.5).
    static func usedRadii(_ radii: [CornerRadius], box: Rect) -> [Size] {
        var used = radii.map {
            Size(width: $0.horizontal.resolve(against: box.width), height: $0.vertical.resolve(against: box.height))
        }
        let sums = [
            (used[0].width + used[1].width, box.width), (used[3].width + used[2].width, box.width),
            (used[0].height + used[3].height, box.height), (used[1].height + used[2].height, box.height)
        ]
        let factor = sums.reduce(1.0) { f, pair in pair.0 > 0 ? min(f, pair.1 / pair.0) : f }
        if factor < 1 { used = used.map { Size(width: $0.width * factor, height: $0.height * factor) } }
        return used
    }
}

/// The border, padding and content boxes of a box (CSS Backgrounds 3 §3.7).
struct BackgroundBoxes {
    let border: Rect
    let borders: EdgeInsets
    let padding: EdgeInsets

    func rect(_ box: BackgroundBox) -> Rect {
        switch box {
        case .borderBox: border
        case .paddingBox: inset(border, borders)
        case .contentBox: inset(inset(border, borders), padding)
        }
    }

    private func inset(_ rect: Rect, _ by: EdgeInsets) -> Rect {
        Rect(
            x: rect.x + by.left, y: rect.y + by.top, width: max(0, rect.width - by.left - by.right),
            height: max(0, rect.height - by.top - by.bottom))
    }
}

extension Fragment {
    /// True for a box with a `background-attachment: fixed` layer.
    var hasFixedBackground: Bool {
        guard case .box(let box) = self, let effects = box.effects else { return false }
        return effects.layers.contains { $0.fixed != nil }
    }

    /// The fragment with its `fixed` background layers placed in `area`, the page's content area
    /// (the initial containing block, CSS 2.1 §10.1): such a layer stays put on the page while
    /// its box moves, and is repeated on every page its box is on (CSS Backgrounds 3 §3.5).
    func placingFixedBackgrounds(in area: Rect) -> Fragment {
        guard hasFixedBackground, case .box(var box) = self, var effects = box.effects else { return self }
        effects.layers = effects.layers.compactMap { $0.placed(onPage: area) }
        box.effects = effects
        return .box(box)
    }
}
