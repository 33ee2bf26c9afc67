import RRenderCairo
import RRenderCore
import RRenderImages
import RRenderLayout
import RRenderStyle
import RRenderTestSupport
import Testing

/// Painting on tiny pages where each expectation is a pixel: page colour, backgrounds, borders,
/// images, text ink inside its line box and nowhere else, and the output scale.
@Suite struct PagePainterTests {
    private let red = Color(red: 255, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 255)

    private func box(_ rect: Rect, background: Color = .transparent, border: Double = 0, color: Color = .black) -> Fragment {
        .box(
            BoxFragment(
                rect: rect, background: background, borderWidths: EdgeInsets(all: border),
                borderStyles: Sides(all: border > 0 ? .solid : .none), borderColors: Sides(all: color)))
    }

    private func page(_ fragments: [Fragment], background: Color? = nil) -> PageLayout {
        PageLayout(
            size: Size(width: 50, height: 40), contentRect: Rect(x: 0, y: 0, width: 50, height: 40),
            fragments: fragments, links: [], background: background)
    }

    @Test func backgroundsFillTheirBoxAtEveryScale() throws {
        let painter = PagePainter(imageData: { _ in nil })
        let layout = page([box(Rect(x: 10, y: 10, width: 20, height: 10), background: red)])
        let one = try painter.paint(layout, scale: 1, background: .white)
        #expect(one.width == 50 && one.height == 40)
        #expect(one.color(x: 15, y: 15) == red && one.color(x: 29, y: 19) == red)
        #expect(one.color(x: 9, y: 15) == .white && one.color(x: 30, y: 15) == .white && one.color(x: 15, y: 20) == .white)
        let two = try painter.paint(layout, scale: 2, background: .white)
        #expect(two.width == 100 && two.height == 80)
        #expect(two.color(x: 20, y: 20) == red && two.color(x: 59, y: 39) == red && two.color(x: 60, y: 40) == .white)
    }

    @Test func thePageColourComesFromTheDocumentElseTheDefault() throws {
        let painter = PagePainter(imageData: { _ in nil })
        #expect(try painter.paint(page([], background: blue), scale: 1, background: .white).color(x: 0, y: 0) == blue)
        #expect(try painter.paint(page([]), scale: 1, background: red).color(x: 49, y: 39) == red)
    }

    @Test func solidBordersAreDrawnInsideTheBorderBox() throws {
        let image = try PagePainter(imageData: { _ in nil })
            .paint(page([box(Rect(x: 10, y: 10, width: 30, height: 20), border: 2, color: blue)]), scale: 1, background: .white)
        #expect(image.color(x: 10, y: 20) == blue && image.color(x: 11, y: 20) == blue, "left border, 2 px")
        #expect(image.color(x: 12, y: 20) == .white, "inside")
        #expect(image.color(x: 25, y: 29) == blue && image.color(x: 25, y: 30) == .white, "bottom edge")
    }

    /// A fragment cairo refuses (here a picture at an infinite x, which layout never makes: the
    /// translation to it cannot be inverted) leaves the context drawing nothing more on the page;
    /// the painter hands the reason out once, for the renderer's `page.incomplete` diagnostic.
    @Test func aPageCairoStopsDrawingIsReportedOnce() throws {
        let png = PNGEncoder.encode(PixelImage(width: 2, height: 2, fill: 0xFF00_FF00))
        let painter = PagePainter(imageData: { _ in png })
        let unplaceable = Fragment.image(
            ImageFragment(rect: Rect(x: .infinity, y: 5, width: 10, height: 10), href: "g.png", alt: ""))
        let after = box(Rect(x: 10, y: 10, width: 20, height: 10), background: red)
        let image = try painter.paint(page([unplaceable, after]), scale: 1, background: .white)
        #expect(image.color(x: 15, y: 15) == .white, "nothing is drawn after the failure")
        #expect(painter.takeDrawingFailures() == ["invalid matrix (not invertible)"])
        #expect(painter.takeDrawingFailures().isEmpty)
        #expect(try painter.paint(page([after]), scale: 1, background: .white).color(x: 15, y: 15) == red)
        #expect(painter.takeDrawingFailures().isEmpty)
    }

    @Test func imagesAreScaledIntoTheirRectangle() throws {
        var green = PixelImage(width: 4, height: 2, fill: 0xFF00_FF00)
        green[0, 0] = 0xFF00_FF00
        let png = PNGEncoder.encode(green)
        let painter = PagePainter(imageData: { $0 == "g.png" ? png : nil })
        let fragment = Fragment.image(ImageFragment(rect: Rect(x: 5, y: 5, width: 40, height: 20), href: "g.png", alt: ""))
        let image = try painter.paint(page([fragment]), scale: 1, background: .white)
        #expect(image.color(x: 25, y: 15) == Color(red: 0, green: 255, blue: 0))
        #expect(image.color(x: 3, y: 15) == .white && image.color(x: 25, y: 27) == .white)
        // A missing image draws nothing and is remembered as a problem.
        let missing = Fragment.image(ImageFragment(rect: Rect(x: 5, y: 5, width: 40, height: 20), href: "nope.png", alt: ""))
        #expect(try painter.paint(page([missing]), scale: 1, background: .white).color(x: 25, y: 15) == .white)
        #expect(painter.imageProblems["nope.png"] != nil)
    }

    @Test func textInkStaysInsideItsLineBoxes() throws {
        let fixture = LayoutFixture(viewport: Size(width: 120, height: 60), margin: 10, shaper: try PangoShaper())
        let layout = try fixture.pages(body: "<p>Hello world</p>", css: "p { margin: 0; font-size: 16px; color: #000 }")[0]
        guard case .text(let line)? = layout.fragments.first else { Issue.record("no text"); return }
        let image = try PagePainter(imageData: { _ in nil }).paint(layout, scale: 1, background: .white)
        var inside = 0, outside = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.color(x: x, y: y).red < 128 {
                let point = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                if line.rect.insetBy(-1).contains(point) { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 60, "the words are drawn")
        #expect(outside == 0, "no ink outside the line box")
    }
}

extension Rect {
    /// The rectangle grown by `amount` on every side (negative: grown).
    func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}
