import RRenderCore

/// A page of a resource as a screen shows it: where it is drawn, so a point of the screen can
/// be taken back to the page's own coordinates.
struct ShownPage: Sendable {
    /// The reading-order item, and the page's index in it.
    let resource: Int
    let page: Int
    /// Where the page is drawn, in viewport CSS px.
    let frame: Rect
    /// The page's size, in its own px.
    let size: Size

    /// `point` of the screen, in the page's own px.
    func pagePoint(_ point: Point) -> Point {
        let sx = size.width > 0 ? frame.width / size.width : 1, sy = size.height > 0 ? frame.height / size.height : 1
        return Point(x: (point.x - frame.x) / sx, y: (point.y - frame.y) / sy)
    }
}
