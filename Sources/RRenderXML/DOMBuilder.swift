internal import CLibXML2

/// Copies a libxml2 tree into immutable Swift `DOMElement`s, so no C pointer outlives the parse.
///
/// Internal entities are expanded here (libxml2 keeps references to a shared declaration), so
/// the expansion is bounded: nested entities ("billion laughs") stop at `entityBudget` bytes.
///
/// Memory: each node of the document is freed as soon as it is copied, so the libxml2 tree and
/// its Swift copy are not both whole at once (a 2 MB chapter of MathML is about 10 MB in each);
/// namespace URIs and runs of indentation are stored once, not once per element or text node.
final class DOMBuilder {
    let document: xmlDocPtr
    /// HTML-parsed trees carry no namespace; their elements are treated as XHTML.
    let html: Bool
    /// Bytes of entity replacement text still allowed.
    private var entityBudget = 1 << 20
    /// True once the budget ran out and expansion stopped.
    private(set) var truncatedEntities = false
    /// One string per namespace URI met.
    private var namespaces: [String: String] = [:]
    /// One string per run of indentation met (see `sharedIfIndentation`).
    private var indentation: [String: String] = [:]

    init(document: xmlDocPtr, html: Bool) {
        self.document = document
        self.html = html
    }

    /// The element `node` and its descendants; with `freeing`, the descendants are freed as they
    /// are copied (not inside an entity declaration).
    func element(from node: xmlNodePtr, freeing: Bool = true) -> DOMElement {
        let name = node.pointee.name.map { String(cString: $0) } ?? ""
        let namespace = node.pointee.ns?.pointee.href.map { shared(String(cString: $0)) } ?? (html ? Namespace.xhtml : nil)
        return DOMElement(
            name: html ? name.lowercased() : name, namespace: namespace,
            attributes: attributes(of: node), children: children(of: node, freeing: freeing),
            line: Int(xmlGetLineNo(node)))
    }

    private func attributes(of node: xmlNodePtr) -> [DOMAttribute] {
        var result: [DOMAttribute] = []
        var attribute = node.pointee.properties
        while let a = attribute {
            let name = a.pointee.name.map { String(cString: $0) } ?? ""
            let namespace = a.pointee.ns?.pointee.href.map { shared(String(cString: $0)) }
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

    /// The one stored copy of `uri`. libxml2 keeps a namespace declaration's value with each `&`
    /// as `&#38;` (how it escapes an ampersand in attribute text it has not split into nodes):
    /// the namespace name is the value with them back.
    private func shared(_ raw: String) -> String {
        let uri = raw.contains("&") ? raw.replacingOccurrences(of: "&#38;", with: "&") : raw
        if let known = namespaces[uri] { return known }
        namespaces[uri] = uri
        return uri
    }

    private func children(of node: xmlNodePtr, freeing: Bool) -> [DOMNode] {
        var result: [DOMNode] = []
        appendChildren(of: node.pointee.children, to: &result, freeing: freeing)
        return result
    }

    /// Appends the nodes from `first` on; with `freeing`, unlinks and frees each once copied
    /// (never the children of an entity declaration, which every reference shares).
    private func appendChildren(of first: xmlNodePtr?, to result: inout [DOMNode], freeing: Bool) {
        var child = first
        while let c = child {
            switch c.pointee.type {
            case XML_ELEMENT_NODE:
                result.append(.element(element(from: c, freeing: freeing)))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = c.pointee.content { appendText(String(cString: content), to: &result) }
            case XML_ENTITY_REF_NODE:
                // An internal entity: the reference points at the shared declaration.
                appendEntity(c.pointee.children, to: &result)
            default:
                break  // comments, processing instructions, DTD nodes
            }
            child = c.pointee.next
            if freeing {
                xmlUnlinkNode(c)
                xmlFreeNode(c)
            }
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
            appendChildren(of: declaration.pointee.children, to: &result, freeing: false)
        } else if let content = entity.pointee.content {
            appendText(String(cString: content), to: &result)
        }
    }

    /// Appends text, merging it with a preceding text node (entity references split text); an
    /// empty one (an empty entity) is no node at all, as it would not be when read back.
    private func appendText(_ text: String, to result: inout [DOMNode]) {
        guard !text.isEmpty else { return }
        if case .text(let previous)? = result.last {
            result[result.count - 1] = .text(previous + text)
        } else {
            result.append(.text(sharedIfIndentation(text)))
        }
    }

    /// One string per distinct run of white space between tags (longer than 15 bytes, a Swift
    /// string is stored on the heap): indented markup repeats a few dozen of them tens of
    /// thousands of times (a chapter of MathML: 30,000 runs, 27 distinct).
    private func sharedIfIndentation(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.count > 15, utf8.count <= 256, utf8.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) else {
            return text
        }
        if let known = indentation[text] { return known }
        indentation[text] = text
        return text
    }
}
