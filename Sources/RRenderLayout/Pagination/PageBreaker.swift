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
        var start = first.atom, startY = first.y
        while start < flow.atoms.count {
            let end = pageEnd(flow, start: start, startY: startY)
            guard end < flow.atoms.count else { break }
            start = end
            startY = flow.breaks[end].resumeY
            tokens.append(BreakToken(atom: start, y: startY))
        }
        return tokens
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
