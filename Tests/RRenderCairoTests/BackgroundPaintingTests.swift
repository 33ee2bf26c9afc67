import RRenderCore
import RRenderImages
import RRenderLayout
import RRenderTestSupport
import Testing

@testable import RRenderCairo

/// Painting background layers, shadows and rounded corners: shadows and corners band to the
/// bytes of a whole page; a page with layers is painted whole; hostile tile sizes stay bounded.
@Suite struct BackgroundPaintingTests {
    static let picture: [UInt8] = PNGEncoder.encode(PixelImage(width: 4, height: 4, fill: 0xFF00_80FF))

    private func page(
        _ css: String, body: String = "<div class='a'>Shadowed</div><div class='b'>Rounded</div>"
    ) throws -> PageLayout {
        let fixture = LayoutFixture(
            viewport: Size(width: 160, height: 200), margin: 8,
            imageSizes: ["p.png": Size(width: 4, height: 4)], shaper: try PangoShaper())
        return try fixture.pages(body: body, css: "body { margin: 0 } div { margin: 12px; height: 40px } " + css)[0]
    }

    @Test func shadowsAndRoundedCornersBandToTheBytesOfTheWholePage() throws {
        let layout = try page(
            ".a { box-shadow: 4px 6px 8px 2px rgba(0,0,0,.5), inset 0 0 4px red; background: #ffd } "
                + ".b { border: 3px solid navy; border-radius: 12px 4px; background: #dfd }")
        let painter = PagePainter(imageData: { _ in nil })
        let whole = PNGEncoder.encode(try painter.paint(layout, scale: 2, background: .white))
        for bandHeight in [1, 7, 50] {
            #expect(try painter.paintBandedPNG(layout, scale: 2, background: .white, bandHeight: bandHeight) == whole)
        }
        #expect(!layout.fragments.contains(where: PagePainter.needsWholePage))
    }

    @Test func aPageWithBackgroundLayersIsPaintedWhole() throws {
        let layout = try page(".a { background: url(p.png) } .b { background: linear-gradient(red, blue) }")
        #expect(layout.fragments.filter(PagePainter.needsWholePage).count == 2)
        let painter = PagePainter(imageData: { $0 == "p.png" ? Self.picture : nil })
        let png = try painter.paintPNG(layout, scale: 4, background: .white)  // 640×800: would be 4 bands
        #expect(painter.surface != nil && painter.bandSurface == nil)
        let image = try painter.paint(layout, scale: 1, background: .white)
        #expect(png == PNGEncoder.encode(try painter.paint(layout, scale: 4, background: .white)))
        #expect(image.color(x: 130, y: 55) == Color(red: 0, green: 128, blue: 255), "the picture tiles the first box")
    }

    @Test func hostileTileSizesPaintInBoundedTime() throws {
        let css =
            ".a { background: url(p.png) 0 0 / 0.01px 0.01px, repeating-linear-gradient(red 0, blue 0.001px) 0 0 / 0.02px 0.02px space } "
            + ".b { background: url(p.png) right / 1e9px auto, radial-gradient(1e9px 1e9px at -1e9px 1e9px, red, blue) round; "
            + "box-shadow: 1e9px 1e9px 1e9px red; border-radius: 1e9px }"
        let layout = try page(css)
        let painter = PagePainter(imageData: { $0 == "p.png" ? Self.picture : nil })
        let clock = ContinuousClock()
        let elapsed = try clock.measure { _ = try painter.paint(layout, scale: 1, background: .white) }
        #expect(elapsed < .seconds(20), "\(elapsed)")
    }

    /// `background-clip` clips the colour too, with no image layer (CSS Backgrounds 3 §3.8): the
    /// bottom layer's clip, `none` counting as a layer.
    @Test func aColourClippedToTheContentBoxLeavesThePaddingAndBorderUnpainted() throws {
        let layout = try page(
            ".a { background: red; background-clip: content-box; padding: 10px; border: 5px solid transparent } "
                + ".b { background: red padding-box; border: 5px solid transparent; height: 20px }",
            body: "<div class='a'></div><div class='b'></div>")
        let image = try PagePainter(imageData: { _ in nil }).paint(layout, scale: 1, background: .white)
        let red = Color(red: 255, green: 0, blue: 0)
        // .a: border box 20,20 → 140,90 (margins 8 + 12); content from 35,35 to 125,75.
        #expect(image.color(x: 36, y: 36) == red && image.color(x: 124, y: 74) == red)
        #expect(image.color(x: 22, y: 50) == .white && image.color(x: 30, y: 50) == .white && image.color(x: 80, y: 80) == .white)
        // .b: border box 20,102 → 140,132; padding box from 25,107.
        #expect(image.color(x: 26, y: 108) == red && image.color(x: 22, y: 108) == .white && image.color(x: 80, y: 130) == .white)
    }
}
