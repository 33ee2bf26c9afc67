/// Writes a `DOMElement` subtree out as a standalone, namespace-well-formed XML document, so it
/// can be handed to another parser (an inline `<svg>` to librsvg).
///
/// Element namespaces are written as default-namespace declarations (`xmlns="…"`) wherever the
/// namespace changes, so elements never need prefixes. Attribute namespaces get prefixes declared
/// once on the root: `xml:` (predeclared), `xlink:`, `epub:`, and `ns1:`, `ns2:`… for the others.
/// The root always declares the SVG and XLink namespaces when it is an SVG element, as standalone
/// SVG files do. Text and attribute values are escaped so that parsing the output gives back the
/// same names, namespaces, attributes (in order) and text.
public enum DOMSerializer {
    /// The XML text of `element` and its descendants (no XML declaration; UTF-8 when encoded).
    public static func serialize(_ element: DOMElement) -> String {
        var writer = Writer(prefixes: attributePrefixes(of: element))
        writer.writeRoot(element)
        return writer.output
    }

    /// The UTF-8 bytes of `serialize(element)`.
    public static func serializedBytes(_ element: DOMElement) -> [UInt8] {
        Array(serialize(element).utf8)
    }

    /// A prefix for every attribute namespace used in the subtree (the XML namespace excluded).
    static func attributePrefixes(of root: DOMElement) -> [String: String] {
        var prefixes: [String: String] = [:]
        if root.namespace == Namespace.svg { prefixes[Namespace.xlink] = "xlink" }
        var counter = 0
        func visit(_ element: DOMElement) {
            for attribute in element.attributes {
                guard let uri = attribute.namespace, uri != Namespace.xml, prefixes[uri] == nil else { continue }
                switch uri {
                case Namespace.xlink: prefixes[uri] = "xlink"
                case Namespace.epub: prefixes[uri] = "epub"
                default:
                    counter += 1
                    prefixes[uri] = "ns\(counter)"
                }
            }
        }
        visit(root)
        root.forEachDescendant(visit)
        return prefixes
    }

    /// `text` with `&`, `<` and `>` escaped, and carriage returns as character references (a
    /// parser would otherwise turn them into line feeds).
    public static func escapeText(_ text: String) -> String {
        escape(text, attribute: false)
    }

    /// `value` escaped for a double-quoted attribute: also `"`, and tab, line feed and carriage
    /// return as character references so attribute-value normalisation keeps them.
    public static func escapeAttribute(_ value: String) -> String {
        escape(value, attribute: true)
    }

    /// Characters XML does not allow (U+0001, U+FFFE…: a tree from the HTML parser can hold
    /// them) become U+FFFD, so the output always parses.
    private static func escape(_ text: String, attribute: Bool) -> String {
        // 0xEF leads the UTF-8 of U+FFFE and U+FFFF.
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 < 0x20 || $0 == 0xEF })
        else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            case "\"" where attribute: result += "&quot;"
            case "\n" where attribute: result += "&#10;"
            case "\t" where attribute: result += "&#9;"
            default: result.unicodeScalars.append(XMLNames.isCharacter(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return result
    }

    /// The output being built, and the prefixes of attribute namespaces.
    private struct Writer {
        let prefixes: [String: String]
        var output = ""

        mutating func writeRoot(_ root: DOMElement) {
            var declarations = root.namespace == Namespace.xml ? [] : [("xmlns", root.namespace ?? "")]
            declarations += prefixes.sorted { $0.value < $1.value }.map { ("xmlns:\($0.value)", $0.key) }
            write(root, declarations: declarations.filter { !($0.0 == "xmlns" && $0.1.isEmpty) })
        }

        mutating func write(_ element: DOMElement, declarations: [(String, String)]) {
            // The XML namespace cannot be a default namespace: its elements take its prefix.
            let name = (element.namespace == Namespace.xml ? "xml:" : "") + XMLNames.ncName(element.name)
            output += "<" + name
            var written = Set(declarations.map(\.0))
            for (name, value) in declarations {
                output += " \(name)=\"\(DOMSerializer.escapeAttribute(value))\""
            }
            // The first of the same name wins, as in XML and HTML parsers. An `xmlns` attribute
            // (HTML's, meaningless there) is left out: the namespaces written are the elements'.
            for attribute in element.attributes {
                let name = qualifiedName(attribute)
                guard name != "xmlns", written.insert(name).inserted else { continue }
                output += " " + name + "=\"" + DOMSerializer.escapeAttribute(attribute.value) + "\""
            }
            guard !element.children.isEmpty else {
                output += "/>"
                return
            }
            output += ">"
            for child in element.children {
                switch child {
                case .text(let text):
                    output += DOMSerializer.escapeText(text)
                case .element(let inner):
                    // An element whose namespace differs from its parent's redeclares the default.
                    let same = inner.namespace == element.namespace || inner.namespace == Namespace.xml
                    let change = same ? [] : [("xmlns", inner.namespace ?? "")]
                    write(inner, declarations: change)
                }
            }
            output += "</" + name + ">"
        }

        /// The attribute's name as written: an NCName, prefixed for its namespace.
        private func qualifiedName(_ attribute: DOMAttribute) -> String {
            let local = XMLNames.ncName(attribute.name)
            guard let uri = attribute.namespace else { return local }
            if uri == Namespace.xml { return "xml:" + local }
            return (prefixes[uri] ?? "") + ":" + local
        }
    }
}
