import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

@testable import RRenderCairo

/// A picture in a line of vertical text is centred on the column, whose dominant baseline is
/// central (CSS Writing Modes 3 §4.2, §4.3); Pango centres the shape there too, so the picture
/// lies in its line box. It was drawn half its width off the column.
@Suite struct VerticalInlinePictureTests {
    @Test(arguments: ["vertical-rl", "vertical-lr"])
    func aPictureAloneInAColumnFillsTheColumn(mode: String) throws {
        let fixture = LayoutFixture(
            viewport: Size(width: 400, height: 300), imageSizes: ["a.png": Size(width: 246, height: 36)],
            shaper: try PangoShaper())
        let page = try fixture.pages(
            body: "<p><img src='a.png' alt=''/></p><p>abc</p>",
            css: "body { writing-mode: \(mode); margin: 0 } p { margin: 0 }")[0]
        let line = try #require(page.fragments.compactMap { if case .text(let t) = $0 { t.rect } else { nil } }.first)
        let picture = try #require(page.fragments.compactMap { if case .image(let i) = $0 { i.rect } else { nil } }.first)
        #expect(picture == line, "\(mode): \(page.dump())")
        #expect(picture.size == Size(width: 246, height: 36))
    }

    @Test func aPictureAmongCharactersIsCentredOnTheColumn() throws {
        let fixture = LayoutFixture(
            viewport: Size(width: 400, height: 300), imageSizes: ["g.png": Size(width: 16, height: 16)],
            shaper: try PangoShaper())
        let page = try fixture.pages(
            body: "<p>吾輩<img src='g.png' alt=''/>猫</p>",
            css: "body { writing-mode: vertical-rl; margin: 0; font-size: 16px } p { margin: 0 }")[0]
        let line = try #require(page.fragments.compactMap { if case .text(let t) = $0 { t.rect } else { nil } }.first)
        let picture = try #require(page.fragments.compactMap { if case .image(let i) = $0 { i.rect } else { nil } }.first)
        // As wide as the characters, on the column's middle.
        #expect(abs(picture.midX - line.midX) < 0.5, "\(page.dump())")
    }
}
