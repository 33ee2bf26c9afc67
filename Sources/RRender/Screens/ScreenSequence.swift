import RRenderCore
import RRenderPublication

/// A publication as a sequence of screens: the screen sources of its reading order, in order.
///
/// The kind of a screen is the kind of its spine item (EPUB 3.3 §8.2.2.2, `rendition:layout`
/// overrides per item): consecutive fixed-layout items make one `FixedScreens` run, paired into
/// spreads; each reflowable item makes `ReflowableScreens`; a PDF is one `PDFScreens`. Screen
/// numbers run from 1 across the sources; a reflowable source's count is known once its resource
/// is laid out, the others' at once.
///
/// The non-linear spine items (EPUB RS 3.3 #sec-pkg-doc-spine) have sources after those of the reading
/// order: their screens are numbered after the last page, outside `pageCount`, shown when a link
/// leads there and never reached by turning pages.
struct ScreenSequence: Sendable {
    let sources: [any ScreenSource]
    /// How many of `sources` show the reading order; the rest show non-linear items.
    let linearCount: Int
    /// The source showing each reading-order item (for a PDF, its one item).
    private let sourceOfResource: [Int]

    init(sources: [any ScreenSource], linearCount: Int? = nil) {
        self.sources = sources
        self.linearCount = linearCount ?? sources.count
        var owners: [Int] = []
        for (index, source) in sources.enumerated() {
            for resource in source.resources {
                while owners.count <= resource { owners.append(index) }
            }
        }
        sourceOfResource = owners
    }

    /// The sources of `publication` for the settings of `options` (`spread`, reading progression,
    /// `offsetFirstPage` and, for a PDF, the PDF settings) and the reflowable pages' `geometry`.
    init(publication: Publication, options: RenderOptions, geometry: PageGeometry) {
        if let pdf = PDFScreens(publication, settings: options.pdfSettings, viewport: options.viewport) {
            self.init(sources: [pdf])
            return
        }
        let settings = options.settings, layout = publication.metadata.layout
        if layout == .scrolled {
            self.init(roll: publication, options: options)
            return
        }
        let twoSlots = EPUBSpread.isEnabled(settings.spread, viewport: options.viewport)
        let spreads = EPUBSpread.spreads(
            readingOrder: publication.readingOrder, layout: layout,
            publicationProgression: publication.metadata.readingProgression,
            readingProgression: settings.readingProgression,
            offsetFirstPage: settings.isActive(.offsetFirstPage, layout: layout) ? settings.offsetFirstPage : nil,
            enabled: twoSlots)
        var sources: [any ScreenSource] = []
        var run: [EPUBSpread] = []
        // `rendition:flow` `scrolled-continuous` while scrolling: consecutive reflowable items
        // without a flow override of their own make one strip (`ContinuousScreens`).
        let continuous = geometry.scrolled && publication.metadata.flow == .scrolledContinuous
        let windowHeight = geometry.contentRect.height
        func closeRun() {
            guard let first = run.first?.resources.first, let last = run.last?.resources.last else { return }
            sources.append(FixedScreens(spreads: run, resources: first..<(last + 1), twoSlots: twoSlots))
            run = []
        }
        for spread in spreads {
            let resource = spread.pages[0].resource, link = publication.readingOrder[resource]
            if spread.pages.count == 1, link.layout(in: layout) != .fixed {
                closeRun()
                if continuous, link.overflow == nil, let last = sources.last, last.resources.upperBound == resource,
                    let earlier = Self.continuable(last, publication: publication)
                {
                    // `scrolled-continuous`: the item goes on the strip of those before it.
                    sources[sources.count - 1] = ContinuousScreens(
                        strip: ContinuousStrip(resources: earlier.lowerBound..<(resource + 1), windowHeight: windowHeight))
                } else {
                    sources.append(ReflowableScreens(resource: resource))
                }
            } else if twoSlots, spread.pages.count == 1, link.spread == Spread.none {
                // `rendition:spread-none` (EPUB 3.3 §8.2.2.4): alone on the whole screen.
                closeRun()
                sources.append(FixedScreens.alone(resource))
            } else {
                run.append(spread)
            }
        }
        closeRun()
        let linearCount = sources.count
        sources += Self.nonLinearSources(publication)
        self.init(sources: sources, linearCount: linearCount)
    }

    /// The items of `source` a continuous strip may go on from: a reflowable item's, or a
    /// strip's; nil for any other source, and for an item with a flow override of its own.
    private static func continuable(_ source: any ScreenSource, publication: Publication) -> Range<Int>? {
        if let strip = source as? ContinuousScreens { return strip.resources }
        guard let single = source as? ReflowableScreens, publication.readingOrder[single.resource].overflow == nil else {
            return nil
        }
        return single.resources
    }

    /// The sources of a roll: one strip of the whole reading order; a non-linear item is shown
    /// alone, as a fixed-layout page.
    private init(roll publication: Publication, options: RenderOptions) {
        let device = options.viewport.size
        let strip = RollStrip(
            items: 0..<publication.readingOrder.count, viewport: device, scale: options.scale
        ) { [publication] item in
            ResourceLoader.ownPageSize(of: publication.readingOrder[item], in: publication, device: device)
        }
        let sources: [any ScreenSource] = publication.readingOrder.isEmpty ? [] : [RollScreens(strip: strip)]
        self.init(sources: sources + Self.nonLinearSources(publication), linearCount: sources.count)
    }

    /// The non-linear items' sources, one each, numbered after the reading order's resources: a
    /// fixed page (or a roll's item) alone on the screen, a reflowable item's pages.
    private static func nonLinearSources(_ publication: Publication) -> [any ScreenSource] {
        publication.nonLinear.enumerated().map { offset, link -> any ScreenSource in
            let resource = publication.readingOrder.count + offset
            return link.layout(in: publication.metadata.layout).hasOwnPageSize
                ? FixedScreens.alone(resource) : ReflowableScreens(resource: resource)
        }
    }

    /// The hrefs (equivalence keys) of the items shown in one slot of a two-page screen: each
    /// is a viewport half the screen wide (`ResourceLoader.deviceSize(of:)`).
    func halfScreenItems(of publication: Publication) -> Set<String> {
        var keys: Set<String> = []
        for case let source as FixedScreens in sources where source.twoSlots {
            for resource in source.resources where resource < publication.readingOrder.count {
                keys.insert(HREF.equivalenceKey(HREF.removingFragment(publication.readingOrder[resource].href)))
            }
        }
        return keys
    }

    /// The index of the source showing reading-order item `resource`.
    func sourceIndex(ofResource resource: Int) -> Int? {
        sourceOfResource.indices.contains(resource) ? sourceOfResource[resource] : nil
    }

    /// The fixed-layout spreads of every run, in order; nil when there are none.
    var spreads: [EPUBSpread]? {
        let runs = sources[..<linearCount].compactMap { $0 as? FixedScreens }
        return runs.isEmpty ? nil : runs.flatMap(\.spreads)
    }
}
