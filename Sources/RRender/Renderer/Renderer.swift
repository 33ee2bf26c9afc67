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
    /// The render workers and how work is spread over them (see `Scheduling/`).
    let scheduler: Scheduler
    /// Per reading-order index, what laying it out found.
    let summaries = Mutex<[Int: ResourceSummary]>([:])
    /// Per reading-order index laid out only in part (its layout stopped after the page asked
    /// for, see `find`): the pages laid out, fewer than it has, and the problems met on the way.
    let partialSummaries = Mutex<[Int: ResourceSummary]>([:])
    /// The page texts of the resources asked for last (locators of its pages need them all;
    /// see `resourceText(of:)`).
    let recentTexts = Mutex<[(resource: Int, text: ResourceText)]>([])
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
    /// This EPUB's entry in `options.paginationCache` (nil: no cache, a PDF, or a publication
    /// whose bytes cannot be hashed); see `Cache/`.
    let persistentPagination: PaginationCacheEntry?
    /// Where the page counts came from (see `paginationStatistics()`).
    let pageCountOrigins = PaginationCounters()

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
        var geometry = PageGeometry(
            viewport: options.viewport,
            pageMargins: settings.isActive(.pageMargins, layout: .reflowable) ? settings.pageMargins : 1)
        geometry.columns = Self.columns(settings, layout: .reflowable, geometry: geometry)
        // Readium forces `scroll` on vertical text and scrolls it horizontally; rrender pages it
        // unless the publication itself asks to be scrolled (a picture scroll).
        geometry.scrolled =
            settings.isActive(.scroll, layout: .reflowable) && settings.scroll
            || settings.verticalText && publication.metadata.flow?.scroll == true
        self.geometry = geometry
        screens = ScreenSequence(publication: publication, options: options, geometry: geometry)
        let environment = MediaEnvironment(
            width: options.viewport.width, height: options.viewport.height,
            resolution: options.scale)
        loader = ResourceLoader(
            publication: publication, environment: environment, settings: settings,
            halfScreenItems: screens.halfScreenItems(of: publication))
        let fonts: FontConfiguration
        do { fonts = try FontConfiguration.shared() } catch { throw .fonts(error) }
        let entry = PaginationCacheEntry(publication: publication, options: options, resourceCount: loader.documents.count)
        persistentPagination = entry
        // The pinned fonts plus the publication's own, for this publication's workers only.
        embeddedFonts = EmbeddedFonts(publication: publication, environment: environment, pinned: fonts, cache: entry)
        let filter = settings.isActive(.imageFilter, layout: layout) ? settings.imageFilter : nil
        let fontConfiguration = embeddedFonts.configuration, shaping = !publication.isPDF
        do {
            scheduler = try Scheduler(workers: options.concurrency) { [publication] () throws(FontError) in
                try RenderWorker(fonts: fontConfiguration, imageFilter: filter, shaping: shaping) { href in
                    ResourceLoader.imageBytes(href, in: publication)  // data: URLs included
                }
            }
        } catch {
            throw .fonts(error)
        }
    }

    /// A renderer with the reading settings that `preferences` and the app's `defaults` resolve
    /// to for `publication` (readium.md §3.2; the settings in `options` are replaced).
    public convenience init(
        publication: Publication, options: RenderOptions = RenderOptions(), preferences: EPUBPreferences,
        defaults: EPUBDefaults = EPUBDefaults()
    ) throws(RRenderError) {
        var options = options
        options.settings = EPUBSettings(preferences: preferences, defaults: defaults, metadata: publication.metadata)
        try self.init(publication: publication, options: options)
    }

    /// A renderer for the PDF `publication` with the settings `preferences` and `defaults`
    /// resolve to (readium.md §3.4; the PDF settings in `options` are replaced).
    public convenience init(
        publication: Publication, options: RenderOptions = RenderOptions(), pdfPreferences: PDFPreferences,
        defaults: PDFDefaults = PDFDefaults()
    ) throws(RRenderError) {
        var options = options
        options.pdfSettings = PDFSettings(preferences: pdfPreferences, defaults: defaults, metadata: publication.metadata)
        try self.init(publication: publication, options: options)
    }

    /// Opens the publication (EPUB or PDF) at `path` and makes a renderer for it.
    public static func open(
        path: String, options: RenderOptions = RenderOptions(), password: String? = nil
    ) throws(RRenderError) -> Renderer {
        try Renderer(publication: try openPublication(path, password: password), options: options)
    }

    /// Opens the publication at `path` and makes a renderer for the settings `preferences` and
    /// `defaults` resolve to for it.
    public static func open(
        path: String, options: RenderOptions = RenderOptions(), preferences: EPUBPreferences,
        defaults: EPUBDefaults = EPUBDefaults()
    ) throws(RRenderError) -> Renderer {
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
    public static func openPublication(bytes: [UInt8], name: String, password: String? = nil) throws(RRenderError) -> Publication
    {
        do {
            if PDFPublication.isPDF(bytes[...]) { return try PDFPublication.open(bytes: bytes, name: name, password: password) }
            return try Publication.open(data: Data(bytes), name: name)
        } catch {
            throw .publication(error)
        }
    }

    /// True when the file at `path` starts like a PDF.
    static func isPDF(_ path: String) -> Bool {
        RegularFile.head(path, count: 1024).map { PDFPublication.isPDF($0[...]) } ?? false
    }

    /// The columns of a page: two when `columnCount` is 2, or `auto` in a landscape viewport.
    static func columns(_ settings: EPUBSettings, layout: Layout, geometry: PageGeometry) -> PageColumns {
        guard settings.isActive(.columnCount, layout: layout) else { return .single }
        let viewport = geometry.viewport
        let two = settings.columnCount == .two || (settings.columnCount == .auto && viewport.width > viewport.height)
        return two
            ? PageColumns(
                count: 2, gap: geometry.margins.left + geometry.margins.right,
                rightToLeft: settings.readingProgression == .rtl) : .single
    }

    /// The layout of reading-order item `resource` by `worker` (laid out now, or kept); with
    /// `throughPage`, a layout stopped after that page (0-based) will do, or that page laid
    /// out alone from where it starts when an earlier layout found it (`ResumePoint`).
    func layout(_ resource: Int, with worker: RenderWorker, throughPage: Int? = nil) -> ResourceLayout {
        let start = throughPage.flatMap { page in
            (summary(resource) ?? partialSummaries.withLock { $0[resource] })?.start(ofPage: page)
        }
        let layout = worker.layout(
            resource, loader: loader, geometry: geometry(ofResource: resource, with: worker), throughPage: throughPage,
            start: start)
        measure(resource, layout)
        return layout
    }

    /// The page geometry of reflowable resource `resource`: the renderer's, scrolled or
    /// paginated as its spine item's `rendition:flow-*` override asks (EPUB 3.3 §8.2.2.3), unless
    /// the reader chose `scroll`. In a `scrolled-continuous` run, its windows start where it
    /// starts on the screen: the resources before it in the run are measured first, by `worker`.
    func geometry(ofResource resource: Int, with worker: RenderWorker) -> PageGeometry {
        var own = flowGeometry(ofResource: resource, with: worker)
        // EPUB 3.3 §8.2.2.6: a `page-spread-*` item's first page on its side of a two-column
        // screen (the first column is the left one, or the right one right to left).
        if own.columns.count == 2, !own.scrolled, loader.documents.indices.contains(resource),
            let side = loader.documents[resource].page, side != .center
        {
            own.leadingBlankColumns = (side == .right) != own.columns.rightToLeft ? 1 : 0
        }
        return own
    }

    /// `geometry(ofResource:with:)` before the item's spread side.
    private func flowGeometry(ofResource resource: Int, with worker: RenderWorker) -> PageGeometry {
        if let strip = continuousStrip(of: resource) {
            for earlier in strip.unmeasured(before: resource) { _ = layout(earlier, with: worker) }
            var own = geometry
            own.scrollShift = strip.shift(of: resource) ?? 0
            return own
        }
        let settings = options.settings
        guard !settings.isScrollFromPreferences, settings.isActive(.scroll, layout: .reflowable),
            loader.documents.indices.contains(resource), let overflow = loader.documents[resource].overflow, overflow != .auto
        else { return geometry }
        var own = geometry
        own.scrolled = overflow == .scrolled
        if own.scrolled { own.columns = .single }  // columns are inactive while scrolling
        return own
    }

    /// The strip of the `scrolled-continuous` run holding `resource`, if any.
    func continuousStrip(of resource: Int) -> ContinuousStrip? {
        screens.sourceIndex(ofResource: resource).flatMap { (screens.sources[$0] as? ContinuousScreens)?.strip }
    }

    /// Keeps how far `layout` of `resource` reaches, when it belongs to a continuous run.
    func measure(_ resource: Int, _ layout: ResourceLayout) {
        guard let strip = continuousStrip(of: resource), layout.isComplete else { return }
        let assembler = layout.assembler
        // Only a scrolled flow with the run's window height continues the strip.
        let paged =
            !assembler.scrolled || assembler.writingMode.isVertical
            || abs(assembler.logicalContentSize.height - strip.windowHeight) > 1e-9
        strip.record(.init(length: layout.flow.height, paged: paged, pageCount: layout.pageCount), of: resource)
    }

    /// The href of reading-order item `resource`, without fragment.
    func href(ofResource resource: Int) -> String {
        HREF.removingFragment(loader.documents[resource].href)
    }

    /// What went wrong in the publication and in every resource laid out so far.
    public func diagnostics() -> [Diagnostic] {
        let whole = summaries.withLock { $0 }, partial = partialSummaries.withLock { $0 }
        let laidOut = Set(whole.keys).union(partial.keys).sorted().flatMap { (whole[$0] ?? partial[$0])?.diagnostics ?? [] }
        return publication.diagnostics + embeddedFonts.diagnostics + laidOut + paintProblems.withLock { $0 }
    }

    /// Records the images `worker` failed to draw for a page of `resource`, each once, and why
    /// cairo left a page of it incomplete, once per reason and resource.
    func collectPaintProblems(of worker: RenderWorker, resource: Int) {
        let problems = worker.painter.takeNewImageProblems(), failures = worker.painter.takeDrawingFailures()
        guard !problems.isEmpty || !failures.isEmpty else { return }
        let location = href(ofResource: resource)
        paintProblems.withLock { list in
            for problem in problems {
                let name = DataURL.abbreviated(problem.href)
                guard !list.contains(where: { $0.message.hasPrefix("image \(name) ") }) else { continue }
                list.append(
                    Diagnostic(
                        code: "image.undrawable", message: "image \(name) could not be drawn: \(problem.reason)",
                        severity: .warning, location: location))
            }
            for reason in failures {
                let failure = Diagnostic(
                    code: "page.incomplete", message: "a page was drawn only in part: cairo stopped at \"\(reason)\"",
                    severity: .warning, location: location)
                if !list.contains(failure) { list.append(failure) }
            }
        }
    }

    /// Keeps the page count of `resource` from `layout`, laid out for another reason (search),
    /// so counting pages does not lay it out again.
    func keepSummary(of layout: ResourceLayout, resource: Int) {
        guard summary(resource) == nil, layout.isComplete,
            screens.sourceIndex(ofResource: resource).map({ screens.sources[$0].knownScreenCount == nil }) == true
        else { return }
        let summary = ResourceSummary(layout)
        summaries.withLock { table in if table[resource] == nil { table[resource] = summary } }
        persistentPagination?.add([resource: summary])
    }

    /// How many page counts this renderer laid out, and how many it took from the pagination cache.
    public func paginationStatistics() -> PaginationStatistics {
        pageCountOrigins.statistics
    }

    func summary(_ resource: Int) -> ResourceSummary? {
        summaries.withLock { $0[resource] }
    }

    /// The pages of `resource` known to exist when it was laid out only in part, and no more.
    func partialPageCount(_ resource: Int) -> Int? {
        summary(resource) == nil ? partialSummaries.withLock { $0[resource]?.pageCount } : nil
    }

    /// Lays out, in parallel, the resources among `indices` not laid out yet, taking the page
    /// counts the pagination cache holds instead; writes what was found to the cache unless
    /// `saving` is false (the caller saves once at the end of a loop).
    ///
    /// With `throughPage`, a layout stops once that page (0-based) is laid out: a resource with
    /// more pages gets a partial summary (`partialPageCount`, with the starts of the pages laid
    /// out; the cache keeps it as such), and its layout stays with the worker for the page to be
    /// painted. A partial summary from the cache that reaches that page is taken instead.
    func ensureSummaries(_ indices: [Int], saving: Bool = true, throughPage: Int? = nil) {
        var missing = indices.filter { resource in
            summary(resource) == nil && throughPage.map { (partialPageCount(resource) ?? 0) <= $0 } ?? true
        }
        guard !missing.isEmpty else { return }
        let entry = persistentPagination
        if let entry, let throughPage {
            // A resource laid out in part by an earlier run, as far as this page or further.
            let partial = missing.compactMap { resource in entry.partialSummary(resource).map { (resource, $0) } }
            partialSummaries.withLock { table in for (resource, summary) in partial { table[resource] = summary } }
            missing.removeAll { resource in (partialPageCount(resource) ?? 0) > throughPage }
        }
        let stored = missing.map { resource in (resource, entry?.summary(resource)) }
        summaries.withLock { table in for case let (resource, summary?) in stored { table[resource] = summary } }
        pageCountOrigins.countFromCache(stored.count { $0.1 != nil })
        let unknown = stored.filter { $0.1 == nil }.map(\.0)
        guard !unknown.isEmpty else { return }
        let found = Mutex<[Int: ResourceSummary]>([:])
        scheduler.forEachBatch(keys: unknown, exclusive: false) { i, worker in
            let resource = unknown[i]
            // Nothing else kept while laying out: counting a book's pages must not hold a
            // second chapter per worker (the one laid out last stays, for the page asked next).
            let layout = worker.layout(
                resource, loader: loader, geometry: geometry(ofResource: resource, with: worker), keepingOthers: 0,
                throughPage: throughPage)
            measure(resource, layout)
            let summary = ResourceSummary(layout)
            RenderWorker.trimHeap()
            guard layout.isComplete else {
                partialSummaries.withLock { $0[resource] = summary }
                found.withLock { $0[resource] = summary }
                return
            }
            pageCountOrigins.countLaidOut()
            summaries.withLock { $0[resource] = summary }
            found.withLock { $0[resource] = summary }
        }
        entry?.add(found.withLock { $0 })
        if saving { entry?.save() }
    }
}

/// Where a page is: its reading-order item and its index there (0-based), and its number.
public struct PageLocation: Sendable, Hashable {
    public let resource: Int
    public let page: Int
    /// The page number, from 1 across the publication.
    public let number: Int
}

/// What laying out one resource found: its page count, its problems, and where its pages
/// start (so a page can be laid out alone later, `ResumePoint`).
struct ResourceSummary: Sendable {
    /// The page count; for a resource laid out only in part, the pages laid out (it has more).
    let pageCount: Int
    let diagnostics: [Diagnostic]
    /// False for a resource laid out only as far as a page asked for.
    let isComplete: Bool
    /// Where each page starts, for those with a resume point (nil for the others); may be
    /// shorter than `pageCount`, or empty.
    let pageStarts: [PageStart?]

    init(pageCount: Int, diagnostics: [Diagnostic], isComplete: Bool = true, pageStarts: [PageStart?] = []) {
        self.pageCount = pageCount
        self.diagnostics = diagnostics
        self.isComplete = isComplete
        self.pageStarts = pageStarts
    }

    /// The summary of a layout from the resource's start (whole, or stopped after a page).
    init(_ layout: ResourceLayout) {
        pageCount = layout.pageCount
        diagnostics = layout.diagnostics
        isComplete = layout.isComplete
        pageStarts = layout.assembler.pageStarts
    }

    /// Where page `page` starts, if known.
    func start(ofPage page: Int) -> PageStart? {
        pageStarts.indices.contains(page) ? pageStarts[page] : nil
    }
}
