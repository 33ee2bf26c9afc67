import RRenderCairo
import RRenderCore
import RRenderLayout

/// A run of fixed-layout resources, a screen per spread (readium.md §2.7): each resource is laid
/// out once at its own page size (its viewport meta), and a screen shows the one or two
/// resources of its spread, each scaled into its slot by the `fit` setting.
struct FixedScreens: LaidOutScreens {
    /// The screens, in reading order; their pages' `resource`s are reading-order indices.
    let spreads: [EPUBSpread]
    let resources: Range<Int>
    /// Two slots per screen (spreads enabled), even where a spread shows one page.
    let twoSlots: Bool

    var knownScreenCount: Int? { spreads.count }

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

    func paint(
        _ index: Int, at location: PageLocation, with worker: RenderWorker, in renderer: Renderer
    ) throws(RRenderError)
        -> RenderedPage
    {
        let placed = placedPages(index, with: worker, in: renderer)
        let options = renderer.options
        let image: PixelImage
        do {
            image = try worker.painter.paint(
                placed, size: options.viewport.size, scale: options.scale, screen: renderer.screenColor,
                background: options.background)
        } catch {
            throw .rendering(publication: renderer.publication.sourceName, reason: "\(error)")
        }
        for page in spreads[index].pages { renderer.collectPaintProblems(of: worker, resource: page.resource) }
        let frame = Frame(
            image: image, viewport: options.viewport, scale: options.scale,
            hitRegions: placed.flatMap(\.links).map { HitRegion($0) })
        return RenderedPage(
            location: location, href: renderer.href(ofResource: location.resource), frame: frame,
            text: placed.map(\.page.text).joined(separator: "\n"))
    }

    func png(_ index: Int, with worker: RenderWorker, in renderer: Renderer) throws(RRenderError) -> [UInt8] {
        let placed = placedPages(index, with: worker, in: renderer)
        let options = renderer.options
        do {
            let png = try worker.painter.paintPNG(
                placed, size: options.viewport.size, scale: options.scale, screen: renderer.screenColor,
                background: options.background)
            for page in spreads[index].pages { renderer.collectPaintProblems(of: worker, resource: page.resource) }
            return png
        } catch {
            throw .rendering(publication: renderer.publication.sourceName, reason: "\(error)")
        }
    }

    func shownPages(_ index: Int, in renderer: Renderer) -> [ShownPage] {
        renderer.scheduler.withWorker(preferring: spreads[index].resources[0]) { worker in
            zip(spreads[index].pages, placedPages(index, with: worker, in: renderer)).map { entry, placed in
                ShownPage(resource: entry.resource, page: 0, frame: placed.frame, size: placed.page.size)
            }
        }
    }
}

extension Renderer {
    /// The colour around fixed-layout pages: the reader's `backgroundColor` when set (Readium's
    /// navigator background), else the renderer's page colour.
    var screenColor: Color {
        options.settings.backgroundColor ?? options.background
    }
}
