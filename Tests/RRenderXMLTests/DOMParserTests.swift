import Testing

@testable import RRenderXML

@Suite struct DOMParserTests {
    private func xhtml(_ body: String) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="fr">
            <head><title>t</title></head><body>\(body)</body></html>
            """.utf8)
    }

    private func body(_ document: DOMDocument) throws -> DOMElement {
        try #require(document.root.firstChild(named: "body", in: Namespace.xhtml))
    }

    @Test func htmlNamedEntitiesSurvive() throws {
        let document = try DOMParser.parseXHTML(
            xhtml("<p>a&nbsp;b&mdash;c &eacute;t&eacute; &amp; &lt;x&gt;</p>"), location: "c.xhtml")
        #expect(try body(document).textContent == "a\u{00A0}b\u{2014}c été & <x>")
        #expect(document.diagnostics.isEmpty)
    }

    /// An empty entity leaves no text node behind, as reading the serialised element back would
    /// not (FuzzXHTML found `<r>&e;</r>` written as `<r></r>` and read back as `<r/>`).
    @Test func anEmptyEntityIsNoTextNode() throws {
        let source = "<!DOCTYPE r [<!ENTITY e \"\">]><r>&e;<s>&e;x&e;</s></r>"
        let document = try DOMParser.parseXML(Array(source.utf8), location: "e.xml")
        #expect(document.root.children.count == 1)
        #expect(DOMSerializer.serialize(document.root) == "<r><s>x</s></r>")
    }

    @Test func entitiesInCommentsAndCDATAAreLeftAlone() {
        let mapped = HTMLEntityMapper.map(Array("<!-- &nbsp; --><![CDATA[&nbsp;]]>&nbsp;".utf8))
        #expect(String(decoding: mapped, as: UTF8.self) == "<!-- &nbsp; --><![CDATA[&nbsp;]]>&#160;")
    }

    @Test func namespacesAttributesAndLanguage() throws {
        let document = try DOMParser.parseXHTML(xhtml(##"<a epub:type="noteref" href="#n1" id="r1">1</a>"##), location: "c.xhtml")
        let link = try #require(try body(document).firstChild(named: "a"))
        #expect(link.namespace == Namespace.xhtml)
        #expect(link.attribute("type", namespace: Namespace.epub) == "noteref")
        #expect(link.attribute("href") == "#n1")
        #expect(link.id == "r1")
        #expect(document.root.language == "fr")
        #expect(link.line == 3)
    }

    @Test func malformedXHTMLIsRecoveredWithADiagnostic() throws {
        let document = try DOMParser.parseXHTML(xhtml("<p>one <b>two</p><p>three</p>"), location: "OEBPS/bad.xhtml")
        let text = try body(document).textContent
        #expect(text.contains("one") && text.contains("two"))
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.code == "xml.malformed")
        #expect(diagnostic.location == "OEBPS/bad.xhtml")
        #expect(diagnostic.message.contains("line 3"))
    }

    @Test func garbageWithoutARootFallsBackToTheHTMLParser() throws {
        let document = try DOMParser.parseXHTML(Array("Just some <b>text</b> and no markup root".utf8), location: "x.xhtml")
        #expect(document.root.textContent.contains("text"))
        #expect(document.wasRecovered)
    }

    @Test func emptyAndBinaryInputAreNotDocuments() {
        #expect(throws: XMLError.self) { try DOMParser.parseXHTML([], location: "e.xhtml") }
        #expect(throws: XMLError.self) { try DOMParser.parseXML(Array("   \n".utf8), location: "e.xml") }
        #expect(throws: XMLError.self) { try DOMParser.parseXML([0x00, 0x01, 0xFF, 0xFE, 0x10], location: "b.xml") }
    }

    @Test func externalEntitiesAreNeverLoaded() throws {
        let source = """
            <?xml version="1.0"?>
            <!DOCTYPE html [<!ENTITY secret SYSTEM "file:///etc/passwd"><!ENTITY remote SYSTEM "http://127.0.0.1:9/x">]>
            <html xmlns="http://www.w3.org/1999/xhtml"><body><p>[&secret;][&remote;]</p></body></html>
            """
        let document = try DOMParser.parseXHTML(Array(source.utf8), location: "x.xhtml")
        let text = document.root.textContent
        #expect(!text.contains("root:"))
        #expect(text.contains("[]"))
    }

    @Test func internalEntitiesExpandButEntityBombsAreStopped() throws {
        let small = """
            <?xml version="1.0"?><!DOCTYPE x [<!ENTITY who "world">]><x>hello &who;</x>
            """
        #expect(try DOMParser.parseXML(Array(small.utf8), location: "s.xml").root.textContent == "hello world")
        var bomb = "<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY a0 \"ha\">"
        for i in 1...12 { bomb += "<!ENTITY a\(i) \"" + String(repeating: "&a\(i - 1);", count: 10) + "\">" }
        bomb += "]><x>&a12;</x>"
        let document = try? DOMParser.parseXML(Array(bomb.utf8), location: "bomb.xml")
        // 10^12 characters would exhaust memory: libxml2's amplification check must have cut it short.
        #expect((document?.root.textContent.utf8.count ?? 0) < 10_000_000)
    }

    /// Nodes are freed as they are copied, but never inside an entity declaration, which every
    /// reference shares: the third reference reads the same elements as the first.
    @Test func elementsInAnEntityAreCopiedForEveryReference() throws {
        let text = """
            <?xml version="1.0"?><!DOCTYPE x [<!ENTITY sig "<b>Signed</b>, the <i>crew <u>all</u></i>">]>
            <x xmlns:m="urn:m"><p>&sig;</p><m:q>&sig;<m:r/></m:q><p>&sig; again</p></x>
            """
        let root = try DOMParser.parseXML(Array(text.utf8), location: "e.xml").root
        let elements = root.elementChildren
        #expect(elements.map(\.name) == ["p", "q", "p"])
        #expect(elements.map(\.textContent) == ["Signed, the crew all", "Signed, the crew all", "Signed, the crew all again"])
        #expect(elements.allSatisfy { $0.descendants(named: "u").count == 1 })
        #expect(elements[1].namespace == "urn:m" && elements[1].elementChildren.last?.namespace == "urn:m")
    }

    @Test func oversizedInputIsRefused() {
        let huge = [UInt8](repeating: 0x20, count: DOMParser.maximumDocumentSize + 1)
        #expect(throws: XMLError.tooLarge(location: "h.xml", bytes: huge.count, limit: DOMParser.maximumDocumentSize)) {
            try DOMParser.parseXML(huge, location: "h.xml")
        }
    }
}
