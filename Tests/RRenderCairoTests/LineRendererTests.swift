import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

@testable import RRenderCairo

/// The scaled fonts cairo derives for the transformations text is drawn under stay referenced
/// while the painter lives: cairo 1.16 aborts when two threads drop and take up one at once
/// (`LineRenderer`).
@Suite struct LineRendererTests {
    @Test func derivedFontsOfScaledTurnedAndSqueezedTextAreKept() throws {
        let fixture = LayoutFixture(viewport: Size(width: 200, height: 120), shaper: try PangoShaper())
        let css = "html { writing-mode: vertical-rl } body { margin: 0; font-size: 16px } p { margin: 0 }"
        let pages = try fixture.pages(
            body: "<p xml:lang='ja'>平成<span style='text-combine-upright: all'>100</span>年</p>", css: css)
        let painter = PagePainter(imageData: { _ in nil })
        _ = try painter.paint(try #require(pages.first), scale: 2, background: .white)
        let turned = painter.lines.transformations
        // The column turned a quarter at scale 2, and the tate-chu-yoko squeezed across, upright.
        #expect(turned.contains { abs($0[0]) < 1e-9 && $0[1] == 2 && $0[2] == -2 && abs($0[3]) < 1e-9 }, "\(turned)")
        #expect(turned.contains { $0[1] == 0 && $0[2] == 0 && $0[0] < 2 && $0[3] == 2 }, "\(turned)")
        // Referenced by the renderer even once the page is painted: never back to zero meanwhile.
        #expect((painter.lines.fewestReferences ?? 0) >= 1)
    }
}
