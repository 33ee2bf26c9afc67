import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Paragraphs carry the CSS selector of their block element, for locators: `#id`, else the path
/// of `:nth-child` steps from the nearest ancestor with an id, or from `html`.
@Suite struct ElementSelectorTests {
    let fixture = LayoutFixture(viewport: Size(width: 400, height: 2000))

    /// Each paragraph's text and selector, in order.
    private func selectors(_ body: String) throws -> [String: String] {
        let flow = try fixture.flow(body: body)
        var found: [String: String] = [:]
        for atom in flow.atoms {
            for case .text(let line) in atom.fragments where !line.paragraph.isGenerated {
                let spec = line.paragraph.spec
                found[spec.text(in: 0..<spec.text.utf8.count)] = spec.cssSelector ?? "nil"
            }
        }
        return found
    }

    @Test func anIDNamesItsElement() throws {
        let found = try selectors("<p id='p1'>one <span id='s1'>two</span></p>")
        #expect(found == ["one two": "#p1"])
    }

    @Test func pathsCountElementSiblingsFromTheNearestID() throws {
        let found = try selectors(
            """
            <section id="chap3"><h2>Title</h2> some text <!-- c --><p>first</p><div><p>deep</p></div></section>
            <section><p>a</p><aside style="display: none">x</aside><p>b</p></section>
            """)
        #expect(found["Title"] == "#chap3 > h2:nth-child(1)")
        #expect(found["first"] == "#chap3 > p:nth-child(2)")
        #expect(found["deep"] == "#chap3 > div:nth-child(3) > p:nth-child(1)")
        // A hidden element is still a child (the selector names the document, not the boxes).
        #expect(found["b"] == "html > body > section:nth-child(2) > p:nth-child(3)")
        // Loose text beside blocks is in an anonymous block: its element is the section.
        #expect(found["some text"] == "#chap3")
    }

    @Test func identifiersAreEscaped() throws {
        let found = try selectors("<p id='1st note'>x</p><p id='a.b:c'>y</p><p id='-2'>z</p><p id='é_-'>w</p>")
        #expect(found == ["x": #"#\31 st\ note"#, "y": #"#a\.b\:c"#, "z": #"#-\32 "#, "w": "#é_-"])
        #expect(ElementSelectors.escapeIdentifier("-") == #"\-"#)
        #expect(ElementSelectors.escapeIdentifier("a\u{1}b") == #"a\1 b"#)
        for id in ["1st note", "a.b:c", "-2", "é_-", "-", "a\u{1}b", "x\\y", "12345678"] {
            #expect(ElementSelectors.unescapeIdentifier(ElementSelectors.escapeIdentifier(id)) == id)
        }
    }

    @Test func aFlowFindsTheFirstAtomOfAnElementOrItsAncestor() throws {
        let flow = try fixture.flow(body: "<section><p>a</p><p>b</p></section><section><h1>c</h1><p>d</p></section>")
        let atoms = flow.atoms.enumerated().compactMap { index, atom -> (Int, String)? in
            for case .text(let line) in atom.fragments { return (index, line.paragraph.spec.text) }
            return nil
        }
        let atomOf = Dictionary(uniqueKeysWithValues: atoms.map { ($0.1, $0.0) })
        #expect(flow.atom(ofSelector: "html > body > section:nth-child(2) > p:nth-child(2)") == atomOf["d"])
        #expect(flow.atom(ofSelector: "html > body > section:nth-child(2)") == atomOf["c"])
        #expect(flow.atom(ofSelector: "html > body > section:nth-child(1) > p:nth-child(2)") == atomOf["b"])
        #expect(flow.atom(ofSelector: "html > body > section:nth-child(3)") == nil)
        // Not a prefix match on the text of a step: nth-child(1) is not nth-child(12).
        #expect(flow.atom(ofSelector: "html > body > section:nth-child(1") == nil)
    }

    @Test func theFirstTextLineSkipsListMarkersAndPictures() throws {
        let fixture = LayoutFixture(viewport: Size(width: 400, height: 2000), imageSizes: ["a.png": Size(width: 20, height: 20)])
        let page = try #require(try fixture.pages(body: "<p><img src='a.png' alt=''/></p><ul><li>item</li></ul>").first)
        let line = try #require(page.firstTextLine)
        #expect(line.paragraph.spec.text == "item")
        #expect(line.paragraph.spec.cssSelector == "html > body > ul:nth-child(2) > li:nth-child(1)")
    }
}
