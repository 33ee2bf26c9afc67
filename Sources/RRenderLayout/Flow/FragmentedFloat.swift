import RRenderCore

/// A float taller than a page, placed, its content kept as the atoms of its own flow (lines,
/// rows and images stay whole) so that it breaks across pages like in-flow content (CSS
/// Fragmentation 3 §2, §4). In flow coordinates a float is one continuous box: the lines
/// beside it are shortened all along it, so when the flow is cut into pages the text beside a
/// float continues beside its remainder on the next page.
struct FragmentedFloat {
    /// The float's content, in flow coordinates, each marked `isFloat`.
    var atoms: [Atom]
    /// `breaks[i]` is the break before `atoms[i]` inside the float; `breaks[0]` resumes at the
    /// float's top edge.
    var breaks: [BreakPoint]
    /// The float's own box and its blocks' backgrounds, in painting order.
    var decorations: [BoxFragment]
    var anchors: [String: Int]
    var repeatedHeaders: [RepeatedHeader]

    /// `laid` placed with its margin box at `origin`; `anchor` is the float's own id.
    init(_ laid: AtomicBoxLayout, at origin: Point, anchor: String?) {
        let dx = origin.x + laid.contentOrigin.x, dy = origin.y + laid.contentOrigin.y
        let inner = laid.inner
        atoms = inner.atoms.map { atom in
            var moved = atom.offsetBy(dx: dx, dy: dy)
            // Painted as a whole with the float (Appendix E step 5): its inner block
            // backgrounds go with the rest of it.
            moved.isFloat = true
            moved.startsFloat = false
            moved.backgroundCount = 0
            return moved
        }
        breaks = inner.breaks.map { BreakPoint(kind: $0.kind, resumeY: $0.resumeY + dy) }
        // The first slice starts at the float's top border edge, the last ends at its bottom
        // border edge (its padding and borders go with its content).
        let top = origin.y + laid.borderBox.minY
        // Below the content: the bottom padding and border (not a taller `height`'s empty space).
        let bottom = dy + inner.height + (laid.borderBox.maxY - laid.contentOrigin.y - laid.contentHeight)
        if !atoms.isEmpty {
            atoms[0].top = min(atoms[0].top, top)
            atoms[0].startsFloat = true
            breaks[0] = BreakPoint(kind: .allowed, resumeY: top)
            atoms[atoms.count - 1].bottom = max(atoms[atoms.count - 1].bottom, bottom)
        }
        decorations =
            (laid.decoration.map { [$0.offsetBy(dx: origin.x, dy: origin.y)] } ?? [])
            + inner.decorations.map { $0.offsetBy(dx: dx, dy: dy) }
        anchors = inner.anchors
        if let anchor, !atoms.isEmpty { anchors[anchor] = 0 }
        repeatedHeaders = inner.repeatedHeaders.map { $0.offsetBy(dx: dx, dy: dy) }
    }
}

extension Flow {
    /// Merges the atoms of fragmented floats into the flow's own, ordered by their tops (a
    /// float's slice before the in-flow line beside it at the same height, earlier floats
    /// first), each sequence keeping its order. A break between two merged atoms cuts every
    /// sequence under way there: it takes the break of the atom after it, avoided if it would
    /// split another sequence where that one avoids a break. A forced break inside one sequence
    /// forces the page to end there only (the content beside it that starts higher stays on
    /// the page before). Returns where each of the flow's own atoms went, for anything else
    /// that holds atom indices (ids and repeated table headers are moved here).
    @discardableResult
    func merge(_ floats: [FragmentedFloat]) -> [Int] {
        var sequences = floats.map {
            MergeSequence(atoms: $0.atoms, breaks: $0.breaks, anchors: $0.anchors, headers: $0.repeatedHeaders)
        }
        sequences.append(MergeSequence(atoms: atoms, breaks: breaks, anchors: anchors, headers: repeatedHeaders))
        var merged: [Atom] = [], mergedBreaks: [BreakPoint] = []
        merged.reserveCapacity(sequences.reduce(0) { $0 + $1.atoms.count })
        var bottom = -Double.infinity
        while let s = Self.nextSequence(sequences) {
            let atom = sequences[s].head
            var point = Self.mergedBreak(before: s, in: sequences)
            // A box opened beside a float whose first line went below it: the page resumes
            // below what is already placed, not at the box's top a float's height above.
            point.resumeY = min(atom.top, max(point.resumeY, bottom))
            mergedBreaks.append(point)
            sequences[s].mergedIndex.append(merged.count)
            sequences[s].next += 1
            merged.append(atom)
            bottom = max(bottom, atom.bottom)
        }
        atoms = merged
        breaks = mergedBreaks
        remapAnchorsAndHeaders(sequences)
        decorations += floats.flatMap(\.decorations)
        return sequences[sequences.count - 1].mergedIndex
    }

    /// The sequence whose next atom is highest (the first of those as high).
    private static func nextSequence(_ sequences: [MergeSequence]) -> Int? {
        var best: Int?
        for index in sequences.indices where !sequences[index].isDone {
            if let current = best, sequences[current].head.top <= sequences[index].head.top { continue }
            best = index
        }
        return best
    }

    /// The break before the next atom of sequence `s`, given where the others are.
    private static func mergedBreak(before s: Int, in sequences: [MergeSequence]) -> BreakPoint {
        let own = sequences[s].breaks[sequences[s].next]
        var kind = own.kind
        if kind != .forced {
            for t in sequences.indices where t != s && sequences[t].isUnderWay {
                let other = sequences[t].breaks[sequences[t].next].kind
                kind = min(kind, other == .forced ? .allowed : other)
            }
        }
        return BreakPoint(kind: kind, resumeY: min(own.resumeY, sequences[s].head.top))
    }

    /// Ids and repeated table headers moved to the merged atoms' indices.
    private func remapAnchorsAndHeaders(_ sequences: [MergeSequence]) {
        var newAnchors: [String: Int] = [:], headers: [RepeatedHeader] = []
        for sequence in sequences {
            let placed = sequence.mergedIndex
            for (id, index) in sequence.anchors where index < placed.count {
                newAnchors[id] = min(newAnchors[id] ?? .max, placed[index])
            }
            for var header in sequence.headers
            where !header.continuation.isEmpty && header.continuation.upperBound <= placed.count {
                header.continuation = placed[header.continuation.lowerBound]..<(placed[header.continuation.upperBound - 1] + 1)
                headers.append(header)
            }
        }
        // `repeatedHeader(atPageStart:)` needs continuations in order that do not overlap.
        var kept: [RepeatedHeader] = []
        for header in headers.sorted(by: { $0.continuation.lowerBound < $1.continuation.lowerBound })
        where kept.last.map({ $0.continuation.upperBound <= header.continuation.lowerBound }) ?? true {
            kept.append(header)
        }
        anchors = newAnchors
        repeatedHeaders = kept
    }
}

/// One sequence of atoms being merged: the flow's own, or a fragmented float's.
private struct MergeSequence {
    let atoms: [Atom]
    let breaks: [BreakPoint]
    let anchors: [String: Int]
    let headers: [RepeatedHeader]
    var next = 0
    /// Where each of `atoms` went in the merged flow.
    var mergedIndex: [Int] = []

    var isDone: Bool { next >= atoms.count }
    /// Begun and not finished: a break here cuts it.
    var isUnderWay: Bool { next > 0 && next < atoms.count }
    var head: Atom { atoms[next] }
}

extension Atom {
    /// The atom moved by `dx`, `dy`.
    func offsetBy(dx: Double, dy: Double) -> Atom {
        var moved = self
        moved.top += dy
        moved.bottom += dy
        moved.fragments = fragments.map { $0.offsetBy(dx: dx, dy: dy) }
        moved.links = links.map { $0.offsetBy(dx: dx, dy: dy) }
        moved.closingFragments = closingFragments.map { $0.offsetBy(dx: dx, dy: dy) }
        return moved
    }
}

extension RepeatedHeader {
    /// The header moved by `dx`, `dy`.
    func offsetBy(dx: Double, dy: Double) -> RepeatedHeader {
        var moved = self
        moved.fragments = fragments.map { $0.offsetBy(dx: dx, dy: dy) }
        moved.links = links.map { $0.offsetBy(dx: dx, dy: dy) }
        moved.top += dy
        return moved
    }
}

extension BoxFragment {
    /// The box moved by `dx`, `dy`.
    func offsetBy(dx: Double, dy: Double) -> BoxFragment {
        var moved = self
        moved.rect = rect.offsetBy(dx: dx, dy: dy)
        return moved
    }
}
