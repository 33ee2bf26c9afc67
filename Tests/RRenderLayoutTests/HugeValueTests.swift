import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Values at the edge of their range, found through the layout fuzz targets: laid out, never a trap.
@Suite struct HugeValueTests {
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 100))

    /// Ordinals are clamped to 32 bits (`ContentLimits.maximumOrdinal`), and the items after
    /// the largest keep it.
    @Test func anOrdinalAtIntMaxStaysAtTheLargestOrdinal() throws {
        let page = try fixture.pages(
            body: "<ol start='9223372036854775807'><li>a</li><li>b</li></ol>",
            css: "ol { margin: 0; padding-left: 200px }")[0]
        #expect(page.dump().components(separatedBy: "\"\(ContentLimits.maximumOrdinal).\"").count == 3, "\(page.dump())")
    }

    /// Lengths are clamped to ±1e6 px (`ContentLimits`): the paragraph lands a million px down.
    @Test func aHugeMarginIsClamped() throws {
        let pages = try fixture.pages(body: "<p style='margin-top: 1e300px'>b</p>", css: "p { margin: 0 }")
        #expect(pages.map { $0.dump() }.joined().contains("0,1000000"), "\(pages.map { $0.dump() })")
    }
}
