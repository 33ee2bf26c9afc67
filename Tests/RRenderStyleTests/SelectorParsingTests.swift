import Testing

@testable import RRenderStyle

@Suite struct SelectorParsingTests {
    private func parse(_ text: String, _ namespaces: CSSNamespaces = CSSNamespaces()) -> SelectorList? {
        try? SelectorParser.parse(text, namespaces: namespaces).get()
    }

    @Test(arguments: [
        ("p + p", "p + p"),
        ("header+p:first-line", "header + p::first-line"),
        ("a:not(.a)", "a:not(.a)"),
        ("LI:Nth-Child( 2n + 1 )", "LI:nth-child(2n+1)"),
        ("[lang|=en]", "[lang|=\"en\"]"),
        ("a[ href ^= 'http' i ]", "a[href^=\"http\" i]"),
        ("div>p~span  em", "div > p ~ span em"),
        ("#toc ol li a", "#toc ol li a"),
        ("*", "*"),
        ("*.a", "*.a"),
        ("*|p, |q, svg|*", "*|p, |q, svg|*"),
        (".x::AFTER", ".x::after"),
        (":root :empty:lang(fr)", ":root :empty:lang(fr)"),
        ("a:link, a:visited:hover", "a:link, a:visited:hover"),
        (":not(p, .a > b)", ":not(p, .a > b)"),
        ("li:nth-last-of-type(odd):nth-of-type(-n+3)", "li:nth-last-of-type(2n+1):nth-of-type(-n+3)")
    ])
    func parsesAndSerialises(input: String, expected: String) throws {
        let list = try #require(parse(input))
        #expect(list.description == expected)
    }

    @Test(arguments: [
        ("odd", AnPlusB(a: 2, b: 1)), ("EVEN", AnPlusB(a: 2, b: 0)), ("5", AnPlusB(a: 0, b: 5)),
        ("+5", AnPlusB(a: 0, b: 5)), ("-n+3", AnPlusB(a: -1, b: 3)), ("+n", AnPlusB(a: 1, b: 0)),
        ("n", AnPlusB(a: 1, b: 0)), ("2n-1", AnPlusB(a: 2, b: -1)), ("2n- 1", AnPlusB(a: 2, b: -1)),
        ("2n + 1", AnPlusB(a: 2, b: 1)), ("2n +1", AnPlusB(a: 2, b: 1)), ("-n-1", AnPlusB(a: -1, b: -1)),
        ("n- 2", AnPlusB(a: 1, b: -2)), ("+n-2", AnPlusB(a: 1, b: -2)), ("-2N", AnPlusB(a: -2, b: 0)),
        (" 3n ", AnPlusB(a: 3, b: 0))
    ])
    func parsesAnPlusB(input: String, expected: AnPlusB) {
        #expect(AnPlusB(parsing: CSSParser.parseComponentValues(input)) == expected)
    }

    @Test(arguments: ["+ n", "2 n", "n-", "3n+ -1", "2n+-1", "1.5n", "n 1", "odd 1", "", "-", "2n+1.5", "+-n"])
    func rejectsInvalidAnPlusB(input: String) {
        #expect(AnPlusB(parsing: CSSParser.parseComponentValues(input)) == nil)
    }

    @Test func anPlusBMatchesPositions() {
        #expect((1...8).filter(AnPlusB(a: 2, b: 1).matches) == [1, 3, 5, 7])
        #expect((1...8).filter(AnPlusB(a: -1, b: 3).matches) == [1, 2, 3])
        #expect((1...8).filter(AnPlusB(a: 0, b: 4).matches) == [4])
        #expect((1...8).filter(AnPlusB(a: 3, b: -1).matches) == [2, 5, 8])
    }

    @Test(arguments: [
        ("*", Specificity(a: 0, b: 0, c: 0)), ("li", Specificity(a: 0, b: 0, c: 1)),
        ("ul li", Specificity(a: 0, b: 0, c: 2)), ("ul ol+li", Specificity(a: 0, b: 0, c: 3)),
        ("h1 + *[rel=up]", Specificity(a: 0, b: 1, c: 1)), ("ul ol li.red", Specificity(a: 0, b: 1, c: 3)),
        ("li.red.level", Specificity(a: 0, b: 2, c: 1)), ("#x34y", Specificity(a: 1, b: 0, c: 0)),
        ("#s12:not(FOO)", Specificity(a: 1, b: 0, c: 1)), ("p::first-line", Specificity(a: 0, b: 0, c: 2)),
        (":not(#a, .b)", Specificity(a: 1, b: 0, c: 0)), ("a:hover", Specificity(a: 0, b: 1, c: 1))
    ])
    func computesSpecificity(input: String, expected: Specificity) throws {
        let list = try #require(parse(input))
        #expect(list.selectors[0].specificity == expected)
    }

    @Test func specificityOrdersLexicographically() {
        #expect(Specificity(a: 0, b: 1, c: 0) > Specificity(a: 0, b: 0, c: 12))
        #expect(Specificity(a: 1, b: 0, c: 0) > Specificity(a: 0, b: 9, c: 9))
    }

    @Test(arguments: [
        "p..x", "a >", "> a", "#1a", "[a=]", "a,", "", "a!b", ". x", "a: hover", "p::before span",
        "p::before.x", "[a b]", "[=x]", ":not(::before)", ":nth-child(x)", "a | b", "{}", ":lang()"
    ])
    func rejectsSyntaxErrors(input: String) {
        guard case .failure(let error) = SelectorParser.parse(input) else {
            Issue.record("“\(input)” was accepted")
            return
        }
        #expect(error.kind == .syntax)
    }

    @Test(arguments: [":hover-foo", ":has(a)", "::marker", "::-webkit-scrollbar", "p:focus-within-x", ":nth-child(2n of p)"])
    func rejectsUnknownPseudoClassesAsUnsupported(input: String) {
        guard case .failure = SelectorParser.parse(input) else {
            Issue.record("“\(input)” was accepted")
            return
        }
    }

    @Test func pseudoElementIsExposedOnTheSelector() throws {
        let list = try #require(parse("p:first-letter, q::before, r"))
        #expect(list.selectors.map(\.pseudoElement) == [.firstLetter, .before, nil])
    }

    @Test func defaultNamespaceAppliesToTypesAndImpliedUniversal() throws {
        var namespaces = CSSNamespaces()
        namespaces.declare(prefix: nil, uri: "urn:x")
        let list = try #require(parse("p, .a, :not(.b)", namespaces))
        #expect(list.selectors[0].subject.type.namespace == .uri("urn:x"))
        #expect(list.selectors[1].subject.type.namespace == .uri("urn:x"))
        guard case .pseudoClass(.not(let inner)) = list.selectors[2].subject.conditions[0] else {
            Issue.record("no :not"); return
        }
        #expect(inner.selectors[0].subject.type.namespace == .any)
    }

    @Test func undeclaredPrefixesAcceptAnyNamespace() throws {
        let list = try #require(parse("[epub|type~=note], foo|p"))
        guard case .attribute(let attribute) = list.selectors[0].subject.conditions[0] else {
            Issue.record("no attribute"); return
        }
        #expect(attribute.namespace == .any)
        #expect(list.selectors[1].subject.type.namespace == .any)
    }
}
