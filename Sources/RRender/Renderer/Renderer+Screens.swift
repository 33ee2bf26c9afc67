import RRenderCore

/// Page numbers over the screen sequence (`Screens/`): counting pages, finding the screen of a
/// number and the number of a place. A page is a screen: a reflowable resource's page, a
/// fixed-layout spread, a PDF page or spread; the non-linear items' screens come after the last.
extension Renderer {
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
        let sources = indices.map { screens.sourceIndex(ofResource: $0).map { screens.sources[$0] } }
        // The resources whose counts need a layout, laid out together, in parallel.
        ensureSummaries(indices.filter { sources[$0]?.knownScreenCount == nil && sources[$0] != nil })
        return indices.map { sources[$0]?.pageCount(ofResource: $0, in: self) ?? 0 }
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
    func find(_ number: Int) throws(RRenderError) -> (source: Int, index: Int, location: PageLocation) {
        var first = 1
        var index = 0
        let sources = screens.sources
        defer { persistentPagination?.save() }
        while index < sources.count {
            let batch = index..<(index + batchLength(from: index, pagesLeft: number - first + 1))
            if number >= first {
                // No resource of the batch starts before `first`, so none needs more pages
                // than that far to hold page `number`: their layouts stop there.
                ensureSummaries(
                    sources[batch].filter { $0.knownScreenCount == nil }.flatMap(\.resources), saving: false,
                    throughPage: number - first)
            }
            for sourceIndex in batch {
                if number >= first, let source = sources[sourceIndex] as? ReflowableScreens,
                    let laidOut = partialPageCount(source.resource), number < first + laidOut
                {
                    return (
                        sourceIndex, number - first, PageLocation(resource: source.resource, page: number - first, number: number)
                    )
                }
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

    /// How many sources from `index` `find` lays out together: as many as keep the workers busy,
    /// but no more than reach `pagesLeft` pages by estimate (the pages per document byte of the
    /// resources counted so far, 10 % over), so the chapters after the page asked for are not
    /// laid out for nothing. An estimate short of the page only means another batch.
    private func batchLength(from index: Int, pagesLeft: Int) -> Int {
        let sources = screens.sources
        let most = min(sources.count - index, max(2, options.concurrency * 2))
        let counted = summaries.withLock { $0 }.filter { $0.key < publication.readingOrder.count }
        let bytes = counted.keys.reduce(0) { $0 + documentBytes(ofResource: $1) }
        guard bytes > 0 else { return most }
        let pagesPerByte = Double(counted.values.reduce(0) { $0 + $1.pageCount }) / Double(bytes)
        var estimate = 0.0
        for length in 1...max(1, most) {
            let source = sources[index + length - 1]
            estimate += source.knownScreenCount.map(Double.init) ?? Double(documentBytes(of: source)) * pagesPerByte
            if estimate >= Double(pagesLeft) * 1.1 { return length }
        }
        return most
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
    public func canTurn(from: Int, to: Int) -> Bool {
        guard let target = try? find(to) else { return false }
        guard let origin = try? find(from) else { return target.source < screens.linearCount }
        return (origin.source < screens.linearCount && target.source < screens.linearCount) || origin.source == target.source
    }

    /// The number of the screen showing page `page` of reading-order item `resource`, nil when
    /// no screen does.
    func pageNumber(resource: Int, page: Int) -> Int? {
        guard let sourceIndex = screens.sourceIndex(ofResource: resource),
            let screen = screens.sources[sourceIndex].screen(ofResource: resource, page: page, in: self)
        else { return nil }
        return screenCounts(upTo: sourceIndex - 1).reduce(1, +) + screen
    }
}
