import RRenderCore
import RRenderPublication

/// A publication laid out for one viewport and its settings, page by page: what the navigator,
/// snapshots, edition comparison and thumbnails need of it, and all they see (DESIGN.md §3:
/// the navigator works over a frame source, never boxes or C). A page is a screen: a
/// reflowable resource's page, a fixed-layout spread, a PDF page or spread, numbered from 1.
///
/// `Renderer` is the library's frame source; a test or an app may bring its own (pages kept
/// on disk, a renderer in another process). Implementations are thread-safe.
public protocol FrameSource: AnyObject, Sendable {
    /// The publication laid out.
    var publication: Publication { get }
    /// The viewport, scale and settings the pages are laid out for.
    var options: RenderOptions { get }

    /// The number of pages.
    func pageCount() -> Int
    /// Where page `number` is: its reading-order item and its index there.
    func location(ofPage number: Int) throws(RRenderError) -> PageLocation
    /// True when turning pages leads from page `from` to page `to` (never from the reading
    /// order into a non-linear item, or back).
    func canTurn(from: Int, to: Int) -> Bool

    /// Lays out and paints page `number`.
    func renderPage(_ number: Int) throws(RRenderError) -> RenderedPage
    /// Renders `numbers`, calling `body` for each page on the rendering threads, in parallel, in
    /// no set order. Stops at the first error `body` throws.
    func renderPages(_ numbers: [Int], _ body: @Sendable (RenderedPage) throws -> Void) throws
    /// The text shown on page `number`, in reading order, without painting it.
    func text(ofPage number: Int) throws(RRenderError) -> String

    /// The locator of the start of page `number` (readium.md §1.9).
    func locator(ofPage number: Int) throws(RRenderError) -> Locator
    /// The number of the page holding `locator` (readium.md §2.5); nil when no reading-order
    /// item has its href.
    func pageNumber(for locator: Locator) -> Int?
    /// The locator of the word under `point` (viewport CSS px) on page `number`; nil where there
    /// is no word.
    func textLocator(onPage number: Int, at point: Point) throws(RRenderError) -> Locator?
    /// The title of the table-of-contents entry holding page `page` (0-based) of reading-order
    /// item `resource`.
    func tableOfContentsTitle(resource: Int, page: Int) -> String?
    /// The footnote, endnote or other note `href` names, for a pop-up.
    func note(at href: String) -> Note?
    /// What went wrong in the publication and in every page laid out so far.
    func diagnostics() -> [Diagnostic]
}

extension Renderer: FrameSource {}

/// What a navigator asks a `FrameSourceMaker` for: the publication laid out with `options`
/// and the settings the preferences and defaults resolve to (EPUB ones for an EPUB, PDF ones
/// for a PDF).
public struct FrameSourceRequest: Sendable {
    public let publication: Publication
    public let options: RenderOptions
    public let preferences: EPUBPreferences
    public let defaults: EPUBDefaults
    public let pdfPreferences: PDFPreferences
    public let pdfDefaults: PDFDefaults
}

/// Makes the frame source a navigator shows, at its start and on every relayout (a new
/// viewport or new preferences); `PageNavigator.renderer` makes a `Renderer`.
public typealias FrameSourceMaker = @Sendable (FrameSourceRequest) throws(RRenderError) -> any FrameSource
