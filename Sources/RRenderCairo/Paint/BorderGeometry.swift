import RRenderCore

/// A side of a box's border.
enum BorderSide: CaseIterable {
    case top, right, bottom, left

    /// The sides that share a corner with this one.
    var adjacent: (BorderSide, BorderSide) {
        switch self {
        case .top, .bottom: (.left, .right)
        case .right, .left: (.top, .bottom)
        }
    }

    /// The sides at the start and at the end of this one, clockwise round the box.
    var clockwiseNeighbours: (start: BorderSide, end: BorderSide) {
        switch self {
        case .top: (.left, .right)
        case .right: (.top, .bottom)
        case .bottom: (.right, .left)
        case .left: (.bottom, .top)
        }
    }

    var isHorizontal: Bool { self == .top || self == .bottom }

    func of(_ insets: EdgeInsets) -> Double {
        switch self {
        case .top: insets.top
        case .right: insets.right
        case .bottom: insets.bottom
        case .left: insets.left
        }
    }
}

/// The geometry of a box's border (CSS Backgrounds 3 §4, CSS 2.1 §8.5): the border box and each
/// side's width. A side is the trapezoid between the outer and the inner border edges, its ends
/// cut on the lines from the outer corners to the inner ones, so adjacent sides meet on the
/// diagonal instead of overlapping. The bands of a side (the two lines of `double`, the halves of
/// `groove` and `ridge`) are trapezoids of rings inset from the border edge.
struct BorderGeometry {
    let outer: Rect
    let widths: EdgeInsets

    /// The box `outer` with border `widths`; widths that add up to more than the box (a slice of
    /// a box cut inside its border) are scaled down to meet.
    init(outer: Rect, widths: EdgeInsets) {
        self.outer = outer
        let x = widths.horizontal > outer.width && widths.horizontal > 0 ? outer.width / widths.horizontal : 1
        let y = widths.vertical > outer.height && widths.vertical > 0 ? outer.height / widths.vertical : 1
        self.widths = EdgeInsets(top: widths.top * y, right: widths.right * x, bottom: widths.bottom * y, left: widths.left * x)
    }

    /// The rect inset from the border edge by `inset(width)` of each side's width.
    func ring(_ inset: (Double) -> Double) -> Rect {
        let top = inset(widths.top), right = inset(widths.right), bottom = inset(widths.bottom), left = inset(widths.left)
        return Rect(
            x: outer.x + left, y: outer.y + top, width: max(0, outer.width - left - right),
            height: max(0, outer.height - top - bottom))
    }

    /// The inner border edge (the padding box).
    var inner: Rect { ring { $0 } }

    /// The part of `side` between the rects `from` (outside) and `to` (inside), corners joined:
    /// four points, clockwise on the page (y down), so that adjacent sides' trapezoids filled in
    /// one path with the non-zero rule make one shape with no seam on the diagonal.
    static func trapezoid(_ side: BorderSide, from a: Rect, to b: Rect) -> [Point] {
        switch side {
        case .top:
            [Point(x: a.minX, y: a.minY), Point(x: a.maxX, y: a.minY), Point(x: b.maxX, y: b.minY), Point(x: b.minX, y: b.minY)]
        case .right:
            [Point(x: a.maxX, y: a.minY), Point(x: a.maxX, y: a.maxY), Point(x: b.maxX, y: b.maxY), Point(x: b.maxX, y: b.minY)]
        case .bottom:
            [Point(x: a.maxX, y: a.maxY), Point(x: a.minX, y: a.maxY), Point(x: b.minX, y: b.maxY), Point(x: b.maxX, y: b.maxY)]
        case .left:
            [Point(x: a.minX, y: a.maxY), Point(x: a.minX, y: a.minY), Point(x: b.minX, y: b.minY), Point(x: b.minX, y: b.maxY)]
        }
    }

    /// `trapezoid(side, from:to:)` with its start (the end nearer the top-left corner, for
    /// `.top` and `.left`; clockwise order otherwise) or its end squared off to cover the whole
    /// corner: the side painted first under a side of another colour, so that the diagonal's
    /// antialiased pixels mix the two colours and not the background (Blink's soft miters).
    static func trapezoid(_ side: BorderSide, from a: Rect, to b: Rect, squaringStart: Bool, squaringEnd: Bool) -> [Point] {
        var points = trapezoid(side, from: a, to: b)
        // points[0], points[1] are on the outer edge in clockwise order; points[3] is under
        // points[0] (the start), points[2] under points[1] (the end).
        if squaringStart {
            points[3] = side.isHorizontal ? Point(x: points[0].x, y: points[3].y) : Point(x: points[3].x, y: points[0].y)
        }
        if squaringEnd {
            points[2] = side.isHorizontal ? Point(x: points[1].x, y: points[2].y) : Point(x: points[2].x, y: points[1].y)
        }
        return points
    }

    /// The whole of `side`, from the outer to the inner border edge.
    func trapezoid(_ side: BorderSide) -> [Point] {
        Self.trapezoid(side, from: outer, to: inner)
    }

    /// The line along the middle of `side`, over the box's whole length (where dots and dashes
    /// are laid out): its start, its length, and the side's width across it.
    func centreLine(_ side: BorderSide) -> (start: Point, length: Double, width: Double) {
        let width = side.of(widths)
        switch side {
        case .top: return (Point(x: outer.minX, y: outer.minY + width / 2), outer.width, width)
        case .bottom: return (Point(x: outer.minX, y: outer.maxY - width / 2), outer.width, width)
        case .left: return (Point(x: outer.minX + width / 2, y: outer.minY), outer.height, width)
        case .right: return (Point(x: outer.maxX - width / 2, y: outer.minY), outer.height, width)
        }
    }
}
