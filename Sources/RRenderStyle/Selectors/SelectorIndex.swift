/// Complex selectors bucketed by their subject's most selective key (ID, else a class, else the
/// type name), so that an element is only tested against selectors that could match it.
///
/// Each selector carries a `Value` (for the cascade: the rule, its origin, its position). Entries
/// keep their insertion order, which callers use as the "order of appearance" of CSS Cascade 4 §6.
public struct SelectorIndex<Value: Sendable>: Sendable {
    /// One indexed selector (a class, so that returning matches copies one reference each).
    public final class Entry: Sendable {
        /// The selector.
        public let selector: ComplexSelector
        /// What the caller attached to it.
        public let value: Value
        /// The 0-based insertion order (the index in `entries`).
        public let order: Int

        @usableFromInline
        init(selector: ComplexSelector, value: Value, order: Int) {
            self.selector = selector
            self.value = value
            self.order = order
        }
    }

    /// Every entry, in insertion order.
    public private(set) var entries: [Entry] = []
    // The buckets live in a non-generic type so that matching is compiled once, specialised;
    // the thin generic methods are inlinable so that clients specialise them for their `Value`.
    @usableFromInline var buckets = SelectorBuckets()

    /// An empty index.
    public init() {}

    /// Adds `selector` with `value`.
    public mutating func insert(_ selector: ComplexSelector, value: Value) {
        buckets.insert(selector, order: Int32(entries.count))
        entries.append(Entry(selector: selector, value: value, order: entries.count))
    }

    /// Adds every selector of `list`, each with `value`.
    public mutating func insert(_ list: SelectorList, value: Value) {
        for selector in list.selectors { insert(selector, value: value) }
    }

    /// The entries that might match the element, in insertion order (a superset of the matches).
    @inlinable
    public func candidates(for element: Int, in tree: ElementTree) -> [Entry] {
        buckets.candidateOrders(for: element, in: tree).map { entries[Int($0)] }
    }

    /// The entries whose selector matches the element, in insertion order.
    @inlinable
    public func matches(for element: Int, in tree: ElementTree) -> [Entry] {
        buckets.matchingOrders(for: element, in: tree).map { entries[Int($0)] }
    }

    /// The `order` (index in `entries`) of every entry whose selector matches the element, ascending.
    /// The cheapest query: no `Entry` is copied.
    @inlinable
    public func matchingOrders(for element: Int, in tree: ElementTree) -> [Int] {
        buckets.matchingOrders(for: element, in: tree).map(Int.init)
    }
}

/// The buckets of a `SelectorIndex`, keyed by `CSSNameHash` (a collision only adds candidates,
/// which matching then rejects).
@usableFromInline
struct SelectorBuckets: Sendable {
    private var compiled: [CompiledSelector] = []
    private var byID: [UInt64: [Int32]] = [:]
    private var byClass: [UInt64: [Int32]] = [:]
    private var byType: [UInt64: [Int32]] = [:]
    private var universal: [Int32] = []

    @usableFromInline
    init() {}

    @usableFromInline
    mutating func insert(_ selector: ComplexSelector, order: Int32) {
        compiled.append(selector.compiled)
        let subject = selector.subject
        for case .id(let id) in subject.conditions {
            byID[CSSNameHash.exact(id), default: []].append(order)
            return
        }
        for case .class(let name) in subject.conditions {
            byClass[CSSNameHash.exact(name), default: []].append(order)
            return
        }
        if let name = subject.type.name {
            byType[CSSNameHash.lowercased(name), default: []].append(order)
        } else {
            universal.append(order)
        }
    }

    @usableFromInline
    func matchingOrders(for element: Int, in tree: ElementTree) -> [Int32] {
        var found: [Int32] = []
        forEachCandidateBucket(of: element, in: tree) { bucket in
            for order in bucket where SelectorMatcher.matches(compiled[Int(order)], element: element, in: tree) {
                found.append(order)
            }
        }
        return Self.sortedUnique(found)
    }

    @usableFromInline
    func candidateOrders(for element: Int, in tree: ElementTree) -> [Int32] {
        var orders: [Int32] = []
        forEachCandidateBucket(of: element, in: tree) { orders += $0 }
        return Self.sortedUnique(orders)
    }

    /// Calls `body` with each bucket whose selectors could match the element.
    private func forEachCandidateBucket(of element: Int, in tree: ElementTree, _ body: ([Int32]) -> Void) {
        if !universal.isEmpty { body(universal) }
        let id = tree.idHashes[element]
        if id != 0, let bucket = byID[id] { body(bucket) }
        for index in Int(tree.classStarts[element])..<Int(tree.classStarts[element + 1]) {
            if let bucket = byClass[tree.classHashes[index]] { body(bucket) }
        }
        if let bucket = byType[tree.lowercasedNameHashes[element]] { body(bucket) }
    }

    /// Sorted, without duplicates (two names with the same hash would bring a bucket twice).
    private static func sortedUnique(_ values: [Int32]) -> [Int32] {
        guard values.count > 1 else { return values }
        var sorted = values
        sorted.sort()
        var write = 1
        for read in 1..<sorted.count where sorted[read] != sorted[write - 1] {
            sorted[write] = sorted[read]
            write += 1
        }
        sorted.removeLast(sorted.count - write)
        return sorted
    }
}
