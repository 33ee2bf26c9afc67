import RRenderCore
import RRenderLayout

/// The screens of EPUB resources, which rrender lays out itself: what reflowable and
/// fixed-layout screens answer alike, from the resources' layouts.
protocol LaidOutScreens: ScreenSource {
    /// The pages (reading-order item, page in it) screen `index` shows, without laying them out.
    func pagesShown(onScreen index: Int) -> [(resource: Int, page: Int)]
}

extension LaidOutScreens {
    func text(_ index: Int, in renderer: Renderer) throws(RRenderError) -> String {
        renderer.scheduler.withWorker(preferring: pagesShown(onScreen: index)[0].resource) { worker in
            text(index, with: worker, in: renderer)
        }
    }

    /// The text of screen `index`, laid out by `worker`: its pages' texts joined by newlines.
    func text(_ index: Int, with worker: RenderWorker, in renderer: Renderer) -> String {
        pagesShown(onScreen: index).map { renderer.layout($0.resource, with: worker).page($0.page).text }.joined(separator: "\n")
    }

    func locator(ofScreen index: Int, in renderer: Renderer) throws(RRenderError) -> Locator {
        let location = location(ofScreen: index)
        return renderer.locator(ofResource: location.resource, page: location.page)
    }

    func textLocator(onScreen index: Int, at point: Point, in renderer: Renderer) throws(RRenderError) -> Locator? {
        for page in shownPages(index, in: renderer) where page.frame.contains(point) {
            return renderer.wordLocator(on: page, at: page.pagePoint(point))
        }
        return nil
    }

    func page(for locator: Locator, resource: Int, in renderer: Renderer) -> Int? {
        renderer.page(for: locator, inResource: resource)
    }

    func page(ofFragment fragment: String, resource: Int, in renderer: Renderer) -> Int? {
        renderer.page(ofAnchor: HREF.percentDecoded(fragment), inResource: resource)
    }

    func page(forSelector selector: String, resource: Int, in renderer: Renderer) -> Int? {
        renderer.page(forSelector: selector, inResource: resource)
    }

    var searchUnitCount: Int { resources.count }

    func searchHits(unit: Int, matcher: TextMatcher, snippetLength: Int, in renderer: Renderer) throws(SearchError) -> [SearchHit]
    {
        try renderer.searchHits(resource: resources.lowerBound + unit, matcher: matcher, snippetLength: snippetLength)
    }
}
