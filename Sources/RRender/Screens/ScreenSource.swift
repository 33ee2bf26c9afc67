import RRenderCore
import RRenderLayout

/// What makes the screens of one stretch of a publication: the pages of one reflowable
/// resource, a run of fixed-layout pages shown alone or in spreads, or a PDF's pages.
///
/// A publication is a sequence of screens (`ScreenSequence`) made by these sources, one after
/// the other; the renderer, the navigator, search and locators ask the sequence, and only a
/// source knows what kind of screen it makes. Screens are numbered from 0 within a source; a
/// source's screens show pages of its `resources` (reading-order items; for a PDF, item 0 and
/// its pages), and `location(ofScreen:)`/`screen(ofResource:page:)` go from one to the other.
protocol ScreenSource: Sendable {
    /// The reading-order items whose pages this source shows, in order.
    var resources: Range<Int> { get }
    /// The number of screens when it is known without laying anything out (fixed layout, PDF);
    /// nil when the resource must be laid out first (reflowable).
    var knownScreenCount: Int? { get }
    /// The number of screens, laying out what must be (the renderer caches page counts).
    func screenCount(in renderer: Renderer) -> Int
    /// The first page screen `index` shows: its reading-order item and its page there.
    func location(ofScreen index: Int) -> (resource: Int, page: Int)
    /// The screen showing page `page` of reading-order item `resource`, nil when none does.
    func screen(ofResource resource: Int, page: Int, in renderer: Renderer) -> Int?
    /// The key a batch groups screens by and prefers a worker by: screens with one key share
    /// laid-out resources and go to one worker in order.
    func batchKey(ofScreen index: Int) -> Int

    /// Screen `index`, painted, with its hit regions and text.
    func paint(
        _ index: Int, at location: PageLocation, with worker: RenderWorker, in renderer: Renderer
    ) throws(RRenderError)
        -> RenderedPage
    /// Screen `index` as PNG bytes, encoded straight from the painting surface.
    func png(_ index: Int, with worker: RenderWorker, in renderer: Renderer) throws(RRenderError) -> [UInt8]
    /// The text shown on screen `index`, its pages' texts joined by newlines.
    func text(_ index: Int, in renderer: Renderer) throws(RRenderError) -> String
    /// The laid-out pages screen `index` shows and where; empty when rrender lays nothing out (PDF).
    func shownPages(_ index: Int, in renderer: Renderer) -> [ShownPage]

    /// The locator of the start of screen `index`.
    func locator(ofScreen index: Int, in renderer: Renderer) throws(RRenderError) -> Locator
    /// The locator of the word under `point` (viewport CSS px) on screen `index`.
    func textLocator(onScreen index: Int, at point: Point, in renderer: Renderer) throws(RRenderError) -> Locator?
    /// The page of `resource` (0-based, within it) holding `locator`, whose href names it.
    func page(for locator: Locator, resource: Int, in renderer: Renderer) -> Int?
    /// The page of `resource` where `fragment` (an href's, undecoded) points: an element id, or
    /// `page=N` in a PDF; nil when it names nothing.
    func page(ofFragment fragment: String, resource: Int, in renderer: Renderer) -> Int?
    /// The page of `resource` where the element `selector` names starts; nil where rrender lays
    /// nothing out (PDF) or no such element has text.
    func page(forSelector selector: String, resource: Int, in renderer: Renderer) -> Int?
    /// The number of pages of reading-order item `resource` (a fixed-layout item has one).
    func pageCount(ofResource resource: Int, in renderer: Renderer) -> Int

    /// The units a search walks, in order (resources, or a PDF's pages).
    var searchUnitCount: Int { get }
    /// `matcher`'s hits in search unit `unit`, in order.
    func searchHits(unit: Int, matcher: TextMatcher, snippetLength: Int, in renderer: Renderer) throws(SearchError) -> [SearchHit]
}
