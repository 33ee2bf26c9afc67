internal import CPangoCairo
import RRenderCore
import RRenderLayout

extension PangoAttributes {
    /// Ruby bases and tate-chu-yoko: what the text keeps room for, drawn by layout beside it.
    ///
    /// A ruby base never breaks across lines, and is spaced out when its annotation is wider
    /// (`RubyAnnotation.baseSpacing`: letter spacing gives each character half of it on both
    /// sides, as `ruby-align: space-around` does). A tate-chu-yoko in vertical text keeps one
    /// em of the column and draws nothing there: its characters are empty shapes sharing the
    /// em, so they stay the paragraph's text (page text, search, taps) while layout draws
    /// them upright (`PlacedPiece.cell`).
    func addEastAsian(_ paragraph: ParagraphSpec) {
        for ruby in paragraph.rubies {
            insert(pango_attr_allow_breaks_new(0), ruby.range.lowerBound, ruby.range.upperBound)
            guard ruby.baseSpacing > 0 else { continue }
            let own = paragraph.run(at: ruby.range.lowerBound)?.style.letterSpacing ?? 0
            insert(
                pango_attr_letter_spacing_new(Self.units(own + ruby.baseSpacing)), ruby.range.lowerBound, ruby.range.upperBound)
        }
        guard paragraph.vertical else { return }
        for range in paragraph.combinedRanges {
            guard let size = paragraph.run(at: range.lowerBound)?.style.fontSize else { continue }
            insert(pango_attr_allow_breaks_new(0), range.lowerBound, range.upperBound)
            let characters = paragraph.text(bytes: range).unicodeScalars.map { UTF8.width($0) }
            var start = range.lowerBound
            for (index, width) in characters.enumerated() {
                // Whole Pango units that add up to the em exactly.
                let left = Self.units(size * Double(index) / Double(characters.count))
                let right = Self.units(size * Double(index + 1) / Double(characters.count))
                var rect = PangoRectangle(x: 0, y: Self.units(-size / 2), width: right - left, height: Self.units(size))
                insert(pango_attr_shape_new(&rect, &rect), start, start + width)
                start += width
            }
        }
    }
}
