internal import CLibXML2
import RRenderCore

/// Parses XML and XHTML into a `DOMDocument`, safely: no network access, no external entities or
/// DTDs loaded, bounded input size, HTML named entities kept, and malformed input recovered
/// (with a diagnostic) rather than rejected.
public enum DOMParser {
    /// The largest document accepted, in bytes.
    public static let maximumDocumentSize = 64 << 20

    /// Parses an XML document (container.xml, a package document, an NCX).
    public static func parseXML(_ bytes: [UInt8], location: String) throws(XMLError) -> DOMDocument {
        try parse(bytes, location: location, allowHTMLFallback: false)
    }

    /// Parses an XHTML content document. When the XML parser cannot recover a root element the
    /// lenient HTML parser is tried, so a badly broken chapter still yields its text.
    public static func parseXHTML(_ bytes: [UInt8], location: String) throws(XMLError) -> DOMDocument {
        try parse(bytes, location: location, allowHTMLFallback: true)
    }

    private static func parse(_ bytes: [UInt8], location: String, allowHTMLFallback: Bool) throws(XMLError) -> DOMDocument {
        guard bytes.count <= maximumDocumentSize else {
            throw .tooLarge(location: location, bytes: bytes.count, limit: maximumDocumentSize)
        }
        guard bytes.contains(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) else {
            throw .notADocument(location: location, reason: "the file is empty")
        }
        let input = HTMLEntityMapper.map(bytes)
        let xml = LibXMLParse(bytes: input, location: location, html: false)
        if let root = xml.root {
            return DOMDocument(root: root, diagnostics: xml.diagnostics(kind: allowHTMLFallback ? "XHTML" : "XML"))
        }
        guard allowHTMLFallback else {
            throw .notADocument(location: location, reason: xml.firstError ?? "no root element")
        }
        let html = LibXMLParse(bytes: input, location: location, html: true)
        guard let root = html.root, !root.children.isEmpty else {
            throw .notADocument(location: location, reason: xml.firstError ?? "no root element")
        }
        // The HTML parser succeeded where XML failed: report the XML error, since that is what
        // the author must fix.
        return DOMDocument(root: root, diagnostics: xml.diagnostics(kind: "XHTML", forceRecovered: true))
    }
}

/// One libxml2 parse, with its errors collected through the context's structured handler.
private final class LibXMLParse {
    private(set) var root: DOMElement?
    private(set) var errorCount = 0
    private(set) var firstError: String?
    private(set) var firstErrorLine = 0
    let location: String

    init(bytes: [UInt8], location: String, html: Bool) {
        self.location = location
        LibXMLSetup.once()
        let context = html ? htmlNewParserCtxt() : xmlNewParserCtxt()
        guard let context else { return }
        defer { html ? htmlFreeParserCtxt(context) : xmlFreeParserCtxt(context) }
        // Errors go to this parse through libxml2's thread-local structured handler, set only
        // for the parse: the HTML parser's SAX handler ignores a per-context one, and nothing
        // may reach stderr.
        xmlSetStructuredErrorFunc(Unmanaged.passUnretained(self).toOpaque()) { data, error in
            guard let data, let error else { return }
            Unmanaged<LibXMLParse>.fromOpaque(data).takeUnretainedValue().record(error.pointee)
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        let document: xmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                if html {
                    let options = Int32(HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_COMPACT.rawValue)
                    return htmlCtxtReadMemory(context, chars.baseAddress, Int32(chars.count), location, "UTF-8", options)
                }
                let options = Int32(
                    XML_PARSE_RECOVER.rawValue | XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue
                        | XML_PARSE_COMPACT.rawValue | XML_PARSE_BIG_LINES.rawValue)
                return xmlCtxtReadMemory(context, chars.baseAddress, Int32(chars.count), location, nil, options)
            }
        }
        guard let document else { return }
        defer { xmlFreeDoc(document) }
        if let rootNode = xmlDocGetRootElement(document) {
            let builder = DOMBuilder(document: document, html: html)
            root = builder.element(from: rootNode)
            if builder.truncatedEntities {
                errorCount += 1
                firstError = firstError ?? "entity expansion exceeds the limit; the rest was dropped"
            }
        }
    }

    fileprivate func record(_ error: xmlError) {
        guard error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        errorCount += 1
        if firstError == nil {
            let message = error.message.map { String(cString: $0) } ?? "malformed"
            firstError = message.trimmingWhitespace()
            firstErrorLine = Int(error.line)
        }
    }

    func diagnostics(kind: String, forceRecovered: Bool = false) -> [Diagnostic] {
        guard errorCount > 0 || forceRecovered else { return [] }
        let line = firstErrorLine > 0 ? " at line \(firstErrorLine)" : ""
        let more = errorCount > 1 ? " (and \(errorCount - 1) more errors)" : ""
        return [
            Diagnostic(
                code: "xml.malformed",
                message: "malformed \(kind)\(line): \(firstError ?? "unknown error")\(more); recovered what could be read",
                severity: .error, location: location)
        ]
    }
}

/// Process-wide libxml2 set-up, done once.
private enum LibXMLSetup {
    private static let done: Bool = {
        xmlInitParser()
        return true
    }()

    static func once() { _ = done }
}
