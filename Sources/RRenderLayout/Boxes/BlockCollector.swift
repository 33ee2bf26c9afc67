import RRenderStyle

/// Gathers the children of one block container: block boxes, and the inline content between
/// them wrapped in anonymous blocks (CSS 2.1 §9.2.1.1). Each paragraph it makes carries the
/// container's CSS selector (`ElementSelectors`), made once, when there is a paragraph to carry it.
struct BlockCollector {
    let sharedStyle: SharedStyle
    let hyphenator: (any Hyphenator)?
    private(set) var blocks: [BlockBox] = []
    var inline: InlineContentBuilder
    /// Makes the container's selector; nil when paragraphs carry none.
    private let makeSelector: (() -> String?)?
    private var selector: String??
    private let anonymousStyles: AnonymousStyles

    init(
        sharedStyle: SharedStyle, hyphenator: (any Hyphenator)?, anonymousStyles: AnonymousStyles,
        selector: (() -> String?)? = nil
    ) {
        self.sharedStyle = sharedStyle
        self.hyphenator = hyphenator
        self.anonymousStyles = anonymousStyles
        makeSelector = selector
        inline = InlineContentBuilder(hyphenator: hyphenator)
        startParagraph()
    }

    /// A block of `unicode-bidi: bidi-override` (or `isolate-override`) overrides the bidi
    /// classes of its inline content: each of its paragraphs starts inside an override of its
    /// direction (CSS 2.1 §9.10; a paragraph's end closes it).
    private mutating func startParagraph() {
        guard style.unicodeBidi == .bidiOverride || style.unicodeBidi == .isolateOverride else { return }
        inline.appendBidiControl(
            UnicodeBidi.bidiOverride.controls(style.direction).open,
            textStyle: TextStyle(style, decoration: [], baselineShift: 0))
    }

    var style: ComputedStyle { sharedStyle.value }

    /// Ends the current run of inline content and adds `block` after it.
    mutating func addBlock(_ block: BlockBox) {
        flushInline()
        blocks.append(block)
    }

    /// The container's content: a single paragraph when it has no block children.
    mutating func finish() -> BlockContent {
        if blocks.isEmpty, inline.hasContent, let content = paragraph(first: true) { return .inline(content) }
        flushInline()
        return .blocks(blocks)
    }

    private mutating func flushInline() {
        let floats = inline.floats, positioned = inline.positioned, open = inline.openBoxTemplates
        if let content = paragraph(first: blocks.isEmpty) {
            // text-indent applies only to the first formatted line of the element (CSS 2.1 §16.1).
            let style = anonymousStyles.style(inside: sharedStyle, first: blocks.isEmpty)
            blocks.append(BlockBox(sharedStyle: style, source: nil, tag: "", content: .inline(content)))
        } else {
            // Floats and positioned boxes in inline content without text stand on their own.
            blocks += floats.map(\.box) + positioned.map(\.box)
        }
        inline = InlineContentBuilder(hyphenator: hyphenator)
        startParagraph()
        // Inline elements around the block go on after it, without their start edges.
        inline.continueBoxes(open)
    }

    /// Whether a word too long for a line breaks (CSS Text 3 §5.5): `break-word`, `anywhere`,
    /// legacy `word-break: break-word`, and rrender's page-edge default outside floats and
    /// boxes of a set width (a `label { float: right; width: 2% }` keeps "108" whole) and table
    /// cells (their columns are as wide as their longest words, unless a fixed table layout
    /// says otherwise, and then words overflow as the author's widths ask).
    static func breaksLongWords(_ style: ComputedStyle) -> Bool {
        switch style.overflowWrap {
        case .breakWord, .anywhere: return true
        case .pageEdge:
            return style.wordBreak == .breakWord || (style.float == .none && style.width == .auto && style.display != .tableCell)
        case .normal: return style.wordBreak == .breakWord
        }
    }

    /// `text-align-last` as an alignment, nil for `auto` (CSS Text 3 §6.3).
    static func alignLast(_ style: ComputedStyle) -> TextAlign? {
        switch style.textAlignLast {
        case .auto: nil
        case .start: .start
        case .end: .end
        case .left: .left
        case .right: .right
        case .center: .center
        case .justify: .justify
        }
    }

    private mutating func paragraph(first: Bool) -> InlineContent? {
        // The block's `direction` is its paragraphs' (CSS Writing Modes 3 §2.1; a content
        // document takes none from its text, as in browsers). With `unicode-bidi: plaintext` each
        // paragraph's direction is its text's (UAX #9 P2, P3).
        let direction: Direction? = style.unicodeBidi == .plaintext ? nil : style.direction
        var content = inline.finish(
            alignment: style.textAlign, direction: direction, indent: 0,
            breaksLongWords: Self.breaksLongWords(style))
        if style.unicodeBidi == .bidiOverride || style.unicodeBidi == .isolateOverride {
            content?.paragraph.direction = style.direction
        } else if direction == nil, let text = content?.paragraph.text, BidiControls.contains(text) {
            // A plaintext paragraph with `unicode-bidi` elements (see `BidiControls`).
            content?.paragraph.direction = BidiControls.firstStrongDirection(text) ?? .ltr
        }
        content?.paragraph.vertical = style.writingMode.isVertical
        content?.paragraph.breaksAnywhere = style.wordBreak == .breakAll || style.lineBreak == .anywhere
        content?.paragraph.alignLast = Self.alignLast(style)
        content?.paragraph.justify = style.textJustify
        if content != nil, let makeSelector {
            if selector == nil { selector = .some(makeSelector()) }
            content?.paragraph.cssSelector = selector ?? nil
        }
        return content
    }
}

/// The styles of anonymous blocks (CSS 2.1 §9.2.1.1), made once per parent style: the first
/// keeps the parent's `text-indent`, the others have none. A chapter of many containers with
/// text beside blocks would otherwise hold one whole `ComputedStyle` per anonymous block.
final class AnonymousStyles {
    private var made: [ObjectIdentifier: (parent: SharedStyle, first: SharedStyle, rest: SharedStyle)] = [:]

    func style(inside parent: SharedStyle, first: Bool) -> SharedStyle {
        if let known = made[ObjectIdentifier(parent)] { return first ? known.first : known.rest }
        var style = parent.value.inheritingProperties()
        style.display = .block
        style.textIndent = parent.value.textIndent
        let firstStyle = SharedStyle(style)
        style.textIndent = .zero
        let entry = (parent, firstStyle, SharedStyle(style))
        made[ObjectIdentifier(parent)] = entry
        return first ? entry.1 : entry.2
    }
}
