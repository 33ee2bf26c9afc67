import RRenderCore
import RRenderStyle

extension FlowLayout {
    /// A vertical block in a horizontal flow (CSS Writing Modes 3 §7.3, orthogonal flows):
    /// laid out whole in its own mode, in a flow of its own, and placed as one atom. Its
    /// inline size (its height) is its `height`, else fits its content in the containing
    /// block's height or, when that is indefinite, the page's (the initial containing block);
    /// its block size (its width) is its `width`, else its content's. Its absolutely positioned
    /// descendants are placed in its own flow, against it when it is positioned.
    /// False when the box is not orthogonal to this flow.
    func layoutOrthogonal(_ box: BlockBox, x: Double, containingWidth: Double) -> Bool {
        guard isOrthogonal(box) else { return false }
        let style = box.style
        let laid = orthogonalContent(box, containingWidth: containingWidth)
        let (border, padding, margin) = (laid.border, laid.padding, laid.margin)

        // Placed as a block of that size: margins, clearance and breaks as any block's.
        clearFloats(style.clear, topMargin: margin.top)
        noteBreakBefore(style.breakBefore)
        margins.add(margin.top)
        let top = resolveMargins(opening: true)
        let borderSize = Size(
            width: laid.contentSize.width + border.horizontal + padding.horizontal,
            height: laid.contentSize.height + border.vertical + padding.vertical)
        let rightToLeft = containingDirection(for: style) == .rtl
        var borderBox = Rect(
            x: rightToLeft ? x + containingWidth - margin.right - borderSize.width : x + margin.left, y: top,
            width: borderSize.width, height: borderSize.height)
        if style.position == .relative {
            // Moved after its place is taken (CSS 2.1 §9.4.3), its content with it.
            let offset = Self.relativeOffset(
                style, containingWidth: containingWidth, containingHeight: percentageBase,
                containingDirection: containingDirection(for: style))
            borderBox = borderBox.offsetBy(dx: offset.dx, dy: offset.dy)
        }
        let origin = Point(x: borderBox.minX + border.left + padding.left, y: borderBox.minY + border.top + padding.top)
        var fragments: [Fragment] = []
        let decoration = BoxFragment(style: style, rect: borderBox, padding: padding)
        if !decoration.isInvisible { fragments.append(.box(decoration)) }
        fragments += laid.page.fragments.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
        if let id = box.anchorID { pendingAnchors.append(id) }
        pendingAnchors += laid.anchors
        emitAtom(
            top: top, bottom: top + borderSize.height, fragments: fragments,
            links: laid.page.links.map { $0.offsetBy(dx: origin.x, dy: origin.y) })
        cursorY = top + borderSize.height
        margins.add(margin.bottom)
        return true
    }

    /// True for a vertical box in a horizontal flow, and for a horizontal block container in a
    /// vertical one (`LogicalStyles.isHorizontalInVertical`). Never the root or the body: the
    /// document's mode is the body's (CSS Writing Modes 3 §8), which the page's flow is laid
    /// out in.
    func isOrthogonal(_ box: BlockBox) -> Bool {
        guard box.tag != "html", box.tag != "body" else { return false }
        if widthCache.flowIsVertical { return !box.isTableWrapper && LogicalStyles.isHorizontalContainer(box.style) }
        return box.style.writingMode.isVertical
    }

    /// The content of an orthogonal table cell, `width` wide (its column's), in its own mode: one
    /// atom, as tall as its lines are long (its `height`, else fitting its text in the page).
    func orthogonalCellContent(_ box: BlockBox, width: Double) -> Flow {
        let laid = orthogonalContent(box, containingWidth: width)
        return Self.oneAtomFlow(laid.page, height: laid.contentSize.height, anchors: laid.anchors)
    }

    /// A flow of one atom `height` tall that draws `page`, the ids inside it anchored there.
    private static func oneAtomFlow(_ page: PageLayout, height: Double, anchors: [String]) -> Flow {
        let flow = Flow()
        flow.atoms.append(Atom(top: 0, bottom: height, fragments: page.fragments, links: page.links))
        flow.breaks.append(BreakPoint(kind: .allowed, resumeY: 0))
        flow.height = height
        for id in anchors { flow.anchors[id] = 0 }
        return flow
    }

    /// An orthogonal float or inline-block (`layoutAtomicBox`): its content laid out in its own
    /// mode, as one atom of a flow of its own.
    func orthogonalAtomicBox(_ box: BlockBox, containingWidth: Double) -> AtomicBoxLayout {
        let laid = orthogonalContent(box, containingWidth: containingWidth)
        let (border, padding, margin) = (laid.border, laid.padding, laid.margin)
        let inner = Self.oneAtomFlow(laid.page, height: laid.contentSize.height, anchors: laid.anchors)
        let size = Size(
            width: laid.contentSize.width + border.horizontal + padding.horizontal + margin.horizontal,
            height: laid.contentSize.height + border.vertical + padding.vertical + margin.vertical)
        let borderBox = Rect(
            x: margin.left, y: margin.top, width: size.width - margin.horizontal, height: size.height - margin.vertical)
        let decoration = BoxFragment(style: box.style, rect: borderBox, padding: padding)
        return AtomicBoxLayout(
            inner: inner, size: size, borderBox: borderBox,
            contentOrigin: Point(x: borderBox.minX + border.left + padding.left, y: borderBox.minY + border.top + padding.top),
            contentHeight: laid.contentSize.height, decoration: decoration.isInvisible ? nil : decoration)
    }

    /// What laying out the content of the orthogonal `box` gives: its page (physical, from its
    /// content box's top-left), the content box's size, its edges and the anchors inside it.
    /// `height` and `width`, when given, are the content box's (an absolutely positioned box's,
    /// sized against its insets); else its own, or its content's.
    func orthogonalContent(
        _ box: BlockBox, containingWidth: Double, height: Double? = nil, width: Double? = nil
    ) -> (
        page: PageLayout, contentSize: Size, border: EdgeInsets, padding: EdgeInsets, margin: EdgeInsets, anchors: [String]
    ) {
        let style = box.style
        let border = style.usedBorderWidths, padding = style.usedPadding(containingWidth: containingWidth)
        let margin = EdgeInsets(
            top: style.margin.top.resolve(against: containingWidth) ?? 0,
            right: style.margin.right.resolve(against: containingWidth) ?? 0,
            bottom: style.margin.bottom.resolve(against: containingWidth) ?? 0,
            left: style.margin.left.resolve(against: containingWidth) ?? 0)
        let heights = BlockHeight(style: style, containingHeight: percentageBase)
        let inline = height ?? heights.definite ?? orthogonalFitContent(box, border: border, padding: padding, margin: margin)
        // The box's content in its own mode: lines along its height, blocks across its width
        // (in a vertical flow, whose coordinates are logical: along its logical width and
        // height, the horizontal box's physical width and height).
        let vertical = style.writingMode.isVertical
        let inner = FlowLayout(shaper: shaper, pageHeight: .greatestFiniteMagnitude, widthCache: ContentWidthCache())
        inner.widthCache.flowIsVertical = vertical
        inner.widthCache.flowMode = vertical ? style.writingMode : .horizontalTB
        inner.widthCache.imagesFitPage = false
        inner.positioning.enabled = true
        inner.positioning.pageBox = positioning.pageBox
        let definiteWidth = width ?? style.width.resolve(against: containingWidth)
        inner.containingHeight = definiteWidth
        let outerMode = widthCache.flowMode
        let logicalPadding =
            vertical ? Self.logicalInsets(padding, mode: style.writingMode) : LogicalStyles.physical(padding, outerMode)
        inner.positioning.rootContainer = { content in
            Rect(
                x: -logicalPadding.left, y: -logicalPadding.top, width: inline + logicalPadding.horizontal,
                height: (definiteWidth ?? content) + logicalPadding.vertical)
        }
        let flow = inner.layoutContent(of: box, width: inline)
        let contentSize = Size(width: definiteWidth ?? flow.height, height: inline)
        var page: PageLayout
        if vertical {
            page = Self.orthogonalPage(flow, size: contentSize, mode: style.writingMode)
        } else {
            // Laid out upright, then placed in the vertical flow's logical coordinates.
            let size = Size(width: contentSize.height, height: contentSize.width)
            page = Self.orthogonalPage(flow, size: size, mode: .horizontalTB)
            page.fragments = page.fragments.map { VerticalMapping.logical($0, boxSize: size, mode: outerMode) }
            page.links = page.links.map { $0.moved(to: VerticalMapping.logicalRect($0.rect, boxSize: size, mode: outerMode)) }
        }
        return (page, contentSize, border, padding, margin, flow.anchors.sorted { $0.value < $1.value }.map(\.key))
    }

    /// The height a vertical box with `height: auto` takes: its content's widest line, held to
    /// the room the containing block (or the page) leaves it (fit-content, §7.3).
    func orthogonalFitContent(
        _ box: BlockBox, border: EdgeInsets, padding: EdgeInsets, margin: EdgeInsets, room given: Double? = nil
    ) -> Double {
        let edges = border.vertical + padding.vertical + margin.vertical
        let room = given ?? max(0, (percentageBase ?? pageHeight) - edges)
        var measured = box
        measured.style.width = .auto
        (measured.style.minWidth, measured.style.maxWidth) = (.zero, nil)
        measured.style.margin = Sides(all: .px(0))
        measured.style.padding = Sides(all: .zero)
        measured.style.borderWidth = Sides(all: 0)
        // Measured in its own mode: a vertical cell inside it is not orthogonal to it.
        let own = FlowLayout(shaper: shaper, pageHeight: pageHeight, widthCache: ContentWidthCache())
        own.widthCache.flowIsVertical = box.style.writingMode.isVertical
        own.widthCache.flowMode = box.style.writingMode.isVertical ? box.style.writingMode : .horizontalTB
        own.widthCache.imagesFitPage = widthCache.imagesFitPage
        own.containingHeight = containingHeight
        return own.atomicContentWidth(measured, available: room, edges: 0, containingWidth: room, containingHeight: nil)
    }

    /// `insets` (physical) as the logical insets of a `mode` flow: left and right along the
    /// line (inline start and end), top and bottom across the lines (block start and end).
    static func logicalInsets(_ insets: EdgeInsets, mode: WritingMode) -> EdgeInsets {
        switch mode {
        case .verticalLR: EdgeInsets(top: insets.left, right: insets.bottom, bottom: insets.right, left: insets.top)
        case .sidewaysLR: EdgeInsets(top: insets.left, right: insets.top, bottom: insets.right, left: insets.bottom)
        default: EdgeInsets(top: insets.right, right: insets.bottom, bottom: insets.left, left: insets.top)
        }
    }

    /// `flow`, laid out in its logical coordinates, turned onto a physical box of `size` as a
    /// vertical page is (its positioned boxes placed, all of them shown).
    private static func orthogonalPage(_ flow: Flow, size: Size, mode: WritingMode) -> PageLayout {
        let area = Rect(origin: Point(x: 0, y: 0), size: size)
        var assembler = PageAssembler(
            flow: flow, tokens: [BreakToken(atom: 0, y: 0)], viewport: size, contentRect: area, writingMode: mode)
        assembler.showsAllPositioned = true
        return assembler.page(0)
    }
}
