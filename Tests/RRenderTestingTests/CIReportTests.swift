import Testing

@testable import RRenderTesting

/// The reports a CI shows first: the Markdown summary and GitHub's annotations, from entries
/// placed in their publication.
@Suite struct CIReportTests {
    /// A failing entry of `href`'s page `page` (a text change unless `change` says otherwise).
    static func entry(
        _ href: String, page: Int, change: String = "text", title: String? = "Chapter", book: String = "build/book.epub"
    ) -> ReportEntry {
        var entry = ReportEntry(
            group: "book", name: "book/600x800@1x/default/\(href)/page-00\(page)", status: "changed", failed: true,
            message: "text changed", title: title)
        if change == "text" { entry.wordDiff = WordDiff(old: "Call me Ishmael.", new: "Call me Queequeg.") }
        entry.place = .init(publication: book, href: href, pages: "p. \(page)", change: change)
        return entry
    }

    static func passing(_ href: String, page: Int) -> ReportEntry {
        var entry = ReportEntry(group: "book", name: "\(href) \(page)", status: "passed", failed: false)
        entry.place = .init(publication: "build/book.epub", href: href, pages: "p. \(page)", change: nil)
        return entry
    }

    @Test func theSummaryCountsThenTablesTheFailures() {
        let entries = [
            Self.passing("OPS/ch1.xhtml", page: 1), Self.entry("OPS/ch1.xhtml", page: 2),
            Self.entry("OPS/ch%202.xhtml", page: 3, change: "pixels", title: "Two | *three*")
        ]
        let markdown = MarkdownSummary(title: "rrender snapshot", entries: entries, reportLink: "report/index.html").markdown
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "### ❌ rrender snapshot: 2 failing")
        #expect(lines[2] == "1 passed · 2 changed")
        #expect(lines[4] == "| Chapter | Page | Change | Words | Report |")
        #expect(
            lines[6]
                == "| Chapter `OPS/ch1.xhtml` | p. 2 | text | Call me **Queequeg.** ~~Ishmael.~~ | [open](report/index.html#entry-2) |"
        )
        // The href decoded; the title's Markdown escaped, so it cannot end the cell or turn bold.
        #expect(
            lines[7] == "| Two \\| \\*three\\* `OPS/ch 2.xhtml` | p. 3 | pixels |  | [open](report/index.html#entry-3) |")
        #expect(lines.count == 9 && lines[8].isEmpty)
    }

    @Test func aCleanRunSaysSoAndTheTableStopsAtItsLimit() {
        let clean = MarkdownSummary(title: "rrender compare", entries: [Self.passing("a.xhtml", page: 1)]).markdown
        #expect(clean == "### ✅ rrender compare: nothing failed\n\n1 passed\n")
        let many = (1...5).map { Self.entry("OPS/ch\($0).xhtml", page: $0) }
        let capped = MarkdownSummary(title: "t", entries: many, rowLimit: 3).markdown
        #expect(!capped.contains("Report |") && capped.contains("| Chapter `OPS/ch3.xhtml` |"))
        #expect(!capped.contains("ch4.xhtml") && capped.hasSuffix("… and 2 more failing; the HTML report has them all.\n"))
    }

    @Test func aLongWordDiffIsCut() {
        let old = (1...100).map { "old\($0)" }.joined(separator: " ")
        let cell = MarkdownSummary.markdown(WordDiff(old: old, new: "new"))
        #expect(cell.count < MarkdownSummary.diffLength + 20)
        #expect(cell.contains("~~old1 old2") && cell.hasSuffix("…~~"), "\(cell)")
    }

    @Test func annotationsNameTheChangedFilesMostChangedFirst() {
        let entries = [
            Self.entry("OPS/ch1.xhtml", page: 1), Self.passing("OPS/ch2.xhtml", page: 2),
            Self.entry("OPS/ch%203.xhtml", page: 3, change: "pixels", title: "Three: a, b"),
            Self.entry("OPS/ch%203.xhtml", page: 4, change: "pixels", title: "Three: a, b")
        ]
        let lines = GitHubAnnotations(title: "rrender snapshot", entries: entries, sourceRoot: "./src/book/").lines
        #expect(
            lines == [
                "::error file=src/book/OPS/ch 3.xhtml,title=rrender snapshot%3A OPS/ch 3.xhtml%2C 2 pages changed::Three: a, b%0Ap. 3 pixels%0Ap. 4 pixels",
                "::error file=src/book/OPS/ch1.xhtml,title=rrender snapshot%3A OPS/ch1.xhtml%2C 1 page changed::Chapter%0Ap. 1 text: Call me {+Queequeg.+} [-Ishmael.-]"
            ])
        // Without a source folder the annotation names the publication file.
        let plain = GitHubAnnotations(title: "rrender compare", entries: [Self.entry("OPS/ch1.xhtml", page: 1)]).lines
        #expect(plain.count == 1 && plain[0].hasPrefix("::error file=build/book.epub,title=rrender compare%3A OPS/ch1.xhtml%2C"))
    }

    @Test func aPDFIsAnnotatedAsItsFile() {
        let entries = [Self.entry("document.pdf", page: 7, change: "pixels", title: nil, book: "out/report.pdf")]
        let lines = GitHubAnnotations(title: "rrender snapshot", entries: entries, sourceRoot: "src").lines
        #expect(lines == ["::error file=out/report.pdf,title=rrender snapshot%3A 1 page changed::p. 7 pixels"])
    }

    @Test func annotationsStopAtGitHubsLimitWithANotice() {
        let entries = (1...12).map { Self.entry("OPS/ch\($0).xhtml", page: $0) } + [Self.entry("OPS/ch12.xhtml", page: 13)]
        let lines = GitHubAnnotations(title: "t", entries: entries, limit: 10).lines
        #expect(lines.count == 11 && lines[0].contains("file=build/book.epub,title=t%3A OPS/ch12.xhtml%2C 2 pages"))
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("::error ") })
        #expect(lines[10].hasPrefix("::notice title=t::2 more changed resources are not annotated"))
    }

    @Test func messagesAreEscapedAsGitHubsToolkitEscapesThem() {
        #expect(GitHubAnnotations.data("50% a\r\nb") == "50%25 a%0D%0Ab")
        #expect(GitHubAnnotations.property("a: b, c%") == "a%3A b%2C c%25")
        #expect(GitHubAnnotations.joined(".", "OPS/a.xhtml") == "OPS/a.xhtml")
        #expect(GitHubAnnotations.joined("src", "OPS/a.xhtml") == "src/OPS/a.xhtml")
    }
}
