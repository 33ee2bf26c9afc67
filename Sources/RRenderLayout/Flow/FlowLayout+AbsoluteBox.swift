import RRenderCore
import RRenderStyle

extension FlowLayout {
    /// Lays an absolutely positioned box out against its containing block `cb` (its padding
    /// box, in this flow's coordinates, or the page's for `space: .page`) and adds it, with the
    /// positioned boxes inside it that are not in a stacking context of its own, to the flow
    /// (CSS 2.1 §10.3.7, §10.6.4; §9.9.1 for stacking).
    func layoutPositioned(_ item: PendingPositioned, in cb: Rect, space: PositionedBox.Space) {
        let box = item.box.sizingContentBox(containingWidth: cb.width, containingHeight: cb.height), style = box.style
        let border = style.usedBorderWidths, padding = style.usedPadding(containingWidth: cb.width)
        var horizontal = PositionedAxis(
            containingStart: cb.minX, containingSize: cb.width,
            start: style.inset.left.resolve(against: cb.width),
            end: style.inset.right.resolve(against: cb.width),
            marginStart: style.margin.left.resolve(against: cb.width),
            marginEnd: style.margin.right.resolve(against: cb.width),
            edges: border.horizontal + padding.horizontal, staticStart: item.staticPosition.x)
        if item.direction == .rtl {
            horizontal.staticEnd = item.staticEnd
            horizontal.fromEnd = true
        }
        let vertical = PositionedAxis(
            containingStart: cb.minY, containingSize: cb.height,
            start: style.inset.top.resolve(against: cb.height),
            end: style.inset.bottom.resolve(against: cb.height),
            marginStart: style.margin.top.resolve(against: cb.width),
            marginEnd: style.margin.bottom.resolve(against: cb.width),
            edges: border.vertical + padding.vertical, staticStart: item.staticPosition.y)
        if isOrthogonal(box) {
            return layoutOrthogonalPositioned(item, box: box, in: cb, space: space, axes: (horizontal, vertical))
        }
        let isImage: Bool
        if case .image = box.content { isImage = true } else { isImage = false }
        let width = positionedWidth(box, axis: horizontal, cb: cb, stretches: !isImage)
        let inner = FlowLayout(shaper: shaper, pageHeight: pageHeight, widthCache: widthCache)
        inner.positioning.enabled = true
        inner.positioning.pageBox = positioning.pageBox
        let height = { (content: Double) -> Double in
            Self.positionedHeight(style, axis: vertical, cb: cb, content: content, stretches: !isImage)
        }
        if style.height.resolve(against: cb.height) != nil || (style.height.isAuto && vertical.stretchedSize != nil) {
            inner.containingHeight = height(0)
        }
        inner.positioning.rootContainer = { content in
            Rect(x: -padding.left, y: -padding.top, width: width + padding.horizontal, height: height(content) + padding.vertical)
        }
        // A picture is laid out at its used size: inside its content box a percentage would be
        // taken a second time.
        let sized = Self.imageSized(box, in: self, containingWidth: cb.width, containingHeight: cb.height, available: width)
        let content = inner.layoutContent(of: sized, width: width)
        let usedHeight = height(content.height)
        let borderBox = Rect(
            x: horizontal.borderStart(size: width), y: vertical.borderStart(size: usedHeight),
            width: width + horizontal.edges, height: usedHeight + vertical.edges)
        let contentOrigin = Point(x: borderBox.minX + border.left + padding.left, y: borderBox.minY + border.top + padding.top)
        let placed = PositionedBox(
            atom: item.atom, top: borderBox.minY, zIndex: style.zIndex ?? 0, order: [item.order], space: space,
            fragments: [], links: [])
        addPositioned(
            placed, style: style, borderBox: borderBox, padding: padding, content: content, contentOrigin: contentOrigin)
    }

    /// A vertical box positioned in a horizontal flow: laid out in its own mode as an in-flow
    /// orthogonal box is (`orthogonalContent`), its height (its inline size) its `height`, else
    /// stretched between `top` and `bottom`, else fitting its content in the room they leave;
    /// its width its `width`, else stretched between `left` and `right`, else its content's.
    private func layoutOrthogonalPositioned(
        _ item: PendingPositioned, box: BlockBox, in cb: Rect, space: PositionedBox.Space,
        axes: (horizontal: PositionedAxis, vertical: PositionedAxis)
    ) {
        let style = box.style, (horizontal, vertical) = axes
        let border = style.usedBorderWidths, padding = style.usedPadding(containingWidth: cb.width)
        var height = style.height.resolve(against: cb.height)
        if height == nil, style.height.isAuto { height = vertical.stretchedSize }
        if height == nil {
            height = orthogonalFitContent(
                box, border: border, padding: padding, margin: EdgeInsets(top: 0, right: 0, bottom: 0, left: 0),
                room: vertical.availableSize)
        }
        let width = style.width.isAuto ? horizontal.stretchedSize : nil
        let laid = orthogonalContent(box, containingWidth: cb.width, height: height, width: width)
        let borderBox = Rect(
            x: horizontal.borderStart(size: laid.contentSize.width), y: vertical.borderStart(size: laid.contentSize.height),
            width: laid.contentSize.width + horizontal.edges, height: laid.contentSize.height + vertical.edges)
        let contentOrigin = Point(x: borderBox.minX + border.left + padding.left, y: borderBox.minY + border.top + padding.top)
        let content = Flow()
        content.atoms.append(
            Atom(top: 0, bottom: laid.contentSize.height, fragments: laid.page.fragments, links: laid.page.links))
        content.height = laid.contentSize.height
        for id in laid.anchors { content.anchors[id] = 0 }
        let placed = PositionedBox(
            atom: item.atom, top: borderBox.minY, zIndex: style.zIndex ?? 0, order: [item.order], space: space,
            fragments: [], links: [])
        addPositioned(
            placed, style: style, borderBox: borderBox, padding: padding, content: content, contentOrigin: contentOrigin)
    }

    /// Fills `positioned` with the box's decoration, its clipped content and the positioned
    /// boxes inside it (kept when the box has a `z-index`: its own stacking context, CSS 2.1
    /// §9.9.1; else added to the flow after it), and adds it to the flow.
    private func addPositioned(
        _ positioned: PositionedBox, style: ComputedStyle, borderBox: Rect, padding: EdgeInsets,
        content: Flow, contentOrigin: Point
    ) {
        var positioned = positioned
        let nested = content.positioned.map { inside -> PositionedBox in
            var moved = inside.space == .flow ? inside.offsetBy(dx: contentOrigin.x, dy: contentOrigin.y) : inside
            moved.order = positioned.order + inside.order
            moved.atom = positioned.atom
            if inside.space == .flow { moved.space = positioned.space }
            return moved
        }
        var (inside, hoisted) = style.zIndex == nil ? ([], nested) : (nested.sorted(by: PositionedBox.paintsBefore), [])
        // `clip` cuts the box and everything inside it, the positioned boxes painted in the flow
        // after it included (CSS 2.1 §11.1.2).
        let clip = style.clip?.rect(borderBox: borderBox)
        if let clip {
            positioned.fragments.append(.pushClip(clip))
            hoisted = hoisted.map { box in
                guard box.space == positioned.space else { return box }
                var clipped = box
                clipped.fragments = [.pushClip(clip)] + box.fragments + [.popClip]
                return clipped
            }
        }
        // The padding places `background-origin`/`-clip: content-box` layers (CSS Backgrounds 3 §3.7).
        let decoration = BoxFragment(style: style, rect: borderBox, padding: padding)
        if !decoration.isInvisible { positioned.fragments.append(.box(decoration)) }
        if style.clipsOverflow { positioned.fragments.append(.pushClip(borderBox.inset(by: style.usedBorderWidths))) }
        for layer in inside where layer.zIndex < 0 { positioned.fragments += layer.fragments; positioned.links += layer.links }
        var row = LaidOutRow(height: 0)
        row.add(content, dx: contentOrigin.x, dy: contentOrigin.y)
        positioned.fragments += row.fragments
        positioned.links += row.links
        for layer in inside where layer.zIndex >= 0 { positioned.fragments += layer.fragments; positioned.links += layer.links }
        if style.clipsOverflow { positioned.fragments.append(.popClip) }
        if clip != nil { positioned.fragments.append(.popClip) }
        for id in row.anchors where flow.anchors[id] == nil { flow.anchors[id] = positioned.atom }
        flow.positioned.append(positioned)
        flow.positioned += hoisted
    }

    /// The content width (§10.3.7): `width`, else stretched between `left` and `right`, else
    /// shrink-to-fit in the room the offsets leave (an image: its used width).
    private func positionedWidth(_ box: BlockBox, axis: PositionedAxis, cb: Rect, stretches: Bool) -> Double {
        let style = box.style
        let margins = (axis.marginStart ?? 0) + (axis.marginEnd ?? 0)
        if stretches, style.width.isAuto, let stretched = axis.stretchedSize {
            var width = stretched
            if let maxWidth = style.maxWidth?.resolve(against: cb.width) { width = min(width, maxWidth) }
            return max(width, style.minWidth.resolve(against: cb.width))
        }
        // A picture's width does not depend on its insets (§10.3.8): it is kept within the
        // containing block, as `max-width: 100%` keeps it in Readium CSS, not between them.
        let available = stretches ? axis.availableSize : max(0, cb.width - axis.edges)
        return atomicContentWidth(
            box, available: available, edges: axis.edges + margins, containingWidth: cb.width,
            containingHeight: cb.height, imagePercentBase: cb.width)
    }

    /// The content height (§10.6.4): `height` (percentages of the containing block), else
    /// stretched between `top` and `bottom`, else the content's; within `min-`/`max-height`.
    private static func positionedHeight(
        _ style: ComputedStyle, axis: PositionedAxis, cb: Rect, content: Double,
        stretches: Bool
    ) -> Double {
        var height = content
        if stretches, let specified = style.height.resolve(against: cb.height) {
            height = specified
        } else if stretches, style.height.isAuto, let stretched = axis.stretchedSize {
            height = stretched
        }
        if let maxHeight = style.maxHeight?.resolve(against: cb.height) { height = min(height, maxHeight) }
        return max(height, style.minHeight.resolve(against: cb.height), 0)
    }
}
