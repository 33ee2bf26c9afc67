/// Where laying out a flow may stop: once the break tokens of the `columns` columns (pages, or
/// columns of two-column pages) from its start, or from a given token for a flow resumed in the
/// middle, and the token after them are fixed. Later atoms cannot move them
/// (`PageBreaker.nextToken`), so the pages they start can be assembled.
struct PageStop {
    let breaker: PageBreaker
    /// How many tokens must be fixed: the columns' and the next one's start.
    let tokenCount: Int
    private(set) var tokens: [BreakToken]

    /// A stop after `columns` columns from `start` (the flow's first atom by default).
    init(pageHeight: Double, columns: Int, from start: BreakToken = BreakToken(atom: 0, y: 0)) {
        breaker = PageBreaker(pageHeight: pageHeight)
        tokenCount = columns + 1
        tokens = [start]
    }

    /// True once `flow`'s atoms fix the tokens asked for.
    mutating func isReached(in flow: Flow) -> Bool {
        while tokens.count < tokenCount {
            guard let last = tokens.last, let next = breaker.nextToken(flow, after: last) else { return false }
            tokens.append(next)
        }
        return true
    }
}
