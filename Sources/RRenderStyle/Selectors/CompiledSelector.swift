/// A complex selector flattened for matching: plain-data operations (names as 64-bit hashes)
/// so that matching one element does no reference counting on the common paths. Built once,
/// when the `ComplexSelector` is created.
final class CompiledSelector: Sendable {
    /// One test of a compound selector.
    enum Operation: Sendable {
        /// Type selector: the hash of the ASCII-lowercased name (XHTML elements) and of the exact
        /// name (others); `strings[string]` is the name and `strings[string + 1]` its lowercased form.
        case type(lowercased: UInt64, exact: UInt64, string: Int32)
        /// A namespace constraint other than "any", by index in `namespaces`.
        case namespace(Int32)
        /// `#id`: hash, index in `strings`.
        case id(UInt64, string: Int32)
        /// `.class`: hash, index in `strings`.
        case `class`(UInt64, string: Int32)
        /// An attribute selector, by index in `attributes`.
        case attribute(Int32)
        /// A pseudo-class without reference-counted data.
        case structural(PseudoClassCode, a: Int32, b: Int32)
        /// `:not()`, by index in `negations`.
        case not(Int32)
        /// `:lang()`, by index in `strings`.
        case lang(Int32)
    }

    /// Pseudo-classes whose test needs only integers.
    enum PseudoClassCode: UInt8, Sendable {
        case root, empty, firstChild, lastChild, onlyChild, firstOfType, lastOfType, onlyOfType
        case nthChild, nthLastChild, nthOfType, nthLastOfType, link, never
    }

    let operations: ContiguousArray<Operation>
    /// `operations[compoundStarts[i] ..< compoundStarts[i + 1]]` tests compound i (left to right).
    let compoundStarts: ContiguousArray<Int32>
    let combinators: ContiguousArray<Combinator>
    let strings: [String]
    let namespaces: [NamespaceConstraint]
    let attributes: [AttributeSelector]
    let negations: [[CompiledSelector]]
    /// The names the subject's ancestors must carry.
    let ancestorFilter: AncestorFilter

    init(compounds: [CompoundSelector], combinators: [Combinator]) {
        var builder = CompiledSelectorBuilder()
        var starts: ContiguousArray<Int32> = []
        for compound in compounds {
            starts.append(Int32(builder.operations.count))
            builder.add(compound)
        }
        starts.append(Int32(builder.operations.count))
        operations = builder.operations
        compoundStarts = starts
        self.combinators = ContiguousArray(combinators)
        strings = builder.strings
        namespaces = builder.namespaces
        attributes = builder.attributes
        negations = builder.negations
        ancestorFilter = AncestorFilter.required(compounds: compounds, combinators: combinators)
    }

    /// The number of compounds.
    var compoundCount: Int { compoundStarts.count - 1 }
}

/// Collects the operations and side tables of a `CompiledSelector`.
struct CompiledSelectorBuilder {
    var operations: ContiguousArray<CompiledSelector.Operation> = []
    var strings: [String] = []
    var namespaces: [NamespaceConstraint] = []
    var attributes: [AttributeSelector] = []
    var negations: [[CompiledSelector]] = []

    mutating func add(_ compound: CompoundSelector) {
        if let name = compound.type.name {
            let index = intern(name)
            _ = intern(name.asciiLowercased())
            operations.append(.type(lowercased: CSSNameHash.lowercased(name), exact: CSSNameHash.exact(name), string: index))
        }
        if compound.type.namespace != .any {
            namespaces.append(compound.type.namespace)
            operations.append(.namespace(Int32(namespaces.count - 1)))
        }
        for condition in compound.conditions { add(condition) }
    }

    private mutating func add(_ condition: SimpleSelector) {
        switch condition {
        case .id(let id): operations.append(.id(CSSNameHash.exact(id), string: intern(id)))
        case .class(let name): operations.append(.class(CSSNameHash.exact(name), string: intern(name)))
        case .attribute(let attribute):
            attributes.append(attribute)
            operations.append(.attribute(Int32(attributes.count - 1)))
        case .pseudoClass(.not(let list)):
            negations.append(list.selectors.map(\.compiled))
            operations.append(.not(Int32(negations.count - 1)))
        case .pseudoClass(.lang(let range)):
            operations.append(.lang(intern(range)))
        case .pseudoClass(let pseudoClass):
            let (code, anb) = Self.code(pseudoClass)
            operations.append(.structural(code, a: Int32(anb.a), b: Int32(anb.b)))
        }
    }

    private mutating func intern(_ string: String) -> Int32 {
        strings.append(string)
        return Int32(strings.count - 1)
    }

    private static func code(_ pseudoClass: PseudoClass) -> (CompiledSelector.PseudoClassCode, AnPlusB) {
        let none = AnPlusB(a: 0, b: 0)
        switch pseudoClass {
        case .root: return (.root, none)
        case .empty: return (.empty, none)
        case .firstChild: return (.firstChild, none)
        case .lastChild: return (.lastChild, none)
        case .onlyChild: return (.onlyChild, none)
        case .firstOfType: return (.firstOfType, none)
        case .lastOfType: return (.lastOfType, none)
        case .onlyOfType: return (.onlyOfType, none)
        case .nthChild(let anb): return (.nthChild, anb)
        case .nthLastChild(let anb): return (.nthLastChild, anb)
        case .nthOfType(let anb): return (.nthOfType, anb)
        case .nthLastOfType(let anb): return (.nthLastOfType, anb)
        case .link: return (.link, none)
        case .dynamic, .not, .lang: return (.never, none)
        }
    }
}

/// FNV-1a hashes of names over their UTF-8 bytes: CSS compares names code point by code point,
/// and these are stable for the life of the process (unlike `Hasher`, they need no seed).
enum CSSNameHash {
    static func exact(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash
    }

    static func lowercased(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte &- 0x41 < 26 ? byte | 0x20 : byte)) &* 0x100_0000_01B3 }
        return hash
    }
}
