/// One screen of a fixed-layout publication: a page alone, or two side by side (readium.md §2.7,
/// Readium's `EPUBSpread`).
public struct EPUBSpread: Sendable, Hashable {
    /// A page of a spread: its reading-order item and the slot it is drawn in.
    public struct Page: Sendable, Hashable {
        /// The reading-order index.
        public let resource: Int
        /// Where the page goes: `left` or `right` of the spine, or `center` (alone, in the
        /// middle). Pages of a publication shown one at a time are all `center`.
        public let slot: Link.Page

        public init(resource: Int, slot: Link.Page) {
            self.resource = resource
            self.slot = slot
        }
    }

    /// One page, or two (left then right, whatever the reading progression).
    public let pages: [Page]

    public init(pages: [Page]) {
        self.pages = pages
    }

    /// The reading-order items shown, in reading order.
    public var resources: [Int] { pages.map(\.resource).sorted() }

    /// True when `spread` (the setting) shows two pages in `viewport`: `always`, or `auto` in a
    /// landscape viewport.
    public static func isEnabled(_ spread: SpreadSetting, viewport: Viewport) -> Bool {
        switch spread {
        case .never: false
        case .always: true
        case .auto: viewport.isLandscape
        }
    }

    /// The spreads of `readingOrder`, paired as Readium pairs them.
    ///
    /// - `layout`: the publication's; only fixed-layout pages are paired (a reflowable item, by
    ///   its own `layout` property, stays alone, as does an item whose `spread` is `none`).
    /// - `publicationProgression`: the publication's reading progression, which decides which
    ///   page hints are consecutive (`auto` reads as left to right).
    /// - `readingProgression`: the resolved setting, which places the first page of a pair on
    ///   the left (ltr) or on the right (rtl).
    /// - `offsetFirstPage`: true shows the first page alone, false lets it pair; nil shows it
    ///   alone when it has no page hint of its own (a cover, as Apple Books does).
    /// - `enabled`: false gives one spread per page, centred.
    public static func spreads(
        readingOrder: [Link], layout: Layout, publicationProgression: ReadingProgression,
        readingProgression: ReadingProgression, offsetFirstPage: Bool?, enabled: Bool
    ) -> [EPUBSpread] {
        guard enabled else {
            return readingOrder.indices.map { EPUBSpread(pages: [Page(resource: $0, slot: .center)]) }
        }
        var hints = readingOrder.map(\.page)
        if !hints.isEmpty {
            switch offsetFirstPage {
            case true?: hints[0] = .center
            case false?: hints[0] = nil
            case nil: if layout == .fixed, hints[0] == nil { hints[0] = .center }
            }
        }
        // A spine item's `rendition:spread-none` override (EPUB 3.3 §8.2.2.4): never in a
        // synthetic spread, whatever the setting.
        let fixed = readingOrder.map { $0.layout(in: layout) == .fixed && $0.spread != Spread.none }
        let rightToLeft = readingProgression == .rtl
        var spreads: [EPUBSpread] = []
        var index = 0
        while index < readingOrder.count {
            let next = index + 1
            if next < readingOrder.count, fixed[index], fixed[next],
                areConsecutive(hints[index], hints[next], rightToLeft: publicationProgression == .rtl)
            {
                let (first, second): (Link.Page, Link.Page) = rightToLeft ? (.right, .left) : (.left, .right)
                spreads.append(
                    EPUBSpread(
                        pages: [Page(resource: index, slot: first), Page(resource: next, slot: second)]
                            .sorted { $0.slot == .left && $1.slot != .left }))
                index += 2
            } else {
                let slot = hints[index] ?? (index == 0 ? (rightToLeft ? .left : .right) : (rightToLeft ? .right : .left))
                spreads.append(EPUBSpread(pages: [Page(resource: index, slot: slot)]))
                index += 1
            }
        }
        return spreads
    }

    /// True when a page with hint `first` followed by one with hint `second` face each other:
    /// left then right (right then left for a right-to-left publication); a missing hint takes
    /// the value that pairs, and `center` never pairs.
    static func areConsecutive(_ first: Link.Page?, _ second: Link.Page?, rightToLeft: Bool) -> Bool {
        let (opening, closing): (Link.Page, Link.Page) = rightToLeft ? (.right, .left) : (.left, .right)
        return (first ?? opening) == opening && (second ?? closing) == closing
    }
}

extension [EPUBSpread] {
    /// The index of the spread showing reading-order item `resource`, nil when none does.
    public func index(ofResource resource: Int) -> Int? {
        firstIndex { spread in spread.pages.contains { $0.resource == resource } }
    }

    /// The number of positions of each spread: the sum of its pages' (`positionCounts` holds one
    /// count per reading-order item).
    public func positionCounts(_ positionCounts: [Int]) -> [Int] {
        map { spread in
            spread.pages.reduce(0) { $0 + (positionCounts.indices.contains($1.resource) ? positionCounts[$1.resource] : 0) }
        }
    }
}
