import RRenderCore

/// The header rows of a table (`table-header-group`), drawn again at the top of every page the
/// table continues on: "print user agents may repeat header rows … on each page spanning a
/// table" (CSS 2.1 §17.2). Repeated lines are marked `isRepeated`: they are drawn and their links
/// work, but they are not text of the page (`PageLayout.text`).
public struct RepeatedHeader {
    /// The atoms after the header (body and footer rows): a page starting at one of them starts
    /// with the header.
    public var continuation: Range<Int>
    /// The header rows' fragments and links, in flow coordinates.
    public var fragments: [Fragment]
    /// The links of the header rows (their hit areas), in flow coordinates.
    public var links: [LinkRegion]
    /// The flow y of the header's top.
    public var top: Double
    /// What the header takes on a page: from its top to the first body row's top.
    public var height: Double

    /// The header's fragments placed at the page y `top`, lines marked repeated.
    func pageFragments(top pageTop: Double, dx: Double) -> [Fragment] {
        fragments.map { fragment in
            guard case .text(var line) = fragment else { return fragment.offsetBy(dx: dx, dy: pageTop - top) }
            line.isRepeated = true
            return Fragment.text(line).offsetBy(dx: dx, dy: pageTop - top)
        }
    }

    /// The header's links placed at the page y `top`.
    func pageLinks(top pageTop: Double, dx: Double) -> [LinkRegion] {
        links.map { $0.offsetBy(dx: dx, dy: pageTop - top) }
    }
}

extension Flow {
    /// The table header repeated at the top of a page that starts at atom `index`, if any.
    /// Headers are recorded as their tables end, so their continuations come in atom order and
    /// never overlap: a binary search (a page asks, and a book of many tables has many).
    func repeatedHeader(atPageStart index: Int) -> RepeatedHeader? {
        var low = 0, high = repeatedHeaders.count
        while low < high {
            let middle = (low + high) / 2
            if repeatedHeaders[middle].continuation.lowerBound <= index { low = middle + 1 } else { high = middle }
        }
        guard low > 0, repeatedHeaders[low - 1].continuation.contains(index) else { return nil }
        return repeatedHeaders[low - 1]
    }
}

extension Rect {
    /// The rectangle with its top edge moved up by `amount`, its bottom edge kept.
    func extendedUp(by amount: Double) -> Rect {
        Rect(x: minX, y: minY - amount, width: width, height: height + amount)
    }
}
