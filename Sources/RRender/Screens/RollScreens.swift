import RRenderCore
import RRenderLayout

/// A roll (`rendition:layout` `roll`, EPUB 3.4 draft; RWPM's `scrolled` layout): the reading
/// order's items, each laid out at its own size like a fixed-layout page, fitted to the
/// viewport's width and stacked into one strip with no gap (`RollStrip`). A screen is the
/// strip's next viewport-high window, so an item may start on one screen and end on another.
///
/// An item is one position, as a fixed-layout item is; a screen's locator is the item at its
/// top with the `progression` of the screen's top down that item, and a locator leads back to
/// the screen showing that point. The "page" of an item (`page(for:)`, `screen(ofResource:page:)`)
/// counts screens from the one where the item starts.
struct RollScreens: PlacedScreens {
    let strip: RollStrip

    var resources: Range<Int> { strip.items }
    var knownScreenCount: Int? { strip.screenCount }

    func screenCount(in renderer: Renderer) -> Int { strip.screenCount }

    func pageCount(ofResource resource: Int, in renderer: Renderer) -> Int { 1 }

    func location(ofScreen index: Int) -> (resource: Int, page: Int) {
        (strip.item(at: strip.windowTop(index)) ?? resources.lowerBound, 0)
    }

    func pagesShown(onScreen index: Int) -> [(resource: Int, page: Int)] {
        strip.items(onScreen: index).map { ($0, 0) }
    }

    func screen(ofResource resource: Int, page: Int, in renderer: Renderer) -> Int? {
        guard resources.contains(resource) else { return nil }
        let first = strip.screen(ofItem: resource), last = strip.screen(ofItem: resource, progression: 1)
        return min(last, first + max(0, page))
    }

    func batchKey(ofScreen index: Int) -> Int { location(ofScreen: index).resource }

    func placedPages(_ index: Int, with worker: RenderWorker, in renderer: Renderer) -> [PlacedPage] {
        strip.items(onScreen: index).map { item in
            PlacedPage(page: renderer.layout(item, with: worker).page(0), frame: strip.frame(of: item, onScreen: index))
        }
    }

    func locator(ofScreen index: Int, in renderer: Renderer) throws(RRenderError) -> Locator {
        let item = location(ofScreen: index).resource
        var locator = renderer.locator(ofResource: item, page: 0)
        locator.locations.progression = strip.progression(at: strip.windowTop(index), in: item)
        return locator
    }

    /// The screen, counted from the item's first, showing the point of the item the locator's
    /// `progression` names (its top without one).
    func page(for locator: Locator, resource: Int, in renderer: Renderer) -> Int? {
        let progression = locator.locations.progression ?? 0
        return strip.screen(ofItem: resource, progression: progression) - strip.screen(ofItem: resource)
    }
}
