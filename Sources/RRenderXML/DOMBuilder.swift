internal import CLibXML2

/// Copies a libxml2 tree into immutable Swift `DOMElement`s, so no C pointer outlives the parse.
///
/// Internal entities are expanded here (libxml2 keeps references to a shared declaration), so
/// the expansion is bounded: nested entities ("billion laughs") stop at `entityBudget` bytes.
final class DOMBuilder {
    let document: xmlDocPtr
    /// HTML-parsed trees carry no namespace; their elements are treated as XHTML.
    let html: Bool
    /// Bytes of entity replacement text still allowed.
    private var entityBudget = 1 << 20
    /// True once the budget ran out and expansion stopped.
    private(set) var truncatedEntities = false

    init(document: xmlDocPtr, html: Bool) {
        self.document = document
        self.html = html
    }

    func element(from node: xmlNodePtr) -> DOMElement {
        let name = node.pointee.name.map { String(cString: $0) } ?? ""
        let namespace = node.pointee.ns?.pointee.href.map { String(cString: $0) } ?? (html ? Namespace.xhtml : nil)
        return DOMElement(name: html ? name.lowercased() : name, namespace: namespace,
                          attributes: attributes(of: node), children: children(of: node),
                          line: Int(xmlGetLineNo(node)))
    }

    private func attributes(of node: xmlNodePtr) -> [DOMAttribute] {
        var result: [DOMAttribute] = []
        var attribute = node.pointee.properties
        while let a = attribute {
            let name = a.pointee.name.map { String(cString: $0) } ?? ""
            let namespace = a.pointee.ns?.pointee.href.map { String(cString: $0) }
            var value = ""
            if let raw = xmlNodeListGetString(document, a.pointee.children, 1) {
                value = String(cString: raw)
                rr_xml_free(raw)
            }
            result.append(DOMAttribute(name: html ? name.lowercased() : name, namespace: namespace, value: value))
            attribute = a.pointee.next
        }
        return result
    }

    private func children(of node: xmlNodePtr) -> [DOMNode] {
        var result: [DOMNode] = []
        appendChildren(of: node.pointee.children, to: &result)
        return result
    }

    private func appendChildren(of first: xmlNodePtr?, to result: inout [DOMNode]) {
        var child = first
        while let c = child {
            switch c.pointee.type {
            case XML_ELEMENT_NODE:
                result.append(.element(element(from: c)))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = c.pointee.content { appendText(String(cString: content), to: &result) }
            case XML_ENTITY_REF_NODE:
                // An internal entity: the reference points at the shared declaration.
                appendEntity(c.pointee.children, to: &result)
            default:
                break // comments, processing instructions, DTD nodes
            }
            child = c.pointee.next
        }
    }

    private func appendEntity(_ declaration: xmlNodePtr?, to result: inout [DOMNode]) {
        guard let declaration, declaration.pointee.type == XML_ENTITY_DECL else { return }
        let entity = UnsafeMutableRawPointer(declaration).assumingMemoryBound(to: xmlEntity.self)
        let length = Int(entity.pointee.length)
        guard entityBudget >= length else {
            truncatedEntities = true
            return
        }
        entityBudget -= length
        if declaration.pointee.children != nil {
            appendChildren(of: declaration.pointee.children, to: &result)
        } else if let content = entity.pointee.content {
            appendText(String(cString: content), to: &result)
        }
    }

    /// Appends text, merging it with a preceding text node (entity references split text).
    private func appendText(_ text: String, to result: inout [DOMNode]) {
        if case .text(let previous)? = result.last {
            result[result.count - 1] = .text(previous + text)
        } else {
            result.append(.text(text))
        }
    }
}
