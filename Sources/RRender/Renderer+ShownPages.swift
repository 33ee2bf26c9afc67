import RRenderCore
import RRenderLayout

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

extension Renderer {
    /// The pages screen `number` shows: one reflowable page filling the viewport, or the one or
    /// two fixed-layout pages of its spread, each fitted to its slot (`placedPages`).
    func shownPages(_ number: Int) throws(RRenderError) -> [ShownPage] {
        if let spreads {
            let spread = try spread(spreads, ofPage: number)
            return pool.withWorker(preferring: spread.resources[0]) { worker in
                zip(spread.pages, placedPages(spread, with: worker)).map { entry, placed in
                    ShownPage(resource: entry.resource, page: 0, frame: placed.frame, size: placed.page.size)
                }
            }
        }
        let location = try location(ofPage: number)
        let viewport = Rect(origin: Point(x: 0, y: 0), size: options.viewport.size)
        return [ShownPage(resource: location.resource, page: location.page, frame: viewport, size: options.viewport.size)]
    }
}
