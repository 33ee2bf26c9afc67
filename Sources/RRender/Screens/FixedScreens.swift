import RRenderCairo
import RRenderCore
import RRenderLayout

/// A run of fixed-layout resources, a screen per spread (readium.md §2.7): each resource is laid
/// out once at its own page size (its viewport meta), and a screen shows the one or two
/// resources of its spread, each scaled into its slot by the `fit` setting.
struct FixedScreens: PlacedScreens {
    /// The screens, in reading order; their pages' `resource`s are reading-order indices.
    let spreads: [EPUBSpread]
    let resources: Range<Int>
    /// Two slots per screen (spreads enabled), even where a spread shows one page.
    let twoSlots: Bool

    var knownScreenCount: Int? { spreads.count }

    /// Fixed-layout item `resource` alone on the whole screen (a `spread-none` item, a
    /// non-linear one).
    static func alone(_ resource: Int) -> FixedScreens {
        FixedScreens(
            spreads: [EPUBSpread(pages: [.init(resource: resource, slot: .center)])], resources: resource..<(resource + 1),
            twoSlots: false)
    }

    func screenCount(in renderer: Renderer) -> Int { spreads.count }

    func pageCount(ofResource resource: Int, in renderer: Renderer) -> Int { 1 }

    func location(ofScreen index: Int) -> (resource: Int, page: Int) { (spreads[index].resources[0], 0) }

    func pagesShown(onScreen index: Int) -> [(resource: Int, page: Int)] { spreads[index].resources.map { ($0, 0) } }

    func screen(ofResource resource: Int, page: Int, in renderer: Renderer) -> Int? { spreads.index(ofResource: resource) }

    func batchKey(ofScreen index: Int) -> Int { spreads[index].resources[0] }

    /// The pages of screen `index`, laid out by `worker` and fitted to their slots.
    func placedPages(_ index: Int, with worker: RenderWorker, in renderer: Renderer) -> [PlacedPage] {
        let viewport = renderer.options.viewport
        return spreads[index].pages.map { entry in
            let page = renderer.layout(entry.resource, with: worker).page(0)
            let area = PageFit.slotRect(entry.slot, in: viewport, spreads: twoSlots)
            return PlacedPage(
                page: page, frame: PageFit.frame(of: page.size, slot: entry.slot, in: area, fit: renderer.options.settings.fit))
        }
    }
}
