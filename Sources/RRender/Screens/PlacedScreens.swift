import RRenderCairo
import RRenderCore
import RRenderLayout

/// Screens that show whole pages of their own size scaled into frames: fixed-layout spreads
/// and a roll. Each screen is painted from its placed pages; what they leave uncovered takes
/// the screen colour.
protocol PlacedScreens: LaidOutScreens {
    /// The pages of screen `index`, laid out by `worker`, and where each is drawn.
    func placedPages(_ index: Int, with worker: RenderWorker, in renderer: Renderer) -> [PlacedPage]
}

extension PlacedScreens {
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
        collectPaintProblems(index, of: worker, in: renderer)
        let screen = Rect(origin: Point(x: 0, y: 0), size: options.viewport.size)
        let frame = Frame(
            image: image, viewport: options.viewport, scale: options.scale,
            hitRegions: placed.flatMap(\.links).filter { $0.rect.intersects(screen) }.map { HitRegion($0) })
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
            collectPaintProblems(index, of: worker, in: renderer)
            return png
        } catch {
            throw .rendering(publication: renderer.publication.sourceName, reason: "\(error)")
        }
    }

    func shownPages(_ index: Int, in renderer: Renderer) -> [ShownPage] {
        let shown = pagesShown(onScreen: index)
        return renderer.scheduler.withWorker(preferring: batchKey(ofScreen: index)) { worker in
            zip(shown, placedPages(index, with: worker, in: renderer)).map { entry, placed in
                ShownPage(resource: entry.resource, page: entry.page, frame: placed.frame, size: placed.page.size)
            }
        }
    }

    /// Records what `worker` could not draw on screen `index`, for each resource it shows.
    private func collectPaintProblems(_ index: Int, of worker: RenderWorker, in renderer: Renderer) {
        for page in pagesShown(onScreen: index) { renderer.collectPaintProblems(of: worker, resource: page.resource) }
    }
}

extension Renderer {
    /// The colour around fixed-layout pages: the reader's `backgroundColor` when set (Readium's
    /// navigator background), else the renderer's page colour.
    var screenColor: Color {
        options.settings.backgroundColor ?? options.background
    }
}
