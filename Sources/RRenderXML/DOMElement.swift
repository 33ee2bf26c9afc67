/// An element of a parsed document. Immutable, so a parsed chapter can be shared across threads.
public final class DOMElement: Sendable {
    /// The local name as written (`p`, `nav`, `rootfile`).
    public let name: String
    /// The namespace URI, or nil.
    public let namespace: String?
    public let attributes: [DOMAttribute]
    public let children: [DOMNode]
    /// The 1-based source line of the start tag (0 when unknown).
    public let line: Int

    public init(name: String, namespace: String?, attributes: [DOMAttribute], children: [DOMNode], line: Int) {
        self.name = name
        self.namespace = namespace
        self.attributes = attributes
        self.children = children
        self.line = line
    }

    /// The value of the attribute `name` in `namespace` (nil: the unprefixed attribute).
    public func attribute(_ name: String, namespace: String? = nil) -> String? {
        for attribute in attributes where attribute.name == name && attribute.namespace == namespace {
            return attribute.value
        }
        return nil
    }

    /// The `id` attribute (also `xml:id`).
    public var id: String? { attribute("id") ?? attribute("id", namespace: Namespace.xml) }

    /// The `xml:lang` attribute, else `lang`.
    public var language: String? { attribute("lang", namespace: Namespace.xml) ?? attribute("lang") }

    /// True when this element has local name `name` and is in `namespace` (any namespace if nil).
    public func isNamed(_ name: String, in namespace: String? = nil) -> Bool {
        self.name == name && (namespace == nil || self.namespace == namespace)
    }

    /// The element children, in order.
    public var elementChildren: [DOMElement] {
        children.compactMap { if case .element(let e) = $0 { e } else { nil } }
    }

    /// The first element child named `name` (in `namespace`, if given).
    public func firstChild(named name: String, in namespace: String? = nil) -> DOMElement? {
        for case .element(let e) in children where e.isNamed(name, in: namespace) { return e }
        return nil
    }

    /// Every element child named `name` (in `namespace`, if given).
    public func children(named name: String, in namespace: String? = nil) -> [DOMElement] {
        elementChildren.filter { $0.isNamed(name, in: namespace) }
    }

    /// Every descendant element named `name`, in document order.
    public func descendants(named name: String, in namespace: String? = nil) -> [DOMElement] {
        var found: [DOMElement] = []
        forEachDescendant { if $0.isNamed(name, in: namespace) { found.append($0) } }
        return found
    }

    /// Calls `body` for every descendant element in document order (not for `self`).
    public func forEachDescendant(_ body: (DOMElement) -> Void) {
        for case .element(let e) in children {
            body(e)
            e.forEachDescendant(body)
        }
    }

    /// The concatenated text of every descendant text node, unmodified.
    public var textContent: String {
        var text = ""
        appendText(to: &text)
        return text
    }

    private func appendText(to text: inout String) {
        for child in children {
            switch child {
            case .text(let t): text += t
            case .element(let e): e.appendText(to: &text)
            }
        }
    }
}
