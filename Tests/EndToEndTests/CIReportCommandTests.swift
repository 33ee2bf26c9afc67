import Foundation
import RRenderTestSupport
import Testing

/// `snapshot` and `compare` reporting where a CI user looks first, on an edited edition of a
/// corpus book: the job summary (rendered by GitHub's own Markdown renderer, cmark-gfm) and an
/// annotation on the changed XHTML file.
@Suite struct CIReportCommandTests {
    let runner = CommandRunner()
    /// As on a CI machine: goldens are recorded only when asked.
    let ci = ["CI": "1", "RRENDER_RECORD": ""]

    /// Moby-Dick with one word of chapter 1 changed.
    static func editedBook() throws -> (old: String, new: String) {
        let book = try Corpus.path("moby-dick.epub")
        let edited = try EditedEPUB.write(
            from: book,
            edits: ["OPS/chapter_001.xhtml": { $0.replacingOccurrences(of: "Call me Ishmael", with: "Call me Queequeg") }])
        return (book, edited)
    }

    /// The HTML cmark-gfm makes of `markdown`, with GitHub's table and strikethrough extensions.
    func github(_ markdown: String) throws -> String {
        let cmark = CommandRunner(program: URL(fileURLWithPath: "/usr/bin/cmark-gfm"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-summary-\(UUID().uuidString).md")
        try markdown.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try cmark.run(["-e", "table", "-e", "strikethrough", file.path])
        #expect(result.status == 0, "cmark-gfm: \(result.stderr)")
        return result.output
    }

    @Test func aSnapshotRunNamesTheEditedChapterInTheSummaryAndOneAnnotation() throws {
        let (book, edited) = try Self.editedBook()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-ci-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let goldens = folder + "/goldens", summary = folder + "/summary.md"
        let record = try runner.run(
            ["snapshot", book, "--dir", goldens, "--pages", "20-34", "--record", "all"], environment: ci)
        #expect(record.status == 0, "\(record.output)\(record.stderr)")
        // GitHub's summary file gathers every step's text: an earlier step's stays.
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "## Book checks\n".write(toFile: summary, atomically: true, encoding: .utf8)
        let failed = try runner.run(
            [
                "snapshot", edited, "--dir", goldens, "--name", "moby-dick", "--pages", "20-34", "--report", folder + "/report",
                "--summary", summary, "--reporter", "github", "--source-root", "books/moby-dick"
            ], environment: ci)
        #expect(failed.status == 1, "\(failed.output)\(failed.stderr)")

        let annotations = failed.output.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations.count == 1, "\(failed.output)")
        let annotation = String(annotations.first ?? "")
        #expect(
            annotation.hasPrefix(
                "::error file=books/moby-dick/OPS/chapter_001.xhtml,title=rrender snapshot%3A OPS/chapter_001.xhtml%2C "),
            "\(annotation)")
        #expect(annotation.contains("Loomings") && annotation.lowercased().contains("{+queequeg"), "\(annotation)")

        let html = try github(try String(contentsOfFile: summary, encoding: .utf8))
        let failing = failed.output.split(separator: "\n").filter {
            $0.contains(": text changed") || $0.contains(": pixels changed")
        }
        #expect(html.hasPrefix("<h2>Book checks</h2>\n<h3>❌ rrender snapshot: "), "\(html.prefix(300))")
        #expect(
            html.components(separatedBy: "<td>Chapter 1. Loomings. <code>OPS/chapter_001.xhtml</code></td>").count - 1
                == failing.count)
        #expect(html.lowercased().contains("<strong>queequeg.</strong> <del>ishmael.</del>"), "\(html)")
        // Each row links to its entry of the HTML report, which has it.
        let report = try String(contentsOfFile: folder + "/report/index.html", encoding: .utf8)
        let anchors = html.components(separatedBy: "<a href=\"report/index.html#").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(anchors.count == failing.count && !anchors.isEmpty)
        for anchor in anchors { #expect(report.contains("<article id=\"\(anchor)\" class=\"entry failed\""), "\(anchor)") }
    }

    @Test func compareWritesJUnitASummaryAndAnnotationsTogether() throws {
        let (book, edited) = try Self.editedBook()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-ci-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try runner.run([
            "compare", book, edited, "--junit", folder + "/junit.xml", "--summary", folder + "/summary.md", "--reporter", "github"
        ])
        #expect(result.status == 1, "\(result.output)\(result.stderr)")
        let junit = try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("<testsuites name=\"rrender compare\"") && junit.contains("<failure type=\"changed\""), "\(junit)")
        // Without --source-root the annotation names the new edition's file.
        let annotations = result.output.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(
            annotations.count == 1
                && annotations[0].hasPrefix("::error file=\(edited),title=rrender compare%3A OPS/chapter_001.xhtml%2C"))
        let html = try github(try String(contentsOfFile: folder + "/summary.md", encoding: .utf8))
        #expect(html.contains("<h3>❌ rrender compare: ") && html.contains("<th>Words</th>\n</tr>"), "\(html.prefix(500))")
        #expect(!html.contains("<th>Report</th>"), "no report, no links")
        #expect(try runner.run(["compare", book, edited, "--report-url", "https://ci.example/report"]).status == 64)
        #expect(try runner.run(["compare", book, edited, "--reporter", "gitlab"]).status == 64)
        let small = try Corpus.path("internallinks.epub")
        #expect(try runner.run(["compare", small, small, "--summary", "/proc/version/summary.md"]).status == 73)
    }
}
