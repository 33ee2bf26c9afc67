/// A 256-bit Bloom filter of names (types, IDs, classes) found on an element's ancestors.
///
/// A selector such as `#toc ol li a` can only match an element whose ancestors carry `#toc`,
/// `ol` and `li`; when one of their bits is missing from the element's filter the selector is
/// rejected without walking up the tree (the technique browsers call an "ancestor filter").
struct AncestorFilter: Sendable, Equatable {
    var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    static func == (lhs: AncestorFilter, rhs: AncestorFilter) -> Bool { lhs.words == rhs.words }

    /// Adds a `CSSNameHash`.
    mutating func insert(_ hash: UInt64) {
        let bit = (hash ^ (hash >> 29) ^ (hash >> 51)) & 255
        let mask: UInt64 = 1 << (bit & 63)
        switch bit >> 6 {
        case 0: words.0 |= mask
        case 1: words.1 |= mask
        case 2: words.2 |= mask
        default: words.3 |= mask
        }
    }

    /// Adds every bit of `other`.
    mutating func formUnion(_ other: AncestorFilter) {
        words = (words.0 | other.words.0, words.1 | other.words.1, words.2 | other.words.2, words.3 | other.words.3)
    }

    /// True when every bit of `required` is set here (the names may all be present).
    @inline(__always)
    func mayContain(_ required: AncestorFilter) -> Bool {
        (words.0 & required.words.0) == required.words.0 && (words.1 & required.words.1) == required.words.1
            && (words.2 & required.words.2) == required.words.2 && (words.3 & required.words.3) == required.words.3
    }

    /// The names a selector requires on the subject's ancestors: those of every compound directly
    /// left of a descendant or child combinator. Such a compound is an ancestor of the compound on
    /// its right, which is the subject, one of its ancestors or a sibling of one of them: in every
    /// case it is an ancestor of the subject. A compound left of a sibling combinator is not.
    static func required(compounds: [CompoundSelector], combinators: [Combinator]) -> AncestorFilter {
        var filter = AncestorFilter()
        for (index, combinator) in combinators.enumerated() where combinator == .descendant || combinator == .child {
            let compound = compounds[index]
            if let name = compound.type.name { filter.insert(CSSNameHash.lowercased(name)) }
            for condition in compound.conditions {
                switch condition {
                case .id(let id): filter.insert(CSSNameHash.exact(id))
                case .class(let name): filter.insert(CSSNameHash.exact(name))
                default: break
                }
            }
        }
        return filter
    }
}
