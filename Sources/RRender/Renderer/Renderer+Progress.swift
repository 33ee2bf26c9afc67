import RRenderCore

/// What a progress bar may know before the pages are laid out: page counts already found (in
/// memory or in the pagination cache) and the size of each chapter's document. Nothing here
/// lays anything out: a bar that asked `pageCount()` would lay the whole book out before its
/// first page, doubling the wait it measures.
extension Renderer {
    /// The number of pages `pageCount()` gives, when it is known without laying anything out:
    /// a PDF, fixed-layout spreads, and reflowable resources laid out already or whose counts
    /// the pagination cache holds; nil when some resource would have to be laid out first.
    public func knownPageCount() -> Int? {
        var total = 0
        for source in screens.sources[..<screens.linearCount] {
            if let known = source.knownScreenCount {
                total += known
                continue
            }
            // Only reflowable sources have no known count, and their screens are their resource's pages.
            for resource in source.resources {
                guard let count = knownPageCount(ofResource: resource) else { return nil }
                total += count
            }
        }
        return total
    }

    /// The number of pages of reading-order item `resource` (one for a fixed-layout item, every
    /// page for a PDF's), when known without laying it out; nil when it must be laid out first.
    /// Known as soon as a rendering walk has laid it out, before its first page is painted.
    public func knownPageCount(ofResource resource: Int) -> Int? {
        guard let sourceIndex = screens.sourceIndex(ofResource: resource) else { return nil }
        let source = screens.sources[sourceIndex]
        if source.knownScreenCount != nil { return source.pageCount(ofResource: resource, in: self) }
        // The cache is read, not copied into `summaries`: that stays for counts actually used
        // (`paginationStatistics()` tells how many were taken from the cache).
        return (summary(resource) ?? persistentPagination?.summary(resource))?.pageCount
    }

    /// The size in bytes of each reading-order item's document (its uncompressed ZIP entry, 0 for
    /// a missing one; a PDF's one item is the file). Layout time and page counts grow with these, so they
    /// weigh chapters on a progress bar before their page counts are known, where counting
    /// chapters would show a book whose first chapter is a title page a third done after one page.
    public func documentBytes() -> [Int] {
        publication.readingOrder.indices.map(documentBytes(ofResource:))
    }

    /// The size of reading-order item `resource`'s document, 0 when the container has none.
    func documentBytes(ofResource resource: Int) -> Int {
        guard loader.documents.indices.contains(resource) else { return 0 }
        return publication.container.entry(at: HREF.containerPath(href(ofResource: resource)))?.size ?? 0
    }
}
