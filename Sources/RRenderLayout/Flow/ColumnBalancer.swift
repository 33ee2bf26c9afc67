import RRenderCore

/// Cuts an inner flow laid out one column wide into sets of columns (CSS Multicol 1 §7, §8):
/// balanced when the content fits one set no taller than a page, else sets of full page-tall
/// columns filled one after another and a last balanced set. Columns end at the inner flow's
/// break points: a forced break ends a column, and `avoid` breaks (orphans, widows,
/// `break-*: avoid`) are taken only when no allowed one is in the column.
struct ColumnBalancer {
    let flow: Flow
    let count: Int
    let pageHeight: Double

    /// The sets of columns, each a list of at most `count` pieces. The first set has only
    /// `firstRoom` (the rest of a page the columns start part-way down): when everything does
    /// not fit there balanced, it fills that room, and the columns go on on the next page.
    func columnSets(firstRoom: Double? = nil) -> [[ColumnPiece]] {
        var sets: [[ColumnPiece]] = []
        var start = 0
        while start < flow.atoms.count {
            // The rest of the page, unless not even the first atom fits in it.
            var room = pageHeight
            if sets.isEmpty, let firstRoom, flow.atoms[start].bottom - top(of: start) <= firstRoom + 0.001 {
                room = firstRoom
            }
            let balanced = balance(from: start)
            let height = balanced.map { $0.bottom - $0.top }.max() ?? 0
            if balanced.last?.atoms.upperBound == flow.atoms.count, height <= room + 0.001 || pageHeight <= 0 {
                sets.append(balanced)
                break
            }
            // Too tall for the room: fill columns that tall (`column-fill: auto` per page; only
            // the last set is balanced, CSS Multicol 1 §7.1).
            let filled = fill(from: start, height: room)
            guard let end = filled.last?.atoms.upperBound, end > start else { break }
            sets.append(filled)
            start = end
        }
        return sets
    }

    /// The columns of a multi-column box `height` tall (CSS Multicol 1 §7.1, §8.2): balanced
    /// when everything fits `count` columns no taller (unless `sequential`, `column-fill:
    /// auto`), else filled one after another, as many more as the content needs (at most
    /// `limit`), beside the box in the inline direction.
    func columns(height: Double, sequential: Bool, limit: Int = 1_000) -> [ColumnPiece] {
        if !sequential {
            let balanced = balance(from: 0)
            if balanced.last?.atoms.upperBound == flow.atoms.count, balanced.allSatisfy({ $0.bottom - $0.top <= height + 0.001 })
            {
                return balanced
            }
        }
        return fill(from: 0, height: height, count: limit)
    }

    /// The shortest columns holding everything from `start` in `count` columns (a binary
    /// search over the column height, greedy fill for each guess).
    private func balance(from start: Int) -> [ColumnPiece] {
        let total = contentBottom - top(of: start)
        var low = 0.0, high = max(total, 0)
        var best = fill(from: start, height: high)
        guard total > 0 else { return best }
        for _ in 0..<24 where high - low > 0.5 {
            let middle = (low + high) / 2
            let pieces = fill(from: start, height: middle)
            if let last = pieces.last, last.atoms.upperBound == flow.atoms.count, last.bottom - last.top <= middle + 0.001 {
                best = pieces
                high = middle
            } else {
                low = middle
            }
        }
        return best
    }

    /// Up to `count` columns at most `height` tall (a column always takes one atom), from `start`.
    private func fill(from start: Int, height: Double, count: Int? = nil) -> [ColumnPiece] {
        var pieces: [ColumnPiece] = []
        var first = start
        while pieces.count < count ?? self.count, first < flow.atoms.count {
            let end = columnEnd(from: first, height: height)
            let columnTop = top(of: first)
            var bottom = flow.atoms[first..<end].map(\.bottom).max() ?? columnTop
            // The last column holds what ends the content too: the last box's bottom margin,
            // which stays inside the multi-column box (it makes a formatting context).
            if end == flow.atoms.count { bottom = max(bottom, contentBottom) }
            pieces.append(ColumnPiece(atoms: first..<end, top: columnTop, bottom: bottom))
            first = end
        }
        return pieces
    }

    /// Where a column starting at atom `first` ends: after the last atom that fits `height`,
    /// moved back to an allowed break when the last fitting one is avoided, or at a forced break.
    private func columnEnd(from first: Int, height: Double) -> Int {
        let columnTop = top(of: first)
        var end = first + 1, lastAllowed: Int?
        while end < flow.atoms.count {
            let kind = flow.breaks[end].kind
            if kind == .forced { return end }
            if kind == .allowed { lastAllowed = end }
            if flow.atoms[end].bottom - columnTop > height + 0.001 { break }
            end += 1
        }
        guard end < flow.atoms.count else { return end }
        if flow.breaks[end].kind == .avoid, let allowed = lastAllowed, allowed < end, allowed > first { return allowed }
        return end
    }

    /// The bottom of the content, below the last atom: its boxes' bottom margins and padding.
    private var contentBottom: Double { max(flow.height, flow.atoms.last?.bottom ?? 0) }

    /// Where a column starting at atom `index` begins in the inner flow: where content
    /// resumes after the break before it (its margins truncated, CSS Fragmentation 3 §5.2).
    private func top(of index: Int) -> Double {
        index == 0 ? 0 : min(flow.breaks[index].resumeY, flow.atoms[index].top)
    }
}
