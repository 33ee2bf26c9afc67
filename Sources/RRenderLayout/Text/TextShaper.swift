import RRenderCore

/// Shapes paragraphs and breaks them into lines. Pango implements it for real rendering; tests
/// use a fixed-advance shaper so layout can be checked without fonts.
public protocol TextShaper: AnyObject {
    /// Shapes `paragraph` into lines no wider than `width` px.
    func shape(_ paragraph: ParagraphSpec, width: Double) -> any ShapedParagraph
    /// The narrowest width the paragraph fits without overflow (its longest word) and its width
    /// on one line: the min-content and max-content widths (CSS Sizing 3 §4).
    func contentWidths(of paragraph: ParagraphSpec) -> (min: Double, max: Double)
    /// The ascent and descent in px of the first font of `style`: the content area of an inline
    /// box (CSS 2.1 §10.6.1).
    func fontMetrics(_ style: TextStyle) -> (ascent: Double, descent: Double)
}

extension TextShaper {
    /// 80 % of the font size above the baseline and 20 % below, for shapers without fonts.
    public func fontMetrics(_ style: TextStyle) -> (ascent: Double, descent: Double) {
        (style.fontSize * 0.8, style.fontSize * 0.2)
    }
}

/// A paragraph broken into lines. Coordinates are px relative to the paragraph's top-left.
public protocol ShapedParagraph: AnyObject {
    var lines: [ShapedLine] { get }
    /// The rectangles covering the bytes in `range`, one per line they touch.
    func rects(forByteRange range: Range<Int>) -> [LineRect]
}

/// One line of a shaped paragraph.
public struct ShapedLine: Sendable, Hashable {
    /// The top of the line box, from the paragraph's top.
    public var top: Double
    public var height: Double
    /// The baseline, from the paragraph's top.
    public var baseline: Double
    /// Where the line's drawing origin is, from the paragraph's left edge (alignment and indent).
    public var originX: Double
    /// The inked width of the line's logical extent.
    public var width: Double
    /// The UTF-8 bytes of the paragraph text on this line (trailing spaces included).
    public var byteRange: Range<Int>

    public init(top: Double, height: Double, baseline: Double, originX: Double, width: Double, byteRange: Range<Int>) {
        self.top = top
        self.height = height
        self.baseline = baseline
        self.originX = originX
        self.width = width
        self.byteRange = byteRange
    }

    /// The bottom of the line box.
    public var bottom: Double { top + height }
}

/// A rectangle on one line of a shaped paragraph.
public struct LineRect: Sendable, Hashable {
    public var line: Int
    public var rect: Rect

    public init(line: Int, rect: Rect) {
        self.line = line
        self.rect = rect
    }
}
