import RRenderCore
import Testing

@testable import RRenderLayout

/// Two columns per page (the `columnCount` setting): equal columns with the gap between them,
/// the first on the left, or on the right for a right-to-left progression.
@Suite struct PageColumnsTests {
    let content = Rect(x: 40, y: 30, width: 520, height: 700)

    @Test func twoColumnsSplitTheContentAreaAroundTheGap() {
        let columns = PageColumns(count: 2, gap: 80)
        #expect(columns.rect(0, in: content) == Rect(x: 40, y: 30, width: 220, height: 700))
        #expect(columns.rect(1, in: content) == Rect(x: 340, y: 30, width: 220, height: 700))
        let rtl = PageColumns(count: 2, gap: 80, rightToLeft: true)
        #expect(rtl.rect(0, in: content) == Rect(x: 340, y: 30, width: 220, height: 700))
        #expect(PageColumns.single.rect(0, in: content) == content)
        #expect(PageColumns(count: 1, gap: 80).gap == 0)
    }
}
