import RRenderCore
import RRenderLayout

/// A run of reflowable resources scrolled as one (`rendition:flow` `scrolled-continuous`, EPUB
/// 3.3 §8.2.1: "all content documents in the spine in a single continuous flow"): a screen is
/// a window of the strip their flows make one after another (`ContinuousStrip`), so the end of
/// one chapter and the start of the next share a screen, with no blank between them.
///
/// Each resource is laid out scrolled, its windows starting where it starts on the screen
/// (`PageGeometry.scrollShift`), so its pages, their texts, locators and hits are its own as in
/// any scrolled resource; a screen draws each page it shows in the band of the screen its
/// resource covers.
struct ContinuousScreens: PlacedScreens {
    let strip: ContinuousStrip

    var resources: Range<Int> { strip.resources }
    var knownScreenCount: Int? { nil }

    func screenCount(in renderer: Renderer) -> Int {
        if let known = strip.screenCount { return known }
        renderer.scheduler.withWorker(preferring: resources.lowerBound) { worker in
            for resource in resources where strip.extent(of: resource) == nil { _ = renderer.layout(resource, with: worker) }
        }
        return strip.screenCount ?? 0
    }

    func pageCount(ofResource resource: Int, in renderer: Renderer) -> Int {
        renderer.resourcePageCount(resource)
    }

    /// The page at the screen's top: of the first resource whose content reaches it.
    func location(ofScreen index: Int) -> (resource: Int, page: Int) {
        let shown = strip.pages(onScreen: index)
        let top = Double(index) * strip.windowHeight
        return shown.first { strip.placement(of: $0.resource).map { $0.span.upperBound > top } ?? false } ?? shown.first
            ?? (resources.lowerBound, index)
    }

    func pagesShown(onScreen index: Int) -> [(resource: Int, page: Int)] {
        let shown = strip.pages(onScreen: index)
        return shown.isEmpty ? [location(ofScreen: index)] : shown
    }

    func screen(ofResource resource: Int, page: Int, in renderer: Renderer) -> Int? {
        guard resources.contains(resource) else { return nil }
        _ = screenCount(in: renderer)  // measures the run (on a worker of its own, as a reflowable source's count does)
        guard let placement = strip.placement(of: resource) else { return nil }
        return placement.firstScreen + min(max(0, page), max(0, placement.pageCount - 1))
    }

    func batchKey(ofScreen index: Int) -> Int { location(ofScreen: index).resource }

    func placedPages(_ index: Int, with worker: RenderWorker, in renderer: Renderer) -> [PlacedPage] {
        let screen = Rect(origin: Point(x: 0, y: 0), size: renderer.options.viewport.size)
        return zip(pagesShown(onScreen: index), bands(onScreen: index, in: renderer)).map { shown, band in
            PlacedPage(page: renderer.layout(shown.resource, with: worker).page(shown.page), frame: screen, visibleRect: band)
        }
    }

    /// The band of the screen each page of screen `index` is drawn in, top to bottom: the rows
    /// its resource's content covers, the first reaching up to the screen's top and the last
    /// down to its bottom (the margins above and below the content area).
    func bands(onScreen index: Int, in renderer: Renderer) -> [Rect] {
        let viewport = renderer.options.viewport.size, content = renderer.geometry.contentRect
        let shown = pagesShown(onScreen: index), top = Double(index) * strip.windowHeight
        func row(_ y: Double) -> Double { content.minY + min(strip.windowHeight, max(0, y - top)) }
        return shown.enumerated().map { position, page in
            let span = strip.placement(of: page.resource)?.span ?? top...top
            let upper = position == 0 ? 0 : row(span.lowerBound)
            let lower = position == shown.count - 1 ? viewport.height : row(span.upperBound)
            return Rect(x: 0, y: upper, width: viewport.width, height: max(0, lower - upper))
        }
    }

    func textLocator(onScreen index: Int, at point: Point, in renderer: Renderer) throws(RRenderError) -> Locator? {
        let screen = Rect(origin: Point(x: 0, y: 0), size: renderer.options.viewport.size)
        for (page, band) in zip(pagesShown(onScreen: index), bands(onScreen: index, in: renderer)) where band.contains(point) {
            let shown = ShownPage(resource: page.resource, page: page.page, frame: screen, size: screen.size)
            return renderer.wordLocator(on: shown, at: point)
        }
        return nil
    }
}
