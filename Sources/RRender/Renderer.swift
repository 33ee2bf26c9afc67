import Dispatch
import Foundation
import RRenderCairo
import RRenderCore
import RRenderLayout
import RRenderPDF
import RRenderPublication
import RRenderStyle
import Synchronization

/// Lays out and paints the pages of a publication for one viewport and scale.
///
/// Pages are numbered from 1 across the whole reading order. Each resource is laid out once
/// (by whichever worker needs it first) and its page count kept, so finding page 400 lays out
/// the resources before it once, in parallel. Thread-safe: call it from any thread.
public final class Renderer: Sendable {
    public let publication: Publication
    public let options: RenderOptions
    public let geometry: PageGeometry
    let loader: ResourceLoader
    let pool: WorkerPool
    /// Per reading-order index, what laying it out found.
    let summaries = Mutex<[Int: ResourceSummary]>([:])
    /// The page texts of the resource asked for last (locators of its pages need them all).
    let lastPageTexts = Mutex<(resource: Int, texts: [String])?>(nil)
    /// The quote finder over the text of the resource whose locator was resolved last (a search
    /// result page resolves many locators of one resource).
    let lastQuoteFinder = Mutex<(resource: Int, finder: QuoteFinder)?>(nil)
    /// The table-of-contents entries that name a reading-order item, in document order, with
    /// that item's index (made on first use, see `Renderer+Titles.swift`).
    let contentsEntries = Mutex<[(resource: Int, link: Link)]?>(nil)
    /// Images that could not be drawn, found while painting.
    private let paintProblems = Mutex<[Diagnostic]>([])
    /// The publication's `@font-face` fonts and their problems (see `EmbeddedFonts.swift`).
    let embeddedFonts: EmbeddedFonts
    /// The publication's screens, source by source (see `Screens/`).
    let screens: ScreenSequence

    /// The fixed-layout spreads of the publication, in order; nil when it has no fixed-layout item.
    public var spreads: [EPUBSpread]? { screens.spreads }

    /// A renderer for `publication`, with rrender's pinned fonts plus the publication's embedded ones.
    public init(publication: Publication, options: RenderOptions = RenderOptions()) throws(RRenderError) {
        self.publication = publication
        self.options = options
        let settings = options.settings, layout = publication.metadata.layout
        // The page geometry of reflowable resources, even in a fixed-layout book (where a
        // reflowable spine item is paginated like any chapter); fixed-layout resources take
        // their own page size.
        var geometry = PageGeometry(viewport: options.viewport,
                                    pageMargins: settings.isActive(.pageMargins, layout: .reflowable) ? settings.pageMargins : 1)
        geometry.columns = Self.columns(settings, layout: .reflowable, geometry: geometry)
        geometry.scrolled = settings.isActive(.scroll, layout: .reflowable) && settings.scroll
        self.geometry = geometry
        screens = ScreenSequence(publication: publication, options: options)
        let environment = MediaEnvironment(width: options.viewport.width, height: options.viewport.height,
                                           resolution: options.scale)
        loader = ResourceLoader(publication: publication, environment: environment, settings: settings)
        let fonts: FontConfiguration
        do { fonts = try FontConfiguration.shared() } catch { throw .fonts(error) }
        // The pinned fonts plus the publication's own, for this publication's workers only.
        embeddedFonts = EmbeddedFonts(publication: publication, environment: environment, pinned: fonts)
        var workers: [RenderWorker] = []
        for _ in 0..<options.concurrency {
            do {
                let filter = settings.isActive(.imageFilter, layout: layout) ? settings.imageFilter : nil
                workers.append(try RenderWorker(fonts: embeddedFonts.configuration, imageFilter: filter, shaping: !publication.isPDF) {
                    [publication] href in
                    ResourceLoader.imageBytes(href, in: publication)  // data: URLs included
                })
            } catch {
                throw .fonts(error)
            }
        }
        pool = WorkerPool(workers)
    }

    /// A renderer with the reading settings that `preferences` and the app's `defaults` resolve
    /// to for `publication` (readium.md §3.2; the settings in `options` are replaced).
    public convenience init(publication: Publication, options: RenderOptions = RenderOptions(), preferences: EPUBPreferences,
                            defaults: EPUBDefaults = EPUBDefaults()) throws(RRenderError) {
        var options = options
        options.settings = EPUBSettings(preferences: preferences, defaults: defaults, metadata: publication.metadata)
        try self.init(publication: publication, options: options)
    }

    /// A renderer for the PDF `publication` with the settings `preferences` and `defaults`
    /// resolve to (readium.md §3.4; the PDF settings in `options` are replaced).
    public convenience init(publication: Publication, options: RenderOptions = RenderOptions(), pdfPreferences: PDFPreferences,
                            defaults: PDFDefaults = PDFDefaults()) throws(RRenderError) {
        var options = options
        options.pdfSettings = PDFSettings(preferences: pdfPreferences, defaults: defaults, metadata: publication.metadata)
        try self.init(publication: publication, options: options)
    }

    /// Opens the publication (EPUB or PDF) at `path` and makes a renderer for it.
    public static func open(path: String, options: RenderOptions = RenderOptions(), password: String? = nil) throws(RRenderError) -> Renderer {
        try Renderer(publication: try openPublication(path, password: password), options: options)
    }

    /// Opens the publication at `path` and makes a renderer for the settings `preferences` and
    /// `defaults` resolve to for it.
    public static func open(path: String, options: RenderOptions = RenderOptions(), preferences: EPUBPreferences,
                            defaults: EPUBDefaults = EPUBDefaults()) throws(RRenderError) -> Renderer {
        try Renderer(publication: try openPublication(path), options: options, preferences: preferences, defaults: defaults)
    }

    /// The publication at `path`, its failure as an `RRenderError`: a PDF (by its `%PDF-`
    /// header), opened with `password` when it is encrypted, else an EPUB.
    public static func openPublication(_ path: String, password: String? = nil) throws(RRenderError) -> Publication {
        do {
            if isPDF(path) { return try PDFPublication.open(path: path, password: password) }
            return try Publication.open(path: path)
        } catch {
            throw .publication(error)
        }
    }

    /// The publication held in `bytes` (a PDF by its header, else an EPUB); `name` names it in
    /// messages and, for a PDF, gives its href.
    public static func openPublication(bytes: [UInt8], name: String, password: String? = nil) throws(RRenderError) -> Publication {
        do {
            if PDFPublication.isPDF(bytes[...]) { return try PDFPublication.open(bytes: bytes, name: name, password: password) }
            return try Publication.open(data: Data(bytes), name: name)
        } catch {
            throw .publication(error)
        }
    }

    /// True when the file at `path` starts like a PDF.
    static func isPDF(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 1024)) ?? Data()
        return PDFPublication.isPDF(ArraySlice(head))
    }

    /// The columns of a page: two when `columnCount` is 2, or `auto` in a landscape viewport.
    static func columns(_ settings: EPUBSettings, layout: Layout, geometry: PageGeometry) -> PageColumns {
        guard settings.isActive(.columnCount, layout: layout) else { return .single }
        let viewport = geometry.viewport
        let two = settings.columnCount == .two || (settings.columnCount == .auto && viewport.width > viewport.height)
        return two ? PageColumns(count: 2, gap: geometry.margins.left + geometry.margins.right,
                                 rightToLeft: settings.readingProgression == .rtl) : .single
    }

    /// The number of pages of the whole publication, a page being a screen: a reflowable
    /// resource's pages, a fixed-layout spread, a PDF page or spread (lays every reflowable
    /// resource out).
    public func pageCount() -> Int {
        screenCounts(upTo: screens.linearCount - 1).reduce(0, +)
    }

    /// The page count of each reading-order item (one for a fixed-layout item).
    public func resourcePageCounts() -> [Int] {
        resourcePageCounts(upTo: publication.readingOrder.count - 1)
    }

    /// The page counts of the reading-order items up to `last`, laying out only those.
    func resourcePageCounts(upTo last: Int) -> [Int] {
        let count = publication.isPDF ? 1 : publication.readingOrder.count
        guard count > 0 else { return [] }
        let indices = Array(0...max(0, min(last, count - 1)))
        ensureSummaries(indices.filter { screens.sourceIndex(ofResource: $0).map { screens.sources[$0] is ReflowableScreens } ?? false })
        return indices.map { resource in
            screens.sourceIndex(ofResource: resource).map { screens.sources[$0].pageCount(ofResource: resource, in: self) } ?? 0
        }
    }

    /// The screen counts of the sources up to `last`, laying out (in parallel) the reflowable
    /// resources among them not laid out yet.
    func screenCounts(upTo last: Int) -> [Int] {
        guard last >= 0 else { return [] }
        let sources = screens.sources[...min(last, screens.sources.count - 1)]
        ensureSummaries(sources.filter { $0.knownScreenCount == nil }.flatMap(\.resources))
        return sources.map { $0.screenCount(in: self) }
    }

    /// The page count of the reflowable resource `resource`, laying it out if need be.
    func resourcePageCount(_ resource: Int) -> Int {
        if let summary = summary(resource) { return summary.pageCount }
        ensureSummaries([resource])
        return summary(resource)?.pageCount ?? 0
    }

    /// The reading-order item holding page `number` (1-based), and the page's index in it: for a
    /// fixed-layout spread, its first item; for a PDF, item 0 and the first PDF page shown.
    public func location(ofPage number: Int) throws(RRenderError) -> PageLocation {
        try screen(number).location
    }

    /// Screen `number` (1-based): its source, its index there and its location. Reflowable
    /// resources are laid out a few at a time, in parallel, until the one holding it. Numbers
    /// past the last page are the screens of the non-linear items.
    func screen(_ number: Int) throws(RRenderError) -> (source: any ScreenSource, index: Int, location: PageLocation) {
        let found = try find(number)
        return (screens.sources[found.source], found.index, found.location)
    }

    /// Screen `number`: the index of its source, its index there and its location.
    private func find(_ number: Int) throws(RRenderError) -> (source: Int, index: Int, location: PageLocation) {
        var first = 1
        var index = 0
        let sources = screens.sources
        while index < sources.count {
            let batch = index..<min(sources.count, index + max(2, options.concurrency * 2))
            if number >= first { ensureSummaries(sources[batch].filter { $0.knownScreenCount == nil }.flatMap(\.resources)) }
            for sourceIndex in batch {
                let count = sources[sourceIndex].screenCount(in: self)
                if number >= first, number < first + count {
                    let (resource, page) = sources[sourceIndex].location(ofScreen: number - first)
                    return (sourceIndex, number - first, PageLocation(resource: resource, page: page, number: number))
                }
                first += count
            }
            index = batch.upperBound
        }
        throw .pageOutOfRange(publication: publication.sourceName, page: number, pageCount: pageCount())
    }

    /// The location of page `number` of the page sequence (1 to `pageCount()`): a
    /// `pageOutOfRange` error for the screens of non-linear items numbered after it, which
    /// `location(ofPage:)` accepts (a command line's `--page` names pages of the book).
    public func readingOrderLocation(ofPage number: Int) throws(RRenderError) -> PageLocation {
        let found = try find(number)
        guard found.source < screens.linearCount else {
            throw .pageOutOfRange(publication: publication.sourceName, page: number, pageCount: pageCount())
        }
        return found.location
    }

    /// True when turning pages leads from screen `from` to screen `to`: both show the reading
    /// order, or both the same non-linear item (turning pages never leaves one for the other).
    func canTurn(from: Int, to: Int) -> Bool {
        guard let target = try? find(to) else { return false }
        guard let origin = try? find(from) else { return target.source < screens.linearCount }
        return (origin.source < screens.linearCount && target.source < screens.linearCount) || origin.source == target.source
    }

    /// The number of the screen showing page `page` of reading-order item `resource`, nil when
    /// no screen does.
    func pageNumber(resource: Int, page: Int) -> Int? {
        guard let sourceIndex = screens.sourceIndex(ofResource: resource),
              let screen = screens.sources[sourceIndex].screen(ofResource: resource, page: page, in: self) else { return nil }
        return screenCounts(upTo: sourceIndex - 1).reduce(1, +) + screen
    }

    /// The layout of reading-order item `resource` by `worker` (laid out now, or kept).
    func layout(_ resource: Int, with worker: RenderWorker) -> ResourceLayout {
        worker.layout(resource, loader: loader, geometry: geometry)
    }

    /// The href of reading-order item `resource`, without fragment.
    func href(ofResource resource: Int) -> String {
        HREF.removingFragment(loader.documents[resource].href)
    }

    /// What went wrong in the publication and in every resource laid out so far.
    public func diagnostics() -> [Diagnostic] {
        let laidOut = summaries.withLock { table in table.keys.sorted().flatMap { table[$0]?.diagnostics ?? [] } }
        return publication.diagnostics + embeddedFonts.diagnostics + laidOut + paintProblems.withLock { $0 }
    }

    /// Records the images `worker` failed to draw for a page of `resource`, each once.
    func collectImageProblems(of worker: RenderWorker, resource: Int) {
        let problems = worker.painter.takeNewImageProblems()
        guard !problems.isEmpty else { return }
        let location = href(ofResource: resource)
        paintProblems.withLock { list in
            for problem in problems {
                let name = DataURL.abbreviated(problem.href)
                guard !list.contains(where: { $0.message.hasPrefix("image \(name) ") }) else { continue }
                list.append(Diagnostic(code: "image.undrawable", message: "image \(name) could not be drawn: \(problem.reason)",
                                       severity: .warning, location: location))
            }
        }
    }

    func summary(_ resource: Int) -> ResourceSummary? {
        summaries.withLock { $0[resource] }
    }

    /// Lays out, in parallel, the resources among `indices` not laid out yet.
    func ensureSummaries(_ indices: [Int]) {
        let missing = indices.filter { summary($0) == nil }
        guard !missing.isEmpty else { return }
        DispatchQueue.concurrentPerform(iterations: missing.count) { i in
            let resource = missing[i]
            let found = pool.withWorker(preferring: resource) { worker in
                // Nothing else kept while laying out: counting a book's pages must not hold a
                // second chapter per worker (the one laid out last stays, for the page asked next).
                ResourceSummary(worker.layout(resource, loader: loader, geometry: geometry, keepingOthers: 0))
            }
            RenderWorker.trimHeap()
            summaries.withLock { $0[resource] = found }
        }
    }
}

/// Where a page is: its reading-order item and its index there (0-based), and its number.
public struct PageLocation: Sendable, Hashable {
    public let resource: Int
    public let page: Int
    /// The page number, from 1 across the publication.
    public let number: Int
}

/// What laying out one resource found: its page count and its problems.
struct ResourceSummary: Sendable {
    let pageCount: Int
    let diagnostics: [Diagnostic]

    init(_ layout: ResourceLayout) {
        pageCount = layout.pageCount
        diagnostics = layout.diagnostics
    }
}
