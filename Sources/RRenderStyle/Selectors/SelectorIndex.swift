/// Complex selectors bucketed by their subject's most selective key (ID, else a class, else the
/// type name), so that an element is only tested against selectors that could match it.
///
/// Each selector carries a `Value` (for the cascade: the rule, its origin, its position). Entries
/// keep their insertion order, which callers use as the "order of appearance" of CSS Cascade 4 §6.
public struct SelectorIndex<Value: Sendable>: Sendable {
    /// One indexed selector.
    public struct Entry: Sendable {
        /// The selector.
        public let selector: ComplexSelector
        /// What the caller attached to it.
        public let value: Value
        /// The 0-based insertion order.
        public let order: Int
    }

    /// Every entry, in insertion order.
    public private(set) var entries: [Entry] = []
    private var byID: [String: [Int32]] = [:]
    private var byClass: [String: [Int32]] = [:]
    private var byType: [String: [Int32]] = [:]
    private var universal: [Int32] = []

    /// An empty index.
    public init() {}

    /// Adds `selector` with `value`.
    public mutating func insert(_ selector: ComplexSelector, value: Value) {
        let order = Int32(entries.count)
        entries.append(Entry(selector: selector, value: value, order: entries.count))
        let subject = selector.subject
        for condition in subject.conditions {
            if case .id(let id) = condition {
                byID[id, default: []].append(order)
                return
            }
        }
        for condition in subject.conditions {
            if case .class(let name) = condition {
                byClass[name, default: []].append(order)
                return
            }
        }
        if let name = subject.type.lowercasedName {
            byType[name, default: []].append(order)
        } else {
            universal.append(order)
        }
    }

    /// Adds every selector of `list`, each with `value`.
    public mutating func insert(_ list: SelectorList, value: Value) {
        for selector in list.selectors { insert(selector, value: value) }
    }

    /// The entries that might match the element, in insertion order (a superset of the matches).
    public func candidates(for element: Int, in tree: ElementTree) -> [Entry] {
        var orders: [Int32] = universal
        if let id = tree.ids[element], let bucket = byID[id] { orders += bucket }
        for name in tree.classLists[element] {
            if let bucket = byClass[name] { orders += bucket }
        }
        if let bucket = byType[tree.lowercasedNames[element]] { orders += bucket }
        orders.sort()
        return orders.map { entries[Int($0)] }
    }

    /// The entries whose selector matches the element, in insertion order.
    public func matches(for element: Int, in tree: ElementTree) -> [Entry] {
        candidates(for: element, in: tree).filter {
            SelectorMatcher.matches($0.selector, element: element, in: tree)
        }
    }
}
