import Testing

@testable import RRenderXML

/// Serialising a subtree and parsing the text again gives the same tree: names, namespaces,
/// attributes in order, and text, whatever characters they hold.
@Suite struct DOMSerializerTests {
    /// A chapter with an inline SVG using the xlink and xml namespaces, another namespace on
    /// attributes, a foreign (XHTML) island, and text that needs escaping.
    static let chapter = """
        <?xml version="1.0" encoding="UTF-8"?>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
        <head><title>t</title></head><body><p>Before</p>
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
             xmlns:ex="urn:example" version="1.1" width="200" height="100" viewBox="0 0 200 100"
             preserveAspectRatio="xMinYMin meet" xml:lang="en" epub:type="figure">
          <title>A &amp; B &lt;chart&gt;</title>
          <defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>
          <rect x="0" y="0" width="100" height="50" fill="url(#g)" ex:note="a &quot;quoted&quot; &amp; &lt;tag&gt;"/>
          <use xlink:href="#g" href="#g"/>
          <image xlink:href="../images/a.png" width="10" height="10"/>
          <text x="1" y="2" xml:space="preserve">  x &gt; y &amp;&amp; y &lt; z ]]&gt; é 漢字 &#13;  </text>
          <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><p>HTML <b>inside</b></p></div></foreignObject>
          <g ex:attr="tab&#9;lf&#10;cr&#13;end"><circle r="1"/></g>
        </svg></body></html>
        """

    func svgElement() throws -> DOMElement {
        let document = try DOMParser.parseXHTML(Array(Self.chapter.utf8), location: "c.xhtml")
        #expect(document.diagnostics.isEmpty)
        let body = try #require(document.root.firstChild(named: "body"))
        return try #require(body.firstChild(named: "svg", in: Namespace.svg))
    }

    @Test func parseSerializeParseGivesTheSameTree() throws {
        let svg = try svgElement()
        let text = DOMSerializer.serialize(svg)
        let again = try DOMParser.parseXML(Array(text.utf8), location: "svg")
        #expect(again.diagnostics.isEmpty, "\(again.diagnostics)")
        #expect(Self.differences(svg, again.root).isEmpty, "\(Self.differences(svg, again.root))\n\(text)")
        // And once more: the serialisation is stable.
        #expect(DOMSerializer.serialize(again.root) == text)
    }

    @Test func theRootDeclaresItsNamespacesAndKeepsSizingAttributes() throws {
        let text = DOMSerializer.serialize(try svgElement())
        let start = String(text.prefix(while: { $0 != ">" }))
        #expect(start.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        for part in [
            "xmlns:xlink=\"http://www.w3.org/1999/xlink\"", "xmlns:ns1=\"urn:example\"",
            "xmlns:epub=\"http://www.idpf.org/2007/ops\"", "width=\"200\"", "height=\"100\"",
            "viewBox=\"0 0 200 100\"", "preserveAspectRatio=\"xMinYMin meet\"", "xml:lang=\"en\"",
            "epub:type=\"figure\""
        ] {
            #expect(start.contains(part), "\(part) in \(start)")
        }
        #expect(!start.contains("xmlns:xml"))
        #expect(text.contains("<div xmlns=\"http://www.w3.org/1999/xhtml\"><p>HTML <b>inside</b></p></div>"))
        #expect(text.contains("xlink:href=\"../images/a.png\""))
    }

    @Test func escaping() {
        #expect(DOMSerializer.escapeText("a < b && c > d\r") == "a &lt; b &amp;&amp; c &gt; d&#13;")
        #expect(DOMSerializer.escapeAttribute("\"x\"\t\n'") == "&quot;x&quot;&#9;&#10;'")
        #expect(DOMSerializer.escapeText("plain é") == "plain é")
    }

    /// A chapter only the HTML parser could read can hold names and characters XML has no room
    /// for (FuzzXHTML found them): the output still parses, and parses to itself.
    @Test func whatTheHTMLParserKeptIsWrittenAsXML() throws {
        let broken =
            "<html><body><x:y:z a:b:c=\"1\" a=\"2\" a=\"3\" xmlns=\"urn:x\">name</x:y:z>"
            + "<svg><text>t</text></svg><p>x</body>"
        let document = try DOMParser.parseXHTML(Array(broken.utf8), location: "broken.xhtml")
        let written = DOMSerializer.serialize(document.root)
        let again = try DOMParser.parseXML(Array(written.utf8), location: "written.xml")
        #expect(!again.wasRecovered, "\(again.diagnostics)\n\(written)")
        #expect(DOMSerializer.serialize(again.root) == written)
        #expect(written.contains("<x_y_z a_b_c=\"1\" a=\"2\">"), "\(written)")
        let odd = DOMElement(
            name: "1p", namespace: nil, attributes: [DOMAttribute(name: "t", namespace: nil, value: "\u{1}")],
            children: [.text("a\u{8}b\u{FFFF}")], line: 0)
        #expect(DOMSerializer.serialize(odd) == "<_1p t=\"\u{FFFD}\">a\u{FFFD}b\u{FFFD}</_1p>")
    }

    /// `<xml:g>` is in the XML namespace, which no default declaration may name, and libxml2
    /// writes `&` in a namespace name as `&#38;` (FuzzXHTML found both).
    @Test func theXMLNamespaceAndAmpersandsInNamespaceNames() throws {
        let source = "<r xmlns=\"urn:a&amp;b\"><xml:g><h/></xml:g></r>"
        let document = try DOMParser.parseXML(Array(source.utf8), location: "x.xml")
        #expect(document.root.namespace == "urn:a&b")
        let written = DOMSerializer.serialize(document.root)
        #expect(written == "<r xmlns=\"urn:a&amp;b\"><xml:g><h xmlns=\"urn:a&amp;b\"/></xml:g></r>")
        let again = try DOMParser.parseXML(Array(written.utf8), location: "written.xml")
        #expect(again.diagnostics.isEmpty, "\(again.diagnostics)")
        #expect(Self.differences(document.root, again.root).isEmpty)
    }

    @Test func elementsWithoutANamespaceUndeclareTheDefault() throws {
        let inner = DOMElement(name: "plain", namespace: nil, attributes: [], children: [.text("t")], line: 0)
        let root = DOMElement(name: "svg", namespace: Namespace.svg, attributes: [], children: [.element(inner)], line: 0)
        let text = DOMSerializer.serialize(root)
        #expect(text.contains("<plain xmlns=\"\">t</plain>"))
        let parsed = try DOMParser.parseXML(Array(text.utf8), location: "x")
        #expect(parsed.root.elementChildren.first?.namespace == nil)
    }

    @Test func rewritingAttributesKeepsTheRest() throws {
        let svg = try svgElement()
        let rewritten = svg.rewritingAttributes { element in
            element.name == "image" ? [DOMAttribute(name: "href", namespace: nil, value: "data:,")] : element.attributes
        }
        #expect(
            rewritten.descendants(named: "image").first?.attributes == [
                DOMAttribute(name: "href", namespace: nil, value: "data:,")
            ])
        #expect(rewritten.textContent == svg.textContent)
        #expect(rewritten.attributes == svg.attributes)
    }

    /// Where two trees differ (empty when equal), ignoring source lines.
    static func differences(_ a: DOMElement, _ b: DOMElement, path: String = "") -> [String] {
        let here = path + "/" + a.name
        guard a.name == b.name, a.namespace == b.namespace else { return ["\(here): \(b.name) in \(b.namespace ?? "none")"] }
        guard a.attributes == b.attributes else { return ["\(here): attributes \(a.attributes) vs \(b.attributes)"] }
        guard a.children.count == b.children.count else {
            return ["\(here): \(a.children.count) vs \(b.children.count) children"]
        }
        var found: [String] = []
        for (x, y) in zip(a.children, b.children) {
            switch (x, y) {
            case (.text(let s), .text(let t)) where s == t: continue
            case (.element(let e), .element(let f)): found += differences(e, f, path: here)
            default: found.append("\(here): child \(x) vs \(y)")
            }
        }
        return found
    }
}
