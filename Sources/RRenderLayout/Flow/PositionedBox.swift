import RRenderCore
import RRenderStyle

/// An absolutely or fixed positioned box, laid out (CSS 2.1 §9.6, §10.3.7, §10.6.4): out of the
/// flow, painted on the page of the atom at its static position, in its stacking layer.
public struct PositionedBox {
    /// Where the box's coordinates are measured from.
    public enum Space: Sendable {
        /// The flow's coordinates, like atoms (a containing block in the flow, or a static
        /// vertical position): moved onto the page as the atom `atom` is.
        case flow
        /// The page's content area (the initial containing block, or the page box for `fixed`):
        /// the same on whichever page shows the box.
        case page
    }

    /// The atom whose page shows the box: for a box in flow coordinates the first atom ending
    /// below its top (the page its top is on), else the first atom after its static position.
    public var atom: Int
    /// The top of its border box (in `space`).
    public var top: Double
    /// `z-index`, 0 for `auto`: negative layers are painted under the in-flow content, others
    /// over it (CSS 2.1 Appendix E, steps 3 and 8–9).
    public var zIndex: Int
    /// The box's place in the document, for boxes in the same layer (painted in tree order):
    /// compared element by element, a box inside another positioned box extends its path.
    public var order: [Int]
    public var space: Space
    /// Its decoration, content and nested stacking layers, in painting order.
    public var fragments: [Fragment]
    public var links: [LinkRegion]

    /// The box moved by `dx`, `dy` (fragments and links).
    func offsetBy(dx: Double, dy: Double) -> PositionedBox {
        var moved = self
        moved.fragments = fragments.map { $0.offsetBy(dx: dx, dy: dy) }
        moved.links = links.map { $0.offsetBy(dx: dx, dy: dy) }
        moved.top = top + dy
        return moved
    }

    /// Its paint layer.
    var layer: PaintLayer { PaintLayer(zIndex: zIndex, order: order) }

    /// True when `a` is painted before `b`: lower `z-index` first, then tree order.
    static func paintsBefore(_ a: PositionedBox, _ b: PositionedBox) -> Bool {
        a.layer.paintsBefore(b.layer)
    }
}

/// An absolutely positioned box met in the flow, waiting for its containing block to close.
struct PendingPositioned {
    let box: BlockBox
    /// The top-left of its margin box had it been in the flow (its static position).
    let staticPosition: Point
    let atom: Int
    let order: Int
    /// The right edge of the block it would have been in, and that block's `direction`: in a
    /// right-to-left one the static position is the right edge (CSS 2.1 §10.3.7).
    var staticEnd: Double? = nil
    var direction: Direction = .ltr
}

/// A positioned block open while its content is laid out: the containing block of the
/// absolutely positioned boxes inside it (CSS 2.1 §10.1, item 4).
struct PositionedContainer {
    var pending: [PendingPositioned] = []
    /// `flow.positioned.count` when it opened: the boxes laid out inside it follow.
    let positionedAtOpen: Int
    /// Its place in the document among positioned boxes (`PositionedBox.order`).
    let order: Int
}
