/// A node of a parsed XML or XHTML document: an element or a run of text.
///
/// Comments and processing instructions are dropped at parse time; entity references are
/// replaced by their text; CDATA sections become text.
public enum DOMNode: Sendable {
    case element(DOMElement)
    case text(String)
}

/// Well-known namespace URIs.
public enum Namespace {
    public static let xhtml = "http://www.w3.org/1999/xhtml"
    public static let xml = "http://www.w3.org/XML/1998/namespace"
    public static let epub = "http://www.idpf.org/2007/ops"
    public static let opf = "http://www.idpf.org/2007/opf"
    public static let dc = "http://purl.org/dc/elements/1.1/"
    public static let svg = "http://www.w3.org/2000/svg"
    public static let mathML = "http://www.w3.org/1998/Math/MathML"
    public static let xlink = "http://www.w3.org/1999/xlink"
    public static let ncx = "http://www.daisy.org/z3986/2005/ncx/"
    public static let container = "urn:oasis:names:tc:opendocument:xmlns:container"
}

/// One attribute of an element.
public struct DOMAttribute: Sendable, Hashable {
    /// The local name, without prefix (`type` for `epub:type`).
    public let name: String
    /// The namespace URI, nil for unprefixed attributes.
    public let namespace: String?
    public let value: String

    public init(name: String, namespace: String?, value: String) {
        self.name = name
        self.namespace = namespace
        self.value = value
    }
}
