import Testing

@testable import RRenderConformance

/// Hrefs of the suites resolve to paths inside the suites' folder, and nothing outside it.
@Suite struct SuitePathTests {
    @Test func resolvesRelativeReferences() {
        #expect(SuitePath.resolve("color-001-ref.xht", from: "css21/colors/color-001.xht") == "css21/colors/color-001-ref.xht")
        #expect(SuitePath.resolve("../reference/a.xht", from: "css21/colors/x.xht") == "css21/reference/a.xht")
        #expect(SuitePath.resolve("./support/a%20b.png?x#y", from: "css21/x.xht") == "css21/support/a b.png")
    }

    @Test func refusesWhatIsNotInside() {
        #expect(SuitePath.resolve("http://example.org/a.png", from: "css21/x.xht") == nil)
        #expect(SuitePath.resolve("data:image/png;base64,AAAA", from: "css21/x.xht") == nil)
        #expect(SuitePath.resolve("/fonts/ahem.css", from: "css21/x.xht") == nil)
        #expect(SuitePath.resolve("#frag", from: "css21/x.xht") == nil)
        #expect(SuitePath.resolve("../../../etc/passwd", from: "css21/x.xht") == nil)
    }

    @Test func makesRelativeHrefs() {
        #expect(SuitePath.relative("fonts/a.css", from: "css21/colors/x.xht") == "../../fonts/a.css")
        #expect(SuitePath.relative("css21/colors/a.png", from: "css21/colors/x.xht") == "a.png")
        #expect(SuitePath.relative("fonts/a.css", from: "x.xht") == "fonts/a.css")
    }
}
