import RRenderCore

/// The absolutely positioned boxes of a flow laid out inside another (a float's content, a
/// multi-column box's columns), for the flow around it: those laid out inside, whose
/// containing block is in the inner flow, and those waiting for a containing block outside it.
struct InnerPositioned {
    var laidOut: [PositionedBox] = []
    var waiting: [PendingPositioned] = []

    /// Those of `flow` laid out and those `layout` left waiting (`leavesOuterBoxes`).
    init(_ flow: Flow, layout: FlowLayout) {
        laidOut = flow.positioned
        waiting = layout.positioning.rootPending + layout.positioning.fixedPending
    }

    init() {}

    /// Those shown with the inner atoms `atoms`, and those after the inner flow's last atom when
    /// `atoms` ends it.
    func shown(with atoms: Range<Int>, atomCount: Int) -> InnerPositioned {
        func isShown(_ index: Int) -> Bool {
            atoms.contains(index) || (index >= atomCount && atoms.upperBound == atomCount)
        }
        var part = InnerPositioned()
        part.laidOut = laidOut.filter { isShown($0.atom) }
        part.waiting = waiting.filter { isShown($0.atom) }
        return part
    }
}

extension FlowLayout {
    /// Lets `inner`, a flow laid out inside this one, take absolutely positioned boxes out of
    /// its content as this flow does. With a `container` (the padding box of the positioned box
    /// whose content `inner` lays out, from the content's height), the boxes inside it are laid
    /// out against it; without, those whose containing block is outside wait for this flow
    /// (`adoptPositioned`).
    func positionsBoxes(of inner: FlowLayout, container: ((Double) -> Rect)? = nil) {
        inner.positioning.enabled = positioning.enabled
        inner.positioning.pageBox = positioning.pageBox
        inner.positioning.rootContainer = container
        inner.positioning.leavesOuterBoxes = container == nil
    }

    /// Brings the positioned boxes of an inner flow into this one, moved by `dx`, `dy` (where the
    /// inner flow's origin is), to be shown with the next atom: those laid out inside join this
    /// flow's boxes; those waiting for a containing block outside wait for it here, their static
    /// positions moved with them.
    func adoptPositioned(_ boxes: InnerPositioned, dx: Double, dy: Double) {
        let atom = flow.atoms.count
        for box in boxes.laidOut {
            var moved = box.space == .flow ? box.offsetBy(dx: dx, dy: dy) : box
            moved.atom = atom
            moved.order = [positioning.nextOrder] + box.order
            positioning.nextOrder += 1
            flow.positioned.append(moved)
        }
        for item in boxes.waiting {
            var moved = PendingPositioned(
                box: item.box, staticPosition: item.staticPosition.offsetBy(dx: dx, dy: dy), atom: atom,
                order: positioning.nextOrder)
            moved.staticEnd = item.staticEnd.map { $0 + dx }
            moved.direction = item.direction
            positioning.nextOrder += 1
            awaitContainingBlock(moved)
        }
    }
}
