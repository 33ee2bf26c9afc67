import Foundation
import RRender
import RRenderTestSupport
import Synchronization
import Testing

/// A frame source that hands on to a renderer and records the pages painted: what an app
/// bringing its own pages (kept on disk, rendered in another process) would stand in for.
final class RecordingFrameSource: FrameSource {
    let inner: Renderer
    let painted = Mutex<[Int]>([])

    init(_ inner: Renderer) { self.inner = inner }

    var publication: Publication { inner.publication }
    var options: RenderOptions { inner.options }
    func pageCount() -> Int { inner.pageCount() }
    func location(ofPage number: Int) throws(RRenderError) -> PageLocation { try inner.location(ofPage: number) }
    func canTurn(from: Int, to: Int) -> Bool { inner.canTurn(from: from, to: to) }
    func renderPage(_ number: Int) throws(RRenderError) -> RenderedPage {
        painted.withLock { $0.append(number) }
        return try inner.renderPage(number)
    }
    func renderPages(_ numbers: [Int], _ body: @Sendable (RenderedPage) throws -> Void) throws {
        painted.withLock { $0 += numbers }
        try inner.renderPages(numbers, body)
    }
    func text(ofPage number: Int) throws(RRenderError) -> String { try inner.text(ofPage: number) }
    func locator(ofPage number: Int) throws(RRenderError) -> Locator { try inner.locator(ofPage: number) }
    func pageNumber(for locator: Locator) -> Int? { inner.pageNumber(for: locator) }
    func textLocator(onPage number: Int, at point: Point) throws(RRenderError) -> Locator? {
        try inner.textLocator(onPage: number, at: point)
    }
    func tableOfContentsTitle(resource: Int, page: Int) -> String? { inner.tableOfContentsTitle(resource: resource, page: page) }
    func note(at href: String) -> Note? { inner.note(at: href) }
    func diagnostics() -> [Diagnostic] { inner.diagnostics() }
}

/// The navigator works over any `FrameSource`: it paints and locates through the protocol
/// only, and makes a new one, through the maker it was given, on every relayout.
@Suite struct FrameSourceTests {
    @Test func aNavigatorShowsThePagesOfTheFrameSourceItIsGiven() throws {
        let publication = try Renderer.openPublication(try SampleBookFixture.path())
        let made = Mutex<[RecordingFrameSource]>([])
        let navigator = try PageNavigator(
            publication: publication, options: RenderOptions(viewport: Viewport(width: 400, height: 600))
        ) { request throws(RRenderError) -> any FrameSource in
            let source = RecordingFrameSource(try PageNavigator.renderer(request) as! Renderer)
            made.withLock { $0.append(source) }
            return source
        }
        #expect(navigator.goForward())
        let frame = try navigator.currentFrame
        #expect(frame.image.width == 400)
        let first = try #require(made.withLock { $0.first })
        #expect(first.painted.withLock { $0 } == [2])
        let location = navigator.currentLocation
        try navigator.setViewport(Viewport(width: 300, height: 600))
        #expect(made.withLock { $0.count } == 2, "a relayout makes a new frame source")
        #expect(navigator.frameSource === made.withLock { $0.last })
        #expect(navigator.currentLocation.href == location.href)
        #expect(try navigator.currentFrame.image.width == 300)
    }
}
