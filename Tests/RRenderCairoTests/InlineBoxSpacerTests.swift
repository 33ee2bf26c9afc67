import RRenderCairo
import RRenderCore
import RRenderLayout
import RRenderStyle
import Testing

/// An inline box's edges are spacer characters shaped as empty boxes (`InlineBox.spacer`).
/// Through Pango they must take their width, keep the line breaks of the text around them (a
/// break after a space before the box, none between a comma and the box, none inside it) and
/// the font metrics give the box its content area.
@Suite struct InlineBoxSpacerTests {
    let shaper: PangoShaper
    let style = TextStyle(ComputedStyle.initial, decoration: [], baselineShift: 0)

    init() throws {
        shaper = try PangoShaper()
    }

    /// `before` + a box holding "cccc" with 10 px edges + `after`, and the offset of its start spacer.
    private func paragraph(_ before: String, _ after: String) -> (ParagraphSpec, start: Int) {
        let spacer = InlineBox.spacer, length = spacer.utf8.count
        let text = before + spacer + "cccc" + spacer + after
        let start = before.utf8.count, end = start + length + 4
        var spec = ParagraphSpec(text: text, runs: [TextRun(range: 0..<text.utf8.count, style: style)])
        spec.objects = [
            InlineObject(byteOffset: start, byteLength: length, size: Size(width: 10, height: 0), image: nil),
            InlineObject(byteOffset: end, byteLength: length, size: Size(width: 10, height: 0), image: nil)
        ]
        return (spec, start)
    }

    private func width(_ text: String) -> Double {
        shaper.shape(ParagraphSpec(text: text, runs: [TextRun(range: 0..<text.utf8.count, style: style)]), width: 1000).lines[0]
            .width
    }

    @Test func spacersTakeTheirWidth() throws {
        let (spec, _) = paragraph("aaaa ", " dddd")
        let line = try #require(shaper.shape(spec, width: 1000).lines.first)
        #expect(abs(line.width - (width("aaaa cccc dddd") + 20)) < 0.5)
    }

    @Test func aLineBreaksAtTheSpaceBeforeABox() throws {
        let (spec, start) = paragraph("aaaa bbbb ", " dddd")
        let shaped = shaper.shape(spec, width: width("aaaa bbbb ") + 12)
        #expect(shaped.lines.map(\.byteRange.lowerBound).prefix(2) == [0, start], "the box starts the second line")
    }

    @Test func aBoxRightAfterACommaStaysWithIt() throws {
        let (spec, start) = paragraph("aaaa bbbb,", " dddd")
        let shaped = shaper.shape(spec, width: width("aaaa bbbb,") + 12)
        #expect(shaped.lines.map(\.byteRange.lowerBound).prefix(2) == [0, 5], "\"bbbb,\" goes with the box, not \(start)")
    }

    @Test func fontMetricsAreTheFontsAscentAndDescent() {
        // Noto Serif: ascent 1.069 em, descent 0.293 em.
        let metrics = shaper.fontMetrics(style)
        #expect(abs(metrics.ascent - 16 * 1.069) < 0.3 && abs(metrics.descent - 16 * 0.293) < 0.3, "\(metrics)")
    }
}
