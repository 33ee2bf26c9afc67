import RRenderCore
import RRenderStyle

/// A block-level box: a block container, a block image, or a table (CSS 2.1 §9.2.1).
///
/// Small on purpose: a chapter of 300,000 paragraphs has as many boxes. The computed style is
/// the cascade's `SharedStyle` (shared by every element styled alike), and the rare parts (a
/// list marker) are kept out of line.
public struct BlockBox: Sendable {
    /// The computed style, stored shared; setting it stores a copy of the box's own.
    public var style: ComputedStyle {
        get { sharedStyle.value }
        set { sharedStyle = SharedStyle(newValue) }
    }
    /// The computed style as stored.
    public internal(set) var sharedStyle: SharedStyle
    /// The element's document-order index; nil for anonymous boxes.
    public var source: Int?
    /// The element's local name (`p`, `div`), "" for anonymous boxes; used in layout dumps.
    public var tag: String
    /// The element's id, a possible link target.
    public var anchorID: String?
    public var content: BlockContent
    /// The marker of a list item.
    public var marker: ListMarker? {
        get { markerBox?.value }
        set { markerBox = newValue.map(OutOfLine.init) }
    }
    private var markerBox: OutOfLine<ListMarker>?

    public init(
        style: ComputedStyle, source: Int?, tag: String, anchorID: String? = nil,
        content: BlockContent, marker: ListMarker? = nil
    ) {
        self.init(sharedStyle: SharedStyle(style), source: source, tag: tag, anchorID: anchorID, content: content, marker: marker)
    }

    /// A box whose style is `sharedStyle`, not copied (an element's, from the cascade).
    public init(
        sharedStyle: SharedStyle, source: Int?, tag: String, anchorID: String? = nil,
        content: BlockContent, marker: ListMarker? = nil
    ) {
        self.sharedStyle = sharedStyle
        self.source = source
        self.tag = tag
        self.anchorID = anchorID
        self.content = content
        markerBox = marker.map(OutOfLine.init)
    }

    /// The box with `firstLine` given to its first formatted line: its paragraph, or that of
    /// its first block child, at any depth (CSS Pseudo-Elements 4 §2.1). A style already set
    /// deeper down (a nested element's own `::first-line`) wins.
    public func applyingFirstLine(_ firstLine: FirstLineStyle) -> BlockBox {
        var box = self
        switch content {
        case .inline(var inline):
            if inline.firstLine == nil { inline.firstLine = firstLine }
            box.content = .inline(inline)
        case .blocks(var children):
            guard let first = children.indices.first(where: { children[$0].style.float == .none }) else { break }
            children[first] = children[first].applyingFirstLine(firstLine)
            box.content = .blocks(children)
        case .image, .table:
            break
        }
        return box
    }

    /// An anonymous block around inline content (CSS 2.1 §9.2.1.1).
    public static func anonymous(_ content: InlineContent, parentStyle: ComputedStyle) -> BlockBox {
        var style = parentStyle.inheritingProperties()
        style.display = .block
        return BlockBox(style: style, source: nil, tag: "", content: .inline(content))
    }
}

/// What a block box holds.
public indirect enum BlockContent: Sendable {
    /// Block-level children.
    case blocks([BlockBox])
    /// One inline formatting context: a paragraph.
    case inline(InlineContent)
    /// A replaced image laid out as a block.
    case image(ImageBox)
    case table(TableBox)
}

/// The inline content of a block: the paragraph to shape, and what layout sizes later.
public struct InlineContent: Sendable {
    /// The paragraph; its `objects` are filled in at layout time from `images`.
    public var paragraph: ParagraphSpec
    /// Images on the lines, sized when the containing width is known.
    public var images: [InlineImage]
    /// Ids of inline elements and where they start, for links into the middle of a paragraph.
    public var anchors: [InlineAnchor]
    /// Floats met inside the paragraph, placed at the line where they occur.
    public var floats: [InlineFloat]
    /// Inline-blocks on the lines, laid out when the containing width is known.
    public var inlineBlocks: [InlineBlock]
    /// Absolutely positioned boxes that were inline-level, met inside the paragraph: their
    /// static position is their place in the line (CSS 2.1 §10.3.7's hypothetical box).
    public var positioned: [InlineFloat] = []
    /// The `::first-line` style of the paragraph's first line, if any.
    public var firstLine: FirstLineStyle? {
        get { firstLineBox?.value }
        set { firstLineBox = newValue.map(OutOfLine.init) }
    }
    /// Out of line: few paragraphs have one, and a `FirstLineStyle` (a whole `ComputedStyle`)
    /// inline would make every paragraph's content half a kilobyte larger.
    private var firstLineBox: OutOfLine<FirstLineStyle>?
    /// Inline elements with backgrounds, borders or horizontal edges.
    public var inlineBoxes: [InlineBox] = []

    public init(
        paragraph: ParagraphSpec, images: [InlineImage] = [], anchors: [InlineAnchor] = [], floats: [InlineFloat] = [],
        inlineBlocks: [InlineBlock] = []
    ) {
        self.paragraph = paragraph
        self.images = images
        self.anchors = anchors
        self.floats = floats
        self.inlineBlocks = inlineBlocks
    }
}

/// An inline-block: a block container that sits on a line like a big character (CSS 2.1 §9.2.4).
public struct InlineBlock: Sendable {
    public var byteOffset: Int
    public var box: BlockBox
}

/// A floated box met inside inline content, and where in the text it occurs.
public struct InlineFloat: Sendable {
    public var byteOffset: Int
    public var box: BlockBox
}

/// An image inside a line, before sizing.
public struct InlineImage: Sendable {
    public var byteOffset: Int
    public var image: ImageBox
    public var style: ComputedStyle
}

/// An element id inside a paragraph.
public struct InlineAnchor: Sendable, Hashable {
    public var id: String
    public var byteOffset: Int
}

/// A replaced image: its resolved resource and natural size.
public struct ImageBox: Sendable {
    /// The resource href, resolved against the document.
    public var href: String
    /// The natural size in CSS px (1 image pixel = 1 px), nil when unknown (missing or unreadable).
    public var intrinsicSize: Size?
    /// What is known of the natural dimensions when `intrinsicSize` is not: an inline SVG with
    /// only a `height`, or only a `viewBox` ratio (CSS Images 3 §5.1).
    public var partialDimensions: NaturalDimensions?
    public var alt: String
    /// False for an `iframe`: a replaced box of HTML's default 300×150 whose document rrender
    /// does not show (it keeps its place, margins, borders and background).
    public var showsPicture = true

    public init(href: String, intrinsicSize: Size?, alt: String) {
        self.href = href
        self.intrinsicSize = intrinsicSize
        self.alt = alt
    }

    /// An `iframe`'s box.
    static let frame: ImageBox = {
        var frame = ImageBox(href: "", intrinsicSize: nil, alt: "")
        frame.showsPicture = false
        return frame
    }()
}

/// The marker of a list item: its text (`•`, `3.`) and how it is drawn.
public struct ListMarker: Sendable {
    public var text: String
    public var style: TextStyle
    /// True for `disc`, `circle` and `square`; false for counters (`3.`, `iv.`).
    public var isSymbol = false
}

/// An immutable value kept out of line, so that a rarely set field costs one pointer.
final class OutOfLine<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
}
