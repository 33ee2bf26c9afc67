import RRenderCore

/// The computed value of every CSS property rrender uses, for one element (CSS Cascade 4 §4.4).
///
/// Lengths are absolute px except percentages, which stay percentages until layout knows the
/// containing block. `ComputedStyle.initial` holds the initial values; `inheriting(from:)` gives
/// a child its parent's inherited properties and the initial values of the others.
public struct ComputedStyle: Sendable, Hashable {
    // Box model
    public var display: Display = .inline
    /// True for an absolutely positioned box blockified from an inline-level `display` (CSS 2.1
    /// §9.7): its static position is where it would have been in its line (§10.3.7).
    public var wasInlineLevel = false
    public var float: Float = .none
    public var clear: Clear = .none
    /// `box-sizing` (CSS Box Sizing 3 §3): whether `width`/`height` and their limits size the
    /// content box or the border box (layout turns the latter into the former:
    /// `ComputedStyle.sizingContentBox`).
    public var boxSizing: BoxSizing = .contentBox
    public var margin = Sides<LengthPercentageAuto>(all: .px(0))
    public var padding = Sides<LengthPercentage>(all: .zero)
    /// `medium` (3 px) initially: a border given only a style is 3 px wide (CSS Backgrounds 3 §4.3).
    public var borderWidth = Sides<Double>(all: 3)
    public var borderStyle = Sides<BorderStyle>(all: .none)
    /// Border colours; nil means `currentcolor`.
    public var borderColor = Sides<Color?>(all: nil)
    public var width: LengthPercentageAuto = .auto
    public var height: LengthPercentageAuto = .auto
    public var minWidth: LengthPercentage = .zero
    public var minHeight: LengthPercentage = .zero
    /// nil is `none`.
    public var maxWidth: LengthPercentage? = nil
    /// nil is `none`.
    public var maxHeight: LengthPercentage? = nil
    public var backgroundColor: Color = .transparent
    /// Not inherited.
    public var objectFit: ObjectFit = .fill
    /// `border-collapse: collapse` (inherited).
    public var borderCollapse = false
    /// `border-spacing` in px (inherited).
    public var borderSpacing = BorderSpacing.zero
    /// `table-layout` (not inherited).
    public var tableLayout: TableLayout = .auto
    /// `caption-side` (inherited).
    public var captionSide: CaptionSide = .top
    /// `empty-cells` (inherited).
    public var emptyCells: EmptyCells = .show
    /// `visibility` (inherited): a hidden box takes its room but paints nothing (CSS 2.1 §11.2).
    public var visibility: Visibility = .visible
    /// Background layers, shadows, radii and opacity: rare, so kept out of line (nil: initial).
    private var effectsStorage: BoxEffectsStorage?
    /// Background layers, shadows, radii and opacity (not inherited).
    public var effects: BoxEffectsStyle {
        get { effectsStorage?.value ?? .initial }
        set { effectsStorage = newValue == .initial ? nil : BoxEffectsStorage(newValue) }
    }
    /// True when some effect is not at its initial value (cheap: no copy of the effects).
    public var hasEffects: Bool { effectsStorage != nil }
    /// The used opacity (`effects.opacity`), read without copying the effects.
    public var opacity: Double { effectsStorage?.value.opacity ?? 1 }

    // Fonts and text (inherited unless noted)
    public var fontFamily: [String] = ["serif"]
    public var fontSize: Double = 16
    public var fontWeight: Int = 400
    public var fontStyle: FontStyle = .normal
    public var smallCaps = false
    /// `font-variant-numeric` as OpenType feature tags ("onum", "tnum"…), empty for `normal`.
    public var fontVariantNumeric: [String] = []
    /// `font-variant-ligatures` as OpenType feature settings ("-liga", "dlig"…), empty for `normal`.
    public var fontVariantLigatures: [String] = []
    public var lineHeight: LineHeight = .normal
    public var color: Color = .black
    public var textAlign: TextAlign = .start
    public var textAlignLast: TextAlignLast = .auto
    public var textJustify: TextJustify = .auto
    public var textIndent: LengthPercentage = .zero
    public var textTransform: TextTransform = .none
    /// `text-transform: full-width` (CSS Text 3 §2.1), alone or beside a case transform.
    public var fullWidth = false
    public var whiteSpace: WhiteSpace = .normal
    public var letterSpacing: Double = 0
    public var wordSpacing: Double = 0
    /// The used direction: `ltr` for upright text in a vertical mode, whatever the element says
    /// (CSS Writing Modes 3 §5.1), else `declaredDirection`.
    public var direction: Direction = .ltr
    /// The computed `direction`, the one children inherit.
    public var declaredDirection: Direction = .ltr
    /// Not inherited (`inheritingProperties` leaves it `normal`).
    public var unicodeBidi: UnicodeBidi = .normal
    public var hyphens: Hyphens = .manual
    public var overflowWrap: OverflowWrap = .normal
    public var wordBreak: WordBreak = .normal
    public var lineBreak: LineBreak = .auto
    /// The content language (from `lang`/`xml:lang`), inherited.
    public var language: String? = nil
    /// Not inherited: each element draws its own decorations over its descendants' text.
    public var textDecoration: TextDecoration = []
    /// Not inherited.
    public var verticalAlign: VerticalAlign = .baseline
    /// Ruby, emphasis marks and tate-chu-yoko (inherited).
    public var eastAsian = EastAsianTypography()

    // Lists (inherited)
    public var listStyleType: ListStyleType = .disc
    public var listStylePosition: ListStylePosition = .outside

    /// `writing-mode` (inherited); a resource is laid out in its root's mode.
    public var writingMode: WritingMode = .horizontalTB
    /// `text-orientation` (inherited): how characters stand in vertical text.
    public var textOrientation: TextOrientation = .mixed
    /// `text-underline-position` (inherited).
    public var underlinePosition: UnderlinePosition = .auto
    /// Custom properties (`--name`) in force, inherited (CSS Variables 1 §2).
    public var customProperties: [String: [CSSComponentValue]] = [:]
    /// `column-*` of a multi-column container (CSS Multicol 1), not inherited.
    public var multicol = Multicol()
    /// `content`, for `::before` and `::after` (not inherited).
    public var content: GeneratedContent = .none
    /// `counter-reset` and `counter-increment` (not inherited).
    public var counterReset: [CounterChange] = []
    public var counterIncrement: [CounterChange] = []
    /// `quotes` (inherited): the marks of each nesting level, outermost first; empty for `none`.
    public var quotes = [QuotePair(open: "\u{201C}", close: "\u{201D}"), QuotePair(open: "\u{2018}", close: "\u{2019}")]

    // Fragmentation (not inherited, except orphans and widows)
    public var breakBefore: BreakValue = .auto
    public var breakAfter: BreakValue = .auto
    public var breakInside: BreakValue = .auto
    public var orphans = 2
    public var widows = 2

    // Positioning (CSS 2.1 §9.3, §9.9, §11.1; not inherited)
    public var position: Position = .static
    /// `top`, `right`, `bottom`, `left`: the box offsets of a positioned box.
    public var inset = Sides<LengthPercentageAuto>(all: .auto)
    /// `z-index`; nil is `auto`.
    public var zIndex: Int? = nil
    public var overflowX: Overflow = .visible
    public var overflowY: Overflow = .visible
    /// `clip` (of an absolutely positioned box); nil is `auto`.
    public var clip: ClipRect? {
        get { clipStorage?.value }
        set { clipStorage = newValue.map(ClipRect.Storage.init) }
    }
    /// `clip` behind a reference: every element's style is copied into each frame of the
    /// recursions over the tree, and a document at libxml2's depth limit must lay out in half a
    /// thread's stack in a debug build (`DeepDocumentTests`). Held inline, this property few
    /// books set made every style larger, and that stack overflowed.
    private var clipStorage: ClipRect.Storage? = nil

    /// The initial values of every property (CSS 2.1 and CSS Text/Fonts defaults).
    public static let initial = ComputedStyle()

    public init() {}

    /// Sets the used `direction` from `declaredDirection`, the writing mode and the orientation.
    public mutating func settleDirection() {
        let upright = writingMode.isVertical && !writingMode.isSideways && textOrientation == .upright
        direction = upright ? .ltr : declaredDirection
    }

    /// A child style: the inherited properties of `parent`, the initial value of the others.
    public func inheritingProperties() -> ComputedStyle {
        var child = ComputedStyle.initial
        child.fontFamily = fontFamily
        child.fontSize = fontSize
        child.fontWeight = fontWeight
        child.fontStyle = fontStyle
        child.smallCaps = smallCaps
        child.fontVariantNumeric = fontVariantNumeric
        child.fontVariantLigatures = fontVariantLigatures
        child.lineHeight = lineHeight
        child.color = color
        child.textAlign = textAlign
        child.textAlignLast = textAlignLast
        child.textJustify = textJustify
        child.textIndent = textIndent
        child.textTransform = textTransform
        child.fullWidth = fullWidth
        child.whiteSpace = whiteSpace
        child.letterSpacing = letterSpacing
        child.wordSpacing = wordSpacing
        child.declaredDirection = declaredDirection
        child.hyphens = hyphens
        child.overflowWrap = overflowWrap
        child.wordBreak = wordBreak
        child.lineBreak = lineBreak
        child.language = language
        child.eastAsian = eastAsian
        child.listStyleType = listStyleType
        child.listStylePosition = listStylePosition
        child.quotes = quotes
        child.orphans = orphans
        child.writingMode = writingMode
        child.textOrientation = textOrientation
        child.underlinePosition = underlinePosition
        child.customProperties = customProperties
        child.borderCollapse = borderCollapse
        child.borderSpacing = borderSpacing
        child.captionSide = captionSide
        child.emptyCells = emptyCells
        child.visibility = visibility
        child.widows = widows
        child.settleDirection()
        return child
    }

    /// True when the box clips its content to its padding box (`overflow` other than
    /// `visible` on either axis; CSS Overflow 3 §3: rrender clips both axes then).
    public var clipsOverflow: Bool { overflowX != .visible || overflowY != .visible }

    /// The used border widths: zero where the style is `none` or `hidden` (CSS 2.1 §8.5.1).
    public var usedBorderWidths: EdgeInsets {
        func w(_ width: Double, _ style: BorderStyle) -> Double { style.isInvisible ? 0 : width }
        return EdgeInsets(
            top: w(borderWidth.top, borderStyle.top), right: w(borderWidth.right, borderStyle.right),
            bottom: w(borderWidth.bottom, borderStyle.bottom), left: w(borderWidth.left, borderStyle.left))
    }

    /// Padding in px, percentages taken of the containing block's width (CSS 2.1 §8.4).
    public func usedPadding(containingWidth: Double) -> EdgeInsets {
        EdgeInsets(
            top: padding.top.resolve(against: containingWidth), right: padding.right.resolve(against: containingWidth),
            bottom: padding.bottom.resolve(against: containingWidth), left: padding.left.resolve(against: containingWidth))
    }
}

/// `text-transform`'s two parts: a case transform and `full-width`.
public struct TextTransformKeywords: Sendable, Hashable {
    public var transform: TextTransform
    public var fullWidth: Bool
}

extension ComputedStyle {
    /// `text-transform` as the cascade sets it: both `textTransform` and `fullWidth`.
    var textTransformKeywords: TextTransformKeywords {
        get { TextTransformKeywords(transform: textTransform, fullWidth: fullWidth) }
        set {
            textTransform = newValue.transform
            fullWidth = newValue.fullWidth
        }
    }
}
