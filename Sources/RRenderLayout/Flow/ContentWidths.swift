import RRenderCore
import RRenderStyle

/// Min-content and max-content widths of boxes (CSS Sizing 3 §4), for table columns.
struct ContentWidths {
    let shaper: any TextShaper
    let pageHeight: Double
    /// Widths already measured in this resource's layout.
    var cache: ContentWidthCache?

    /// The border-box widths of `box` including its px margins.
    func of(_ box: BlockBox) -> (min: Double, max: Double) { cached(box, measure) }

    /// `measure(box)`, kept in the cache by the box's element.
    private func cached(_ box: BlockBox, _ measure: (BlockBox) -> (min: Double, max: Double)) -> (min: Double, max: Double) {
        let key = box.source.map { "\($0)|\(box.tag)" }
        if let key, let known = cache?.widths[key] { return known }
        let widths = measure(box)
        if let key { cache?.widths[key] = widths }
        return widths
    }

    /// The border-box widths of a table wrapper's table (and captions), without its margins;
    /// a `width` in px is a border-box width that the table's min-content width may exceed.
    func ofTableWrapper(_ wrapper: BlockBox) -> (min: Double, max: Double) {
        let inner = contentOf(wrapper)
        guard case .px(let specified) = wrapper.style.width else { return inner }
        let width = specified + wrapper.tableContentEdges(containingWidth: 0)
        return (max(width, inner.min), max(width, inner.min))
    }

    private func measure(_ box: BlockBox) -> (min: Double, max: Double) {
        let style = box.style
        let border = style.usedBorderWidths, padding = style.usedPadding(containingWidth: 0)
        var edges = border.horizontal + padding.horizontal
        if case .px(let left) = style.margin.left { edges += left }
        if case .px(let right) = style.margin.right { edges += right }
        if box.isTableWrapper {
            let table = ofTableWrapper(box)
            return (table.min + edges, table.max + edges)
        }
        var inner: (min: Double, max: Double)
        if case .px(let width) = style.width { inner = (width, width) } else { inner = multicolumn(contentOf(box), style: style) }
        inner = Self.bounded(inner, by: style)
        return (inner.min + edges, inner.max + edges)
    }

    /// The border-box widths of a table cell: those of its columns, laid out in its own mode
    /// (`FlowLayout.orthogonalContent`), for a vertical cell in a horizontal table.
    func ofCell(_ box: BlockBox) -> (min: Double, max: Double) {
        guard let cache, !cache.flowIsVertical, box.style.writingMode.isVertical else { return of(box) }
        return cached(box) { box in
            let style = box.style
            let edges = style.usedBorderWidths.horizontal + style.usedPadding(containingWidth: 0).horizontal
            let layout = FlowLayout(shaper: shaper, pageHeight: pageHeight, widthCache: cache)
            let width = style.width.resolve(against: 0) ?? layout.orthogonalContent(box, containingWidth: 0).contentSize.width
            return (width + edges, width + edges)
        }
    }

    /// Content widths within the box's `max-width` and `min-width` in px (CSS Sizing 3 §5.2:
    /// they bound a box's min- and max-content contributions, `min-width` winning).
    private static func bounded(_ widths: (min: Double, max: Double), by style: ComputedStyle) -> (min: Double, max: Double) {
        var result = widths
        if case .px(let maxWidth)? = style.maxWidth {
            result = (Swift.min(result.min, maxWidth), Swift.min(result.max, maxWidth))
        }
        if case .px(let minWidth) = style.minWidth { result = (Swift.max(result.min, minWidth), Swift.max(result.max, minWidth)) }
        return result
    }

    /// A multi-column box's columns side by side, each as wide as the content asks (or
    /// `column-width`), with the gaps between them.
    private func multicolumn(_ widths: (min: Double, max: Double), style: ComputedStyle) -> (min: Double, max: Double) {
        let multicol = style.multicol
        guard multicol.isMulticol else { return widths }
        var result = widths
        let count = Double(max(1, multicol.count ?? 1)), gap = multicol.gap?.resolve(against: 0) ?? style.fontSize
        let gaps = gap * (count - 1)
        result.max = count * max(widths.max, multicol.width ?? 0) + gaps
        if multicol.count != nil { result.min = count * widths.min + gaps }
        return result
    }

    private func contentOf(_ box: BlockBox) -> (min: Double, max: Double) {
        switch box.content {
        case .inline(let content):
            let indent = box.style.textIndent.resolve(against: 0)
            guard !content.inlineBlocks.isEmpty else {
                let widths = measure(paragraph(content, inlineBlockWidths: [:]))
                return (widths.min, widths.max + indent)
            }
            // Inline-blocks count with their min-content width in the min-content pass, their
            // max-content width in the other.
            let blocks = content.inlineBlocks.map { (offset: $0.byteOffset, widths: of($0.box)) }
            func pass(_ pick: ((min: Double, max: Double)) -> Double) -> (min: Double, max: Double) {
                let widths = Dictionary(blocks.map { ($0.offset, pick($0.widths)) }, uniquingKeysWith: max)
                return measure(paragraph(content, inlineBlockWidths: widths))
            }
            return (pass { $0.min }.min, pass { $0.max }.max + indent)
        case .blocks(let children):
            // Absolutely positioned children are out of the flow: they do not widen it (§10.3.7).
            return children.reduce((0, 0)) { acc, child in
                if child.style.position.isOutOfFlow { return acc }
                let w = of(child)
                return (max(acc.0, w.min), max(acc.1, w.max))
            }
        case .image(let image):
            let width = naturalSize(image, style: box.style).width
            return (width, width)
        case .table(let table):
            let sizer = TableSizer(table: table, style: box.style, shaper: shaper, pageHeight: pageHeight, cache: cache)
            return sizer.contentWidths()
        }
    }

    /// The min- and max-content widths of `spec`; a long paragraph is measured a chunk at a
    /// time (`ParagraphChunk`): its longest word, and its longest run of chunks between forced
    /// breaks (a little more than its widest line when a chunk is cut inside a line, which
    /// only matters for a paragraph far wider than any page).
    private func measure(_ spec: ParagraphSpec) -> (min: Double, max: Double) {
        let length = spec.text.utf8.count
        guard length > ParagraphSpec.chunkBytes else { return shaper.contentWidths(of: spec) }
        var result = (min: 0.0, max: 0.0), line = 0.0, offset = 0
        while offset < length {
            // Words stay whole: measuring does not break them, so a long one costs no more.
            let chunk = ParagraphChunk(spec, from: offset, wordLimit: ParagraphSpec.chunkBytes)
            let widths = shaper.contentWidths(of: chunk.spec)
            line += widths.max
            result = (Swift.max(result.min, widths.min), Swift.max(result.max, line))
            if chunk.cut != .text { line = 0 }
            offset = Swift.max(chunk.resume, offset + 1)
        }
        return result
    }

    /// The paragraph with its images at their natural sizes and its inline-blocks as wide as given.
    private func paragraph(_ content: InlineContent, inlineBlockWidths: [Int: Double]) -> ParagraphSpec {
        var spec = content.paragraph
        spec.objects = content.images.map {
            InlineObject(byteOffset: $0.byteOffset, size: naturalSize($0.image, style: $0.style), image: $0.image.href)
        }
        spec.objects += inlineBlockWidths.map {
            InlineObject(byteOffset: $0.key, size: Size(width: $0.value, height: 1), image: nil)
        }
        spec.objects.sort { $0.byteOffset < $1.byteOffset }
        content.addingInlineBoxes(to: &spec, containingWidth: 0)
        return spec
    }

    private func naturalSize(_ image: ImageBox, style: ComputedStyle) -> Size {
        ImageSizing.usedSize(
            image, style: style, containingWidth: .greatestFiniteMagnitude, containingHeight: nil, pageHeight: pageHeight,
            fitsPage: cache?.imagesFitPage ?? true)
    }
}

/// The content widths of the element boxes of one resource, by element index and tag: nested
/// tables and inline-blocks (MathML fractions and matrices) are measured once, not once per
/// level of nesting and pass.
final class ContentWidthCache {
    var widths: [String: (min: Double, max: Double)] = [:]
    /// False in scroll mode: images keep their height instead of fitting a page (the widths
    /// held here depend on it, so it lives with them, one value per resource).
    var imagesFitPage = true
    /// True in a vertical document's flows (laid out in logical coordinates): a vertical box
    /// there is in its own mode, a vertical box in a horizontal flow is orthogonal to it.
    var flowIsVertical = false
    /// The writing mode those flows are in: what a horizontal box's content inside them is
    /// turned by (`VerticalMapping.logical`).
    var flowMode = WritingMode.horizontalTB
}
