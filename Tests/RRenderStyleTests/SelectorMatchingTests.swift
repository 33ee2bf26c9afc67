import Foundation
import RRenderXML
import Testing

@testable import RRenderStyle

@Suite struct SelectorMatchingTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="en-GB">
        <head><title>T</title></head>
        <body>
         <header><h1 id="top">Title</h1></header>
         <p class="first  a">One</p>
         <p class="b">Two <a href="#x">link</a> <a>anchor</a></p>
         <p lang="fr" title="Hello World">Trois</p>
         <div epub:type="chapter note"><span>s1</span><em>e</em><span>s2</span><span></span><SPAN>up</SPAN></div>
         <ul><li>1</li><li>2</li><li>3</li><li>4</li><li>5</li></ul>
         <section><p>only</p> </section>
         <svg xmlns="http://www.w3.org/2000/svg"><foreignObject/><foreignobject/></svg>
        </body>
        </html>
        """

    let tree: ElementTree

    init() throws {
        let parsed = try DOMParser.parseXHTML(Array(Self.document.utf8), location: "m.xhtml")
        tree = ElementTree(root: parsed.root)
    }

    /// The matched elements as `name`, or `name:text` with the element's first own text.
    private func select(_ text: String, namespaces: CSSNamespaces = CSSNamespaces()) -> [String] {
        guard case .success(let list) = SelectorParser.parse(text, namespaces: namespaces) else {
            Issue.record("“\(text)” did not parse")
            return []
        }
        return (0..<tree.count).filter { SelectorMatcher.matches(list, element: $0, in: tree) }.map(label)
    }

    private func label(_ index: Int) -> String {
        let element = tree.element(index)
        for case .text(let raw) in element.children {
            let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty { return "\(element.name):\(text)" }
        }
        return element.name
    }

    @Test func treeRecordsStructure() throws {
        #expect(tree.element(0).name == "html")
        #expect(tree.parent(of: 0) == nil)
        let body = try #require((0..<tree.count).first { tree.element($0).name == "body" })
        #expect(tree.elementChildCount(of: body) == 8)
        #expect(tree.children(of: body).map { tree.element($0).name } == ["header", "p", "p", "p", "div", "ul", "section", "svg"])
        let third = tree.children(of: body)[3]
        #expect(tree.childPosition(of: third) == 4)
        #expect(tree.typePosition(of: third) == 3)
        #expect(tree.typeCount(of: third) == 3)
        #expect(tree.language(of: third) == "fr")
        #expect(tree.language(of: body) == "en-GB")
        #expect(tree.classes(of: tree.children(of: body)[1]) == ["first", "a"])
        #expect(tree.index(of: tree.element(third)) == third)
    }

    @Test func combinators() {
        #expect(select("p + p") == ["p:Two", "p:Trois"])
        #expect(select("header ~ p") == ["p:One", "p:Two", "p:Trois"])
        #expect(select("body > p") == ["p:One", "p:Two", "p:Trois"])
        #expect(select("body p") == ["p:One", "p:Two", "p:Trois", "p:only"])
        #expect(select("html header h1") == ["h1:Title"])
        #expect(select("header + p ~ div > em + span") == ["span:s2"])
        #expect(select("div span ~ span") == ["span:s2", "span", "SPAN:up"])
    }

    @Test func typeClassIDAndUniversal() {
        #expect(select("H1") == ["h1:Title"])
        #expect(select("span") == ["span:s1", "span:s2", "span", "SPAN:up"])
        #expect(select(".a") == ["p:One"])
        #expect(select("p.first.a") == ["p:One"])
        #expect(select(".A") == [])
        #expect(select("#top") == ["h1:Title"])
        #expect(select("#TOP") == [])
        #expect(select("ul > *").count == 5)
        #expect(select("foreignObject") == ["foreignObject"])
    }

    @Test func attributes() {
        #expect(select("[lang|=fr]") == ["p:Trois"])
        #expect(select("[lang|=en]") == [])
        #expect(select(":lang(en)").contains("h1:Title"))
        #expect(select("p:lang(EN)") == ["p:One", "p:Two", "p:only"])
        #expect(select("[title~=World]") == ["p:Trois"])
        #expect(select("[title~=world i]") == ["p:Trois"])
        #expect(select("[title^=Hell]") == ["p:Trois"])
        #expect(select("[title$=rld]") == ["p:Trois"])
        #expect(select("[title*=\"o W\"]") == ["p:Trois"])
        #expect(select("[title*=\"\"]") == [])
        #expect(select("[title=\"hello world\"]") == [])
        #expect(select("[title=\"hello world\" i]") == ["p:Trois"])
        #expect(select("a[href]") == ["a:link"])
        #expect(select("[epub|type~=note]") == ["div"])
        var namespaces = CSSNamespaces()
        namespaces.declare(prefix: "e", uri: "http://www.idpf.org/2007/ops")
        #expect(select("[e|type~=chapter]", namespaces: namespaces) == ["div"])
        #expect(select("[type]") == [])
        #expect(select("[*|type]") == ["div"])
    }

    @Test func structuralPseudoClasses() {
        #expect(select("li:nth-child(2n+1)") == ["li:1", "li:3", "li:5"])
        #expect(select("li:nth-child(even)") == ["li:2", "li:4"])
        #expect(select("li:nth-last-child(-n+2)") == ["li:4", "li:5"])
        #expect(select("li:first-child, li:last-child") == ["li:1", "li:5"])
        #expect(select("section p:only-child") == ["p:only"])
        #expect(select("div > :first-of-type") == ["span:s1", "em:e", "SPAN:up"])
        #expect(select("div > span:last-of-type") == ["span", "SPAN:up"])
        #expect(select("em:only-of-type") == ["em:e"])
        #expect(select("div > :nth-of-type(2)") == ["span:s2"])
        #expect(select("div > :nth-last-of-type(1)").count == 3)
        #expect(select(":root") == ["html"])
        #expect(select("span:empty") == ["span"])
        #expect(select("section:empty") == [])
        #expect(select("svg > :empty").count == 2)
    }

    @Test func negationLinksAndDynamicStates() {
        #expect(select("p:not(.a)") == ["p:Two", "p:Trois", "p:only"])
        #expect(select("p:not(.a, [lang])") == ["p:Two", "p:only"])
        #expect(select("li:not(:nth-child(n+2))") == ["li:1"])
        #expect(select("a:link") == ["a:link"])
        #expect(select(":link") == ["a:link"])
        #expect(select("a:visited, a:hover, a:active, a:focus") == [])
        #expect(select("header + p::first-line") == ["p:One"])
    }

    @Test func namespacedTypeSelectors() {
        var namespaces = CSSNamespaces()
        namespaces.declare(prefix: nil, uri: "http://www.w3.org/1999/xhtml")
        namespaces.declare(prefix: "svg", uri: "http://www.w3.org/2000/svg")
        #expect(select("svg", namespaces: namespaces) == [])
        #expect(select("svg|svg", namespaces: namespaces) == ["svg"])
        #expect(select("*|svg", namespaces: namespaces) == ["svg"])
        #expect(select("svg|*", namespaces: namespaces).count == 3)
        #expect(select("|p", namespaces: namespaces) == [])
        #expect(select("h1", namespaces: namespaces) == ["h1:Title"])
    }

    @Test func ruleIndexReturnsTheSameMatchesAsBruteForce() throws {
        let selectors = [
            "p", "p + p", ".a", "#top", "*", "li:nth-child(odd)", "div > span", "[lang]", ":not(p)",
            "SPAN", "svg|*", "body .b a", "ul li", "h1#top.x", "header + p ~ div > em + span",
            "html body > ul li:last-child", "section p:only-child", ".first ~ div span", "#top ~ *", ":not(body *)"
        ]
        var index = SelectorIndex<String>()
        for text in selectors { index.insert(try SelectorParser.parse(text).get(), value: text) }
        for element in 0..<tree.count {
            let viaIndex = index.matches(for: element, in: tree).map(\.value)
            let bruteForce = index.entries.filter { SelectorMatcher.matches($0.selector, element: element, in: tree) }.map(
                \.value)
            #expect(viaIndex == bruteForce)
        }
        let paragraph = try #require((0..<tree.count).first { tree.element($0).name == "p" })
        #expect(
            index.candidates(for: paragraph, in: tree).map(\.order)
                == index.candidates(for: paragraph, in: tree).map(\.order).sorted())
    }

    @Test func subsequentSiblingsMatchTheSameInAnyOrder() throws {
        // The `~` combinator remembers how far it scanned each parent's children (asked in
        // document order); asked backwards it walks back. Both must match as the selectors say.
        let items = (1...40).map { n in
            n % 13 == 0 ? "<h2 class=\"s\(n % 3)\">h\(n)</h2>" : "<p class=\"c\(n % 4)\">p\(n)</p>"
        }
        let source = """
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head>
            <body><div>\(items.joined())</div><div><p>x</p><h2>y</h2><p class="c1">z</p></div></body></html>
            """
        let root = try DOMParser.parseXHTML(Array(source.utf8), location: "s.xhtml").root
        let selectors = [
            "h2 ~ p", "h2 ~ .c1", ".s1 ~ p", "div > h2.s0 ~ p.c2", "h2 ~ p ~ h2 ~ p", "p.c3 ~ h2", "h1 ~ p", "div ~ div p"
        ]
        for text in selectors {
            let list = try SelectorParser.parse(text).get()
            let forward = ElementTree(root: root), backward = ElementTree(root: root)
            let inOrder = (0..<forward.count).filter { SelectorMatcher.matches(list, element: $0, in: forward) }
            let reversed = (0..<backward.count).reversed().filter { SelectorMatcher.matches(list, element: $0, in: backward) }
            let alone = (0..<forward.count).filter { SelectorMatcher.matches(list, element: $0, in: ElementTree(root: root)) }
            #expect(inOrder == reversed.reversed(), "\(text)")
            #expect(inOrder == alone, "\(text)")
        }
        let tree = ElementTree(root: root), list = try SelectorParser.parse("h2 ~ p").get()
        let matched = (0..<tree.count).filter { SelectorMatcher.matches(list, element: $0, in: tree) }
        // p14…p40 less the headings h26 and h39, and the second div's "z".
        #expect(matched.count == 25 + 1)
    }
}
