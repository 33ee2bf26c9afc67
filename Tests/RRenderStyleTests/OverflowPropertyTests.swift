import RRenderCore
import Testing

@testable import RRenderStyle

/// `word-break`, `line-break` and the multi-column properties computed (CSS Text 3 §5,
/// CSS Multicol 1), with their prefixed aliases and shorthands, and Readium CSS's base sheets
/// around the publisher's (`ReadiumSheets`).
@Suite struct OverflowPropertyTests {
    private func style(
        _ css: String, readium: Bool = false, body: String = "<div id='x'><p id='p'>t</p></div>",
        target: String = "x"
    ) throws -> ComputedStyle {
        try StyleFixture.style(css, readium: readium, body: body, target: target)
    }

    @Test func wordBreakAndLineBreakInherit() throws {
        let child = try style("div { word-break: keep-all; -webkit-line-break: anywhere }", target: "p")
        #expect(child.wordBreak == .keepAll && child.lineBreak == .anywhere)
        #expect(try style("div { -epub-word-break: break-all }").wordBreak == .breakAll)
        #expect(try style("div { word-break: nonsense }").wordBreak == .normal)
        #expect(try style("div { word-wrap: break-word }").overflowWrap == .breakWord)
    }

    /// `text-align-last` and `text-justify` (CSS Text 3 §6.3, §6.4), inherited; `distribute` is
    /// `inter-character`; unknown values are ignored.
    @Test func textAlignLastAndTextJustifyInherit() throws {
        let child = try style("div { text-align-last: justify; text-justify: inter-character }", target: "p")
        #expect(child.textAlignLast == .justify && child.textJustify == .interCharacter)
        #expect(try style("div { text-align-last: center }").textAlignLast == .center)
        #expect(try style("div { -epub-text-align-last: right }").textAlignLast == .right, "EPUB 3.0.1 §3.4.1")
        #expect(try style("div { text-justify: distribute }").textJustify == .interCharacter)
        #expect(try style("div { text-justify: inter-word }").textJustify == .interWord)
        #expect(try style("div { text-justify: none; text-align-last: sideways }").textJustify == .none)
        #expect(try style("div { text-align-last: sideways }").textAlignLast == .auto)
    }

    @Test func columnLonghandsAndShorthands() throws {
        let multicol = try style("div { -webkit-columns: 12em 3; column-gap: 2%; column-rule: thin dashed red }").multicol
        #expect(multicol.count == 3 && multicol.width == 192)
        #expect(multicol.gap == .percent(2))
        #expect(
            multicol.ruleWidth == 1 && multicol.ruleStyle == .dashed && multicol.ruleColor == Color(red: 255, green: 0, blue: 0))
        #expect(try style("div { columns: 2 }").multicol.width == nil)
        #expect(try style("div { column-count: 0 }").multicol.count == nil, "zero is invalid")
        #expect(try style("div { column-count: 2 }", target: "p").multicol.isMulticol == false, "not inherited")
        #expect(try style("div { column-rule-width: 4px }").multicol.usedRuleWidth == 0, "no style, no rule")
    }

    @Test func readiumSheetsResetBodyMarginsAndWrapLongWordsAndPre() throws {
        let css = "body { margin: 0 15em 0 6em; padding: 1em } pre { font-size: 12px }"
        let body = try style(css, readium: true, target: "b")
        #expect(body.margin.left == .px(0) && body.margin.right == .px(0) && body.padding.top == .zero)
        #expect(body.overflowWrap == .pageEdge)
        let pre = try style(css, readium: true, body: "<pre id='x'>code</pre>")
        #expect(pre.whiteSpace == .preWrap)
        // A publisher's own rule wins over the "before" sheet.
        #expect(try style("pre { white-space: pre }", readium: true, body: "<pre id='x'>code</pre>").whiteSpace == .pre)
        #expect(ReadiumSheets.before(layout: .fixed) == nil && ReadiumSheets.after(layout: .fixed) == nil)
    }
}
