import RRenderCairo
import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// A chapter in one floated `div` inside a grey container (issue 17 §1): every page shows the
/// chapter's text over the grey, nothing under it, and the chapter goes on over several pages.
@Suite struct FloatPaintingTests {
    @Test func aFloatedChapterInAGreyContainerShowsItsTextOnEveryPage() throws {
        let fixture = LayoutFixture(viewport: Size(width: 160, height: 120), margin: 10, shaper: try PangoShaper())
        let chapter = (1...12).map { "<p>Paragraph \($0) of the chapter.</p>" }.joined()
        let css =
            "p { margin: 0; font-size: 14px; line-height: 20px; color: #000 } .c { background-color: #cccccc }"
            + " .f { float: left; width: 100% } .x { clear: both }"
        let pages = try fixture.pages(body: "<div class='c'><div class='f'>\(chapter)</div><div class='x'></div></div>", css: css)
        #expect(pages.count >= 3, "the chapter breaks across pages")
        let joined = pages.map(\.text).joined(separator: "\n")
        #expect(joined == (1...12).map { "Paragraph \($0) of the chapter." }.joined(separator: "\n"))
        let painter = PagePainter(imageData: { _ in nil })
        let grey = Color(red: 0xCC, green: 0xCC, blue: 0xCC)
        for (number, layout) in pages.enumerated() {
            let image = try painter.paint(layout, scale: 1, background: .white)
            var ink = 0, greyPixels = 0
            for y in 10..<110 {
                for x in 10..<150 {
                    let color = image.color(x: x, y: y)
                    if color.red < 80 { ink += 1 } else if color == grey { greyPixels += 1 }
                }
            }
            #expect(ink > 100, "page \(number + 1): text is drawn over the container")
            #expect(greyPixels > 1000, "page \(number + 1): the container's background is there")
        }
    }
}
