import RRenderCore
import Testing

@testable import RRenderStyle

/// `@page` margins: rules for every page only, last one wins, `!important` above the rest,
/// percentages of the page's width (sides) and height (top and bottom).
@Suite struct PageMarginsTests {
    private func margins(_ css: String) -> Sides<Double?> {
        let sheet = CSSParser.parseStylesheet(css, location: "a.css")
        let environment = MediaEnvironment(width: 600, height: 800)
        return PageMargins(sheet.pageRules(in: environment), environment: environment).resolved(
            for: Size(width: 600, height: 800))
    }

    @Test func percentagesAreOfThePageSides() {
        let m = margins("@page { margin: 5% }")
        #expect([m.top, m.right, m.bottom, m.left] == [40, 30, 40, 30])
    }

    @Test func unsetSidesStayUnsetAndSelectedPagesAreIgnored() {
        let m = margins("@page { margin-left: 2em } @page :first { margin: 1in }")
        #expect(m.left == 32)
        #expect(m.top == nil && m.right == nil && m.bottom == nil)
    }

    @Test func laterRulesAndImportantOnesWin() {
        let m = margins("@page { margin: 10pt !important } @page { margin: 50px; margin-top: 7px }")
        #expect(abs((m.top ?? 0) - 40.0 / 3) < 1e-9)
        #expect(margins("@page { margin: 10px } @page { margin-right: 25px }").right == 25)
        #expect(margins("@page { margin: auto }").left == nil)
    }
}
