import RRenderCore
import RRenderStyle

/// A float laid out and placed: what it draws and its margin box, in flow coordinates.
struct PlacedFloatContent {
    var fragments: [Fragment]
    var links: [LinkRegion]
    var rect: Rect
    /// Where the float occurs in its paragraph's text, for floats met inside a paragraph.
    var anchor: Int?
}

extension FlowLayout {
    /// Lays a floated box out in a flow of its own (a float is a block formatting context,
    /// CSS 2.1 §9.4.1) and places it at or below `y` within `[x, x + width)` (§9.5.1). A float
    /// without a `width` shrinks to fit its content (§10.3.5).
    func placeFloat(_ box: BlockBox, y: Double, x: Double, width: Double) -> PlacedFloatContent {
        let style = box.style
        let border = style.usedBorderWidths, padding = style.usedPadding(containingWidth: width)
        let margin = EdgeInsets(top: style.margin.top.resolve(against: width) ?? 0, right: style.margin.right.resolve(against: width) ?? 0,
                                bottom: style.margin.bottom.resolve(against: width) ?? 0, left: style.margin.left.resolve(against: width) ?? 0)
        let edges = border.horizontal + padding.horizontal + margin.horizontal
        let contentWidth = floatContentWidth(box, available: max(0, width - edges), edges: edges, containingWidth: width)
        let inner = FlowLayout(shaper: shaper, pageHeight: pageHeight).layoutContent(of: box, width: contentWidth)
        var height = inner.height
        if let specified = style.height.resolve(against: pageHeight) { height = max(height, specified) }
        let outer = Size(width: contentWidth + edges, height: height + border.vertical + padding.vertical + margin.vertical)
        let rect = floatArea.place(size: outer, side: style.float == .right ? .right : .left, y: y, left: x, right: x + width)
        let borderBox = Rect(x: rect.minX + margin.left, y: rect.minY + margin.top,
                             width: rect.width - margin.horizontal, height: rect.height - margin.vertical)
        var placed = PlacedFloatContent(fragments: [], links: [], rect: rect)
        let decoration = BoxFragment(style: style, rect: borderBox)
        if !decoration.isInvisible { placed.fragments.append(.box(decoration)) }
        let dx = borderBox.minX + border.left + padding.left, dy = borderBox.minY + border.top + padding.top
        var row = LaidOutRow(height: 0)
        row.add(inner, dx: dx, dy: dy)
        placed.fragments += box.tag == "::first-letter" ? row.fragments.map(Self.joiningNext) : row.fragments
        placed.links = row.links
        return placed
    }

    /// A text fragment whose paragraph runs on into the next one (a floated first letter).
    private static func joiningNext(_ fragment: Fragment) -> Fragment {
        guard case .text(let line) = fragment else { return fragment }
        let source = ParagraphSource(spec: line.paragraph.spec, isGenerated: line.paragraph.isGenerated, joinsNext: true)
        let paragraph = FlowParagraph(source: source, shaped: line.paragraph.shaped, byteOffset: line.paragraph.byteOffset)
        return .text(TextFragment(paragraph: paragraph, line: line.line, origin: line.origin, rect: line.rect))
    }

    /// A float's content width: its `width`, an image's used width, else shrink-to-fit.
    private func floatContentWidth(_ box: BlockBox, available: Double, edges: Double, containingWidth: Double) -> Double {
        let style = box.style
        if case .image(let image) = box.content {
            return ImageSizing.usedSize(image, style: style, containingWidth: available, pageHeight: pageHeight).width
        }
        if let specified = style.width.resolve(against: containingWidth) {
            var width = specified
            if let maxWidth = style.maxWidth?.resolve(against: containingWidth) { width = min(width, maxWidth) }
            return max(width, style.minWidth.resolve(against: containingWidth))
        }
        let widths = ContentWidths(shaper: shaper, pageHeight: pageHeight).of(box)
        let inner = (min: max(0, widths.min - edges), max: max(0, widths.max - edges))
        return min(max(inner.min, available), inner.max)
    }

    /// A block-level float between blocks: placed where the next block would start, drawn with
    /// the next atom (so a page break never separates it from what follows it).
    func layoutBlockFloat(_ box: BlockBox, x: Double, containingWidth: Double) {
        let placed = placeFloat(box, y: cursorY + margins.value, x: x, width: containingWidth)
        queueFloat(placed)
        if let id = box.anchorID { pendingAnchors.append(id) }
    }

    /// Keeps a placed float's fragments for the next atom.
    func queueFloat(_ placed: PlacedFloatContent) {
        pendingFloat.fragments += placed.fragments
        pendingFloat.links += placed.links
        pendingFloat.top = min(pendingFloat.top ?? placed.rect.minY, placed.rect.minY)
        pendingFloat.bottom = max(pendingFloat.bottom, placed.rect.maxY)
    }
}

/// Floats placed but not drawn yet: they travel with the next atom.
struct PendingFloat {
    var fragments: [Fragment] = []
    var links: [LinkRegion] = []
    var top: Double?
    var bottom: Double = 0

    var isEmpty: Bool { fragments.isEmpty && top == nil }
}
