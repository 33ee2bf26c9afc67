import RRenderCore
import RRenderStyle

/// What a flow knows about positioning: whether it takes absolutely positioned boxes out of the
/// flow, the positioned blocks open around the cursor, and the boxes waiting for them.
struct PositioningState {
    /// False in the flows of floats, inline-blocks and table cells: there an absolutely
    /// positioned box is laid out in the flow, as before positioning existed.
    var enabled = false
    /// The containing blocks open around the cursor, innermost last.
    var containers: [PositionedContainer] = []
    /// Boxes whose containing block is the flow's root: the initial containing block, or the
    /// padding box of the positioned box this flow is the content of.
    var rootPending: [PendingPositioned] = []
    /// `position: fixed` boxes: their containing block is the page box.
    var fixedPending: [PendingPositioned] = []
    var nextOrder = 0
    /// The flow's width: the initial containing block's.
    var flowWidth: Double = 0
    /// The page box in the content area's coordinates, for `fixed` (nil: the content area).
    var pageBox: Rect?
    /// True in a flow laid out inside another (a multi-column box's columns, a float's content):
    /// the boxes whose containing block is outside it stay in `rootPending` and `fixedPending`
    /// for the flow around it (`adoptPositioned`).
    var leavesOuterBoxes = false
    /// For the content of a positioned box: its padding box in this flow's coordinates, from
    /// the content's height. Nil for a page's flow (the root's boxes use the page).
    var rootContainer: ((Double) -> Rect)?
}

extension FlowLayout {
    /// Takes an absolutely positioned box out of the flow, remembering its static position and
    /// the atom whose page will show it (CSS 2.1 §9.6, §10.3.7). A box that was inline-level
    /// has its `staticPosition` in its line; a block's is the block's place, `x` across.
    func deferPositioned(_ box: BlockBox, x: Double, containingWidth: Double, staticPosition: Point? = nil) {
        var item = PendingPositioned(
            box: box, staticPosition: staticPosition ?? Point(x: x, y: cursorY + margins.value),
            atom: flow.atoms.count, order: positioning.nextOrder)
        item.staticEnd = staticPosition?.x ?? x + containingWidth
        item.direction = containingDirection(for: box.style)
        positioning.nextOrder += 1
        awaitContainingBlock(item)
        if let id = box.anchorID { pendingAnchors.append(id) }
    }

    /// Files `item` with the containing block it waits for: the page box for `fixed`, else the
    /// innermost positioned block open, else the flow's root.
    func awaitContainingBlock(_ item: PendingPositioned) {
        if item.box.style.position == .fixed {
            positioning.fixedPending.append(item)
        } else if positioning.containers.isEmpty {
            positioning.rootPending.append(item)
        } else {
            positioning.containers[positioning.containers.count - 1].pending.append(item)
        }
    }

    /// The offset of a relatively positioned box (CSS 2.1 §9.4.3): `left` wins over `right`
    /// (`right` in a right-to-left containing block), `top` over `bottom`; vertical percentages
    /// are of `containingHeight`, 0 when the containing block's height is not set (nil).
    static func relativeOffset(
        _ style: ComputedStyle, containingWidth: Double, containingHeight: Double? = nil,
        containingDirection: Direction = .ltr
    ) -> (dx: Double, dy: Double) {
        let left = style.inset.left.resolve(against: containingWidth),
            right = style.inset.right.resolve(against: containingWidth).map { -$0 }
        let dx = (containingDirection == .rtl ? right ?? left : left ?? right) ?? 0
        func vertical(_ value: LengthPercentageAuto) -> Double? {
            if case .px(let px) = value { return px.clampedLength }
            if let containingHeight, let resolved = value.resolve(against: containingHeight) { return resolved.clampedLength }
            return value.isAuto ? nil : 0
        }
        let dy = vertical(style.inset.top) ?? vertical(style.inset.bottom).map { -$0 } ?? 0
        return (dx, dy)
    }

    /// Finishes a positioned or clipping in-flow block once it is closed: moves what it drew by
    /// its relative offset, lays out the absolutely positioned boxes it contains, and clips its
    /// atoms to its padding box's width when its overflow is hidden.
    func finishPositionedBlock(
        _ box: BlockBox, borderBox: Rect?, containingWidth: Double, atomsAtOpen: Int,
        atomsAtClose: Int, decoration: Int?, container: PositionedContainer?
    ) {
        let style = box.style
        var borderBox = borderBox
        if style.position == .relative {
            // The box is closed: the innermost open block is its containing block.
            let (dx, dy) = Self.relativeOffset(
                style, containingWidth: containingWidth, containingHeight: percentageBase,
                containingDirection: containingDirection(for: style))
            if dx != 0 || dy != 0 {
                moveAtoms(atomsAtOpen..<flow.atoms.count, dx: dx, dy: dy)
                if let decoration, decoration < flow.decorations.count {
                    flow.decorations[decoration].rect.origin = flow.decorations[decoration].rect.origin.offsetBy(dx: dx, dy: dy)
                }
                if let container {
                    for i in container.positionedAtOpen..<flow.positioned.count where flow.positioned[i].space == .flow {
                        flow.positioned[i] = flow.positioned[i].offsetBy(dx: dx, dy: dy)
                    }
                }
                borderBox = borderBox?.offsetBy(dx: dx, dy: dy)
            }
        }
        let paddingBox = (borderBox ?? Rect(x: 0, y: cursorY, width: containingWidth, height: 0)).inset(
            by: style.usedBorderWidths)
        if let container {
            for item in container.pending { layoutPositioned(item, in: paddingBox, space: .flow) }
            assignLayer(
                PaintLayer(zIndex: style.zIndex ?? 0, order: [container.order]), createsContext: style.zIndex != nil,
                atoms: atomsAtOpen..<flow.atoms.count, decoration: decoration, positionedFrom: container.positionedAtOpen)
        }
        if style.clipsOverflow, !Self.overflowGoesToViewport(box), atomsAtClose > atomsAtOpen {
            // Only the width is clipped: an in-flow box grows to its content, and the floats
            // that travel with its atoms may reach below it.
            let clip = Rect(
                x: paddingBox.minX, y: -ContentLimits.maximumLength, width: paddingBox.width,
                height: 2 * ContentLimits.maximumLength)
            for i in atomsAtOpen..<atomsAtClose {
                // A block background drawn as the atom is painted apart from the rest
                // (`Flow.paintOrder`): each part gets its own clip.
                let count = flow.atoms[i].backgroundCount, fragments = flow.atoms[i].fragments
                let backgrounds: [Fragment] = count > 0 ? [.pushClip(clip)] + fragments.prefix(count) + [.popClip] : []
                flow.atoms[i].fragments = backgrounds + [.pushClip(clip)] + fragments.dropFirst(count) + [.popClip]
                flow.atoms[i].backgroundCount = backgrounds.count
            }
        }
    }

    /// Puts what a relative block drew in its paint layer: it is painted among the positioned
    /// boxes (CSS 2.1 Appendix E step 8). With a `z-index` it is a stacking context: the layers
    /// inside it (nested relative blocks, absolutely positioned boxes) move into its own.
    private func assignLayer(_ layer: PaintLayer, createsContext: Bool, atoms: Range<Int>, decoration: Int?, positionedFrom: Int)
    {
        func nested(_ inner: PaintLayer) -> PaintLayer { PaintLayer(zIndex: layer.zIndex, order: layer.order + inner.order) }
        for i in atoms {
            if let inner = flow.atoms[i].layer {
                if createsContext { flow.atoms[i].layer = nested(inner) }
            } else {
                flow.atoms[i].layer = layer
            }
        }
        if let decoration { flow.decorationLayers[decoration] = layer }
        guard createsContext else { return }
        for i in positionedFrom..<flow.positioned.count {
            let inner = nested(flow.positioned[i].layer)
            flow.positioned[i].zIndex = inner.zIndex
            flow.positioned[i].order = inner.order
        }
    }

    /// `overflow` on the root or `body` applies to the viewport, not to their boxes (CSS 2.1
    /// §11.1.1): the page clips anyway.
    static func overflowGoesToViewport(_ box: BlockBox) -> Bool {
        box.tag == "html" || box.tag == "body"
    }

    private func moveAtoms(_ range: Range<Int>, dx: Double, dy: Double) {
        for i in range {
            flow.atoms[i].fragments = flow.atoms[i].fragments.map { $0.offsetBy(dx: dx, dy: dy) }
            flow.atoms[i].links = flow.atoms[i].links.map { $0.offsetBy(dx: dx, dy: dy) }
        }
    }

    /// Lays out the boxes whose containing block is the flow's root or the page, and gives the
    /// last of them an atom to be shown with.
    func finishPositioned() {
        guard positioning.enabled, !positioning.leavesOuterBoxes else { return }
        let contentHeight = max(cursorY, flow.height)
        let initial = Rect(x: 0, y: 0, width: positioning.flowWidth, height: pageHeight)
        for item in positioning.rootPending {
            if let root = positioning.rootContainer {
                layoutPositioned(item, in: root(contentHeight), space: .flow)
            } else {
                layoutPositioned(item, in: initial, space: Self.space(of: item.box.style))
            }
        }
        for item in positioning.fixedPending {
            layoutPositioned(item, in: positioning.pageBox ?? initial, space: Self.space(of: item.box.style))
        }
        positioning.rootPending = []
        positioning.fixedPending = []
        if let last = flow.positioned.map(\.atom).max(), last >= flow.atoms.count {
            // Boxes after the last in-flow content (or a page made only of them) need an atom.
            emitAtom(top: cursorY, bottom: cursorY, fragments: [], links: [])
        }
    }

    /// Gives each box the atom whose page shows it, once the flow's atoms are final
    /// (`movedAtoms`: where merging fragmented floats moved the flow's own atoms), and sorts
    /// the boxes by it.
    func anchorPositioned(movedAtoms: [Int]?) {
        guard !flow.positioned.isEmpty else { return }
        for i in flow.positioned.indices {
            if positioning.rootContainer == nil, flow.positioned[i].space == .flow {
                // A box in the flow's coordinates is shown on the page its top is on.
                flow.positioned[i].atom = firstAtom(endingBelow: flow.positioned[i].top)
            } else if let movedAtoms, flow.positioned[i].atom < movedAtoms.count {
                flow.positioned[i].atom = movedAtoms[flow.positioned[i].atom]
            }
        }
        flow.positioned = flow.positioned.enumerated().sorted { ($0.element.atom, $0.offset) < ($1.element.atom, $1.offset) }.map(
            \.element)
    }

    /// Drops the decorations that paint nothing, keeping the relative blocks' layers on theirs.
    func removeInvisibleDecorations() {
        func invisible(_ d: BoxFragment) -> Bool { d.isInvisible || d.rect.height <= 0 }
        guard !flow.decorationLayers.isEmpty else { flow.decorations.removeAll(where: invisible); return }
        var kept: [BoxFragment] = [], layers: [Int: PaintLayer] = [:]
        for (index, decoration) in flow.decorations.enumerated() where !invisible(decoration) {
            if let layer = flow.decorationLayers[index] { layers[kept.count] = layer }
            kept.append(decoration)
        }
        flow.decorations = kept
        flow.decorationLayers = layers
    }

    /// The atom holding flow position `y`, else the first after it (the last atom when none is):
    /// atoms come in order of their tops.
    private func firstAtom(endingBelow y: Double) -> Int {
        var low = 0, high = flow.atoms.count
        while low < high {
            let middle = (low + high) / 2
            if flow.atoms[middle].top <= y { low = middle + 1 } else { high = middle }
        }
        if low > 0, flow.atoms[low - 1].bottom > y { return low - 1 }
        return min(low, max(0, flow.atoms.count - 1))
    }

    /// A box placed by the page (its containing block) is on page coordinates, unless its
    /// vertical position is its static one (`top` and `bottom` both `auto`): that is in the flow.
    private static func space(of style: ComputedStyle) -> PositionedBox.Space {
        style.inset.top.isAuto && style.inset.bottom.isAuto ? .flow : .page
    }
}
