import RRenderCore
import RRenderXML
import Testing

@testable import RRenderStyle

/// Counters (CSS 2.1 §12.4): `counter-reset` makes a counter for the element, its following
/// siblings and their descendants; `counter-increment` adds to the innermost one (making one
/// when none is in scope); `counter()` and `counters()` show them in `::before`/`::after`, in
/// document order, in any list style; `quotes` nest (§12.3).
@Suite struct CounterTests {
    func generated(_ body: String, css: String) throws -> [String] {
        let source =
            "<?xml version=\"1.0\"?><html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>t</title></head><body>\(body)</body></html>"
        let document = try DOMParser.parseXHTML(Array(source.utf8), location: "t.xhtml")
        let styled = StyleResolver(environment: MediaEnvironment(width: 600, height: 800))
            .style(document, authorSheets: [CSSParser.parseStylesheet(css, location: "a.css")], location: "t.xhtml")
        var texts: [String] = []
        func walk(_ element: StyledElement) {
            for child in element.children {
                guard case .element(let e) = child else { continue }
                if e.isGenerated, case .text(let text)? = e.children.first { texts.append(text) } else { walk(e) }
            }
        }
        walk(styled.root)
        return texts
    }

    @Test func resetIncrementAndNesting() throws {
        let css = "ol { counter-reset: item } li { counter-increment: item } li::before { content: counters(item, \".\") \" \" }"
        let body = "<ol><li>a</li><li>b<ol><li>c</li><li>d</li></ol></li><li>e</li></ol>"
        #expect(try generated(body, css: css) == ["1 ", "2 ", "2.1 ", "2.2 ", "3 "])
    }

    @Test func stylesAndSiblingScopes() throws {
        let css =
            "h1 { counter-increment: chapter } h1::before { content: counter(chapter, upper-roman) \". \" }"
            + " p { counter-increment: n 5 } p::after { content: counter(n, lower-alpha) }"
            + " .none { display: none; counter-increment: chapter 100 }"
        #expect(try generated("<h1>A</h1><p>x</p><div class='none'/><h1>B</h1><p>y</p>", css: css) == ["I. ", "e", "II. ", "j"])
    }

    @Test func aResetOnASiblingReplacesTheCounterAndAnUnknownOneIsZero() throws {
        let css = "p { counter-reset: c 3 } span { counter-increment: c } span::before { content: counter(c) counter(unknown) }"
        #expect(try generated("<p><span/><span/></p><p><span/></p>", css: css) == ["40", "50", "40"])
    }

    @Test func quotesNestAndNoneShowsNone() throws {
        let css =
            "q::before { content: open-quote } q::after { content: close-quote } .n { quotes: none }"
            + " .x { quotes: '<' '>' '[' ']' }"
        #expect(
            try generated("<q>a<q>b</q></q><q class='n'>c</q><q class='x'>d<q>e</q></q>", css: css)
                == ["\u{201C}", "\u{2018}", "\u{2019}", "\u{201D}", "", "", "<", "[", "]", ">"])
    }
}
