import RRenderXML

/// Matches selectors against elements of an `ElementTree`, right to left (Selectors 3 §8).
public enum SelectorMatcher {
    /// True when `selector` matches the element at `element` (its pseudo-element, if any, is
    /// ignored: the originating element is tested).
    public static func matches(_ selector: ComplexSelector, element: Int, in tree: ElementTree) -> Bool {
        matches(selector.compiled, element: element, in: tree)
    }

    /// True when any selector of `list` matches.
    public static func matches(_ list: SelectorList, element: Int, in tree: ElementTree) -> Bool {
        list.selectors.contains { matches($0.compiled, element: element, in: tree) }
    }

    static func matches(_ selector: CompiledSelector, element: Int, in tree: ElementTree) -> Bool {
        guard tree.ancestorFilters[element].mayContain(selector.ancestorFilter) else { return false }
        return match(selector, compound: selector.compoundCount - 1, element: element, tree: tree) == .matched
    }

    /// The outcome of matching a suffix of a complex selector. The two "fails" cases let the
    /// combinator loops stop early, as browsers do, instead of backtracking exponentially.
    enum Outcome {
        case matched
        case failedHere
        /// No sibling of this element can match either: a sibling loop can stop.
        case failedAllSiblings
        /// No element further up or along can match: every loop can stop.
        case failedCompletely
    }

    /// Matches compounds `0...compound` with the rightmost of them on `element`.
    static func match(_ selector: CompiledSelector, compound: Int, element: Int, tree: ElementTree) -> Outcome {
        guard matchesCompound(selector, compound, element: element, tree: tree) else { return .failedHere }
        if compound == 0 { return .matched }
        let next = compound - 1
        switch selector.combinators[next] {
        case .child:
            let parent = Int(tree.parents[element])
            guard parent >= 0 else { return .failedCompletely }
            let outcome = match(selector, compound: next, element: parent, tree: tree)
            return outcome == .matched || outcome == .failedCompletely ? outcome : .failedAllSiblings
        case .descendant:
            var ancestor = Int(tree.parents[element])
            while ancestor >= 0 {
                let outcome = match(selector, compound: next, element: ancestor, tree: tree)
                if outcome == .matched || outcome == .failedCompletely { return outcome }
                ancestor = Int(tree.parents[ancestor])
            }
            return .failedCompletely
        case .nextSibling:
            let sibling = Int(tree.previousSiblings[element])
            guard sibling >= 0 else { return .failedAllSiblings }
            return match(selector, compound: next, element: sibling, tree: tree)
        case .subsequentSibling:
            return matchSubsequentSibling(selector, compound: next, element: element, tree: tree)
        }
    }

    /// True when every test of compound `compound` holds for the element.
    static func matchesCompound(_ selector: CompiledSelector, _ compound: Int, element: Int, tree: ElementTree) -> Bool {
        let start = Int(selector.compoundStarts[compound])
        let end = Int(selector.compoundStarts[compound + 1])
        for index in start..<end {
            switch selector.operations[index] {
            case .type(let lowercased, let exact, let string):
                guard matchesType(lowercased, exact, string, selector, element: element, tree: tree) else { return false }
            case .id(let hash, let string):
                guard tree.idHashes[element] == hash, tree.ids[element] == selector.strings[Int(string)] else { return false }
            case .class(let hash, let string):
                guard hasClass(hash, selector.strings[Int(string)], element: element, tree: tree) else { return false }
            case .structural(let code, let a, let b):
                guard matchesStructural(code, AnPlusB(a: Int(a), b: Int(b)), element: element, tree: tree) else { return false }
            default:
                guard matchesRare(selector.operations[index], selector, element: element, tree: tree) else { return false }
            }
        }
        return true
    }

    /// Type selectors compare XHTML names ASCII case-insensitively, others exactly (Selectors 3 §6.1).
    private static func matchesType(
        _ lowercased: UInt64, _ exact: UInt64, _ string: Int32, _ selector: CompiledSelector,
        element: Int, tree: ElementTree
    ) -> Bool {
        if tree.isXHTML[element] {
            return tree.lowercasedNameHashes[element] == lowercased
                && tree.lowercasedNames[element] == selector.strings[Int(string) + 1]
        }
        return tree.exactNameHashes[element] == exact && tree.elements[element].name == selector.strings[Int(string)]
    }

    private static func hasClass(_ hash: UInt64, _ name: @autoclosure () -> String, element: Int, tree: ElementTree) -> Bool {
        let start = Int(tree.classStarts[element])
        let end = Int(tree.classStarts[element + 1])
        for index in start..<end where tree.classHashes[index] == hash {
            return tree.classLists[element][index - start] == name()
        }
        return false
    }

    /// Namespaces, attributes, `:not()` and `:lang()`: tests that need the side tables.
    private static func matchesRare(
        _ operation: CompiledSelector.Operation, _ selector: CompiledSelector,
        element: Int, tree: ElementTree
    ) -> Bool {
        switch operation {
        case .namespace(let index):
            let constraint = selector.namespaces[Int(index)]
            if tree.isXHTML[element], constraint == .uri(Namespace.xhtml) { return true }
            return constraint.accepts(tree.elements[element].namespace)
        case .attribute(let index):
            return matchesAttribute(selector.attributes[Int(index)], element: tree.elements[element])
        case .not(let index):
            return !selector.negations[Int(index)].contains { matches($0, element: element, in: tree) }
        case .lang(let index):
            return matchesLanguage(tree.language(of: element), range: selector.strings[Int(index)])
        default:
            return true
        }
    }
}
