import Foundation
import RRender
import RRenderCairo
import Synchronization

/// Two editions of a publication (or one under two settings) compared the way a person reads
/// them: resources paired by href, the pages of each pair aligned by their text, pixels
/// compared only for aligned pages. Each page is rendered once per side.
public struct EditionComparison: Sendable {
    /// How different pixels may be and still be the same.
    public var tolerance: ImageDiff.Tolerance

    /// A comparison with `tolerance`.
    public init(tolerance: ImageDiff.Tolerance = .exact) { self.tolerance = tolerance }

    /// The page pairs of `old` and `new`, in the new edition's reading order (removed
    /// resources where they stood in the old one). `progress` is told the pages rendered so far
    /// and the pages of both editions, after each page (from the rendering threads).
    public func compare(
        old: any FrameSource, new: any FrameSource, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws -> [PagePair] {
        let oldCount = old.pageCount(), total = oldCount + new.pageCount()
        let oldPages = try Self.pages(of: old) { done in progress?(done, total) }
        let newPages = try Self.pages(of: new) { done in progress?(oldCount + done, total) }
        let oldHrefs = old.publication.readingOrder.map { HREF.removingFragment($0.href) }
        let newHrefs = new.publication.readingOrder.map { HREF.removingFragment($0.href) }
        var pairs: [PagePair] = [], gone: [Int] = [], came: [Int] = []
        // Resources only in one edition between two paired ones: renamed when their text is the same.
        func flush() {
            for (o, n) in ResourceRenames.pair(old: gone.map { oldPages[$0] ?? [] }, new: came.map { newPages[$0] ?? [] }) {
                switch (o, n) {
                case (let o?, let n?): pairs += align(oldPages[gone[o]] ?? [], newPages[came[n]] ?? [])
                case (let o?, nil): pairs += (oldPages[gone[o]] ?? []).map { PagePair(status: .removed, old: $0, new: nil) }
                case (nil, let n?): pairs += (newPages[came[n]] ?? []).map { PagePair(status: .added, old: nil, new: $0) }
                case (nil, nil): break
                }
            }
            gone = []
            came = []
        }
        for step in SequenceAlignment.align(oldHrefs, newHrefs) {
            switch step {
            case .both(let o, let n):
                flush()
                pairs += align(oldPages[o] ?? [], newPages[n] ?? [])
            case .old(let o): gone.append(o)
            case .new(let n): came.append(n)
            }
        }
        flush()
        return try pairs.map { pair in try withImages(pair, old: old, new: new) }
    }

    /// A differing pair with its PNGs (rendered again: only differing pages keep images) and,
    /// for aligned pages whose pixels differ, the pixel comparison within the tolerance.
    func withImages(_ pair: PagePair, old: any FrameSource, new: any FrameSource) throws -> PagePair {
        guard pair.status != .same, pair.status != .moved || pair.old?.pixelHash != pair.new?.pixelHash else { return pair }
        var oldPage = pair.old, newPage = pair.new
        let oldFrame = try oldPage.map { try old.renderPage($0.number).frame.image }
        let newFrame = try newPage.map { try new.renderPage($0.number).frame.image }
        oldPage?.png = oldFrame?.pngData()
        newPage?.png = newFrame?.pngData()
        guard pair.change == nil, let oldFrame, let newFrame, let o = oldPage, let n = newPage else {
            return PagePair(status: pair.status, change: pair.change, old: oldPage, new: newPage)
        }
        let comparison = ImageComparison(expected: oldFrame, actual: newFrame, tolerance: tolerance)
        if comparison.matches { return PagePair(status: o.number == n.number ? .same : .moved, old: o, new: n) }
        return PagePair(status: .changed, change: .pixels(summary: comparison.diff.summary), old: o, new: n)
    }

    /// The pages of one resource in both editions, aligned by text; unaligned runs between
    /// aligned pages are paired in order as text changes, the rest added or removed.
    func align(_ old: [ComparedPage], _ new: [ComparedPage]) -> [PagePair] {
        var pairs: [PagePair] = [], pendingOld: [ComparedPage] = [], pendingNew: [ComparedPage] = []
        func flush() {
            for index in 0..<max(pendingOld.count, pendingNew.count) {
                let o = index < pendingOld.count ? pendingOld[index] : nil, n = index < pendingNew.count ? pendingNew[index] : nil
                if let o, let n {
                    pairs.append(PagePair(status: .changed, change: .text(WordDiff(old: o.text, new: n.text)), old: o, new: n))
                } else {
                    pairs.append(PagePair(status: o == nil ? .added : .removed, old: o, new: n))
                }
            }
            pendingOld = []
            pendingNew = []
        }
        for step in SequenceAlignment.align(old.map(\.text), new.map(\.text)) {
            switch step {
            case .both(let o, let n):
                flush()
                pairs.append(comparePixels(old[o], new[n]))
            case .old(let o): pendingOld.append(old[o])
            case .new(let n): pendingNew.append(new[n])
            }
        }
        flush()
        return pairs
    }

    /// Two pages with the same text: the same (or moved) when their pixels hash alike.
    func comparePixels(_ old: ComparedPage, _ new: ComparedPage) -> PagePair {
        // Different hashes are compared pixel by pixel (within the tolerance) in `withImages`.
        PagePair(status: old.number == new.number && old.pixelHash == new.pixelHash ? .same : .moved, old: old, new: new)
    }

    /// Every page of `renderer`, rendered once, grouped by reading-order index; `progress` is
    /// told the pages rendered so far after each.
    static func pages(of renderer: any FrameSource, progress: @Sendable (Int) -> Void = { _ in }) throws -> [Int: [ComparedPage]]
    {
        let count = renderer.pageCount()
        guard count > 0 else { return [:] }
        let collected = Mutex<[ComparedPage]>([])
        try renderer.renderPages(Array(1...count)) { page in
            let locator = Locator(href: page.href, mediaType: .xhtml)
            let kept = ComparedPage(
                href: page.href, resource: page.location.resource, pageInResource: page.location.page + 1,
                number: page.location.number, text: page.text, pixelHash: Self.hash(page.frame.image),
                png: nil, locator: locator)
            let done = collected.withLock { pages in
                pages.append(kept)
                return pages.count
            }
            progress(done)
        }
        var grouped = Dictionary(grouping: collected.withLock { $0 }, by: \.resource).mapValues {
            $0.sorted { $0.number < $1.number }
        }
        for (resource, pages) in grouped {
            let total = pages.count
            grouped[resource] = pages.map { page in
                var page = page
                page.locator = locator(page, total: total, in: renderer)
                return page
            }
        }
        return grouped
    }

    /// A hash of an image's size and pixels.
    static func hash(_ image: PixelImage) -> Int {
        var hasher = Hasher()
        hasher.combine(image.width)
        hasher.combine(image.height)
        image.pixels.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }

    /// The page's locator without a second layout: the Readium position its start falls in
    /// (with `position` and `totalProgression`), progression in the resource, table-of-contents
    /// title and opening words (no CSS selector, which needs the page's lines again).
    static func locator(_ page: ComparedPage, total: Int, in renderer: any FrameSource) -> Locator {
        let link = renderer.publication.readingOrder[page.resource]
        let positions = renderer.publication.positionsByReadingOrder()
        let inResource = positions.indices.contains(page.resource) ? positions[page.resource] : []
        // readium.md §1.9: position index = ceil(progression × (n − 1)).
        let index = Int(
            (Double(page.pageInResource - 1) / Double(max(1, total)) * Double(max(0, inResource.count - 1))).rounded(.up))
        var locator =
            inResource.isEmpty
            ? Locator(href: page.href, mediaType: link.mediaType ?? .xhtml)
            : inResource[min(index, inResource.count - 1)]
        locator.title = renderer.tableOfContentsTitle(resource: page.resource, page: page.pageInResource - 1) ?? link.title
        locator.locations.progression = Double(page.pageInResource - 1) / Double(max(1, total))
        let quote = page.text.prefix(60)
        locator.text = Locator.Text(highlight: quote.isEmpty ? nil : String(quote))
        return locator
    }
}
