import RRenderStyle

/// Gathers the children of one block container: block boxes, and the inline content between
/// them wrapped in anonymous blocks (CSS 2.1 §9.2.1.1).
struct BlockCollector {
    let style: ComputedStyle
    let hyphenator: (any Hyphenator)?
    private(set) var blocks: [BlockBox] = []
    var inline: InlineContentBuilder

    init(style: ComputedStyle, hyphenator: (any Hyphenator)?) {
        self.style = style
        self.hyphenator = hyphenator
        inline = InlineContentBuilder(hyphenator: hyphenator)
    }

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
        let floats = inline.floats
        if let content = paragraph(first: blocks.isEmpty) {
            var anonymous = BlockBox.anonymous(content, parentStyle: style)
            // text-indent applies only to the first formatted line of the element (CSS 2.1 §16.1).
            anonymous.style.textIndent = blocks.isEmpty ? style.textIndent : .zero
            blocks.append(anonymous)
        } else {
            // Floats in inline content without text float on their own.
            blocks += floats.map(\.box)
        }
        inline = InlineContentBuilder(hyphenator: hyphenator)
    }

    private mutating func paragraph(first: Bool) -> InlineContent? {
        let direction: Direction? = style.direction == .rtl ? .rtl : nil
        var content = inline.finish(alignment: style.textAlign, direction: direction, indent: 0,
                                    breaksLongWords: style.overflowWrap != .normal)
        content?.paragraph.vertical = style.writingMode.isVertical
        return content
    }
}
