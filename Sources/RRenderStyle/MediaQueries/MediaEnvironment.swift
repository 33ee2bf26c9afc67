import RRenderCore

/// The device a media query is evaluated against (Media Queries 4 §4).
public struct MediaEnvironment: Hashable, Sendable {
    /// The viewport width, in CSS px.
    public var width: Double
    /// The viewport height, in CSS px.
    public var height: Double
    /// The media type, lowercased (`screen`; `print` would match print rules instead).
    public var type: String
    /// Bits per colour component: 8 for a colour screen, 0 for a monochrome one.
    public var colorBits: Int
    /// The resolution, in dots per CSS px (dppx): the output scale.
    public var resolution: Double
    /// The initial font size, in px, for `em`/`rem` in queries (Media Queries 4 §1.3).
    public var fontSize: Double
    /// The answer to `prefers-color-scheme` (`light` or `dark`).
    public var colorScheme: String

    /// Creates an environment: a colour screen at 1 dppx unless told otherwise.
    public init(
        width: Double, height: Double, type: String = "screen", colorBits: Int = 8,
        resolution: Double = 1, fontSize: Double = 16, colorScheme: String = "light"
    ) {
        self.width = width
        self.height = height
        self.type = type
        self.colorBits = colorBits
        self.resolution = resolution
        self.fontSize = fontSize
        self.colorScheme = colorScheme
    }

    /// A colour screen of `viewport`'s size at `scale` device pixels per CSS px.
    public init(viewport: Viewport, scale: Double = 1) {
        self.init(width: viewport.width, height: viewport.height, resolution: scale)
    }
}
