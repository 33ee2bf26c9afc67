import RRenderCore
import RRenderStyle

/// How one run of text is drawn: what a shaper needs from the computed style.
public struct TextStyle: Hashable, Sendable {
    public var fontFamily: [String]
    public var fontSize: Double
    public var fontWeight: Int
    public var italic: Bool
    public var smallCaps: Bool
    /// OpenType features to turn on (`font-variant-numeric`), as tags such as "onum".
    public var fontFeatures: [String]
    public var color: Color
    /// Transparent when the run has no background of its own.
    public var backgroundColor: Color
    public var decoration: TextDecoration
    /// How far the baseline is raised (negative: lowered), in px: `vertical-align` sub/super.
    /// Inside a box aligned with the line box (`lineAligned`), from that box's baseline.
    public var baselineShift: Double
    /// The inline box of `vertical-align: top | bottom` this run is in, nil for none: the
    /// shaper places it once the line's height is known (CSS 2.1 §10.8).
    public var lineAligned: LineAlignedBox?
    public var letterSpacing: Double
    public var wordSpacing: Double
    public var language: String?
    /// The CSS line height in px, nil for `normal` (the font's own spacing).
    public var lineHeight: Double?
    /// False under `white-space: nowrap`/`pre`: no line break inside the run.
    public var allowsBreaks: Bool
    /// `hyphens`: where words of this run may break with a hyphen.
    public var hyphens: Hyphens
    /// `word-break: keep-all`: no break between two letters of the run, CJK ones included
    /// (CSS Text 3 §5.2); spaces and punctuation still break.
    public var keepsAll = false
    /// `text-emphasis`: the mark drawn beside each character, nil for none.
    public var emphasis: EmphasisMarks?
    /// `line-break`: which CJK characters may start a line (`LineBreakOpportunities`).
    public var lineBreak: LineBreak = .auto
    /// `text-orientation` in vertical text (`sideways` throughout a `sideways-*` writing mode).
    public var orientation: TextOrientation = .mixed
    /// `text-underline-position`.
    public var underlinePosition: UnderlinePosition = .auto
    /// True when the underline goes on the line's over side (above it in the line's own frame):
    /// right of a vertical line in Japanese (see `underlineOnOverSide(_:)`).
    public var underlineOnOverSide = false

    /// The text style of an element's text, with `decoration` accumulated from its ancestors
    /// (CSS Text Decoration 3 §2: decorations propagate to descendants' text).
    public init(_ style: ComputedStyle, decoration: TextDecoration, baselineShift: Double) {
        fontFamily = style.fontFamily
        fontSize = style.fontSize
        fontWeight = style.fontWeight
        italic = style.fontStyle != .normal
        smallCaps = style.smallCaps
        fontFeatures = style.fontVariantNumeric + style.fontVariantLigatures
        // Hidden text keeps its place and paints nothing, decorations included (CSS 2.1 §11.2).
        let visible = style.visibility == .visible
        color = visible ? style.color.withOpacity(style.opacity) : .transparent
        backgroundColor = .transparent
        self.decoration = visible ? decoration : []
        self.baselineShift = baselineShift
        letterSpacing = style.letterSpacing
        wordSpacing = style.wordSpacing
        language = style.language
        lineHeight = style.lineHeight.px(fontSize: style.fontSize)
        allowsBreaks = style.whiteSpace.wraps
        hyphens = style.hyphens
        keepsAll = style.wordBreak == .keepAll
        lineBreak = style.lineBreak
        if visible, let marks = style.eastAsian.emphasisStyle {
            let vertical = style.writingMode.isVertical, position = style.eastAsian.emphasisPosition
            let mark = marks.mark(vertical: vertical)
            if !mark.isEmpty {
                emphasis = EmphasisMarks(
                    mark: mark, color: (style.eastAsian.emphasisColor ?? style.color).withOpacity(style.opacity),
                    isOver: vertical ? position.right : position.over)
            }
        }
        orientation = style.writingMode.isSideways ? .sideways : style.textOrientation
        underlinePosition = style.underlinePosition
        underlineOnOverSide = Self.underlineOnOverSide(style)
    }

    /// Whether `text-underline-position` puts the underline on the over side of the line (CSS
    /// Text Decoration 3 §2.5): vertical-* lines' over side is the physical right, where `right`,
    /// and `auto` in Japanese and Korean, put it. `left`/`right` apply in vertical typographic
    /// mode only: `sideways-*` text is set as horizontal text, its underline always under it
    /// (as Chromium draws it).
    static func underlineOnOverSide(_ style: ComputedStyle) -> Bool {
        switch style.writingMode {
        case .verticalRL, .verticalLR: style.underlinePosition.isRight(language: style.language)
        case .horizontalTB, .sidewaysRL, .sidewaysLR: false
        }
    }
}

/// Emphasis marks (CSS Text Decoration 3 §3): one `mark` over or under each character, at half
/// the font size.
public struct EmphasisMarks: Hashable, Sendable {
    /// The mark's character(s).
    public var mark: String
    public var color: Color
    /// True on the line's over side (above horizontal text, right of vertical text), false under
    /// (below, or left).
    public var isOver: Bool

    public init(mark: String, color: Color, isOver: Bool) {
        self.mark = mark
        self.color = color
        self.isOver = isOver
    }
}

/// An inline box aligned with its line box (`vertical-align: top | bottom`): which edge, and
/// how far the box (its content area and half-leading) reaches over and under its baseline.
/// A class: every text style and inline context holds one, and a style's size is paid on the
/// stack at each level of nested inline elements (`DeepDocumentTests`).
public final class LineAlignedBox: Hashable, Sendable {
    public let alignment: LineAlignment
    public let above: Double
    public let below: Double

    public init(alignment: LineAlignment, above: Double, below: Double) {
        self.alignment = alignment
        self.above = above
        self.below = below
    }

    public static func == (a: LineAlignedBox, b: LineAlignedBox) -> Bool {
        a.alignment == b.alignment && a.above == b.above && a.below == b.below
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(alignment)
        hasher.combine(above)
        hasher.combine(below)
    }

    /// The rise that puts the box's edge on the line box's (`lineTop` and `lineBottom` from
    /// the line's baseline, down positive), from where the line's baseline would put it.
    public func rise(lineTop: Double, lineBottom: Double) -> Double {
        alignment == .bottom ? below - lineBottom : -lineTop - above
    }
}
