import RRenderCore
import RRenderXML
import Testing

@testable import RRenderStyle

/// Sheets that crashed or hung the parser or the cascade, found through the fuzz targets (see
/// docs/Architecture.md, "Fuzzing"): they parse, in bounded time and stack, into what a reader can use.
@Suite struct HostileSheetTests {
    private func styleRules(_ sheet: CSSStylesheet) -> [CSSStyleRule] {
        sheet.rules.compactMap { if case .style(let r) = $0 { r } else { nil } }
    }

    /// The depth of the deepest block or function in `values`.
    private func depth(_ values: [CSSComponentValue]) -> Int {
        values.map { value in
            switch value {
            case .block(_, let contents): 1 + depth(contents)
            case .function(_, let arguments): 1 + depth(arguments)
            case .token: 0
            }
        }.max() ?? 0
    }

    @Test func deepNestingIsCutNotRecursedInto() throws {
        let deep = String(repeating: "(", count: 200_000) + String(repeating: ")", count: 200_000)
        let sheet = CSSParser.parseStylesheet("a { x: \(deep) } p { color: red }", location: "t.css")
        #expect(styleRules(sheet).count == 2, "the rule after the deep block is still read")
        let values = CSSParser.parseComponentValues(String(repeating: "calc(", count: 100_000) + "1px")
        #expect(depth(values) == CSSTokenStream.maximumNesting + 1, "64 levels with contents, then one left empty")
    }

    @Test func deeplyNestedMediaRulesAreDropped() throws {
        let text = String(repeating: "@media screen { ", count: 50_000) + "p { color: red }"
        let sheet = CSSParser.parseStylesheet(text + " em { color: blue }", location: "t.css")
        #expect(sheet.diagnostics.contains { $0.code == "css.too-deep" })
    }

    @Test func varSubstitutionThatDoublesAtEachLevelIsInvalid() throws {
        // 2^31 values if substituted in full: invalid at computed-value time, so margin is unset.
        let chain = (0..<31).map { "--v\($0): var(--v\($0 + 1)) var(--v\($0 + 1));" }.joined()
        let css = ":root { \(chain) --v31: 1px } p { margin-top: var(--v0); padding-top: var(--v29) }"
        let source = "<?xml version=\"1.0\"?><html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>t</p></body></html>"
        let document = try DOMParser.parseXHTML(Array(source.utf8), location: "t.xhtml")
        let styled = StyleResolver(environment: MediaEnvironment(width: 600, height: 800))
            .style(document, authorSheets: [CSSParser.parseStylesheet(css, location: "a.css")], location: "t.xhtml")
        guard case .element(let p)? = styled.body.children.first else {
            Issue.record("no p")
            return
        }
        #expect(p.style.margin.top == .px(0), "2^31 values: too long, unset")
        #expect(p.style.padding.top == .px(0), "'1px 1px 1px 1px' is not a padding-top either")
    }
}
