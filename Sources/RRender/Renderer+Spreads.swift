import RRenderCairo
import RRenderCore
import RRenderLayout

/// Fixed-layout publications: a page of the renderer is a screen, one spread (readium.md §2.7).
/// Each resource is laid out once at its own page size (its viewport meta); a screen shows the
/// resources of its spread, each scaled into its slot by the `fit` setting.
extension Renderer {
    /// The spreads of a fixed-layout publication under `settings` in `viewport`, nil for a
    /// reflowable one. Pairing follows the publication's own reading progression.
    static func spreads(of publication: Publication, settings: EPUBSettings, viewport: Viewport) -> [EPUBSpread]? {
        let layout = publication.metadata.layout
        guard layout == .fixed else { return nil }
        return EPUBSpread.spreads(readingOrder: publication.readingOrder, layout: layout,
                                  publicationProgression: publication.metadata.readingProgression,
                                  readingProgression: settings.readingProgression,
                                  offsetFirstPage: settings.isActive(.offsetFirstPage, layout: layout) ? settings.offsetFirstPage : nil,
                                  enabled: EPUBSpread.isEnabled(settings.spread, viewport: viewport))
    }

    /// The spread shown on page `number` (1-based) of a fixed-layout publication.
    func spread(_ spreads: [EPUBSpread], ofPage number: Int) throws(RRenderError) -> EPUBSpread {
        guard number >= 1, number <= spreads.count else {
            throw .pageOutOfRange(publication: publication.sourceName, page: number, pageCount: spreads.count)
        }
        return spreads[number - 1]
    }

    /// The pages of `spread`, laid out by `worker` and fitted to their slots.
    func placedPages(_ spread: EPUBSpread, with worker: RenderWorker) -> [PlacedPage] {
        let twoSlots = EPUBSpread.isEnabled(options.settings.spread, viewport: options.viewport)
        return spread.pages.map { entry in
            let page = worker.layout(entry.resource, loader: loader, geometry: geometry).page(0)
            let area = PageFit.slotRect(entry.slot, in: options.viewport, spreads: twoSlots)
            return PlacedPage(page: page, frame: PageFit.frame(of: page.size, slot: entry.slot, in: area, fit: options.settings.fit))
        }
    }

    /// The colour around fixed-layout pages: the reader's `backgroundColor` when set (Readium's
    /// navigator background), else the renderer's page colour.
    var screenColor: Color {
        options.settings.backgroundColor ?? options.background
    }

    /// Paints the screen showing `spread` as page `location`.
    func paintSpread(_ spread: EPUBSpread, at location: PageLocation, with worker: RenderWorker) throws(RRenderError) -> RenderedPage {
        let placed = placedPages(spread, with: worker)
        let image: PixelImage
        do {
            image = try worker.painter.paint(placed, size: options.viewport.size, scale: options.scale, screen: screenColor,
                                             background: options.background)
        } catch {
            throw .rendering(publication: publication.sourceName, reason: "\(error)")
        }
        spread.pages.forEach { collectImageProblems(of: worker, resource: $0.resource) }
        let regions = placed.flatMap(\.links).map { HitRegion($0) }
        let frame = Frame(image: image, viewport: options.viewport, scale: options.scale, hitRegions: regions)
        let href = HREF.removingFragment(publication.readingOrder[location.resource].href)
        return RenderedPage(location: location, href: href, frame: frame, text: placed.map(\.page.text).joined(separator: "\n"))
    }

    /// The screen showing `spread`, as PNG bytes.
    func spreadPNG(_ spread: EPUBSpread, with worker: RenderWorker) throws(RRenderError) -> [UInt8] {
        let placed = placedPages(spread, with: worker)
        do {
            let png = try worker.painter.paintPNG(placed, size: options.viewport.size, scale: options.scale, screen: screenColor,
                                                  background: options.background)
            spread.pages.forEach { collectImageProblems(of: worker, resource: $0.resource) }
            return png
        } catch {
            throw .rendering(publication: publication.sourceName, reason: "\(error)")
        }
    }
}
