import Foundation
import RRenderCore
import RRenderTestSupport
import Testing

/// `rrender search`: human lines, JSON pages, options and a bad query, as a user runs it.
@Suite struct SearchCommandTests {
    let rrender = CommandRunner()

    private func book() throws -> String {
        let chapters: [EPUBBuilder.Chapter] = [
            .init(title: "Bamboo", body: "<p>The red panda eats bamboo. A RED PANDA sleeps.</p>"),
            .init(title: "Nothing", body: "<p>No animals here.</p>"),
            .init(title: "Trees", body: "<p>Red pandas climb trees.</p>")
        ]
        return try EPUBBuilder(chapters: chapters).writeTemporaryFile(named: "search-cli.epub").path
    }

    @Test func linesShowTitlePageAndHit() throws {
        let result = try rrender.run(["search", try book(), "red panda"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.output == """
                Bamboo, page 1: Bamboo The [red panda] eats bamboo. A RED PANDA sleeps.
                Bamboo, page 1: Bamboo The red panda eats bamboo. A [RED PANDA] sleeps.
                Trees, page 3: Trees [Red panda]s climb trees.
                3 results in 2 resources

                """)
    }

    @Test func optionsNarrowTheResults() throws {
        let path = try book()
        let sensitive = try rrender.run(["search", path, "red panda", "--case-sensitive", "--snippet", "0"])
        #expect(sensitive.output.split(separator: "\n") == ["Bamboo, page 1: [red panda]", "1 result in 1 resource"])
        let whole = try rrender.run(["search", path, "panda", "--whole-word"])
        #expect(whole.output.split(separator: "\n").last == "2 results in 1 resource")
        let regex = try rrender.run(["search", path, "p[a-z]+s\\b", "--regex", "--snippet", "0"])
        #expect(regex.output.split(separator: "\n") == ["Trees, page 3: [pandas]", "1 result in 1 resource"])
    }

    @Test func jsonPrintsOneLocatorCollectionPerResource() throws {
        let result = try rrender.run(["search", try book(), "panda", "--json"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        let pages = try lines.map { try LocatorCollection(jsonString: $0) }
        #expect(pages.map { $0.locators.count } == [2, 1])
        #expect(pages.map { $0.locators.first?.href } == ["OEBPS/chapter_001.xhtml", "OEBPS/chapter_003.xhtml"])
        #expect(pages[1].locators[0].text == Locator.Text(before: "Trees\nRed ", highlight: "panda", after: "s climb trees."))
        #expect(pages[1].locators[0].title == "Trees")
    }

    @Test func aBadRegularExpressionIsAUsageError() throws {
        let result = try rrender.run(["search", try book(), "(red", "--regex"])
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.errorLines.count == 1)
        #expect(result.errorLines.first?.hasPrefix("rrender: bad query: ‘(red’ is not a valid regular expression") == true)
    }
}
