/// One rendered screen: its pixels and what can be tapped on it.
public struct Frame: Sendable {
    /// The pixels, `viewport × scale` in size.
    public let image: PixelImage
    /// The viewport the frame was laid out for, in CSS px.
    public let viewport: Viewport
    /// Device pixels per CSS px.
    public let scale: Double
    /// Tappable areas, in viewport CSS px.
    public let hitRegions: [HitRegion]

    public init(image: PixelImage, viewport: Viewport, scale: Double, hitRegions: [HitRegion]) {
        self.image = image
        self.viewport = viewport
        self.scale = scale
        self.hitRegions = hitRegions
    }

    /// The hit regions under `point` (viewport CSS px), topmost last.
    public func hitRegions(at point: Point) -> [HitRegion] {
        hitRegions.filter { $0.rect.contains(point) }
    }
}

/// A tappable area of a frame.
public struct HitRegion: Sendable, Hashable {
    /// What tapping it does.
    public enum Kind: Sendable, Hashable {
        /// A link to `href`: a publication href (with fragment) or an external URL.
        case link(href: String)
        /// A note reference (`epub:type="noteref"`, `role="doc-noteref"`) to the note at `href`:
        /// a navigator shows the note (`Renderer.note(at:)`) instead of going there (readium.md §2.6).
        case noteref(href: String)
    }

    /// The area, in viewport CSS px.
    public let rect: Rect
    public let kind: Kind

    public init(rect: Rect, kind: Kind) {
        self.rect = rect
        self.kind = kind
    }
}
