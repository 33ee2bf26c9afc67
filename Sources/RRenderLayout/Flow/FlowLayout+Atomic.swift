import RRenderCore
import RRenderStyle

/// A box laid out in a flow of its own, positioned at the origin of its margin box: a float or
/// an inline-block before it is placed.
struct AtomicBoxContent {
    var fragments: [Fragment]
    var links: [LinkRegion]
    /// The margin box size.
    var size: Size
    /// The baseline of its last line of text from the margin box's top, nil without text (or
    /// with vertical text only, in a horizontal flow).
    var lastBaseline: Double?

    /// The content moved to `origin` (its margin box's top-left).
    func placed(at origin: Point) -> (fragments: [Fragment], links: [LinkRegion]) {
        (
            fragments.map { $0.offsetBy(dx: origin.x, dy: origin.y) },
            links.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
        )
    }
}

/// A box laid out in a flow of its own, before its content is flattened into fragments: a
/// float taller than a page keeps its flow's atoms to break across pages (`FragmentedFloat`).
struct AtomicBoxLayout {
    /// The content, at the origin of the content box.
    var inner: Flow
    /// The margin box size.
    var size: Size
    /// The border box, from the margin box's top-left.
    var borderBox: Rect
    /// The content box's top-left, from the margin box's top-left.
    var contentOrigin: Point
    /// The content box's height: the content's, or a taller `height`.
    var contentHeight: Double
    /// The box's own background and borders, nil when it paints none.
    var decoration: BoxFragment?
    /// True for an inline-table: its baseline is its first row's, not its last line's (CSS 2.1
    /// §17.4).
    var baselineIsFirst = false
    /// The absolutely positioned boxes inside, in the content box's coordinates (a float's).
    var positioned = InnerPositioned()
    /// The padding box, from the margin box's top-left, when `overflow` clips the content to it
    /// (CSS 2.1 §11.1.1); nil when the content may overflow.
    var clip: Rect?

    /// The box flattened: its decoration, then its content.
    var content: AtomicBoxContent {
        var content = AtomicBoxContent(fragments: decoration.map { [.box($0)] } ?? [], links: [], size: size)
        var row = LaidOutRow(height: 0)
        row.add(inner, dx: contentOrigin.x, dy: contentOrigin.y)
        content.fragments += clip.map { [.pushClip($0)] + row.fragments + [.popClip] } ?? row.fragments
        content.links = row.links
        // A box that clips its content has its bottom margin edge as its baseline (§10.8.1).
        guard clip == nil else { return content }
        content.lastBaseline = Self.baseline(of: row.fragments, first: baselineIsFirst)
        return content
    }

    /// The baseline of the last line of text among `fragments` (the first with `first`), nil
    /// without one.
    static func baseline(of fragments: [Fragment], first: Bool) -> Double? {
        let lines = first ? Array(fragments) : fragments.reversed()
        // The lines of an orthogonal box run across the line it sits on: their baselines are
        // not along it, and the box's own bottom edge is its baseline (CSS Inline 3 §4.1.3).
        for case .text(let line) in lines where !line.paragraph.isGenerated && !line.isVertical && !line.keepsHorizontal {
            return line.origin.y
        }
        return nil
    }
}

extension FlowLayout {
    /// Lays `box` out as a block formatting context of its own (CSS 2.1 §9.4.1), in a containing
    /// block `containingWidth` wide: its `width`, an image's used width, else shrink-to-fit
    /// (§10.3.5 for floats, §10.3.9 for inline-blocks).
    func layoutAtomic(_ box: BlockBox, containingWidth width: Double) -> AtomicBoxContent {
        let laid = layoutAtomicBox(box, containingWidth: width)
        // In `vertical-lr` text its lines go on stacking left to right (`mirroredForVerticalLR`).
        guard widthCache.flowMode == .verticalLR, !isOrthogonal(box) else { return laid.content }
        return laid.content.mirroredForVerticalLR(baselineIsFirst: laid.baselineIsFirst)
    }

    /// `layoutAtomic` before the content is flattened. With `positionsBoxes` (a float), the
    /// absolutely positioned boxes inside are taken out of its content (`AtomicBoxLayout.positioned`).
    func layoutAtomicBox(_ box: BlockBox, containingWidth width: Double, positionsBoxes: Bool = false) -> AtomicBoxLayout {
        let box = box.sizingContentBox(containingWidth: width, containingHeight: percentageBase)
        if isOrthogonal(box) { return orthogonalAtomicBox(box, containingWidth: width) }
        let style = box.style
        let border = style.usedBorderWidths, padding = style.usedPadding(containingWidth: width)
        let margin = EdgeInsets(
            top: style.margin.top.resolve(against: width) ?? 0, right: style.margin.right.resolve(against: width) ?? 0,
            bottom: style.margin.bottom.resolve(against: width) ?? 0, left: style.margin.left.resolve(against: width) ?? 0)
        let edges = border.horizontal + padding.horizontal + margin.horizontal
        let contentWidth = atomicContentWidth(
            box, available: max(0, width - edges), edges: edges, containingWidth: width,
            containingHeight: percentageBase, imagePercentBase: width)
        let vertical = BlockHeight(style: style, containingHeight: percentageBase)
        let flow = FlowLayout(shaper: shaper, pageHeight: pageHeight, widthCache: widthCache)
        flow.containingHeight = vertical.definite
        if positionsBoxes {
            // A positioned float is the containing block of the boxes inside it: its padding box.
            self.positionsBoxes(
                of: flow,
                container: style.position == .static
                    ? nil
                    : { content in
                        Rect(
                            x: -padding.left, y: -padding.top, width: contentWidth + padding.horizontal,
                            height: vertical.used(content: content) + padding.vertical)
                    })
        }
        let sized = Self.imageSized(
            box, in: self, containingWidth: width, containingHeight: percentageBase, available: max(0, width - edges))
        let inner = flow.layoutContent(of: sized, width: contentWidth)
        let height = vertical.used(content: inner.height)
        let size = Size(width: contentWidth + edges, height: height + border.vertical + padding.vertical + margin.vertical)
        let borderBox = Rect(
            x: margin.left, y: margin.top, width: size.width - margin.horizontal, height: size.height - margin.vertical)
        // The padding places `background-origin`/`-clip: content-box` layers (CSS Backgrounds 3 §3.7).
        let decoration = BoxFragment(style: style, rect: borderBox, padding: padding)
        return AtomicBoxLayout(
            inner: inner, size: size, borderBox: borderBox,
            contentOrigin: Point(x: borderBox.minX + border.left + padding.left, y: borderBox.minY + border.top + padding.top),
            contentHeight: height,
            decoration: decoration.isInvisible ? nil : decoration, baselineIsFirst: box.isTableWrapper,
            positioned: InnerPositioned(inner, layout: flow),
            clip: style.clipsOverflow ? borderBox.inset(by: border) : nil)
    }

    /// A floated or inline-block image with its used size set: laid out again inside the content
    /// box that size made, a percentage `width` would be taken of the box itself (a portrait
    /// floated at `height: 50%` in vertical text took half the space it was given).
    static func imageSized(
        _ box: BlockBox, in flow: FlowLayout, containingWidth: Double, containingHeight: Double?,
        available: Double
    ) -> BlockBox {
        guard case .image(let image) = box.content else { return box }
        let size = flow.usedImageSize(
            image, style: box.style, containingWidth: containingWidth, containingHeight: containingHeight,
            fitWidth: available)
        var sized = box
        var style = box.style
        style.width = .px(size.width)
        style.height = .px(size.height)
        (style.minWidth, style.minHeight, style.maxWidth, style.maxHeight) = (.zero, .zero, nil, nil)
        sized.style = style
        return sized
    }

    /// An atomic box's content width: its `width`, an image's used width, else shrink-to-fit.
    /// - Parameter imagePercentBase: what an image's percentages are of: a float's or an
    ///   inline-block's containing block (CSS 2.1 §10.2), the image fitting in `available`;
    ///   nil: `available` (positioned boxes).
    func atomicContentWidth(
        _ box: BlockBox, available: Double, edges: Double, containingWidth: Double,
        containingHeight: Double?, imagePercentBase: Double? = nil
    ) -> Double {
        let style = box.style
        if case .image(let image) = box.content {
            return usedImageSize(
                image, style: style, containingWidth: imagePercentBase ?? available, containingHeight: containingHeight,
                fitWidth: available
            ).width
        }
        if box.isTableWrapper { return usedTableWidth(box, available: available, containingWidth: containingWidth) }
        if let specified = style.width.resolve(against: containingWidth) {
            var width = specified
            if let maxWidth = style.maxWidth?.resolve(against: containingWidth) { width = min(width, maxWidth) }
            return max(width, style.minWidth.resolve(against: containingWidth))
        }
        let widths = ContentWidths(shaper: shaper, pageHeight: pageHeight, cache: widthCache).of(box)
        let inner = (min: max(0, widths.min - edges), max: max(0, widths.max - edges))
        // Shrink-to-fit, then within `max-width` and `min-width` (CSS 2.1 §10.3.5, §10.4).
        var width = min(max(inner.min, available), inner.max)
        if let maxWidth = style.maxWidth?.resolve(against: containingWidth) { width = min(width, maxWidth) }
        return max(width, style.minWidth.resolve(against: containingWidth))
    }
}
