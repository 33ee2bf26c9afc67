import RRender

/// One page of the old edition, the new one, or both, and how they compare.
public struct PagePair: Sendable {
    /// How a page changed between editions.
    public enum Status: String, Sendable {
        /// Same text and pixels at the same page number.
        case same
        /// Same text and pixels at another page number.
        case moved
        /// Aligned, but the text or the pixels differ (`change` says which).
        case changed
        /// Only in the new edition.
        case added
        /// Only in the old edition.
        case removed
    }

    /// The status.
    public let status: Status
    /// For `changed`: the words (text) or a pixel summary.
    public let change: SnapshotResult.Change?
    /// The page in the old edition.
    public let old: ComparedPage?
    /// The page in the new edition.
    public let new: ComparedPage?

    /// A pair from its parts.
    public init(status: Status, change: SnapshotResult.Change? = nil, old: ComparedPage?, new: ComparedPage?) {
        self.status = status
        self.change = change
        self.old = old
        self.new = new
    }

    /// The href of the resource the pair belongs to.
    public var href: String { new?.href ?? old?.href ?? "" }

    /// True unless the status is `same` or `moved`.
    public var differs: Bool { status != .same && status != .moved }

    /// The old and new hrefs when the pair's resource was renamed (its pages are still
    /// aligned: a renamed resource is not removed and added).
    public var rename: (old: String, new: String)? {
        guard let old, let new, old.href != new.href else { return nil }
        return (old.href, new.href)
    }

    /// The renamed resources among `pairs`, each once, in order.
    public static func renames(in pairs: [PagePair]) -> [(old: String, new: String)] {
        var seen = Set<String>()
        return pairs.compactMap(\.rename).filter { seen.insert($0.old + "\u{0}" + $0.new).inserted }
    }
}

/// A rendered page kept for comparison: where it is, its text and its PNG.
public struct ComparedPage: Sendable {
    /// The reading-order item's href.
    public let href: String
    /// The index of the reading-order item.
    public let resource: Int
    /// The page within the resource, from 1.
    public let pageInResource: Int
    /// The page number across the publication, from 1.
    public let number: Int
    /// The page's text.
    public let text: String
    /// A hash of the page's pixels: equal pages, equal hashes (within one process).
    public let pixelHash: Int
    /// The page's PNG bytes: kept only for pages of pairs that differ (for reports).
    public var png: [UInt8]?
    /// The page's locator (href, progression, title, opening words).
    public var locator: Locator
}
