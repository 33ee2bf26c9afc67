import RRenderCore
import RRenderLayout

/// Pages and locators: the locator of the top of a page, and the page holding a locator, so a
/// place survives a change of settings or viewport (DESIGN.md §4, "Anchors, not page numbers").
///
/// Within a resource, a place is an offset in the resource's text: the texts of its pages
/// joined by newlines, which is the resource's text exactly once at any settings (the layout
/// keeps every character, `PageLayout.text`). The locator carries that offset as `progression`
/// and the page's first words as its text quote, which finding the page again prefers.
extension Renderer {
    /// How many characters of a page's opening the text quote keeps.
    static let quoteLength = 60

    /// The locator of the start of page `number`.
    public func locator(ofPage number: Int) throws(RRenderError) -> Locator {
        if let pdf { return try pdfLocator(pdf, page: number) }
        let location = try location(ofPage: number)
        return locator(ofResource: location.resource, page: location.page)
    }

    /// The locator of the start of page `page` (0-based) of reading-order item `resource`.
    func locator(ofResource resource: Int, page index: Int) -> Locator {
        let texts = pageTexts(of: resource)
        let start = texts[..<index].reduce(0) { $0 + $1.count + 1 }
        let total = max(1, texts.reduce(0) { $0 + $1.count + 1 } - 1)
        let link = publication.readingOrder[resource]
        let page = texts[index]
        let quote = String(page.prefix(Self.quoteLength))
        let before = texts[..<index].joined(separator: "\n").suffix(Self.quoteLength)
        return Locator(href: HREF.removingFragment(link.href), mediaType: link.mediaType ?? .xhtml, title: link.title,
                       locations: Locator.Locations(progression: min(1, Double(start) / Double(total))),
                       text: Locator.Text(before: before.isEmpty ? nil : String(before), highlight: quote.isEmpty ? nil : quote))
    }

    /// The number of the page holding `locator`: the page where its text quote starts (the
    /// occurrence nearest its progression), else the page at its progression, else the first
    /// page of its resource. Nil when no reading-order item has its href.
    public func pageNumber(for locator: Locator) -> Int? {
        let href = HREF.removingFragment(locator.href)
        if let pdf {
            guard href == pdf.container.path else { return nil }
            return pdfPageNumber(pdf, fragments: locator.locations.fragments, position: locator.locations.position)
        }
        guard let resource = publication.readingOrder.firstIndex(where: { HREF.removingFragment($0.href) == href }) else { return nil }
        if let spreads { return spreads.index(ofResource: resource).map { $0 + 1 } }
        let counts = resourcePageCounts(upTo: resource)
        let first = counts[..<resource].reduce(1, +)
        let texts = pageTexts(of: resource)
        guard !texts.isEmpty else { return first }
        let joined = texts.joined(separator: "\n")
        let total = max(1, joined.count)
        let target = Int((locator.locations.progression ?? 0) * Double(total))
        let offset = locator.text.highlight.flatMap { Self.nearestOccurrence(of: $0, before: locator.text.before, in: joined, near: target) } ?? target
        var start = 0
        for (index, text) in texts.enumerated() {
            let end = start + text.count + 1
            if offset < end { return first + index }
            start = end
        }
        return first + texts.count - 1
    }

    /// The texts of a resource's pages, in order.
    func pageTexts(of resource: Int) -> [String] {
        pool.withWorker(preferring: resource) { worker in
            let layout = worker.layout(resource, loader: loader, geometry: geometry)
            return (0..<layout.pageCount).map { layout.page($0).text }
        }
    }

    /// The character offset of the occurrence of `quote` (preceded by `before` when it is given
    /// and found) closest to `target`.
    static func nearestOccurrence(of quote: String, before: String?, in text: String, near target: Int) -> Int? {
        let candidates = occurrences(of: quote, in: text)
        guard !candidates.isEmpty else { return nil }
        var context: [Int] = []
        if let before, !before.isEmpty {
            context = candidates.filter { offset in text.prefix(offset).hasSuffix(before) }
        }
        let pool = context.isEmpty ? candidates : context
        return pool.min { abs($0 - target) < abs($1 - target) }
    }

    /// The character offsets where `quote` starts in `text`.
    private static func occurrences(of quote: String, in text: String) -> [Int] {
        var found: [Int] = []
        var searchStart = text.startIndex
        while let range = text.range(of: quote, range: searchStart..<text.endIndex) {
            found.append(text.distance(from: text.startIndex, to: range.lowerBound))
            searchStart = text.index(after: range.lowerBound)
        }
        return found
    }
}
