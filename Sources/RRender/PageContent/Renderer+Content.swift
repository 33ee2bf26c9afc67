import RRenderCore
import RRenderLayout

/// What a navigator asks of a page's content: the word under a tap, the first element shown
/// (Readium's `firstVisibleElementLocator`, readium.md §2.2) and the page of an element.
extension Renderer {
    /// The locator of the word under `point` (viewport CSS px) on page `number`: the href, type
    /// and progression of its page (`locator(ofPage:)`), the `cssSelector` of the block element
    /// holding it, and as text the word with up to 50 characters before and after it. Nil where
    /// there is no word. EPUB (reflowable or fixed-layout, one or two pages a screen) and PDF.
    public func textLocator(onPage number: Int, at point: Point) throws(RRenderError) -> Locator? {
        let (source, index, _) = try screen(number)
        return try source.textLocator(onScreen: index, at: point, in: self)
    }

    /// The locator of the word at `point` (the page's own px) of the laid-out page `page`.
    func wordLocator(on page: ShownPage, at point: Point) -> Locator? {
        let hit = scheduler.withWorker(preferring: page.resource) { worker in
            layout(page.resource, with: worker).page(page.page).textHit(at: point).map(FoundWord.init)
        }
        guard let hit else { return nil }
        var locator = locator(ofResource: page.resource, page: page.page)
        locator.locations.cssSelector = hit.cssSelector
        locator.text = Locator.Text(before: hit.before, highlight: hit.word, after: hit.after).sanitized()
        return locator
    }

    /// The block element holding the first line of text shown on page `number` (list markers
    /// and repeated table headers left out): its selector and text. It may start on an earlier
    /// page (`startsOnPage`). Nil for a page without text, and for a PDF.
    public func firstVisibleElement(onPage number: Int) throws(RRenderError) -> VisibleElement? {
        let (source, index, _) = try screen(number)
        for page in source.shownPages(index, in: self) {
            let found = scheduler.withWorker(preferring: page.resource) { worker -> VisibleElement? in
                let layout = layout(page.resource, with: worker)
                guard let line = layout.page(page.page).firstTextLine, let selector = line.paragraph.spec.cssSelector else {
                    return nil
                }
                let starts = layout.flow.atom(ofSelector: selector).flatMap(layout.page(ofAtom:)) == page.page
                return VisibleElement(
                    href: href(ofResource: page.resource), cssSelector: selector,
                    text: line.paragraph.spec.wholeText.collapsingWhitespace(),
                    startsOnPage: starts)
            }
            if let found { return found }
        }
        return nil
    }

    /// The locator of `firstVisibleElement(onPage:)`: the page's locator with the element's
    /// `cssSelector` and its text as highlight (readium.md §2.2).
    public func firstVisibleElementLocator(onPage number: Int) throws(RRenderError) -> Locator? {
        guard let element = try firstVisibleElement(onPage: number) else { return nil }
        var locator = try locator(ofPage: number)
        if locator.href != element.href, let resource = readingOrderIndex(element.href) {
            locator = self.locator(ofResource: resource, page: 0)
        }
        locator.locations.cssSelector = element.cssSelector
        locator.text = Locator.Text(highlight: element.text)
        return locator
    }

    /// The page where the element `selector` names starts in the reading-order resource `href`:
    /// `#id`, or a path like those `firstVisibleElement` gives (`#chap3 > p:nth-child(12)`,
    /// `html > body > section:nth-child(2) > p:nth-child(3)`). Nil when the resource is not in
    /// the reading order or holds no such element with text.
    public func pageNumber(forSelector selector: String, href: String) -> Int? {
        guard let resource = readingOrderIndex(href),
            let source = screens.sourceIndex(ofResource: resource).map({ screens.sources[$0] }),
            let page = source.page(forSelector: selector, resource: resource, in: self)
        else { return nil }
        return pageNumber(resource: resource, page: page)
    }

    /// The page of the laid-out resource `resource` where the element `selector` names starts.
    func page(forSelector selector: String, inResource resource: Int) -> Int? {
        let selector = selector.trimmingCharacters(in: .whitespaces)
        return scheduler.withWorker(preferring: resource) { worker -> Int? in
            let layout = layout(resource, with: worker)
            if let id = Self.identifier(inIDSelector: selector), let page = layout.page(ofAnchor: id) { return page }
            return layout.flow.atom(ofSelector: selector).flatMap(layout.page(ofAtom:))
        }
    }

    /// The reading-order index of the resource `href` (its fragment ignored).
    /// Non-linear spine items come after the reading order (`ResourceLoader.documents`).
    func readingOrderIndex(_ href: String) -> Int? {
        let path = publication.shownHREF(for: HREF.removingFragment(href))  // a foreign item's fallback (EPUB 3.3 §3.5.1)
        return loader.documents.firstIndex { HREF.removingFragment($0.href) == path }
    }

    /// The index of the resource `locator` is in: where the reading order holds one resource
    /// twice (a repeated spine item), the one whose positions hold the locator's position.
    func readingOrderIndex(of locator: Locator) -> Int? {
        let path = HREF.removingFragment(locator.href)
        let candidates = loader.documents.indices.filter { HREF.removingFragment(loader.documents[$0].href) == path }
        guard candidates.count > 1, let position = locator.locations.position else { return candidates.first }
        let positions = publication.positionsByReadingOrder()
        return candidates.first { positions.indices.contains($0) && positions[$0].contains { $0.locations.position == position } }
            ?? candidates.first
    }

    /// The id of a selector that is only `#id`, unescaped; nil for any other selector.
    static func identifier(inIDSelector selector: String) -> String? {
        guard selector.hasPrefix("#"), !selector.contains(">"), !selector.dropFirst().contains("#") else { return nil }
        let id = ElementSelectors.unescapeIdentifier(String(selector.dropFirst()))
        return id.isEmpty ? nil : id
    }
}

/// The first element shown on a page (`Renderer.firstVisibleElement(onPage:)`).
public struct VisibleElement: Sendable, Hashable {
    /// The reading-order resource holding it.
    public let href: String
    /// Its CSS selector: `#id`, or a path of `:nth-child` steps.
    public let cssSelector: String
    /// Its text (the paragraph's), white space collapsed.
    public let text: String
    /// False when the element starts on an earlier page: the page opens in its middle, and
    /// `pageNumber(forSelector:href:)` gives the page where it starts.
    public let startsOnPage: Bool
}

/// A word found under a point, out of the worker's layout.
private struct FoundWord: Sendable {
    let word: String, before: String, after: String
    let cssSelector: String?

    init(_ hit: TextHit) {
        word = hit.word
        before = hit.before
        after = hit.after
        cssSelector = hit.paragraph.spec.cssSelector
    }
}
