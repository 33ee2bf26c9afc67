import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

@testable import RRenderCairo

/// A picture in a line of vertical text is centred on the column, whose dominant baseline is
/// central (CSS Writing Modes 3 §4.2, §4.3); Pango centres the shape there too, so the picture
/// lies in its line box. It was drawn half its width off the column. An inline-block's baseline
/// is its last line's, so one holding a picture is centred the same way, and its margins widen
/// the column on their own side, where Pango, centring every object, split them on both.
@Suite struct VerticalInlinePictureTests {
    /// The first line box and the picture of `body` laid out with Pango (the fixed shaper never
    /// centred shapes, so it never showed the fault), with the picture `g.png` of `size`.
    private func lineAndPicture(_ body: String, css: String, size: Size) throws -> (line: Rect, picture: Rect, dump: String) {
        let fixture = LayoutFixture(
            viewport: Size(width: 400, height: 300), imageSizes: ["g.png": size], shaper: try PangoShaper())
        let page = try fixture.pages(body: body, css: css)[0]
        let line = try #require(page.fragments.compactMap { if case .text(let t) = $0 { t.rect } else { nil } }.first)
        let picture = try #require(page.fragments.compactMap { if case .image(let i) = $0 { i.rect } else { nil } }.first)
        return (line, picture, page.dump())
    }

    @Test(arguments: ["vertical-rl", "vertical-lr"])
    func aPictureAloneInAColumnFillsTheColumn(mode: String) throws {
        let (line, picture, dump) = try lineAndPicture(
            "<p><img src='g.png' alt=''/></p><p>abc</p>",
            css: "body { writing-mode: \(mode); margin: 0 } p { margin: 0 }", size: Size(width: 246, height: 36))
        #expect(picture == line, "\(mode): \(dump)")
        #expect(picture.size == Size(width: 246, height: 36))
    }

    @Test func aPictureAmongCharactersIsCentredOnTheColumn() throws {
        let (line, picture, dump) = try lineAndPicture(
            "<p>吾輩<img src='g.png' alt=''/>猫</p>",
            css: "body { writing-mode: vertical-rl; margin: 0; font-size: 16px } p { margin: 0 }",
            size: Size(width: 16, height: 16))
        // As wide as the characters, on the column's middle.
        #expect(abs(picture.midX - line.midX) < 0.5, "\(dump)")
    }

    /// kusamakura's cover logo: a picture in an inline-block with `margin-left: 2em`. Chromium
    /// 156 puts the box at x 495–570 of a 600 px page with 30 px gutters, as here (the column's
    /// right edge), the margin on its left; it was 19 px further left, the margin split.
    @Test func anInlineBlocksMarginWidensTheColumnOnItsOwnSide() throws {
        let (line, picture, dump) = try lineAndPicture(
            "<p><span class='block'><img src='g.png' alt=''/></span></p><p>夏目</p>",
            css: """
                body { writing-mode: vertical-rl; margin: 0; font-size: 18px } p { margin: 0; line-height: 1.75 }
                .block { display: inline-block; height: 4em; margin-left: 2em } img { height: 100% }
                """,
            size: Size(width: 250, height: 250))
        #expect(picture.size == Size(width: 72, height: 72))
        #expect(abs(picture.maxX - line.maxX) < 0.01 && abs(line.width - (72 + 36)) < 0.01, "\(dump)")
    }
}
