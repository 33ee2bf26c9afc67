import RRenderCairo
import RRenderCore
import RRenderLayout
import RRenderStyle
import RRenderTestSupport
import Testing

/// Arabic letters take their joining forms (HarfBuzz through Pango): a word is narrower than
/// the same letters kept apart by zero-width non-joiners, which leave each in its isolated form.
@Suite struct ArabicShapingTests {
    private func width(_ text: String, shaper: PangoShaper) throws -> Double {
        let style = TextStyle.fixture(language: "ar")
        let spec = ParagraphSpec(
            text: text, runs: [TextRun(range: 0..<text.utf8.count, style: style)], alignment: .start,
            direction: .rtl, indent: 0)
        let shaped = shaper.shape(spec, width: 1000)
        return try #require(shaped.lines.first).width
    }

    @Test func lettersJoinInsideAWord() throws {
        let shaper = try PangoShaper()
        let joined = try width("سسسس", shaper: shaper)
        let isolated = try width("س\u{200C}س\u{200C}س\u{200C}س", shaper: shaper)
        #expect(joined > 0)
        #expect(joined < isolated * 0.8, "joined \(joined), isolated \(isolated)")
    }
}
