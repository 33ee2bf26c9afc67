import RRenderCore
import RRenderStyle

extension FlowLayout {
    /// Lays out one block box: margins, borders, padding, content (CSS 2.1 §10.3.3, §10.6.3).
    func layoutBlock(_ box: BlockBox, x: Double, containingWidth: Double) {
        if box.isTableWrapper, box.style.float == .none, !(box.style.position.isOutOfFlow && positioning.enabled) {
            // As wide as its table (CSS 2.1 §17.4); floats and positioned tables are sized as atoms.
            layoutBlockBox(sizedTableWrapper(box, containingWidth: containingWidth), x: x, containingWidth: containingWidth)
        } else {
            layoutBlockBox(box, x: x, containingWidth: containingWidth)
        }
    }

    private func layoutBlockBox(_ box: BlockBox, x: Double, containingWidth: Double) {
        let isSpanner = opensSpanner
        opensSpanner = false
        // A positioned box is sized against its containing block, later (`layoutPositioned`).
        let box =
            box.style.position.isOutOfFlow && positioning.enabled
            ? box : box.sizingContentBox(containingWidth: containingWidth, containingHeight: percentageBase)
        let style = box.style
        if style.float != .none {
            layoutBlockFloat(box, x: x, containingWidth: containingWidth)
            return
        }
        if style.position.isOutOfFlow, positioning.enabled {
            deferPositioned(box, x: x, containingWidth: containingWidth)
            return
        }
        if layoutOrthogonal(box, x: x, containingWidth: containingWidth) { return }
        let topMargin = style.margin.top.resolve(against: containingWidth) ?? 0
        // A block open around a resume point is opened again past its top edge, which the
        // point's cursor and margins already account for (`ResumePoint`).
        let reopened = reopenedTop()
        if reopened == nil { clearFloats(style.clear, topMargin: topMargin) }
        let border = style.usedBorderWidths, padding = style.usedPadding(containingWidth: containingWidth)
        let isContext = establishesContext(box) || isSpanner
        let direction = containingDirection(for: style)
        let horizontal =
            isContext
            ? horizontalBesideFloats(
                box, x: x, containingWidth: containingWidth, topMargin: topMargin,
                containingDirection: direction
            ) { preferredWidth(of: box, available: $0) }
            : HorizontalBox(
                style: style, containingX: x, containingWidth: containingWidth,
                preferredWidth: preferredWidth(of: box, available: containingWidth), containingDirection: direction)
        if reopened == nil {
            noteBreakBefore(style.breakBefore)
            margins.add(topMargin)
        }
        let atomsAtOpen = flow.atoms.count, floatsAtOpen = fragmentedFloats.count
        var decoration: Int?
        if style.paintsDecoration {
            decoration = flow.decorations.count
            flow.decorations.append(BoxFragment.placeholder)
        }
        let height = BlockHeight(style: style, containingHeight: percentageBase)
        openBlocks.append(
            OpenBlock(
                top: reopened ?? nil, decoration: decoration, contentHeight: height.definite, direction: style.direction,
                drawsWhole: style.hasEffects || style.clipsOverflow || style.position != .static, opensContext: isContext))
        // A block formatting context's margins do not collapse with its children's (§8.3.1).
        if reopened == nil, border.top + padding.top > 0 || isContext {
            resolveMargins(opening: true)
            cursorY += border.top + padding.top
        }
        if reopened == nil, let id = box.anchorID { pendingAnchors.append(id) }
        if reopened == nil, let marker = box.marker {
            pendingMarker = PendingMarker(
                marker: marker, contentX: horizontal.contentX, contentWidth: horizontal.contentWidth,
                direction: style.direction, vertical: style.writingMode.isVertical)
        }
        let avoidStarted = style.breakInside.avoidsBreak(in: fragmentainer) && avoidInsideFrom == nil
        if avoidStarted { avoidInsideFrom = flow.atoms.count }

        let positioned = style.position == .relative && positioning.enabled
        if positioned {
            positioning.containers.append(
                PositionedContainer(positionedAtOpen: flow.positioned.count, order: positioning.nextOrder))
            positioning.nextOrder += 1
        }

        let context = isContext ? openContext() : nil
        layoutBlockContent(box, x: horizontal.contentX, width: horizontal.contentWidth)
        if let context { closeContext(context) }

        if avoidStarted { avoidInsideFrom = nil }
        // A list item without content keeps its marker to itself.
        if box.marker != nil { pendingMarker = nil }
        let atomsAtClose = flow.atoms.count
        let borderBox = closeBlock(
            box, horizontal: horizontal, border: border, padding: padding, height: height,
            contentAtOpen: (atomsAtOpen, floatsAtOpen), containingWidth: containingWidth)
        if style.position == .relative || (style.clipsOverflow && !Self.overflowGoesToViewport(box)) {
            finishPositionedBlock(
                box, borderBox: borderBox, containingWidth: containingWidth, atomsAtOpen: atomsAtOpen,
                atomsAtClose: atomsAtClose, decoration: decoration,
                container: positioned ? positioning.containers.popLast() : nil)
        }
    }

    /// Lays out what is inside a block's content box.
    func layoutBlockContent(_ box: BlockBox, x: Double, width: Double) {
        if box.style.multicol.isMulticol, layoutMulticol(box, x: x, width: width) { return }
        switch box.content {
        case .blocks(let children):
            for index in firstChild(of: children.count)..<children.count {
                if stopped { break }
                if resumeRecorder != nil { recordResumePoint(before: index) }
                resumePath.append(index)
                layoutBlock(children[index], x: x, containingWidth: width)
                resumePath.removeLast()
                if stop != nil { checkStop() }
            }
        case .inline(let content):
            layoutParagraph(content, style: box.style, x: x, width: width)
        case .image(let image):
            layoutBlockImage(image, style: box.style, x: x, width: width)
        case .table(let table):
            layoutTable(table, style: box.style, x: x, width: width)
        }
    }

    /// Closes the box and returns its border box. `contentAtOpen` counts the atoms and
    /// fragmented floats before the box: a box that adds neither has no content of its own.
    @discardableResult
    private func closeBlock(
        _ box: BlockBox, horizontal: HorizontalBox, border: EdgeInsets, padding: EdgeInsets, height: BlockHeight,
        contentAtOpen: (atoms: Int, floats: Int), containingWidth: Double
    ) -> Rect? {
        let style = box.style
        guard let open = openBlocks.popLast() else { return nil }
        var top = open.top
        // Without a bottom edge (border, padding, a height that is not `auto`) the last child's
        // bottom margin collapses through this box's; so do both margins of a box with neither
        // edges nor content nor a height of its own (§8.3.1). A margin collapsing with the top
        // margin of a child with clearance stays inside.
        if border.bottom + padding.bottom > 0 || (top != nil && height.holdsBottomMargin)
            || (top == nil && height.used(content: 0) > 0)
            || marginHeldByClearance
        {
            if top == nil { top = resolveMargins(opening: true) } else { resolveMargins(opening: false) }
        }
        // The part of the content box below its content, when its height is longer.
        var emptyEnd = (top: cursorY, bottom: cursorY)
        if let top {
            // The content box's height, whatever its content's: content taller overflows it and
            // the boxes after it start at its bottom edge (§10.6.3, §10.7).
            let contentTop = top + border.top + padding.top
            emptyEnd.top = max(cursorY, contentTop)
            cursorY = contentTop + height.used(content: max(0, cursorY - contentTop))
            emptyEnd.bottom = cursorY
            cursorY += padding.bottom + border.bottom
        }
        if let top, let slot = open.decoration {
            let fragment = BoxFragment(
                style: style,
                rect: Rect(
                    x: horizontal.borderX, y: top, width: horizontal.borderWidth,
                    height: cursorY - top), padding: padding)
            if flow.atoms.count == contentAtOpen.atoms, fragmentedFloats.count == contentAtOpen.floats, cursorY > top {
                // A box with no content of its own (an `hr`, an empty bordered div) is an atom,
                // drawn under the floats it holds, if any. One holding a float taller than a
                // page is not: it stays under the float's slices, on every page they are on.
                // One crossing a page's end is cut there (`pageCuts`).
                if let cuts = pageCuts(ofEmptyBoxFrom: top, to: cursorY) {
                    flow.decorations[slot] = fragment
                    emitSlices(from: top, to: cursorY, cuts: cuts)
                } else {
                    flow.decorations[slot] = .placeholder
                    emitAtom(top: top, bottom: cursorY, fragments: [], links: [], backgrounds: [.box(fragment)])
                }
            } else {
                flow.decorations[slot] = fragment
                // A content box taller than its content goes on to the next pages like content.
                // (Not a box that paints nothing, which would only add blank pages; nor its
                // bottom padding and border, which stay where they were.)
                if let cuts = pageCuts(ofEmptyBoxFrom: emptyEnd.top, to: emptyEnd.bottom) {
                    emitSlices(from: emptyEnd.top, to: emptyEnd.bottom, cuts: cuts)
                }
            }
        }
        if top == nil {
            // A box that ends without content or edges (its margins collapsing through) still
            // has a top: where its floats go, below the margins collapsed so far but not the
            // next box's (CSS 2.1 §8.3.1: as if it had a bottom border). Chromium puts them there.
            placeDeferredFloats(at: cursorY + margins.value, depth: openBlocks.count + 1)
        }
        margins.add(style.margin.bottom.resolve(against: containingWidth) ?? 0)
        noteBreakAfter(style.breakAfter)
        // A box that never opened (no content, no edges) is empty where the flow is.
        let borderTop = top ?? cursorY + margins.value
        return Rect(x: horizontal.borderX, y: borderTop, width: horizontal.borderWidth, height: max(0, cursorY - borderTop))
    }

    func noteBreakBefore(_ value: BreakValue) {
        // (A resumed flow has content before its first atom when its point has atoms before it.)
        let hasContent = !flow.atoms.isEmpty || !fragmentedFloats.isEmpty || (resumedAfter ?? 0) > 0
        if value.forcesBreak(in: fragmentainer), hasContent, !pending.forced {
            pending.forced = true
            pending.forcedResumeY = cursorY
        } else if value.avoidsBreak(in: fragmentainer) {
            pending.avoid = true
        }
    }

    private func noteBreakAfter(_ value: BreakValue) {
        if value.forcesBreak(in: fragmentainer), !pending.forced {
            pending.forced = true
            pending.forcedResumeY = cursorY
        } else if value.avoidsBreak(in: fragmentainer) {
            pending.avoid = true
        }
    }

    /// The width a block would take with `width: auto` if it shrank to fit: images and tables.
    private func preferredWidth(of box: BlockBox, available: Double) -> Double? {
        switch box.content {
        case .image(let image):
            usedImageSize(image, style: box.style, containingWidth: available, containingHeight: percentageBase).width
        default:
            nil
        }
    }
}

extension BoxFragment {
    /// An empty slot, filled when the box closes.
    static let placeholder = BoxFragment(
        rect: .zero, background: .transparent, borderWidths: .zero,
        borderStyles: Sides(all: .none), borderColors: Sides(all: .transparent))

    /// The decoration of a box styled `style` with border box `rect` (and `padding`, for
    /// `background-origin`/`-clip: content-box`). A `visibility: hidden` box paints nothing
    /// (CSS 2.1 §11.2).
    init(style: ComputedStyle, rect: Rect, padding: EdgeInsets = .zero) {
        let current = style.color.withOpacity(style.opacity)
        guard style.visibility == .visible else {
            self = .placeholder
            self.rect = rect
            return
        }
        let opacity = style.opacity
        func faded(_ color: Color?) -> Color { color?.withOpacity(opacity) ?? current }
        self.init(
            rect: rect, background: style.backgroundColor.withOpacity(opacity), borderWidths: style.usedBorderWidths,
            borderStyles: style.borderStyle,
            borderColors: Sides(
                top: faded(style.borderColor.top), right: faded(style.borderColor.right),
                bottom: faded(style.borderColor.bottom), left: faded(style.borderColor.left)),
            effects: style.hasEffects ? BoxEffects(style: style, rect: rect, padding: padding) : nil)
    }
}

extension ComputedStyle {
    /// True when a box styled so paints something of its own: a colour, borders, image layers,
    /// shadows (CSS Backgrounds 3), and it is visible.
    var paintsDecoration: Bool {
        guard visibility == .visible else { return false }
        if !backgroundColor.isTransparent || usedBorderWidths != .zero { return true }
        guard hasEffects else { return false }
        let effects = self.effects
        return effects.hasImages || !effects.boxShadows.isEmpty
    }
}
