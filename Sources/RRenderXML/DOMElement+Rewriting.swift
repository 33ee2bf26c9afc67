extension DOMElement {
    /// A copy of this subtree in which each element's attributes are `transform(element)`
    /// (names, namespaces, text and lines unchanged). The DOM is immutable, so this is how a
    /// subtree is adjusted before it is serialised.
    public func rewritingAttributes(_ transform: (DOMElement) -> [DOMAttribute]) -> DOMElement {
        let children = children.map { child -> DOMNode in
            if case .element(let element) = child { return .element(element.rewritingAttributes(transform)) }
            return child
        }
        return DOMElement(name: name, namespace: namespace, attributes: transform(self), children: children, line: line)
    }
}
