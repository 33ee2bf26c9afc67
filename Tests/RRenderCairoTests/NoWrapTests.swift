import RRenderCairo
import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// `white-space: nowrap` keeps a line whole across elements: the space between two nowrap spans
/// is no break either (CSS Text 3 §3), however narrow the box.
@Suite struct NoWrapTests {
    @Test func spacesBetweenNoWrapElementsDoNotBreak() throws {
        let fixture = LayoutFixture(viewport: Size(width: 60, height: 200), shaper: try PangoShaper())
        let body = "<p><span>one two</span> <span>three</span> <b>four</b></p>"
        let page = try #require(try fixture.pages(body: body, css: "p { margin: 0; white-space: nowrap }").first)
        let lines = page.fragments.compactMap { if case .text(let line) = $0 { line } else { nil } }
        #expect(lines.count == 1 && page.text == "one two three four", "\(page.dump())")
        let wrapping = try #require(try fixture.pages(body: body, css: "p { margin: 0 }").first)
        #expect(wrapping.fragments.count > 1, "without nowrap the same text wraps")
    }
}
