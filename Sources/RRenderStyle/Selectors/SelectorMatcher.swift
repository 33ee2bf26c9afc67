import RRenderXML

/// Matches selectors against elements of an `ElementTree`, right to left (Selectors 3 §8).
public enum SelectorMatcher {
    /// True when `selector` matches the element at `element` (its pseudo-element, if any, is
    /// ignored: the originating element is tested).
    public static func matches(_ selector: ComplexSelector, element: Int, in tree: ElementTree) -> Bool {
        match(selector, compound: selector.compounds.count - 1, element: element, tree: tree) == .matched
    }

    /// True when any selector of `list` matches.
    public static func matches(_ list: SelectorList, element: Int, in tree: ElementTree) -> Bool {
        list.selectors.contains { matches($0, element: element, in: tree) }
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
    static func match(_ selector: ComplexSelector, compound: Int, element: Int, tree: ElementTree) -> Outcome {
        guard matchesCompound(selector.compounds[compound], element: element, tree: tree) else { return .failedHere }
        if compound == 0 { return .matched }
        let next = compound - 1
        switch selector.combinators[next] {
        case .child:
            guard let parent = tree.parent(of: element) else { return .failedCompletely }
            let outcome = match(selector, compound: next, element: parent, tree: tree)
            return outcome == .matched || outcome == .failedCompletely ? outcome : .failedAllSiblings
        case .descendant:
            var ancestor = tree.parent(of: element)
            while let current = ancestor {
                let outcome = match(selector, compound: next, element: current, tree: tree)
                if outcome == .matched || outcome == .failedCompletely { return outcome }
                ancestor = tree.parent(of: current)
            }
            return .failedCompletely
        case .nextSibling:
            guard let sibling = tree.previousSibling(of: element) else { return .failedAllSiblings }
            return match(selector, compound: next, element: sibling, tree: tree)
        case .subsequentSibling:
            var sibling = tree.previousSibling(of: element)
            while let current = sibling {
                let outcome = match(selector, compound: next, element: current, tree: tree)
                if outcome != .failedHere { return outcome }
                sibling = tree.previousSibling(of: current)
            }
            return .failedAllSiblings
        }
    }

    /// True when every simple selector of `compound` matches the element.
    static func matchesCompound(_ compound: CompoundSelector, element: Int, tree: ElementTree) -> Bool {
        guard matchesType(compound.type, element: element, tree: tree) else { return false }
        for condition in compound.conditions {
            switch condition {
            case .id(let id):
                guard tree.ids[element] == id else { return false }
            case .class(let name):
                guard tree.classLists[element].contains(name) else { return false }
            case .attribute(let attribute):
                guard matchesAttribute(attribute, element: tree.elements[element]) else { return false }
            case .pseudoClass(let pseudoClass):
                guard matchesPseudoClass(pseudoClass, element: element, tree: tree) else { return false }
            }
        }
        return true
    }

    /// Type selectors compare XHTML names ASCII case-insensitively, others exactly (Selectors 3 §6.1).
    static func matchesType(_ type: TypeSelector, element: Int, tree: ElementTree) -> Bool {
        let isXHTML = tree.isXHTML[element]
        if let name = type.name {
            let sameName = isXHTML ? type.lowercasedName == tree.lowercasedNames[element] : name == tree.elements[element].name
            guard sameName else { return false }
        }
        switch type.namespace {
        case .any: return true
        case .uri(let uri) where isXHTML && uri == Namespace.xhtml: return true
        default: return type.namespace.accepts(tree.elements[element].namespace)
        }
    }
}
