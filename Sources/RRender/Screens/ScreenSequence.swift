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
    /// `offsetFirstPage` and, for a PDF, the PDF settings).
    init(publication: Publication, options: RenderOptions) {
        if let pdf = PDFScreens(publication, settings: options.pdfSettings, viewport: options.viewport) {
            self.init(sources: [pdf])
            return
        }
        let settings = options.settings, layout = publication.metadata.layout
        let twoSlots = EPUBSpread.isEnabled(settings.spread, viewport: options.viewport)
        let spreads = EPUBSpread.spreads(
            readingOrder: publication.readingOrder, layout: layout,
            publicationProgression: publication.metadata.readingProgression,
            readingProgression: settings.readingProgression,
            offsetFirstPage: settings.isActive(.offsetFirstPage, layout: layout) ? settings.offsetFirstPage : nil,
            enabled: twoSlots)
        var sources: [any ScreenSource] = []
        var run: [EPUBSpread] = []
        func closeRun() {
            guard let first = run.first?.resources.first, let last = run.last?.resources.last else { return }
            sources.append(FixedScreens(spreads: run, resources: first..<(last + 1), twoSlots: twoSlots))
            run = []
        }
        for spread in spreads {
            let resource = spread.pages[0].resource, link = publication.readingOrder[resource]
            if spread.pages.count == 1, (link.layout ?? layout) != .fixed {
                closeRun()
                sources.append(ReflowableScreens(resource: resource))
            } else if twoSlots, spread.pages.count == 1, link.spread == Spread.none {
                // `rendition:spread-none` (EPUB 3.3 §8.2.2.4): alone on the whole screen.
                closeRun()
                sources.append(
                    FixedScreens(
                        spreads: [EPUBSpread(pages: [.init(resource: resource, slot: .center)])],
                        resources: resource..<(resource + 1), twoSlots: false))
            } else {
                run.append(spread)
            }
        }
        closeRun()
        let linearCount = sources.count
        // Non-linear items, a source each, numbered after the reading order's resources.
        for (offset, link) in publication.nonLinear.enumerated() {
            let resource = publication.readingOrder.count + offset
            if (link.layout ?? layout) == .fixed {
                sources.append(
                    FixedScreens(
                        spreads: [EPUBSpread(pages: [.init(resource: resource, slot: .center)])],
                        resources: resource..<(resource + 1), twoSlots: false))
            } else {
                sources.append(ReflowableScreens(resource: resource))
            }
        }
        self.init(sources: sources, linearCount: linearCount)
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
