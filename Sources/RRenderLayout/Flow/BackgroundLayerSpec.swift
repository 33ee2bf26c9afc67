import RRenderCore
import RRenderStyle

/// What places one background layer in a positioning area: its `background-size`,
/// `background-position` and `background-repeat`, and its picture's natural dimensions. Kept on
/// a `fixed` layer (`PlacedBackground.fixed`), placed again on each page.
public struct BackgroundLayerSpec: Sendable {
    public var size: BackgroundSize
    public var position: BackgroundPosition
    public var repeats: BackgroundRepeat
    public var natural: NaturalDimensions

    /// The layer of `image` placed in the positioning `area`, painted in `clip`; nil when its
    /// tile has no area.
    public func placed(_ image: BackgroundImage, area: Rect, clip: Rect) -> PlacedBackground? {
        var size = BackgroundPlacement.tileSize(self.size, natural: natural, area: area.size)
        guard size.width > 0, size.height > 0 else { return nil }
        // `round`: as many whole tiles as fit, stretched to fill (§3.9, the last paragraph).
        if repeats.x == .round { size.width = Self.rounded(size.width, area.width) }
        if repeats.y == .round { size.height = Self.rounded(size.height, area.height) }
        if repeats.x == .round, repeats.y != .round, case .explicit(_, .auto) = self.size,
            let ratio = natural.ratio
        {
            size.height = size.width / ratio
        }
        var tile = Rect(
            x: area.x + BackgroundPosition.offset(position.x, fromEnd: position.xFromEnd, area: area.width, size: size.width),
            y: area.y + BackgroundPosition.offset(position.y, fromEnd: position.yFromEnd, area: area.height, size: size.height),
            width: size.width, height: size.height)
        var placed = PlacedBackground(
            image: image, clip: clip, tile: tile, repeatX: repeats.x != .noRepeat, repeatY: repeats.y != .noRepeat)
        // `space`: whole tiles only, the first and last touching the area's edges.
        if repeats.x == .space, let gap = Self.spaced(size.width, area.width) {
            tile.origin.x = area.x
            placed.spacing.width = gap
        } else if repeats.x == .space {
            placed.repeatX = false
        }
        if repeats.y == .space, let gap = Self.spaced(size.height, area.height) {
            tile.origin.y = area.y
            placed.spacing.height = gap
        } else if repeats.y == .space {
            placed.repeatY = false
        }
        placed.tile = tile
        return placed
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
