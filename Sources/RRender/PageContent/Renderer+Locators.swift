import RRenderCore
import RRenderLayout

/// Pages and locators: the locator of the top of a screen, and the screen holding a locator, so
/// a place survives a change of settings or viewport (DESIGN.md §4, "Anchors, not page numbers").
///
/// A screen's locator is built as Readium's EPUB navigator builds `currentLocation`
/// (readium.md §1.9): `progression` is the top of the screen in its resource (page index ÷ page
/// count), `position` and `totalProgression` are those of the position that progression
/// quantises to, `title` is the table-of-contents entry holding the screen. It also carries the
/// screen's opening words as a text quote (with the text before and after it), which finding
/// the screen again prefers over the progression: a quote survives any relayout.
extension Renderer {
    /// How many characters of a page's opening the text quote keeps.
    static let quoteLength = 60

    /// The locator of the start of page `number`.
    public func locator(ofPage number: Int) throws(RRenderError) -> Locator {
        let (source, index, _) = try screen(number)
        return try source.locator(ofScreen: index, in: self)
    }

    /// The locator of the start of page `index` (0-based) of reading-order item `resource`.
    func locator(ofResource resource: Int, page index: Int) -> Locator {
        let link = loader.documents[resource]
        let byResource = publication.positionsByReadingOrder()
        // A non-linear item has no positions (readium.md §5.3).
        let positions = byResource.indices.contains(resource) ? byResource[resource] : []
        let texts = pageTexts(of: resource)
        let progression = Double(index) / Double(max(1, texts.count))
        // readium.md §1.9: position index = ceil(first × (n − 1)), quantised.
        let position = Int((progression * Double(max(0, positions.count - 1))).rounded(.up))
        var locator =
            positions.isEmpty
            ? Locator(href: HREF.removingFragment(link.href), mediaType: link.mediaType ?? .xhtml)
            : positions[min(position, positions.count - 1)]
        locator.title = tableOfContentsTitle(resource: resource, page: index) ?? link.title
        locator.locations.progression = progression
        // The first visible element (readium.md §1.9 asks for "a selector/range/CFI").
        if let selector = scheduler.withWorker(
            preferring: resource,
            { worker in
                layout(resource, with: worker).page(index).firstTextLine?.paragraph.spec.cssSelector
            })
        {
            locator.locations.cssSelector = selector
        }
        let page = texts.indices.contains(index) ? texts[index] : ""
        let before = Self.ending(of: texts[..<min(index, texts.count)], length: Self.quoteLength)
        let quote = page.prefix(Self.quoteLength)
        let after = page.dropFirst(quote.count).prefix(Self.quoteLength)
        locator.text = Locator.Text(
            before: before.isEmpty ? nil : String(before), highlight: quote.isEmpty ? nil : String(quote),
            after: after.isEmpty ? nil : String(after))
        return locator
    }

    /// The last `length` characters of `texts` joined by newlines, joining only the pages needed.
    static func ending(of texts: ArraySlice<String>, length: Int) -> Substring {
        var joined: String?
        for text in texts.reversed() {
            joined = joined.map { text + "\n" + $0 } ?? text
            if let joined, joined.count >= length { break }
        }
        return (joined ?? "").suffix(length)
    }

    /// The number of the page holding `locator`, tried in Readium's order (readium.md §2.5): the
    /// page where its text quote starts (the occurrence nearest its progression, preceded by its
    /// `before` text when that is found), else the page of the element its first fragment names,
    /// else the page at its progression, else the page where the element of its `cssSelector`
    /// starts, else the first page of its resource. Nil when no reading-order item has its href.
    public func pageNumber(for locator: Locator) -> Int? {
        guard let resource = readingOrderIndex(of: locator), let sourceIndex = screens.sourceIndex(ofResource: resource),
            let page = screens.sources[sourceIndex].page(for: locator, resource: resource, in: self)
        else { return nil }
        // A resource without pages: the page after where it would be.
        return pageNumber(resource: resource, page: page) ?? screenCounts(upTo: sourceIndex - 1).reduce(1, +)
    }

    /// The page of the laid-out resource `resource` holding `locator`, by the rules of
    /// `pageNumber(for:)`.
    func page(for locator: Locator, inResource resource: Int) -> Int? {
        let text = resourceText(of: resource), texts = text.pages
        guard !texts.isEmpty else { return 0 }
        // A saved locator is input too: a progression of 1e300 must not trap.
        let scaled = ((locator.locations.progression ?? 0) * Double(texts.count) + 1e-6).rounded(.down)
        let progressed = min(texts.count - 1, max(0, Int(saturating: scaled)))
        if let quote = locator.text.highlight, !quote.isEmpty {
            // The quote where the progression says (a screen's own locator): no search.
            let before = locator.text.before ?? ""
            if texts[progressed].hasPrefix(quote), Self.ending(of: texts[..<progressed], length: before.count) == before[...] {
                return progressed
            }
            let finder = quoteFinder(resource: resource, text: texts.joined(separator: "\n"))
            if let offset = finder.nearestOccurrence(of: quote, before: locator.text.before, near: text.starts[progressed]) {
                return text.page(atCharacter: offset)
            }
        }
        if let fragment = locator.locations.fragments.first(where: { !$0.isEmpty && !$0.contains("=") }),
            let page = page(ofAnchor: HREF.percentDecoded(fragment), inResource: resource)
        {
            return page
        }
        if locator.locations.progression == nil, let selector = locator.locations.cssSelector,
            let page = page(forSelector: selector, inResource: resource)
        {
            return page
        }
        return progressed
    }

    /// The page (within resource `resource`) holding the element whose id is `id`, if any.
    func page(ofAnchor id: String, inResource resource: Int) -> Int? {
        scheduler.withWorker(preferring: resource) { worker in
            layout(resource, with: worker).page(ofAnchor: id)
        }
    }

    /// The texts of a resource's pages, in order.
    func pageTexts(of resource: Int) -> [String] {
        resourceText(of: resource).pages
    }

    /// The texts of a resource's pages and where each starts. Those of the resources asked for
    /// last are kept (two a worker, and one more): walking a chapter asks for them per page, and
    /// a search's hits per hit, while the search's runners lay out the next units.
    func resourceText(of resource: Int) -> ResourceText {
        if let kept = recentTexts.withLock({ $0.first { $0.resource == resource } }) { return kept.text }
        let texts = scheduler.withWorker(preferring: resource) { worker in
            let layout = layout(resource, with: worker)
            keepSummary(of: layout, resource: resource)
            return (0..<layout.pageCount).map { layout.page($0).text }
        }
        let text = ResourceText(texts)
        let limit = 2 * options.concurrency + 1
        recentTexts.withLock { recent in
            recent.removeAll { $0.resource == resource }
            recent.append((resource, text))
            if recent.count > limit { recent.removeFirst(recent.count - limit) }
        }
        return text
    }

    /// The quote finder over `text`, the joined page texts of `resource` (kept for the next call).
    private func quoteFinder(resource: Int, text: @autoclosure () -> String) -> QuoteFinder {
        if let kept = lastQuoteFinder.withLock({ $0 }), kept.resource == resource { return kept.finder }
        let finder = QuoteFinder(text())
        lastQuoteFinder.withLock { $0 = (resource, finder) }
        return finder
    }
}

/// The texts of a resource's pages, and the character offset where each starts in their join
/// by newlines (the text search and locators work on).
struct ResourceText: Sendable {
    let pages: [String]
    /// `starts[i]`: the offset of page `i`'s first character in `pages.joined(separator: "\n")`.
    let starts: [Int]

    init(_ pages: [String]) {
        self.pages = pages
        var starts: [Int] = [], start = 0
        for page in pages {
            starts.append(start)
            start += page.count + 1
        }
        self.starts = starts
    }

    /// The page holding character `offset` of the joined text (the last for one past its end).
    func page(atCharacter offset: Int) -> Int {
        max(0, (starts.lastIndex { $0 <= offset }) ?? 0)
    }
}
