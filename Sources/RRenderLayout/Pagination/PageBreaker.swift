/// Chooses where pages end (CSS Fragmentation 3 §4.4): each page takes as many atoms as fit,
/// ending at the last allowed break that fits; a break marked `avoid` is used only when no
/// allowed one does, and a page always takes at least one atom so pagination always advances.
public struct PageBreaker {
    /// The height of a page's content area.
    public let pageHeight: Double

    public init(pageHeight: Double) {
        self.pageHeight = pageHeight
    }

    /// The break tokens of every page of `flow`; one page (empty) for an empty flow. From
    /// `first` on, for a flow resumed in the middle (`ResumePoint`).
    public func paginate(_ flow: Flow, from first: BreakToken = BreakToken(atom: 0, y: 0)) -> [BreakToken] {
        var tokens = [first]
        while let last = tokens.last, let next = nextToken(flow, after: last) { tokens.append(next) }
        return tokens
    }

    /// The token of the page after the one `last` starts, when `flow`'s atoms so far fix it (the
    /// first break that does not fit, or a forced one, is among them); nil otherwise. Atoms
    /// laid out later cannot move a token found here, so a flow still being laid out can be
    /// paginated as it grows (`PageStop`, `ResumePointRecorder`).
    func nextToken(_ flow: Flow, after last: BreakToken) -> BreakToken? {
        guard last.atom < flow.atoms.count else { return nil }
        let end = pageEnd(flow, start: last.atom, startY: last.y)
        return end < flow.atoms.count ? BreakToken(atom: end, y: flow.breaks[end].resumeY) : nil
    }

    /// The index of the first atom of the next page, for a page starting at atom `start`.
    func pageEnd(_ flow: Flow, start: Int, startY: Double) -> Int {
        // A page a table continues on starts with the table's header again (RepeatedHeader).
        let limit = startY + pageHeight - (flow.repeatedHeader(atPageStart: start)?.height ?? 0) + 0.01
        var bestAllowed: Int?, bestAvoid: Int?
        var bottom = flow.atoms[start].bottom
        var candidate = start + 1
        while candidate < flow.atoms.count {
            let kind = flow.breaks[candidate].kind
            if kind == .forced { return candidate }
            if kind == .avoid { bestAvoid = candidate } else { bestAllowed = candidate }
            bottom = max(bottom, flow.atoms[candidate].bottom)
            if bottom > limit { return bestAllowed ?? bestAvoid ?? candidate }
            candidate += 1
        }
        return flow.atoms.count
    }
}
