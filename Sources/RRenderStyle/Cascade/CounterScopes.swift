import RRenderCore

/// One change a `counter-reset` or `counter-increment` makes: a counter and a number.
public struct CounterChange: Sendable, Hashable {
    public var name: String
    public var value: Int

    public init(name: String, value: Int) {
        self.name = name
        self.value = value
    }
}

/// The counters in scope while the cascade walks a document in order (CSS 2.1 §12.4.1, CSS
/// Lists 3 §4.4): a `counter-reset` makes a counter whose scope is the element, its following
/// siblings and all their descendants; a `counter-increment` adds to the innermost counter of
/// that name, making one on the element when none is in scope; `counter()` reads the innermost
/// (0 when none is in scope), `counters()` every one from the outermost.
///
/// Each counter remembers the depth of its element's parent: when that parent's children (and
/// its `::after`) are done, `leaveChildren(of:)` ends it.
struct CounterScopes {
    private struct Counter {
        let name: String
        var value: Int
        /// The depth of the parent of the element that made it.
        let level: Int
    }

    private var counters: [Counter] = []

    /// Applies the `counter-reset` and then the `counter-increment` of an element at `depth`.
    mutating func apply(reset: [CounterChange], increment: [CounterChange], depth: Int) {
        for change in reset {
            // A counter a preceding sibling made is replaced, not nested (CSS Lists 3 §4.4.1).
            if let last = counters.lastIndex(where: { $0.name == change.name }), counters[last].level == depth - 1 {
                counters.remove(at: last)
            }
            counters.append(Counter(name: change.name, value: change.value, level: depth - 1))
        }
        for change in increment {
            if counters.lastIndex(where: { $0.name == change.name }) == nil {
                counters.append(Counter(name: change.name, value: 0, level: depth - 1))
            }
            if let last = counters.lastIndex(where: { $0.name == change.name }) {
                counters[last].value = Self.clamped(counters[last].value.addingReportingOverflow(change.value).partialValue)
            }
        }
    }

    /// The innermost counter `name`'s value; 0 when none is in scope.
    func value(_ name: String) -> Int {
        counters.last { $0.name == name }?.value ?? 0
    }

    /// The values of every counter `name` in scope, outermost first; [0] when none is.
    func values(_ name: String) -> [Int] {
        let values = counters.filter { $0.name == name }.map(\.value)
        return values.isEmpty ? [0] : values
    }

    /// Ends the counters the children of the element at `depth` made.
    mutating func leaveChildren(of depth: Int) {
        while let last = counters.last, last.level >= depth { counters.removeLast() }
    }

    /// Counter values stay within ±`ContentLimits.maximumOrdinal`, as browsers keep them to 32 bits.
    static func clamped(_ value: Int) -> Int {
        min(max(value, -ContentLimits.maximumOrdinal), ContentLimits.maximumOrdinal)
    }
}
