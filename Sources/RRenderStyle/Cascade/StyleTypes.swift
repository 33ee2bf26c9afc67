import RRenderCore

/// The `display` values rrender lays out (CSS Display 3, the legacy single-keyword forms).
public enum Display: String, Sendable, Hashable {
    case block, inline, inlineBlock = "inline-block", listItem = "list-item", none
    case table, inlineTable = "inline-table", tableRowGroup = "table-row-group"
    case tableHeaderGroup = "table-header-group", tableFooterGroup = "table-footer-group"
    case tableRow = "table-row", tableCell = "table-cell", tableCaption = "table-caption"
    case tableColumn = "table-column", tableColumnGroup = "table-column-group"

    /// True for the values that make a block-level box (CSS Display 3 §2).
    /// Inline-level (CSS 2.1 §9.2.2): `inline`, `inline-block`, `inline-table`.
    public var isInlineLevel: Bool { self == .inline || self == .inlineBlock || self == .inlineTable }

    public var isBlockLevel: Bool {
        switch self {
        case .block, .listItem, .table: true
        default: false
        }
    }

    /// True for the internal table values (rows, cells, groups, columns, captions).
    public var isTablePart: Bool {
        switch self {
        case .tableRowGroup, .tableHeaderGroup, .tableFooterGroup, .tableRow, .tableCell,
            .tableCaption, .tableColumn, .tableColumnGroup:
            true
        default: false
        }
    }
}

/// A computed length that may still depend on the containing block: px or a percentage of its width.
public enum LengthPercentage: Sendable, Hashable {
    case px(Double)
    case percent(Double)

    /// Zero.
    public static let zero = LengthPercentage.px(0)

    /// The length in px, percentages taken of `base`; within ±`ContentLimits.maximumLength`.
    public func resolve(against base: Double) -> Double {
        switch self {
        case .px(let v): v.clampedLength
        case .percent(let p): (base * p / 100).clampedLength
        }
    }
}

/// A computed length, percentage or `auto` (widths, heights, margins).
public enum LengthPercentageAuto: Sendable, Hashable {
    case auto
    case px(Double)
    case percent(Double)

    /// The length in px, percentages taken of `base`, nil for `auto`; within
    /// ±`ContentLimits.maximumLength`.
    public func resolve(against base: Double) -> Double? {
        switch self {
        case .auto: nil
        case .px(let v): v.clampedLength
        case .percent(let p): (base * p / 100).clampedLength
        }
    }

    /// True for `auto`.
    public var isAuto: Bool { self == .auto }
}

/// Four values, one per side of a box.
public struct Sides<Value: Sendable & Hashable>: Sendable, Hashable {
    public var top: Value
    public var right: Value
    public var bottom: Value
    public var left: Value

    public init(top: Value, right: Value, bottom: Value, left: Value) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// The same value on every side.
    public init(all value: Value) {
        self.init(top: value, right: value, bottom: value, left: value)
    }
}

/// `font-style`.
public enum FontStyle: String, Sendable, Hashable { case normal, italic, oblique }

/// `line-height`: `normal` leaves the font's own line spacing (CSS 2.1 §10.8.1).
public enum LineHeight: Sendable, Hashable {
    case normal
    /// A unitless factor of the element's own font size; inherited as the factor.
    case number(Double)
    /// An absolute height; lengths and percentages compute to px and are inherited as px.
    case px(Double)

    /// The line height in px for `fontSize`, nil for `normal`; at most
    /// `ContentLimits.maximumLength` (a factor of 1e9 is a tall line, not an infinite one).
    public func px(fontSize: Double) -> Double? {
        switch self {
        case .normal: nil
        case .number(let factor): (factor * fontSize).clampedLength
        case .px(let value): value.clampedLength
        }
    }
}

/// `text-align`, with the logical values kept (they depend on the paragraph's direction).
public enum TextAlign: String, Sendable, Hashable { case start, end, left, right, center, justify }

/// `text-transform`.
public enum TextTransform: String, Sendable, Hashable { case none, uppercase, lowercase, capitalize }

/// `white-space` (CSS Text 3 §3).
public enum WhiteSpace: String, Sendable, Hashable {
    case normal, pre, nowrap, preWrap = "pre-wrap", preLine = "pre-line"

    /// True when runs of spaces and tabs collapse.
    public var collapsesSpaces: Bool { self == .normal || self == .nowrap || self == .preLine }
    /// True when newlines in the source are kept as line breaks.
    public var preservesNewlines: Bool { self == .pre || self == .preWrap || self == .preLine }
    /// True when lines may wrap.
    public var wraps: Bool { self != .pre && self != .nowrap }
}

/// `vertical-align` for inline content.
public enum VerticalAlign: Sendable, Hashable {
    case baseline, sub, `super`, top, middle, bottom, textTop, textBottom
    /// A raise (positive) or drop of the baseline, in px.
    case shift(Double)
}

/// `text-decoration-line` values, as a set.
public struct TextDecoration: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let underline = TextDecoration(rawValue: 1)
    public static let overline = TextDecoration(rawValue: 2)
    public static let lineThrough = TextDecoration(rawValue: 4)
}

/// `break-before`, `break-after` and `break-inside` (CSS Fragmentation 3 §3.1), with the legacy
/// `page-break-*` values mapped onto them.
public enum BreakValue: String, Sendable, Hashable {
    case auto, avoid, avoidPage = "avoid-page", page, left, right, recto, verso, column, avoidColumn = "avoid-column"

    /// What a flow is broken into (CSS Fragmentation 3 §2): pages, or the columns of a
    /// multi-column box.
    public enum Fragmentainer: Sendable {
        case page, column
    }

    /// True for the values that force a break between two `fragmentainer`s: any page break
    /// value, and `column` inside columns (a page break ends a column too).
    public func forcesBreak(in fragmentainer: Fragmentainer) -> Bool {
        switch self {
        case .page, .left, .right, .recto, .verso: true
        case .column: fragmentainer == .column
        default: false
        }
    }

    /// True for the values that ask not to break between two `fragmentainer`s: `avoid`, and
    /// `avoid-page` or `avoid-column` for their own kind only.
    public func avoidsBreak(in fragmentainer: Fragmentainer) -> Bool {
        switch self {
        case .avoid: true
        case .avoidPage: fragmentainer == .page
        case .avoidColumn: fragmentainer == .column
        default: false
        }
    }
}

/// `border-style` values rrender paints.
public enum BorderStyle: String, Sendable, Hashable {
    case none, hidden, solid, dashed, dotted, double, groove, ridge, inset, outset

    /// True when the border takes no space (`none`, `hidden`).
    public var isInvisible: Bool { self == .none || self == .hidden }

    /// How the style is drawn in the collapsing border model, and as a column rule (CSS 2.1
    /// §17.6.3, Multi-column 1 §4.2): `inset` as `ridge`, `outset` as `groove`.
    public var inCollapsingModel: BorderStyle {
        switch self {
        case .inset: .ridge
        case .outset: .groove
        default: self
        }
    }
}

/// `list-style-type`.
public enum ListStyleType: String, Sendable, Hashable {
    case none, disc, circle, square, decimal
    case decimalLeadingZero = "decimal-leading-zero"
    case lowerAlpha = "lower-alpha", upperAlpha = "upper-alpha"
    case lowerRoman = "lower-roman", upperRoman = "upper-roman"
    case lowerGreek = "lower-greek"
}

/// `list-style-position`.
public enum ListStylePosition: String, Sendable, Hashable { case outside, inside }

/// `direction`.
public enum Direction: String, Sendable, Hashable { case ltr, rtl }

/// `unicode-bidi` (CSS 2.1 §9.10, Writing Modes 3 §2.2): how an element's `direction` enters
/// the bidi algorithm.
public enum UnicodeBidi: String, Sendable, Hashable {
    case normal, embed, isolate, plaintext
    case bidiOverride = "bidi-override", isolateOverride = "isolate-override"

    /// The Unicode formatting characters that open and close an inline element of this value
    /// and `direction` in its paragraph's text (Writing Modes 3 §2.4.2's table); none for
    /// `normal`.
    public func controls(_ direction: Direction) -> (open: String, close: String) {
        let rtl = direction == .rtl
        switch self {
        case .normal: return ("", "")
        case .embed: return (rtl ? "\u{202B}" : "\u{202A}", "\u{202C}")
        case .bidiOverride: return (rtl ? "\u{202E}" : "\u{202D}", "\u{202C}")
        case .isolate: return (rtl ? "\u{2067}" : "\u{2066}", "\u{2069}")
        case .isolateOverride: return (rtl ? "\u{2067}\u{202E}" : "\u{2066}\u{202D}", "\u{202C}\u{2069}")
        case .plaintext: return ("\u{2068}", "\u{2069}")
        }
    }
}

/// `hyphens`.
public enum Hyphens: String, Sendable, Hashable { case none, manual, auto }

/// `overflow-wrap` (CSS Text 3 §5.5): whether a word too long for its line may break anywhere.
/// `pageEdge` is rrender's default for a reflowable body (`ReadiumSheets`): `break-word` in
/// boxes that span their container, `normal` in floats and boxes of a set width, whose words
/// overflow into the space beside them as in a browser rather than off the page.
public enum OverflowWrap: String, Sendable, Hashable {
    case normal, breakWord = "break-word", anywhere, pageEdge = "-rrender-page-edge"
}

/// `word-break` (CSS Text 3 §5.2): `break-all` lets lines break between any two letters,
/// `keep-all` forbids breaks between letters (CJK text then breaks only at spaces and
/// punctuation), legacy `break-word` is `normal` with `overflow-wrap: anywhere`.
public enum WordBreak: String, Sendable, Hashable {
    case normal, breakAll = "break-all", keepAll = "keep-all", breakWord = "break-word"
}

/// `line-break` (CSS Text 3 §5.3): which CJK characters may start a line (small kana, iteration
/// marks, CJK hyphens, centred punctuation); `anywhere` breaks between any two typographic units.
public enum LineBreak: String, Sendable, Hashable { case auto, loose, normal, strict, anywhere }

/// `text-align-last` (CSS Text 3 §6.3): how the last line of a block, and each line before a
/// forced break, is aligned; `auto` follows `text-align` (`start` under `justify`).
public enum TextAlignLast: String, Sendable, Hashable { case auto, start, end, left, right, center, justify }

/// `text-justify` (CSS Text 3 §6.4): where justification puts the slack. `auto` spreads it
/// between CJK characters and at spaces (as browsers do), `inter-word` at spaces only,
/// `inter-character` between every two characters, `none` turns justification off.
public enum TextJustify: String, Sendable, Hashable {
    case auto, none, interWord = "inter-word", interCharacter = "inter-character"
}

/// `object-fit` (CSS Images 3 §5.5): how a replaced element's content fills its box.
public enum ObjectFit: String, Sendable, Hashable { case fill, contain, cover, none, scaleDown = "scale-down" }

/// `table-layout` (CSS 2.1 §17.5.2): `fixed` takes the column widths from the columns and
/// the first row alone.
public enum TableLayout: String, Sendable, Hashable { case auto, fixed }

/// `caption-side` (CSS 2.1 §17.4.1): whether the captions sit above or below the table box.
public enum CaptionSide: String, Sendable, Hashable { case top, bottom }

/// `empty-cells` (CSS 2.1 §17.6.1.1): whether the borders and background of cells without
/// content are drawn, in the separated border model.
public enum EmptyCells: String, Sendable, Hashable { case show, hide }

/// `border-spacing` (CSS 2.1 §17.6.1): the space between cells, across and down, in px.
public struct BorderSpacing: Sendable, Hashable {
    public var horizontal: Double
    public var vertical: Double

    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let zero = BorderSpacing(horizontal: 0, vertical: 0)
}

/// `float` (CSS 2.1 §9.5).
public enum Float: String, Sendable, Hashable { case none, left, right }

/// `box-sizing` (CSS Box Sizing 3 §3).
public enum BoxSizing: String, Sendable, Hashable {
    case contentBox = "content-box", borderBox = "border-box"
}

/// `clear` (CSS 2.1 §9.5.2).
public enum Clear: String, Sendable, Hashable { case none, left, right, both }

/// `writing-mode` (CSS Writing Modes 3 §3.1, Writing Modes 4 §3.1 for `sideways-*`): the
/// direction lines stack in.
public enum WritingMode: String, Sendable, Hashable {
    case horizontalTB = "horizontal-tb", verticalRL = "vertical-rl", verticalLR = "vertical-lr"
    case sidewaysRL = "sideways-rl", sidewaysLR = "sideways-lr"

    /// True for the vertical modes, where lines are columns.
    public var isVertical: Bool { self != .horizontalTB }
    /// True where columns stack from left to right (`vertical-lr`, `sideways-lr`).
    public var stacksLeftToRight: Bool { self == .verticalLR || self == .sidewaysLR }
    /// True for `sideways-*`: all text is set sideways, whatever `text-orientation` says.
    public var isSideways: Bool { self == .sidewaysRL || self == .sidewaysLR }
}

/// `text-orientation` (CSS Writing Modes 3 §5.1): how characters stand in vertical text.
public enum TextOrientation: String, Sendable, Hashable {
    /// Upright CJK, Latin turned sideways (the script decides).
    case mixed
    /// Every character upright: Latin letters stacked.
    case upright
    /// Every character turned 90° clockwise, as horizontal text turned.
    case sideways
}

/// `text-underline-position` (CSS Text Decoration 3 §2.5): where an underline is drawn,
/// `auto | [ from-font | under ] || [ left | right ]`.
public struct UnderlinePosition: Sendable, Hashable {
    /// The side of vertical text (`left`/`right`); nil for `auto`: right of Japanese and Korean
    /// text (by `lang`), left of other text.
    public enum Side: String, Sendable, Hashable { case left, right }

    /// `under`: below the descenders in horizontal text (else the font's position, below the
    /// baseline). No effect in vertical text.
    public var under: Bool
    public var side: Side?

    public init(under: Bool = false, side: Side? = nil) {
        self.under = under
        self.side = side
    }

    /// `auto`.
    public static let auto = UnderlinePosition()

    /// The side of a vertical line the underline is drawn on, for text in `language`: `auto`
    /// puts it on the right in Japanese and Korean (CSS Text Decoration 3 §2.5), on the left
    /// otherwise.
    public func isRight(language: String?) -> Bool {
        if let side { return side == .right }
        guard let language = language?.lowercased() else { return false }
        return language == "ja" || language.hasPrefix("ja-") || language == "ko" || language.hasPrefix("ko-")
    }
}

/// The `content` of a `::before` or `::after` pseudo-element (CSS 2.1 §12.2).
public enum GeneratedContent: Sendable, Hashable {
    /// `normal` or `none`: no box is generated.
    case none
    case items([ContentItem])
}

/// One part of a `content` value.
public enum ContentItem: Sendable, Hashable {
    case string(String)
    /// `attr(name)`: the value of an attribute of the element.
    case attribute(String)
    case openQuote, closeQuote
    /// `no-open-quote`, `no-close-quote`: the quote depth changes, nothing is shown.
    case noOpenQuote, noCloseQuote
    /// `counter(name, style)`: the innermost counter's value (CSS 2.1 §12.4).
    case counter(String, ListStyleType)
    /// `counters(name, separator, style)`: every counter of that name in scope, joined.
    case counters(String, separator: String, ListStyleType)
}

/// A pair of quotation marks of `quotes` (CSS 2.1 §12.3).
public struct QuotePair: Sendable, Hashable {
    public var open: String
    public var close: String

    public init(open: String, close: String) {
        self.open = open
        self.close = close
    }
}

/// `position` (CSS 2.1 §9.3.1; `sticky` is laid out as `relative`, where it starts).
public enum Position: String, Sendable, Hashable {
    case `static`, relative, absolute, fixed

    /// True for `absolute` and `fixed`: the box is taken out of the flow (CSS 2.1 §9.6).
    public var isOutOfFlow: Bool { self == .absolute || self == .fixed }
}

/// `overflow-x`/`overflow-y`, as far as painting cares: `hidden`, `clip`, `scroll` and `auto`
/// all clip a page (a page cannot scroll), so they are one value.
public enum Overflow: String, Sendable, Hashable { case visible, hidden }
