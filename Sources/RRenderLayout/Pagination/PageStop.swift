/// Where laying out a flow may stop: once the break tokens of its first `columns` columns (from
/// a given start, for a flow resumed in the middle)
/// (pages, or columns of two-column pages) and the token after them are fixed, the atoms laid
/// out later cannot move them, and the pages they start can be assembled.
///
/// A page's end is fixed by the atoms up to the first break that does not fit (`PageBreaker`):
/// the breaker is run again from the last fixed token at each check, so the tokens found are
/// those the whole flow would give.
struct PageStop {
    let breaker: PageBreaker
    /// How many tokens must be fixed: the first `columns` columns' and the next one's start.
    let tokenCount: Int
    private(set) var tokens = [BreakToken(atom: 0, y: 0)]

    /// A stop after `columns` columns from `start` (the flow's first atom by default).
    init(pageHeight: Double, columns: Int, from start: BreakToken = BreakToken(atom: 0, y: 0)) {
        breaker = PageBreaker(pageHeight: pageHeight)
        tokenCount = columns + 1
        tokens = [start]
    }

    /// True once `flow`'s atoms fix the tokens asked for; advances past the pages they end.
    mutating func isReached(in flow: Flow) -> Bool {
        while tokens.count < tokenCount {
            guard let last = tokens.last, last.atom < flow.atoms.count else { return false }
            let end = breaker.pageEnd(flow, start: last.atom, startY: last.y)
            guard end < flow.atoms.count else { return false }
            tokens.append(BreakToken(atom: end, y: flow.breaks[end].resumeY))
        }
        return true
    }
}
