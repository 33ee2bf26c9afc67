import RRenderCairo
import RRenderCore
import RRenderLayout
import RRenderStyle
import RRenderTestSupport
import Testing

/// `text-align` through Pango in both directions (CSS Text 3 §6.1): in a right-to-left paragraph
/// `start` is the right edge and `end` the left, while `left` and `right` stay physical.
@Suite struct TextAlignmentTests {
    let shaper: PangoShaper
    let width = 400.0

    init() throws {
        shaper = try PangoShaper()
    }

    private func paragraph(_ text: String, _ alignment: TextAlign, direction: Direction?, indent: Double = 0) -> ParagraphSpec {
        let style = TextStyle.fixture(language: direction == .rtl ? "ar" : "en")
        return ParagraphSpec(
            text: text, runs: [TextRun(range: 0..<text.utf8.count, style: style)], alignment: alignment,
            direction: direction, indent: indent)
    }

    /// Where the line sits: "left" when its ink starts at the left edge, "right" when it ends at the right edge.
    private func side(of line: ShapedLine) -> String {
        if abs(line.originX) < 1 { return "left" }
        if abs(line.originX + line.width - width) < 1 { return "right" }
        return "between (\(line.originX))"
    }

    @Test(arguments: [(TextAlign.start, "right"), (.end, "left"), (.left, "left"), (.right, "right")])
    func rightToLeftParagraphs(_ alignment: TextAlign, _ expected: String) throws {
        let shaped = shaper.shape(paragraph("مرحبا بالعالم", alignment, direction: .rtl), width: width)
        let line = try #require(shaped.lines.first)
        #expect(side(of: line) == expected)
    }

    @Test(arguments: [(TextAlign.start, "left"), (.end, "right"), (.left, "left"), (.right, "right")])
    func leftToRightParagraphs(_ alignment: TextAlign, _ expected: String) throws {
        let shaped = shaper.shape(paragraph("Hello world", alignment, direction: nil), width: width)
        let line = try #require(shaped.lines.first)
        #expect(side(of: line) == expected)
    }

    /// A word longer than the line is start-aligned, overflowing the end edge, whatever the
    /// alignment (CSS Text 3 §6.1): never pushed past the start edge, where it would be cut off.
    @Test(arguments: [TextAlign.center, .right, .end, .left])
    func anOverflowingLineStartsAtTheStartEdge(_ alignment: TextAlign) throws {
        let long = String(repeating: "Leviathan", count: 8)
        let ltr = try #require(shaper.shape(paragraph(long, alignment, direction: nil), width: width).lines.first)
        #expect(ltr.width > width)
        #expect(abs(ltr.originX) < 0.5, "\(alignment): starts at \(ltr.originX)")
        let arabic = String(repeating: "بالعالم", count: 20)
        let rtl = try #require(
            shaper.shape(paragraph(arabic, alignment == .left ? .right : alignment, direction: .rtl), width: width).lines.first)
        #expect(rtl.width > width)
        #expect(abs(rtl.originX + rtl.width - width) < 0.5, "\(alignment): ends at \(rtl.originX + rtl.width)")
    }

    /// A justified right-to-left paragraph fills its lines and ends with a last line at the right.
    @Test func justifiedRightToLeftLastLineStartsAtTheRight() throws {
        let text = Array(repeating: "فالكائن البشري الراشد مؤلّف من نحو مليون مليار خليّة", count: 3).joined(separator: " ")
        let shaped = shaper.shape(paragraph(text, .justify, direction: .rtl), width: width)
        #expect(shaped.lines.count >= 2)
        let first = try #require(shaped.lines.first), last = try #require(shaped.lines.last)
        #expect(abs(first.originX) < 1 && abs(first.width - width) < 1, "first line \(first.originX) \(first.width)")
        #expect(side(of: last) == "right")
        #expect(last.width < width - 20)
    }

    /// `text-indent` goes on the start side: the right in a right-to-left paragraph.
    @Test func rightToLeftIndentIsOnTheRight() throws {
        let shaped = shaper.shape(paragraph("مرحبا بالعالم", .start, direction: .rtl, indent: 30), width: width)
        let line = try #require(shaped.lines.first)
        #expect(abs(line.originX + line.width - (width - 30)) < 1, "\(line.originX) \(line.width)")
    }
}
