import RRenderCairo
import RRenderCore
import RRenderLayout

/// The pages of one reflowable resource, a screen each: laid out at the viewport with the
/// reader's settings, as many as the resource needs.
struct ReflowableScreens: LaidOutScreens {
    /// The reading-order item.
    let resource: Int

    var resources: Range<Int> { resource..<(resource + 1) }
    var knownScreenCount: Int? { nil }

    func screenCount(in renderer: Renderer) -> Int {
        renderer.resourcePageCount(resource)
    }

    func pageCount(ofResource resource: Int, in renderer: Renderer) -> Int {
        screenCount(in: renderer)
    }

    func location(ofScreen index: Int) -> (resource: Int, page: Int) { (resource, index) }

    func pagesShown(onScreen index: Int) -> [(resource: Int, page: Int)] { [(resource, index)] }

    func screen(ofResource resource: Int, page: Int, in renderer: Renderer) -> Int? {
        guard resource == self.resource else { return nil }
        let count = screenCount(in: renderer)
        return count > 0 ? min(max(0, page), count - 1) : nil
    }

    func batchKey(ofScreen index: Int) -> Int { resource }

    func paint(
        _ index: Int, at location: PageLocation, with worker: RenderWorker, in renderer: Renderer
    ) throws(RRenderError)
        -> RenderedPage
    {
        let page = renderer.layout(resource, with: worker, throughPage: index).page(index)
        let image: PixelImage
        do {
            image = try worker.painter.paint(page, scale: renderer.options.scale, background: renderer.options.background)
        } catch {
            throw .rendering(publication: renderer.publication.sourceName, reason: "\(error)")
        }
        renderer.collectPaintProblems(of: worker, resource: resource)
        let frame = Frame(
            image: image, viewport: renderer.options.viewport, scale: renderer.options.scale,
            hitRegions: page.links.map { HitRegion($0) })
        return RenderedPage(location: location, href: renderer.href(ofResource: resource), frame: frame, text: page.text)
    }

    func png(_ index: Int, with worker: RenderWorker, in renderer: Renderer) throws(RRenderError) -> [UInt8] {
        let page = renderer.layout(resource, with: worker, throughPage: index).page(index)
        do {
            let png = try worker.painter.paintPNG(page, scale: renderer.options.scale, background: renderer.options.background)
            renderer.collectPaintProblems(of: worker, resource: resource)
            return png
        } catch {
            throw .rendering(publication: renderer.publication.sourceName, reason: "\(error)")
        }
    }

    func shownPages(_ index: Int, in renderer: Renderer) -> [ShownPage] {
        let viewport = renderer.options.viewport.size
        return [
            ShownPage(resource: resource, page: index, frame: Rect(origin: Point(x: 0, y: 0), size: viewport), size: viewport)
        ]
    }
}
