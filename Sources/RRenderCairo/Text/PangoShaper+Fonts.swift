internal import CPangoCairo
import RRenderLayout

extension PangoShaper {
    /// The font families Pango draws `text` with in `style`, in order of first use: what the
    /// pinned font configuration resolves (for `rrender` diagnostics and the font tests).
    public func fontFamilies(for text: String, style: TextStyle) -> [String] {
        let paragraph = ParagraphSpec(text: text, runs: [TextRun(range: 0..<text.utf8.count, style: style)])
        guard let shaped = shape(paragraph, width: 100_000) as? PangoParagraph, let layout = shaped.liveLayout()?.layout,
            let iterator = pango_layout_get_iter(layout)
        else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var families: [String] = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let font = run.pointee.item.pointee.analysis.font,
                let description = pango_font_describe(font)
            else { continue }
            defer { pango_font_description_free(description) }
            if let family = pango_font_description_get_family(description).map({ String(cString: $0) }),
                !families.contains(family)
            {
                families.append(family)
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return families
    }
}

extension PangoShaper {
    /// How many characters of `text` in `style` Pango could not give a glyph (drawn as
    /// missing-glyph boxes): 0 when the fonts, embedded ones included, really draw the text.
    public func missingGlyphCount(for text: String, style: TextStyle) -> Int {
        let paragraph = ParagraphSpec(text: text, runs: [TextRun(range: 0..<text.utf8.count, style: style)])
        guard let shaped = shape(paragraph, width: 100_000) as? PangoParagraph, let layout = shaped.liveLayout()?.layout
        else { return 0 }
        return Int(pango_layout_get_unknown_glyphs_count(layout))
    }
}
