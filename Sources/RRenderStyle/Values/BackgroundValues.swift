import RRenderCore

/// One `<bg-image>` of `background-image` (CSS Backgrounds 3 §3.3, CSS Images 3 §3).
public enum BackgroundImage: Sendable, Hashable {
    /// A picture: a publication href (resolved against the sheet that named it) or a `data:` URL,
    /// with its natural dimensions (read from the image's header at style time); nil when the
    /// picture is missing or broken.
    case url(href: String, natural: NaturalDimensions?)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)
}

/// A colour stop of a gradient; a missing position is spread evenly (CSS Images 3 §3.5.3).
public struct ColorStop: Sendable, Hashable {
    public var color: Color
    public var position: LengthPercentage?

    public init(color: Color, position: LengthPercentage?) {
        self.color = color
        self.position = position
    }
}

/// `linear-gradient()` / `repeating-linear-gradient()` (CSS Images 3 §3.1).
public struct LinearGradient: Sendable, Hashable {
    /// The direction in degrees, 0 pointing up, clockwise (`to right` is 90).
    public var angle: Double
    /// For `to top right` and the like: the corner the gradient points to (−1 or 1 on each axis);
    /// the angle then depends on the box's shape.
    public var corner: Corner?
    public var stops: [ColorStop]
    public var repeating: Bool

    /// A corner of the box, as signs: x −1 left, 1 right; y −1 top, 1 bottom.
    public struct Corner: Sendable, Hashable {
        public var x: Double
        public var y: Double
    }
}

/// `radial-gradient()` / `repeating-radial-gradient()` (CSS Images 3 §3.2).
public struct RadialGradient: Sendable, Hashable {
    public var circle: Bool
    public var extent: Extent
    public var center: BackgroundPosition
    public var stops: [ColorStop]
    public var repeating: Bool

    /// How far the ending shape reaches.
    public enum Extent: Sendable, Hashable {
        case closestSide, closestCorner, farthestSide, farthestCorner
        /// Explicit radii (a circle uses the first).
        case size(LengthPercentage, LengthPercentage)
    }
}

/// `<bg-position>`: an offset on each axis, from the left/top edge or from the right/bottom one.
public struct BackgroundPosition: Sendable, Hashable {
    public var x: LengthPercentage
    public var y: LengthPercentage
    /// True when `x` counts from the right edge (`right 10px`).
    public var xFromEnd = false
    /// True when `y` counts from the bottom edge.
    public var yFromEnd = false

    public init(x: LengthPercentage, y: LengthPercentage, xFromEnd: Bool = false, yFromEnd: Bool = false) {
        self.x = x
        self.y = y
        self.xFromEnd = xFromEnd
        self.yFromEnd = yFromEnd
    }

    /// `0% 0%`, the initial value.
    public static let topLeft = BackgroundPosition(x: .percent(0), y: .percent(0))
    /// `50% 50%`.
    public static let center = BackgroundPosition(x: .percent(50), y: .percent(50))

    /// The offset of a `size` thing in an `area` on one axis (CSS Backgrounds 3 §3.6).
    public static func offset(_ value: LengthPercentage, fromEnd: Bool, area: Double, size: Double) -> Double {
        let free = area - size
        let offset: Double
        switch value {
        case .px(let px): offset = px
        case .percent(let p): offset = free * p / 100
        }
        return fromEnd ? free - offset : offset
    }
}

/// `<bg-size>` (CSS Backgrounds 3 §3.9).
public enum BackgroundSize: Sendable, Hashable {
    case cover, contain
    /// Width and height; `auto` keeps the picture's ratio or its natural size.
    case explicit(LengthPercentageAuto, LengthPercentageAuto)

    /// `auto auto`, the initial value.
    public static let auto = BackgroundSize.explicit(.auto, .auto)
}

/// One axis of `<repeat-style>` (CSS Backgrounds 3 §3.4).
public enum RepeatStyle: String, Sendable, Hashable { case `repeat`, noRepeat = "no-repeat", space, round }

/// `<repeat-style>`: each axis.
public struct BackgroundRepeat: Sendable, Hashable {
    public var x: RepeatStyle
    public var y: RepeatStyle

    public init(x: RepeatStyle, y: RepeatStyle) {
        self.x = x
        self.y = y
    }

    /// `repeat`, the initial value.
    public static let both = BackgroundRepeat(x: .repeat, y: .repeat)
}

/// `<attachment>` of `background-attachment` (CSS Backgrounds 3 §3.5). Pages do not scroll:
/// `local` paints as `scroll`; `fixed` layers are placed on each page (`PlacedBackground.fixed`).
public enum BackgroundAttachment: String, Sendable, Hashable { case scroll, fixed, local }

/// `<box>` of `background-origin` and `background-clip` (CSS Backgrounds 3 §3.7, §3.8).
public enum BackgroundBox: String, Sendable, Hashable {
    case borderBox = "border-box", paddingBox = "padding-box", contentBox = "content-box"
}

/// One `box-shadow` (CSS Backgrounds 3 §6.1), lengths in px.
public struct BoxShadow: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var blur: Double
    public var spread: Double
    public var color: Color
    public var inset: Bool

    public init(x: Double, y: Double, blur: Double, spread: Double, color: Color, inset: Bool) {
        self.x = x
        self.y = y
        self.blur = blur
        self.spread = spread
        self.color = color
        self.inset = inset
    }
}

/// The radius of one corner of `border-radius` (CSS Backgrounds 3 §5.1): horizontal and vertical.
public struct CornerRadius: Sendable, Hashable {
    public var horizontal: LengthPercentage
    public var vertical: LengthPercentage

    public init(horizontal: LengthPercentage, vertical: LengthPercentage) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Square.
    public static let zero = CornerRadius(horizontal: .zero, vertical: .zero)
}

/// `visibility` (CSS 2.1 §11.2), inherited.
public enum Visibility: String, Sendable, Hashable { case visible, hidden, collapse }

/// The rarely set box-painting properties, kept out of line of `ComputedStyle` (it is copied a
/// lot): background layers, shadows, corner radii and opacity. Not inherited.
public struct BoxEffectsStyle: Sendable, Hashable {
    /// `background-image`, one per layer, the first on top; empty for `none`.
    public var backgroundImages: [BackgroundImage?] = []
    /// The other layer lists repeat to the number of images (CSS Backgrounds 3 §3.1).
    public var backgroundPositions: [BackgroundPosition] = [.topLeft]
    public var backgroundSizes: [BackgroundSize] = [.auto]
    public var backgroundRepeats: [BackgroundRepeat] = [.both]
    public var backgroundOrigins: [BackgroundBox] = [.paddingBox]
    public var backgroundClips: [BackgroundBox] = [.borderBox]
    public var backgroundAttachments: [BackgroundAttachment] = [.scroll]
    public var boxShadows: [BoxShadow] = []
    /// Top-left, top-right, bottom-right, bottom-left.
    public var borderRadii: [CornerRadius] = [.zero, .zero, .zero, .zero]
    /// The used opacity: the element's `opacity` times its ancestors' (the cascade multiplies
    /// them in). rrender paints each fragment with it, not the box and its content as one group
    /// (CSS Color 4 §3.2): the same where they do not overlap.
    public var opacity: Double = 1

    /// The initial values.
    public static let initial = BoxEffectsStyle()

    /// True when some layer has an image.
    public var hasImages: Bool { backgroundImages.contains { $0 != nil } }

    /// True when a corner is rounded.
    public var hasRadius: Bool { borderRadii.contains { $0 != .zero } }

    /// The `background-clip` of the background colour: the bottom layer's (CSS Backgrounds 3
    /// §3.2; `none` is a layer too).
    public var colorClip: BackgroundBox {
        Self.cycled(backgroundClips, max(0, backgroundImages.count - 1), default: .borderBox)
    }

    /// True when a box needs more than its colour and borders painted over its border box:
    /// image layers, shadows, rounded corners or a colour clipped to an inner box.
    public var needsPlacing: Bool { hasImages || !boxShadows.isEmpty || hasRadius || colorClip != .borderBox }

    /// The value of layer `index` in `list`, the list repeated as needed.
    public static func cycled<T>(_ list: [T], _ index: Int, default value: T) -> T {
        list.isEmpty ? value : list[index % list.count]
    }
}

/// The out-of-line storage of a `BoxEffectsStyle`, compared by value.
final class BoxEffectsStorage: Sendable, Hashable {
    let value: BoxEffectsStyle

    init(_ value: BoxEffectsStyle) { self.value = value }

    static func == (a: BoxEffectsStorage, b: BoxEffectsStorage) -> Bool { a === b || a.value == b.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
