import RRenderCairo
import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Characters no pinned font has are noted by script (each once) for a diagnostic, instead of
/// being drawn as boxes silently.
@Suite struct MissingGlyphTests {
    func shape(_ text: String, with shaper: PangoShaper) {
        let paragraph = ParagraphSpec(text: text, runs: [TextRun(range: 0..<text.utf8.count, style: .fixture())])
        _ = shaper.shape(paragraph, width: 500)
    }

    @Test func scriptsWithoutAFontAreNotedOnce() throws {
        let shaper = try PangoShaper()
        // Linear B (U+10000) and cuneiform (U+12000): no pinned font; Devanagari has one.
        shape("plain text सत्यमेव 𐀀𐀁 more 𒀀", with: shaper)
        shape("again 𐀂", with: shaper)
        let missing = shaper.takeMissingGlyphs()
        #expect(missing.map(\.scriptCode) == ["Linb", "Xsux"])
        #expect(missing.first?.firstCharacter == "\u{10000}")
        #expect(shaper.takeMissingGlyphs().isEmpty)
    }

    @Test func textWithFontsNotesNothing() throws {
        let shaper = try PangoShaper()
        shape("Καλημέρα, Здравствуй, שלום, 吾輩は猫である, ภาษาไทย — “quotes” … ½ € ™", with: shaper)
        #expect(shaper.takeMissingGlyphs().isEmpty)
    }
}
