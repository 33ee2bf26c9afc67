import RRenderCore

/// Finds links by href and turns links and progressions into Locators, as Readium's
/// `Manifest.linkWithHREF` and `DefaultLocatorService` do (readium.md §1.5, §1.8). A pure value:
/// `Publication` builds one over its links and cached positions.
public struct LocatorService: Sendable {
    /// The reading order.
    public let readingOrder: [Link]
    /// The other resources.
    public let resources: [Link]
    /// Other manifest links.
    public let links: [Link]
    /// The positions of each reading-order item.
    public let positionsByReadingOrder: [[Locator]]

    /// A service over these links and positions.
    public init(readingOrder: [Link], resources: [Link] = [], links: [Link] = [], positionsByReadingOrder: [[Locator]] = []) {
        self.readingOrder = readingOrder
        self.resources = resources
        self.links = links
        self.positionsByReadingOrder = positionsByReadingOrder
    }

    /// The link whose href designates `href`: searched in the reading order, then the resources,
    /// then the links, each with their alternates and children; when nothing matches, searched
    /// again with the query and fragment of `href` removed. Percent-encoding is not significant.
    public func link(withHREF href: String) -> Link? {
        let collections = [readingOrder, resources, links]
        if let found = Self.find(HREF.equivalenceKey(href), in: collections) { return found }
        let bare = HREF.removingQueryAndFragment(href)
        return bare == href ? nil : Self.find(HREF.equivalenceKey(bare), in: collections)
    }

    private static func find(_ key: String, in collections: [[Link]]) -> Link? {
        for links in collections {
            for link in links {
                if HREF.equivalenceKey(link.href) == key { return link }
                if let found = find(key, in: [link.alternates, link.children]) { return found }
            }
        }
        return nil
    }

    /// `locator` itself when its href is a link of the publication; else, when it has a
    /// `totalProgression`, the locator at that progression with the original title and text;
    /// else nil.
    public func locate(_ locator: Locator) -> Locator? {
        if link(withHREF: locator.href) != nil { return locator }
        guard let total = locator.locations.totalProgression, let found = locate(progression: total) else { return nil }
        return found.copy(title: .some(locator.title), text: { $0 = locator.text })
    }

    /// A Locator for `link`: the href without fragment, the media type and title of the
    /// publication's link (else the given title), `fragments` = the fragment when there is one,
    /// else `progression` 0. Nil when no link matches or it has no media type.
    public func locate(_ link: Link) -> Locator? {
        let fragment = HREF.fragment(of: link.href)
        let href = HREF.removingFragment(link.href)
        guard let target = self.link(withHREF: href), let mediaType = target.mediaType else { return nil }
        let locations = fragment.map { Locator.Locations(fragments: [$0]) } ?? Locator.Locations(progression: 0)
        return Locator(href: href, mediaType: mediaType, title: target.title ?? link.title, locations: locations)
    }

    /// The Locator at `progression` (0…1) of the whole publication: the last position whose
    /// `totalProgression` ≤ `progression`, with `totalProgression` = `progression` and
    /// `progression` interpolated between the start of its resource and the start of the next
    /// one (1 for the last), clamped to 0…1. Nil outside 0…1 or without positions.
    public func locate(progression: Double) -> Locator? {
        guard (0...1).contains(progression) else { return nil }
        var found: (resource: Int, locator: Locator)?
        search: for (resource, positions) in positionsByReadingOrder.enumerated() {
            for position in positions {
                guard let total = position.locations.totalProgression else { continue }
                if total > progression { break search }
                found = (resource, position)
            }
        }
        guard let (resource, position) = found else { return nil }
        let start = positionsByReadingOrder[resource].first?.locations.totalProgression ?? 0
        let end = positionsByReadingOrder[(resource + 1)...].lazy.compactMap { $0.first?.locations.totalProgression }.first ?? 1
        let inResource = end > start ? (progression - start) / (end - start) : 0
        return position.copy(locations: {
            $0.totalProgression = progression
            $0.progression = min(max(inResource, 0), 1)
        })
    }
}
