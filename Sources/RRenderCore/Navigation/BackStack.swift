/// A navigator's history of jumps, after the "Navigation and Stacking" design (seed 004), adapted
/// to a reading engine: a resource plays the part of a web view, a jump inside it the part of a
/// single-page-app navigation.
///
/// The top entry is always *live*: the resource on screen. A jump to another resource pushes a
/// new live entry (the one left behind keeps the location it was left at). A jump inside the
/// same resource slips a *placeholder* holding the screen being left (its location and the
/// snapshot already drawn) under the live entry, so going back to it is instant.
///
/// Going back (`goBack()`): when a placeholder lies right under the live entry, the live entry
/// swaps with it and the placeholder is popped: the live entry stays on top, now showing the
/// placeholder's location and snapshot. When none does, the live entry itself is popped and the
/// live entry under it comes back at the location it was left at. Page turns do not touch the
/// stack.
///
/// `Snapshot` is whatever shows a screen again without layout (a rendered frame); tests use
/// plain values.
public struct BackStack<Snapshot> {
    /// One entry of the stack.
    public enum Entry {
        /// A resource, at the location it was left at (the top one: where it started).
        case live(Locator)
        /// A screen left by a jump inside the resource of the live entry above it.
        case placeholder(Locator, Snapshot)

        /// The location the entry returns to.
        public var locator: Locator {
            switch self {
            case .live(let locator), .placeholder(let locator, _): locator
            }
        }

        /// True for a placeholder.
        public var isPlaceholder: Bool {
            if case .placeholder = self { return true }
            return false
        }
    }

    /// Where going back lands.
    public enum Destination {
        /// A placeholder's screen: shown again from its snapshot, without layout.
        case snapshot(Locator, Snapshot)
        /// A resource at a location, to be laid out.
        case location(Locator)
    }

    /// The entries, bottom first. Never empty.
    public private(set) var entries: [Entry]

    /// A stack holding one live entry at `start`.
    public init(start: Locator) {
        entries = [.live(start)]
    }

    /// True when `goBack()` has somewhere to go.
    public var canGoBack: Bool { entries.count > 1 }

    /// Records a jump from `current` (the location on screen, shown by `snapshot`) to a screen
    /// of the same resource (`sameResource`) or of another one.
    public mutating func push(from current: Locator, snapshot: Snapshot, to target: Locator, sameResource: Bool) {
        if sameResource {
            let live = entries.removeLast()
            entries.append(.placeholder(current, snapshot))
            entries.append(live)
        } else {
            entries[entries.count - 1] = .live(current)
            entries.append(.live(target))
        }
    }

    /// Steps back once (see the type's description); nil when there is nothing to go back to.
    public mutating func goBack() -> Destination? {
        guard canGoBack else { return nil }
        let top = entries.removeLast()
        switch (top, entries.removeLast()) {
        case (.live, .placeholder(let locator, let snapshot)):
            // The live entry slips back over the placeholder, which is thrown away.
            entries.append(top)
            return .snapshot(locator, snapshot)
        case (.live, .live(let locator)):
            entries.append(.live(locator))
            return .location(locator)
        case (.placeholder, let below):
            // Not built by `push`, but a placeholder on top is simply thrown away.
            entries.append(below)
            return .location(below.locator)
        }
    }

    /// The same history without snapshots (after a relayout they show the old settings): each
    /// placeholder becomes a live entry at its location, so going back to it lays it out again.
    public func withoutSnapshots() -> BackStack<Snapshot> {
        var result = self
        result.entries = entries.map { .live($0.locator) }
        return result
    }
}
