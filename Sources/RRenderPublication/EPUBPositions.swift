import RRenderCore

/// Readium's positions for an EPUB (readium.md §1.7; swift-toolkit `EPUBPositionsService`).
///
/// A position is a layout-independent reference point, not a screen page:
/// - reflowable: `max(1, ceil(length / pageLength))` positions per reading-order resource, where
///   `length` is the ZIP entry size **as stored** (compressed when deflated) and `pageLength` is
///   1024 bytes (Adobe RMSDK's figure); a resource missing from the container contributes none;
/// - fixed layout: one position per resource.
/// The layout is each resource's own (its spine `rendition:layout-*` override, else the
/// publication's), as Kotlin Readium decides (Swift Readium takes the publication's for every
/// resource): a fixed page in a reflowable book is one screen, so one position, and a reflowable
/// chapter in a fixed-layout book gets as many as its length, like the screens it fills.
public enum EPUBPositions {
    /// Readium's recommended page length, in bytes.
    public static let defaultPageLength = 1024

    /// The positions of each reading-order item. `length` gives the stored size of a link's
    /// resource, or nil when the resource is missing.
    ///
    /// Each Locator has the link's href, its media type (else `text/html`), its title,
    /// `progression` `(k-1)/n`, `position` counted from 1 across the book, and
    /// `totalProgression` `(position-1)/total`.
    public static func positionsByReadingOrder(
        readingOrder: [Link], layout: Layout,
        pageLength: Int = defaultPageLength,
        length: (Link) -> Int?
    ) -> [[Locator]] {
        let counts = readingOrder.map { link -> Int in
            if link.layout(in: layout).hasOwnPageSize { return 1 }
            guard let length = length(link) else { return 0 }
            return max(1, Int((Double(length) / Double(max(pageLength, 1))).rounded(.up)))
        }
        let total = counts.reduce(0, +)
        var position = 0
        return zip(readingOrder, counts).map { link, count in
            (0..<count).map { k in
                position += 1
                return Locator(
                    href: link.hrefWithoutFragment, mediaType: link.mediaType ?? .html, title: link.title,
                    locations: Locator.Locations(
                        progression: Double(k) / Double(count),
                        totalProgression: Double(position - 1) / Double(total),
                        position: position))
            }
        }
    }
}
