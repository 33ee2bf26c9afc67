import RRenderCore
import RRenderTestSupport
import Testing

@testable import RRenderLayout

/// Scrolled mode and columns with the fixed-advance shaper: windows one content area high over
/// the continuous flow, lines cut by a window's edge drawn in both and text of the first; two
/// columns per page reading left column first.
@Suite struct ScrolledWindowTests {
    /// Twelve 20 px lines in a 100 px high page (the fixed shaper: 10 px a character, 20 px lines).
    static let body = (1...12).map { "<p style='margin: 0'>line\($0)</p>" }.joined()

    @Test func windowsCoverTheFlowAndKeepTheTextOnce() throws {
        var fixture = LayoutFixture(viewport: Size(width: 200, height: 110))
        fixture.scrolled = true
        let assembler = try fixture.assembler(body: Self.body)
        #expect(assembler.pageCount == Int((assembler.flow.height / 110).rounded(.up)))
        let texts = assembler.pages.map(\.text)
        #expect(texts.joined(separator: "\n") == (1...12).map { "line\($0)" }.joined(separator: "\n"))
        // A line crosses the first window's bottom (110 is not a multiple of the line height):
        // drawn in both windows, clipped, and text of the first only.
        let first = assembler.page(0), second = assembler.page(1)
        #expect(first.clip == fixture.contentRect)
        let crossing = second.fragments.compactMap { if case .text(let line) = $0, line.isRepeated { line } else { nil } }
        #expect(crossing.count == 1)
        #expect(try #require(crossing.first).rect.minY < fixture.contentRect.minY)
    }

    @Test func twoColumnsShowTwoSlicesSideBySide() throws {
        var fixture = LayoutFixture(viewport: Size(width: 220, height: 100))
        fixture.columns = PageColumns(count: 2, gap: 20)
        let assembler = try fixture.assembler(body: Self.body)
        let single = try LayoutFixture(viewport: Size(width: 100, height: 100)).assembler(body: Self.body)
        #expect(assembler.tokens.count == single.tokens.count)
        #expect(assembler.pageCount == (single.tokens.count + 1) / 2)
        let page = assembler.page(0)
        #expect(page.text == single.page(0).text + "\n" + single.page(1).text)
        let xs = page.fragments.compactMap { if case .text(let line) = $0 { line.rect.minX } else { nil } }
        #expect(Set(xs) == [0, 120])
    }
}
