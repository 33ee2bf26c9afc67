import RRenderCore
import RRenderPublication

/// The title of the table-of-contents entry holding a page: what a locator's `title` names
/// (readium.md §1.1: "the most relevant chapter/section").
extension Renderer {
    /// The title of the table-of-contents entry holding page `page` of reading-order item
    /// `resource`: the first entry (in document order) starting on that page, else the last one
    /// starting before it. An entry naming a resource starts at its first page, one with a
    /// fragment at the page of its element (`page=N` in a PDF); entries of earlier resources all
    /// start before, the later in document order the nearer. Nil when no entry starts by then.
    public func tableOfContentsTitle(resource: Int, page: Int) -> String? {
        let entries = contentsEntries.withLock { cached in
            if let cached { return cached }
            let made = Self.contentsEntries(publication)
            cached = made
            return made
        }
        var nearest: (resource: Int, page: Int, title: String)?
        for (index, link) in entries where index <= resource {
            guard let title = link.title, !title.isEmpty else { continue }
            let start = index < resource ? 0 : startPage(of: link, resource: index)
            if index == resource, start == page { return title }
            guard index < resource || start < page else { continue }
            if let current = nearest, (current.resource, current.page) > (index, start) { continue }
            nearest = (index, start, title)
        }
        return nearest?.title
    }

    /// The table-of-contents entries of `publication` that name a reading-order item, in
    /// document order (parents before children), with that item's index.
    private static func contentsEntries(_ publication: Publication) -> [(resource: Int, link: Link)] {
        var indices: [String: Int] = [:]
        for (index, link) in publication.readingOrder.enumerated() where indices[HREF.removingFragment(link.href)] == nil {
            indices[HREF.removingFragment(link.href)] = index
        }
        var entries: [(resource: Int, link: Link)] = []
        func collect(_ links: [Link]) {
            for link in links {
                if let index = indices[HREF.removingFragment(link.href)] { entries.append((index, link)) }
                collect(link.children)
            }
        }
        collect(publication.tableOfContents)
        return entries
    }

    /// The page (within its resource) where a table-of-contents entry starts.
    private func startPage(of link: Link, resource: Int) -> Int {
        guard let fragment = HREF.fragment(of: link.href), !fragment.isEmpty,
            let source = screens.sourceIndex(ofResource: resource).map({ screens.sources[$0] })
        else { return 0 }
        return source.page(ofFragment: fragment, resource: resource, in: self) ?? 0
    }
}
