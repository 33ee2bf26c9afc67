import RRenderCairo
import RRenderCore
import RRenderLayout
import RRenderStyle
import RRenderTestSupport
import Testing

/// Box edges, pictures and baselines land on whole device pixels, as browsers paint them: a box
/// laid out at fractional coordinates covers whole rows and columns (no blurred edge row), and a
/// line moved by a fraction of a pixel is drawn either where it was or a whole pixel further.
@Suite struct PixelSnappingTests {
    private let red = Color(red: 255, green: 0, blue: 0)

    private func colours(of image: PixelImage) -> Set<Color> {
        var found: Set<Color> = []
        for y in 0..<image.height { for x in 0..<image.width { found.insert(image.color(x: x, y: y)) } }
        return found
    }

    @Test func aBoxAtFractionalCoordinatesCoversWholePixels() throws {
        let box = Fragment.box(
            BoxFragment(
                rect: Rect(x: 10.4, y: 10.6, width: 20.2, height: 9.8), background: red,
                borderWidths: .zero, borderStyles: Sides(all: .none), borderColors: Sides(all: .black)))
        let page = PageLayout(
            size: Size(width: 50, height: 40), contentRect: Rect(x: 0, y: 0, width: 50, height: 40),
            fragments: [box], links: [], background: nil)
        let painter = PagePainter(imageData: { _ in nil })
        let one = try painter.paint(page, scale: 1, background: .white)
        #expect(colours(of: one) == [red, .white])
        // Edges rounded half up: x 10.4 → 10, 30.6 → 31; y 10.6 → 11, 20.4 → 20.
        #expect(one.color(x: 10, y: 11) == red && one.color(x: 30, y: 19) == red)
        #expect(one.color(x: 9, y: 15) == .white && one.color(x: 31, y: 15) == .white)
        #expect(one.color(x: 15, y: 10) == .white && one.color(x: 15, y: 20) == .white)
        // At scale 2 the grid is half a CSS px: 20.8 → 21, 61.2 → 61; 21.2 → 21, 40.8 → 41.
        let two = try painter.paint(page, scale: 2, background: .white)
        #expect(colours(of: two) == [red, .white])
        #expect(two.color(x: 21, y: 21) == red && two.color(x: 60, y: 40) == red)
        #expect(two.color(x: 20, y: 30) == .white && two.color(x: 61, y: 30) == .white && two.color(x: 30, y: 41) == .white)
    }

    /// cairo puts glyphs on whole pixels itself; the underline, a rectangle under the baseline, is
    /// what moved by the fraction before the baseline was snapped.
    @Test func aLineMovedByAFractionIsDrawnOnWholePixels() throws {
        let fixture = LayoutFixture(viewport: Size(width: 120, height: 40), shaper: try PangoShaper())
        let painter = PagePainter(imageData: { _ in nil })
        func painted(_ offset: Double) throws -> PixelImage {
            let css =
                "body { margin: 0 } p { margin: 0; padding-top: \(offset)px; font: 16px/20px serif; color: #000; text-decoration: underline }"
            let page = try #require(try fixture.pages(body: "<p>Whole rows</p>", css: css).first)
            return try painter.paint(page, scale: 1, background: .white)
        }
        let here = try painted(0), further = try painted(1)
        #expect(here != further)
        for tenth in 1...9 {
            let moved = try painted(Double(tenth) / 10)
            #expect(moved == here || moved == further, "padding-top: 0.\(tenth)px draws the line between two pixel rows")
        }
    }
}
