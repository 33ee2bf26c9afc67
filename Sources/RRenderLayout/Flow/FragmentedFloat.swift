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
        decorations = (laid.decoration.map { [$0] } ?? []).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
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
    /// the page before).
    func merge(_ floats: [FragmentedFloat]) {
        var sequences = floats.map { MergeSequence(atoms: $0.atoms, breaks: $0.breaks, anchors: $0.anchors, headers: $0.repeatedHeaders) }
        sequences.append(MergeSequence(atoms: atoms, breaks: breaks, anchors: anchors, headers: repeatedHeaders))
        var merged: [Atom] = [], mergedBreaks: [BreakPoint] = []
        merged.reserveCapacity(sequences.reduce(0) { $0 + $1.atoms.count })
        while let s = sequences.indices.filter({ !sequences[$0].isDone }).min(by: { sequences[$0].head.top < sequences[$1].head.top }) {
            let n = sequences[s].next, atom = sequences[s].head
            let own = sequences[s].breaks[n]
            var kind = own.kind
            if kind != .forced {
                for t in sequences.indices where t != s && sequences[t].isUnderWay {
                    let other = sequences[t].breaks[sequences[t].next].kind
                    kind = min(kind, other == .forced ? .allowed : other)
                }
            }
            mergedBreaks.append(BreakPoint(kind: kind, resumeY: min(own.resumeY, atom.top)))
            sequences[s].mergedIndex.append(merged.count)
            sequences[s].next += 1
            merged.append(atom)
        }
        var newAnchors: [String: Int] = [:], headers: [RepeatedHeader] = []
        for sequence in sequences {
            for (id, index) in sequence.anchors where index < sequence.mergedIndex.count {
                newAnchors[id] = min(newAnchors[id] ?? .max, sequence.mergedIndex[index])
            }
            for var header in sequence.headers where !header.continuation.isEmpty && header.continuation.upperBound <= sequence.mergedIndex.count {
                header.continuation = sequence.mergedIndex[header.continuation.lowerBound]..<(sequence.mergedIndex[header.continuation.upperBound - 1] + 1)
                headers.append(header)
            }
        }
        headers.sort { $0.continuation.lowerBound < $1.continuation.lowerBound }
        // `repeatedHeader(atPageStart:)` needs continuations that do not overlap.
        repeatedHeaders = headers.enumerated().filter { $0.offset == 0 || headers[$0.offset - 1].continuation.upperBound <= $0.element.continuation.lowerBound }.map(\.element)
        atoms = merged
        breaks = mergedBreaks
        anchors = newAnchors
        decorations += floats.flatMap(\.decorations)
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
