import RRenderCore
import Testing

@testable import RRenderStyle

@Suite struct ParserTests {
    private func sheet(_ text: String) -> CSSStylesheet { CSSParser.parseStylesheet(text, location: "t.css") }

    private func styleRules(_ sheet: CSSStylesheet) -> [CSSStyleRule] {
        sheet.rules.compactMap { if case .style(let r) = $0 { r } else { nil } }
    }

    @Test func nestedBlocksAreComponentValues() throws {
        let rules = styleRules(sheet("a { b: [1 {2}] (3) f(4, g(5)) }"))
        let declaration = try #require(rules.first?.declarations.first)
        #expect(declaration.name == "b")
        #expect(declaration.value.count == 5)
        #expect(
            declaration.value[0]
                == .block(
                    .bracket,
                    [
                        .token(.number(CSSNumber(1))), .token(.whitespace),
                        .block(.brace, [.token(.number(CSSNumber(2)))])
                    ]))
        guard case .function(let name, let arguments) = declaration.value[4] else { Issue.record("not a function"); return }
        #expect(name == "f")
        #expect(arguments.splitOnCommas().count == 2)
    }

    @Test func importantIsDetectedWithSpacesAndAnyCase() throws {
        let (declarations, diagnostics) = CSSParser.parseDeclarations(
            "color: red ! IMPORTANT ; margin:0!important;x:y", location: "s")
        #expect(diagnostics.isEmpty)
        #expect(declarations.map(\.important) == [true, true, false])
        #expect(declarations[0].value == [.token(.ident("red"))])
        #expect(declarations[1].value == [.token(.number(CSSNumber(0)))])
    }

    @Test func namesAreLowercasedExceptCustomProperties() {
        let (declarations, _) = CSSParser.parseDeclarations("COLOR: red; --MyVar: { a }; --empty:;", location: "s")
        #expect(declarations.map(\.name) == ["color", "--MyVar", "--empty"])
        #expect(declarations[1].value == [.block(.brace, [.token(.whitespace), .token(.ident("a")), .token(.whitespace)])])
        #expect(declarations[2].value.isEmpty)
    }

    @Test func strayTokensInDeclarationListsAreSkippedWithDiagnostics() {
        let (declarations, diagnostics) = CSSParser.parseStyleAttribute(
            ";;color:red;;; junk; 5px: x; font-weight : bold ;", location: "c.xhtml")
        #expect(declarations.map(\.name) == ["color", "font-weight"])
        #expect(diagnostics.map(\.code) == ["css.invalid-declaration", "css.invalid-declaration"])
        #expect(diagnostics.allSatisfy { $0.location == "c.xhtml:1" })
    }

    @Test func unclosedBlockAtEOFStillYieldsTheRule() {
        let rules = styleRules(sheet("p { color: red; margin: 0"))
        #expect(rules.count == 1)
        #expect(rules[0].declarations.map(\.name) == ["color", "margin"])
    }

    @Test func mediaRulesNestRules() throws {
        let parsed = sheet("@media screen and (min-width: 100px) { p { color: red } .x { } }\nq { }")
        #expect(parsed.diagnostics.isEmpty)
        guard case .media(let media) = parsed.rules[0] else { Issue.record("not @media"); return }
        #expect(media.rules.count == 2)
        #expect(media.media.matches(MediaEnvironment(width: 600, height: 800)))
        #expect(!media.media.matches(MediaEnvironment(width: 50, height: 800)))
        #expect(parsed.rules[1].line == 2)
        #expect(parsed.styleRules(in: MediaEnvironment(width: 600, height: 800)).count == 3)
        #expect(parsed.styleRules(in: MediaEnvironment(width: 50, height: 800)).count == 1)
    }

    @Test func invalidMediaQueriesAreReportedAndNeverMatch() {
        let parsed = sheet("@media screen and, print { p {} }")
        #expect(parsed.diagnostics.map(\.code) == ["css.invalid-media-query"])
        #expect(parsed.styleRules(in: MediaEnvironment(width: 600, height: 800)).isEmpty)
    }

    @Test func fontFaceKeepsDescriptorsAndSources() throws {
        let parsed = sheet(
            "@font-face { font-family: 'Stix'; src: local(Stix Two), url(../fonts/a.otf) format('opentype'), url(\"b.woff\"); }")
        guard case .fontFace(let face) = parsed.rules.first else { Issue.record("not @font-face"); return }
        #expect(face.family == "Stix")
        #expect(face.sources == [.local("Stix Two"), .url("../fonts/a.otf", format: "opentype"), .url("b.woff", format: nil)])
    }

    @Test func importsMustComeFirst() {
        let parsed = sheet("@charset \"utf-8\";\n@import url(\"a.css\") screen;\n@import 'b.css';\np{}\n@import 'late.css';")
        #expect(parsed.imports.map(\.url) == ["a.css", "b.css"])
        #expect(parsed.imports[0].media.queries.count == 1)
        #expect(parsed.imports[1].media.queries.isEmpty)
        #expect(parsed.diagnostics.map(\.code) == ["css.misplaced-import"])
        #expect(parsed.diagnostics.first?.location == "t.css:5")
    }

    @Test func pageRulesWithPseudoClassesAndMarginRules() throws {
        let parsed = sheet(
            "@page :first { margin: 1in } @page chapter:left, :blank { @top-center { content: \"x\" } size: a5; @foo {} }")
        #expect(parsed.rules.count == 2)
        guard case .page(let first) = parsed.rules[0], case .page(let second) = parsed.rules[1] else {
            Issue.record("not @page"); return
        }
        #expect(first.selectors == [CSSPageSelector(pseudoClasses: [.first])])
        #expect(first.declarations.map(\.name) == ["margin"])
        #expect(first.declarations[0].value == [.token(.dimension(CSSNumber(1), unit: "in"))])
        #expect(second.selectors.map(\.description) == ["chapter:left", ":blank"])
        #expect(second.selectors[0].specificity == Specificity(a: 1, b: 0, c: 1))
        #expect(second.marginRules.map(\.name) == ["top-center"])
        #expect(second.marginRules[0].declarations.map(\.name) == ["content"])
        #expect(second.declarations.map(\.name) == ["size"])
        #expect(parsed.diagnostics.map(\.code) == ["css.unsupported-at-rule"])
    }

    @Test func invalidSelectorsDropOnlyTheirRule() {
        let parsed = sheet("p { a: 1 }\np..x { b: 2 }\na:hover-foo, q { c: 3 }\nem { d: 4 }")
        #expect(styleRules(parsed).map { $0.selectors.description } == ["p", "em"])
        #expect(parsed.diagnostics.map(\.code) == ["css.invalid-selector", "css.invalid-selector"])
        #expect(parsed.diagnostics.map(\.location) == ["t.css:2", "t.css:3"])
        #expect(parsed.diagnostics.map(\.severity) == [.warning, .info])
    }

    @Test func garbageBetweenRulesIsRecovered() {
        let parsed = sheet("<!-- p { a: 1 } --> } q { b: 2 } ; r { c: 3 } s { d: 4 }")
        #expect(styleRules(parsed).map { $0.selectors.description } == ["p", "s"])
    }

    @Test func namespacesResolveSelectorPrefixes() throws {
        let parsed = sheet(
            "@namespace \"http://www.w3.org/1999/xhtml\";\n@namespace epub url(http://www.idpf.org/2007/ops);\n*[epub|type~='x'] {}"
        )
        #expect(parsed.namespaces.defaultNamespace == "http://www.w3.org/1999/xhtml")
        let rule = try #require(styleRules(parsed).first)
        guard case .attribute(let attribute) = rule.selectors.selectors[0].subject.conditions[0] else {
            Issue.record("no attribute"); return
        }
        #expect(attribute.namespace == .uri("http://www.idpf.org/2007/ops"))
        #expect(rule.selectors.selectors[0].subject.type.namespace == .uri("http://www.w3.org/1999/xhtml"))
    }

    @Test func unknownAtRulesAreKeptAndCanBeParsedLater() throws {
        let parsed = sheet("@supports (display: grid) { p { color: red } }")
        guard case .unknown(let rule) = parsed.rules.first else { Issue.record("not kept"); return }
        #expect(rule.name == "supports")
        let inner = CSSParser.parseRules(try #require(rule.block), location: "t.css", line: rule.line)
        #expect(styleRules(inner).count == 1)
        #expect(parsed.diagnostics.map(\.severity) == [.info])
    }

    @Test func decodingHonoursBOMAndCharset() {
        let latin1: [UInt8] = Array("@charset \"iso-8859-1\"; p { content: \"".utf8) + [0xE9] + Array("\" }".utf8)
        let decoded = CSSParser.parseStylesheet(bytes: latin1, location: "l.css")
        #expect(styleRules(decoded).first?.declarations.first?.value == [.token(.string("é"))])
        let utf16: [UInt8] = [0xFF, 0xFE] + Array("p{}".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(styleRules(CSSParser.parseStylesheet(bytes: utf16, location: "u.css")).count == 1)
        let cp1252 = CSSDecoder.decode(Array("@charset \"windows-1252\"; a".utf8) + [0x80, 0x93])
        #expect(cp1252.text.hasSuffix("a€“") && cp1252.problem == nil)
        // 平和 in Shift_JIS, as a class name (css21/syntax/at-charset-008).
        let sjis = CSSParser.parseStylesheet(
            bytes: Array("@charset \"Shift_JIS\"; .".utf8) + [0x95, 0xBD, 0x98, 0x61] + Array("{}".utf8),
            location: "j.css")
        #expect(sjis.diagnostics.isEmpty && styleRules(sjis).first?.selectors.description == ".平和")
        let unknown = CSSParser.parseStylesheet(bytes: Array("@charset \"x-unheard-of\"; p{}".utf8), location: "x.css")
        #expect(unknown.diagnostics.map(\.code) == ["css.encoding"])
    }
}
