import RRenderCore
import RRenderImages
import Testing

@testable import RRenderCairo

/// SVG text is shaped with rrender's pinned fonts once `FontConfiguration.shared()` made them
/// current, as the painter does before it decodes any image.
@Suite("SVG text fonts")
struct SVGFontTests {
    @Test func textUsesThePinnedFonts() throws {
        _ = try FontConfiguration.shared()
        func text(_ family: String) throws -> PixelImage {
            let svg =
                "<svg xmlns='http://www.w3.org/2000/svg' width='240' height='40'>"
                + "<text x='4' y='30' font-family='\(family)' font-size='24'>Hamburgefonts</text></svg>"
            return try ImageDecoder.decode(Array(svg.utf8)).pixelImage()
        }
        let noto = try text("Noto Serif")
        #expect(noto.pixels.filter { $0 >> 24 > 0x80 }.count > 200)  // the text is drawn
        // DejaVu Serif is installed but not pinned: it must fall back to Noto Serif, as an unknown family does.
        #expect(try text("DejaVu Serif") == noto)
        #expect(try text("serif") == noto)
        #expect(try text("NoSuchFamily") == noto)
        #expect(try text("Noto Sans") != noto)
    }
}
