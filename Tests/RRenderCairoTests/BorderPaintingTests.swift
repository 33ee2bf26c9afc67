import RRenderCore
import RRenderLayout
import RRenderStyle
import Testing

@testable import RRenderCairo

/// Borders as CSS draws them (CSS Backgrounds 3 §4, CSS 2.1 §8.5.3): sides meet on the corners'
/// diagonals, dots and dashes are whole and end at the corners, double lines and the 3D styles
/// have the widths and shades browsers give them.
@Suite struct BorderPaintingTests {
    private let red = Color(red: 255, green: 0, blue: 0), green = Color(red: 0, green: 128, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 255)

    private func painted(_ box: BoxFragment, size: Size = Size(width: 40, height: 40)) throws -> PixelImage {
        let page = PageLayout(
            size: size, contentRect: Rect(origin: Point(x: 0, y: 0), size: size), fragments: [.box(box)],
            links: [], background: nil)
        return try PagePainter(imageData: { _ in nil }).paint(page, scale: 1, background: .white)
    }

    private func box(
        _ rect: Rect, widths: EdgeInsets, style: BorderStyle, colors: Sides<Color>, background: Color = .transparent
    ) -> BoxFragment {
        BoxFragment(
            rect: rect, background: background, borderWidths: widths, borderStyles: Sides(all: style), borderColors: colors)
    }

    @Test func adjacentSidesMeetOnTheDiagonal() throws {
        let image = try painted(
            box(
                Rect(x: 0, y: 0, width: 40, height: 40), widths: EdgeInsets(all: 10), style: .solid,
                colors: Sides(top: red, right: green, bottom: blue, left: green)))
        // In the top-left corner square, above the diagonal is the top's, below it the left's.
        #expect(image.color(x: 7, y: 2) == red && image.color(x: 2, y: 7) == green)
        #expect(image.color(x: 38, y: 30) == green && image.color(x: 30, y: 38) == blue)
    }

    /// The side painted first covers the corner under the later one, so the antialiased diagonal
    /// mixes the two colours and lets nothing of the background through (css21 border-seams-001).
    @Test func theBackgroundDoesNotShowThroughTheDiagonal() throws {
        let image = try painted(
            box(
                Rect(x: 0, y: 0, width: 40, height: 40), widths: EdgeInsets(all: 10), style: .solid,
                colors: Sides(top: green, right: blue, bottom: green, left: blue), background: red))
        for y in 0..<40 {
            for x in 0..<40 where x < 10 || x >= 30 || y < 10 || y >= 30 {
                #expect(image.color(x: x, y: y).red == 0, "(\(x), \(y))")
            }
        }
    }

    @Test func dotsAreWholeAndEndAtTheCorners() {
        // 80 px of 10 px dots: five, their gaps 7.5 px (nearer 10 than four dots' 13.3).
        #expect(BorderPattern.of(dotted: true, length: 80, width: 10) == .dots([5, 22.5, 40, 57.5, 75]))
        #expect(BorderPattern.of(dotted: true, length: 15, width: 10) == .dots([5]))
        // Thin dots are squares; dashes are twice (three times, under 3 px) their width long.
        #expect(BorderPattern.of(dotted: true, length: 10, width: 2) == .dashes([0, 4, 8], length: 2))
        #expect(BorderPattern.of(dotted: false, length: 80, width: 10) == .dashes([0, 30, 60], length: 20))
        #expect(BorderPattern.of(dotted: false, length: 30, width: 10) == .solid)
    }

    @Test func aDottedSideNextToAnotherColourStopsOnTheDiagonal() throws {
        var dotted = box(
            Rect(x: 0, y: 0, width: 40, height: 20), widths: EdgeInsets(top: 10, right: 0, bottom: 0, left: 10),
            style: .dotted, colors: Sides(top: blue, right: blue, bottom: blue, left: red))
        dotted.borderStyles.left = .solid
        let image = try painted(dotted)
        // The first dot's centre is at (5, 5), on the diagonal: its part below it is the left side's.
        #expect(image.color(x: 6, y: 3) == blue && image.color(x: 3, y: 6) == red)
        #expect(image.color(x: 5, y: 12) == red)
    }

    @Test func doubleLinesAndThe3DShadesAreBlinks() throws {
        let image = try painted(
            box(
                Rect(x: 0, y: 0, width: 40, height: 40), widths: EdgeInsets(all: 7), style: .double,
                colors: Sides(all: .black)))
        // 7 px: an outer line of (7 + 1) / 3 = 2, the inner one from (14 + 1) / 3 = 5.
        #expect((0..<7).map { image.color(x: 20, y: $0) } == [.black, .black, .white, .white, .white, .black, .black])
        let base = Color(rgb: 0x3366CC)
        #expect(BorderShading.shaded(base, side: .top, inset: true) == Color(red: 30, green: 60, blue: 120))
        #expect(BorderShading.shaded(base, side: .top, inset: false) == Color(red: 63, green: 127, blue: 255))
        #expect(BorderShading.shaded(.black, side: .bottom, inset: true) == Color(rgb: 0x545454))
        #expect(BorderShading.shaded(.black, side: .top, inset: true) == .black)
        let groove = try painted(
            box(
                Rect(x: 0, y: 0, width: 40, height: 40), widths: EdgeInsets(all: 6), style: .groove,
                colors: Sides(all: base)))
        #expect(
            groove.color(x: 20, y: 1) == Color(red: 30, green: 60, blue: 120)
                && groove.color(x: 20, y: 4) == Color(red: 63, green: 127, blue: 255))
    }
}
