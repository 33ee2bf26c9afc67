import RRenderCore
import Testing

/// The back stack walks the seed 004 diagrams: P1 W1 W2 P2 P3 W3, then back five times.
struct BackStackTests {
    /// A locator in resource `resource` at `progression`.
    private func at(_ resource: String, _ progression: Double) -> Locator {
        Locator(href: "\(resource).xhtml", mediaType: .xhtml, locations: Locator.Locations(progression: progression))
    }

    /// The entries as letters: `P` placeholder, `W` live, each with its resource and progression.
    private func shape(_ stack: BackStack<String>) -> [String] {
        stack.entries.map { entry in
            let locator = entry.locator
            let name = "\(locator.href.prefix(1))\(locator.locations.progression ?? -1)"
            return entry.isPlaceholder ? "P:\(name)" : "W:\(name)"
        }
    }

    /// The seed's stack: a jump inside a (P1 under W1), a jump to b (W2), a jump to c and two
    /// jumps inside it (P2, P3 under W3). Snapshots are named after the screen they show.
    private func seedStack() -> BackStack<String> {
        var stack = BackStack<String>(start: at("a", 0))
        stack.push(from: at("a", 0), snapshot: "a0", to: at("a", 0.5), sameResource: true)
        stack.push(from: at("a", 0.5), snapshot: "a5", to: at("b", 0), sameResource: false)
        stack.push(from: at("b", 0.25), snapshot: "b2", to: at("c", 0), sameResource: false)
        stack.push(from: at("c", 0), snapshot: "c0", to: at("c", 0.3), sameResource: true)
        stack.push(from: at("c", 0.3), snapshot: "c3", to: at("c", 0.6), sameResource: true)
        return stack
    }

    @Test func jumpsInsideAResourceSlipPlaceholdersUnderTheLiveEntry() {
        #expect(shape(seedStack()) == ["P:a0.0", "W:a0.5", "W:b0.25", "P:c0.0", "P:c0.3", "W:c0.0"])
    }

    @Test func goingBackSwapsOverPlaceholdersThenPopsLiveEntries() {
        var stack = seedStack()
        guard case .snapshot(let first, "c3")? = stack.goBack() else { Issue.record("expected the P3 snapshot"); return }
        #expect(first == at("c", 0.3))
        #expect(shape(stack) == ["P:a0.0", "W:a0.5", "W:b0.25", "P:c0.0", "W:c0.0"])
        guard case .snapshot(_, "c0")? = stack.goBack() else { Issue.record("expected the P2 snapshot"); return }
        #expect(shape(stack) == ["P:a0.0", "W:a0.5", "W:b0.25", "W:c0.0"])
        guard case .location(let b)? = stack.goBack() else { Issue.record("expected b to be laid out again"); return }
        #expect(b == at("b", 0.25), "a live entry comes back where it was left")
        guard case .location(let a)? = stack.goBack() else { Issue.record("expected a to be laid out again"); return }
        #expect(a == at("a", 0.5))
        guard case .snapshot(_, "a0")? = stack.goBack() else { Issue.record("expected the P1 snapshot"); return }
        #expect(shape(stack) == ["W:a0.5"])
        #expect(!stack.canGoBack)
        #expect(stack.goBack() == nil)
    }

    @Test func aNewStackHasNowhereToGoBack() {
        var stack = BackStack<String>(start: at("a", 0))
        #expect(!stack.canGoBack)
        #expect(stack.goBack() == nil)
    }

    @Test func droppingSnapshotsKeepsTheLocationsInOrder() {
        var stack = seedStack().withoutSnapshots()
        #expect(shape(stack) == ["W:a0.0", "W:a0.5", "W:b0.25", "W:c0.0", "W:c0.3", "W:c0.0"])
        guard case .location(let last)? = stack.goBack() else { Issue.record("expected a location"); return }
        #expect(last == at("c", 0.3))
    }
}
