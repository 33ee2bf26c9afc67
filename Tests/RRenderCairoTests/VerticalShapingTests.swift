import RRenderCairo
import RRenderCore
import RRenderLayout
import RRenderStyle
import RRenderTestSupport
import Testing

/// `text-orientation` through Pango's gravity (CSS Writing Modes 3 §5.1): a vertical paragraph
/// is shaped with base gravity east; `upright` runs take a strong gravity hint (every letter
/// upright, advancing by its vertical advance), `sideways` runs the south gravity (laid as in
/// horizontal text, turned with the line).
@Suite struct VerticalShapingTests {
    let shaper: PangoShaper

    init() throws {
        shaper = try PangoShaper()
    }

    private func lineLength(_ text: String, _ orientation: TextOrientation, vertical: Bool = true) throws -> Double {
        var style = TextStyle.fixture(language: "ja")
        style.fontSize = 20
        style.orientation = orientation
        var spec = ParagraphSpec(text: text, runs: [TextRun(range: 0..<text.utf8.count, style: style)])
        spec.vertical = vertical
        return try #require(shaper.shape(spec, width: 10_000).lines.first).width
    }

    @Test func uprightLatinAdvancesByAWholeEmPerLetter() throws {
        let mixed = try lineLength("ABCDEF", .mixed), upright = try lineLength("ABCDEF", .upright)
        #expect(upright >= 6 * 20 * 0.95, "upright \(upright)")
        #expect(mixed < 6 * 20 * 0.8, "mixed \(mixed)")
        // Sideways Latin is what mixed already does.
        #expect(abs(try lineLength("ABCDEF", .sideways) - mixed) < 0.5)
    }

    @Test func orientationIsIgnoredInHorizontalText() throws {
        let plain = try lineLength("ABCDEF", .mixed, vertical: false)
        #expect(abs(try lineLength("ABCDEF", .upright, vertical: false) - plain) < 0.01)
    }
}
