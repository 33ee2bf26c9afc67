import RRenderCore
import RRenderStyle

/// A positioned piece of laid-out content, in px. In a `Flow` coordinates are relative to the
/// resource's content area (y grows down the continuous strip); in a `PageLayout` they are
/// relative to the page.
public enum Fragment {
    /// One line of text.
    case text(TextFragment)
    case image(ImageFragment)
    /// The background and borders of a box.
    case box(BoxFragment)
    /// Starts clipping what follows to a rectangle (`overflow: hidden`, CSS Overflow 3 §3: a
    /// box's content clipped to its padding box), until the matching `popClip`. Pushes nest and
    /// always come in balanced pairs within one atom or positioned box, so a page never cuts one.
    case pushClip(Rect)
    /// Ends the innermost `pushClip`.
    case popClip

    /// The fragment moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Fragment {
        switch self {
        case .text(var t):
            t.origin = t.origin.offsetBy(dx: dx, dy: dy)
            t.rect = t.rect.offsetBy(dx: dx, dy: dy)
            return .text(t)
        case .image(var i):
            i.rect = i.rect.offsetBy(dx: dx, dy: dy)
            return .image(i)
        case .box(var b):
            b.rect = b.rect.offsetBy(dx: dx, dy: dy)
            b.effects = b.effects?.offsetBy(dx: dx, dy: dy)
            return .box(b)
        case .pushClip(let rect):
            return .pushClip(rect.offsetBy(dx: dx, dy: dy))
        case .popClip:
            return .popClip
        }
    }

    /// The area the fragment covers.
    public var rect: Rect {
        switch self {
        case .text(let t): t.rect
        case .image(let i): i.rect
        case .box(let b): b.rect
        case .pushClip(let rect): rect
        case .popClip: .zero
        }
    }
}

/// A whole paragraph of a flow, shared by the segments it is shaped in (a paragraph beside a
/// float is shaped in pieces of different widths).
public final class ParagraphSource {
    public let spec: ParagraphSpec
    /// True for generated content (a list marker) rather than text of the resource.
    public let isGenerated: Bool
    /// True when the text runs on into the next paragraph of the page with no break (a floated
    /// `::first-letter` is part of the word after it).
    public let joinsNext: Bool
    /// For a paragraph inside an inline-block: the paragraph whose line holds the inline-block,
    /// and the byte offset of its U+FFFC there (page text reads it in place).
    public internal(set) var host: (source: ParagraphSource, byteOffset: Int)?

    public init(spec: ParagraphSpec, isGenerated: Bool, joinsNext: Bool = false) {
        self.spec = spec
        self.isGenerated = isGenerated
        self.joinsNext = joinsNext
    }
}

/// A shaped segment of a paragraph: the lines from `byteOffset` on in one width.
public final class FlowParagraph {
    public let source: ParagraphSource
    public let shaped: any ShapedParagraph
    /// Where the segment starts in the paragraph's text (UTF-8 bytes).
    public let byteOffset: Int

    public init(source: ParagraphSource, shaped: any ShapedParagraph, byteOffset: Int = 0) {
        self.source = source
        self.shaped = shaped
        self.byteOffset = byteOffset
    }

    /// The whole paragraph.
    public var spec: ParagraphSpec { source.spec }
    /// True for generated content (a list marker).
    public var isGenerated: Bool { source.isGenerated }
}

/// One line of a shaped paragraph, placed.
public struct TextFragment {
    public let paragraph: FlowParagraph
    public let line: Int
    /// The line's drawing origin: the left end of its baseline (the top end in vertical text).
    public var origin: Point
    /// The line box.
    public var rect: Rect
    /// True for a copy drawn again on a later page (a repeated table header): shown, but not
    /// text of that page (see `PageLayout.text`).
    public var isRepeated = false
    /// True for a line of vertical text: drawn rotated by +90° about `origin`.
    public var isVertical = false
    /// For tate-chu-yoko: the line is horizontal text drawn upright (not rotated) in vertical
    /// text, centred in `rect` (its one-em cell) and squeezed across to this scale.
    public var uprightScale: Double?
    /// True for a line of `sideways-lr` text: drawn rotated by −90° about `origin` (it reads
    /// bottom to top), instead of +90°.
    public var isTurnedLeft = false
    /// True for a line of a horizontal box in vertical text, placed in the vertical flow's
    /// logical coordinates (`VerticalMapping.logical`): mapped onto the page, it stays upright.
    public var keepsHorizontal = false

    /// The UTF-8 range of the paragraph's text on this line.
    public var byteRange: Range<Int> {
        let range = paragraph.shaped.lines[line].byteRange
        return (range.lowerBound + paragraph.byteOffset)..<(range.upperBound + paragraph.byteOffset)
    }
}

/// An image, placed and sized.
public struct ImageFragment: Sendable {
    /// The box the image fills (its content box).
    public var rect: Rect
    /// The resource to draw: a publication href or a `data:` URL.
    public var href: String
    public var alt: String
    /// How the picture fills `rect` (`object-fit`).
    public var fit: ObjectFit
    /// The picture's natural size, when known (for `object-fit` other than `fill`).
    public var naturalSize: Size?
    /// The used opacity it is painted with (1: opaque).
    public var opacity: Double = 1

    public init(rect: Rect, href: String, alt: String, fit: ObjectFit = .fill, naturalSize: Size? = nil) {
        self.rect = rect
        self.href = href
        self.alt = alt
        self.fit = fit
        self.naturalSize = naturalSize
    }

    /// Where the picture is drawn inside `rect`: its natural aspect ratio kept for `contain`,
    /// `cover`, `none` and `scale-down`, centred (`object-position: 50% 50%`, CSS Images 3 §5.5).
    /// It may overflow `rect` (cover, none); the painter clips to `rect`.
    public var pictureRect: Rect {
        guard fit != .fill, let natural = naturalSize, natural.width > 0, natural.height > 0 else { return rect }
        let contain = min(rect.width / natural.width, rect.height / natural.height)
        let scale: Double
        switch fit {
        case .fill: scale = 1
        case .contain: scale = contain
        case .cover: scale = max(rect.width / natural.width, rect.height / natural.height)
        case .none: scale = 1
        case .scaleDown: scale = min(1, contain)
        }
        let size = Size(width: natural.width * scale, height: natural.height * scale)
        return Rect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }
}

/// A box's background and borders (CSS Backgrounds 3), drawn under its content.
public struct BoxFragment: Sendable {
    /// The border box.
    public var rect: Rect
    public var background: Color
    public var borderWidths: EdgeInsets
    public var borderStyles: Sides<BorderStyle>
    public var borderColors: Sides<Color>
    /// Image layers, shadows and rounded corners, nil for most boxes (see `BoxEffects`).
    public var effects: BoxEffects? {
        get { effectsStorage?.value }
        set { effectsStorage = newValue.map(OutOfLine.init) }
    }
    /// Out of line: a page has thousands of boxes and few have effects.
    private var effectsStorage: OutOfLine<BoxEffects>?

    public init(
        rect: Rect, background: Color, borderWidths: EdgeInsets, borderStyles: Sides<BorderStyle>,
        borderColors: Sides<Color>, effects: BoxEffects? = nil
    ) {
        self.rect = rect
        self.background = background
        self.borderWidths = borderWidths
        self.borderStyles = borderStyles
        self.borderColors = borderColors
        effectsStorage = effects.map(OutOfLine.init)
    }

    /// True when there is nothing to paint.
    public var isInvisible: Bool {
        background.isTransparent && borderWidths == .zero && effects == nil
    }
}

/// A link's clickable area.
public struct LinkRegion: Sendable, Hashable {
    public var rect: Rect
    /// The resolved target: a publication href (with fragment) or an external URL.
    public var href: String
    /// True for a note reference (`epub:type="noteref"` or `role="doc-noteref"`): tapping it
    /// shows the note rather than following the link (readium.md §2.6).
    public var isNoteref: Bool

    public init(rect: Rect, href: String, isNoteref: Bool = false) {
        self.rect = rect
        self.href = href
        self.isNoteref = isNoteref
    }

    /// The same link over `rect`.
    public func moved(to rect: Rect) -> LinkRegion {
        var region = self
        region.rect = rect
        return region
    }

    /// The same link moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> LinkRegion {
        moved(to: rect.offsetBy(dx: dx, dy: dy))
    }
}
