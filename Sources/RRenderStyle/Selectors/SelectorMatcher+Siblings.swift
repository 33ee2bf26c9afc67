import Synchronization

/// The subsequent-sibling combinator (`h1 ~ p`, Selectors 3 §8.3.2) in time proportional to the
/// siblings, not to their square.
///
/// Matched right to left, `A ~ B` on an element asks whether some earlier sibling matches `A`:
/// walking back from each of 300,000 paragraphs to the heading before them all is 45 billion
/// steps. Whether a sibling matches `A` does not depend on the element asking, so the cascade,
/// which asks in document order, scans each parent's children once per (selector, compound):
/// `SiblingScans` remembers how far it got and the outcome of the nearest sibling that decided.
extension SelectorMatcher {
    static func matchSubsequentSibling(_ selector: CompiledSelector, compound: Int, element: Int, tree: ElementTree) -> Outcome {
        let previous = Int(tree.previousSiblings[element])
        guard previous >= 0 else { return .failedAllSiblings }
        let key = SiblingScans.Key(selector: ObjectIdentifier(selector), compound: Int32(compound), parent: tree.parents[element])
        let known = tree.siblingScans.scan(key)
        if let known, Int(known.last) > previous {
            // Asked out of document order: walk back, as a browser does.
            var sibling = previous
            while sibling >= 0 {
                let outcome = match(selector, compound: compound, element: sibling, tree: tree)
                if outcome != .failedHere { return outcome }
                sibling = Int(tree.previousSiblings[sibling])
            }
            return .failedAllSiblings
        }
        // The outcome of a sibling that is not `failedHere` decides for every later sibling,
        // until a nearer one decides again: the walk back would stop at the nearest.
        var decided = known?.decided
        var sibling = known.map { Int(tree.nextSiblings[Int($0.last)]) } ?? Int(tree.firstChildren[Int(key.parent)])
        var last = known.map { Int($0.last) } ?? -1
        while last != previous, sibling >= 0 {
            let outcome = match(selector, compound: compound, element: sibling, tree: tree)
            if outcome != .failedHere { decided = outcome }
            last = sibling
            sibling = Int(tree.nextSiblings[sibling])
        }
        tree.siblingScans.record(key, SiblingScans.Scan(last: Int32(last), decided: decided))
        return decided ?? .failedAllSiblings
    }
}

/// How far the subsequent-sibling scans of a tree got (see `matchSubsequentSibling`).
final class SiblingScans: Sendable {
    struct Key: Hashable, Sendable {
        let selector: ObjectIdentifier
        let compound: Int32
        let parent: Int32
    }

    struct Scan: Sendable {
        /// The last sibling tested.
        let last: Int32
        /// The outcome of the nearest sibling up to `last` whose outcome was not `failedHere`.
        let decided: SelectorMatcher.Outcome?
    }

    private let scans = Mutex<[Key: Scan]>([:])

    func scan(_ key: Key) -> Scan? { scans.withLock { $0[key] } }

    func record(_ key: Key, _ scan: Scan) { scans.withLock { $0[key] = scan } }
}
