import ArgumentParser
import Foundation
import RRenderTesting

/// The reports `snapshot` and `compare` write besides their lines, any of them together: the
/// HTML report, JUnit XML, a Markdown summary and GitHub annotations.
struct ReportOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp("Write an HTML report (index.html and images) to this folder.", valueName: "DIR"),
        completion: .directory)
    var report: String?

    @Option(help: ArgumentHelp("Write a JUnit XML file.", valueName: "FILE"), completion: .file(extensions: ["xml"]))
    var junit: String?

    @Option(
        help: ArgumentHelp(
            "Append a Markdown summary (counts, then a table of what changed) to this file, such as $GITHUB_STEP_SUMMARY.",
            valueName: "FILE"), completion: .file(extensions: ["md"]))
    var summary: String?

    @Option(
        help: ArgumentHelp(
            "Also report in a CI's own format (repeatable): github (an annotation per changed file).", valueName: "NAME"),
        completion: .list(Reporter.allCases.map(\.rawValue)))
    var reporter: [Reporter] = []

    @Option(
        help: ArgumentHelp(
            "The folder the EPUB is built from, relative to the repository: annotations name the changed XHTML file there.",
            valueName: "DIR"), completion: .directory)
    var sourceRoot: String?

    @Option(
        help: ArgumentHelp(
            "Where the summary's readers find the HTML report's index.html (default: its path from the summary's folder).",
            valueName: "URL"))
    var reportURL: String?

    /// A CI format of `--reporter`.
    enum Reporter: String, CaseIterable, ExpressibleByArgument {
        case github
    }

    func validate() throws {
        if reportURL != nil, report == nil { throw ValidationError("--report-url needs --report: there is no report to link to") }
        if sourceRoot != nil, !reporter.contains(.github) {
            throw ValidationError("--source-root is for --reporter github: give both")
        }
    }

    /// Writes what was asked and prints the annotations; 73 when a file cannot be written.
    func write(_ entries: [ReportEntry], title: String) throws {
        try ReportOutputs(
            report: report, junit: junit, summary: summary, github: reporter.contains(.github), sourceRoot: sourceRoot,
            reportURL: reportURL
        ).write(entries, title: title)
    }
}

/// The reports of a run, written: what `ReportOptions` asks for, or `diff`'s report and JUnit.
struct ReportOutputs {
    var report: String?
    var junit: String?
    var summary: String? = nil
    var github = false
    var sourceRoot: String? = nil
    var reportURL: String? = nil

    /// Writes what was asked and prints the annotations; 73 when a file cannot be written.
    func write(_ entries: [ReportEntry], title: String) throws {
        if let junit {
            do {
                try AtomicFile.prepareFolder(for: junit)
                try Data(JUnitReport.xml(entries, suiteName: title).utf8).write(to: URL(fileURLWithPath: junit), options: .atomic)
            } catch {
                throw CLIFailure.cannotWrite(junit, "\(error)")
            }
        }
        if let report {
            do { try HTMLReport(title: title, entries: entries).write(to: report) } catch {
                throw CLIFailure.cannotWrite(report, "\(error)")
            }
        }
        if let summary {
            let text = MarkdownSummary(title: title, entries: entries, reportLink: reportLink(from: summary)).markdown
            do { try Self.append(text, to: summary) } catch { throw CLIFailure.cannotWrite(summary, "\(error)") }
        }
        if github {
            for line in GitHubAnnotations(title: title, entries: entries, sourceRoot: sourceRoot).lines { print(line) }
        }
    }

    /// The report's `index.html` as the summary at `summary` reaches it.
    private func reportLink(from summary: String) -> String? {
        guard let report else { return nil }
        if let reportURL { return reportURL.hasSuffix(".html") ? reportURL : Self.trimmingSlash(reportURL) + "/index.html" }
        let from = URL(fileURLWithPath: summary).deletingLastPathComponent().standardizedFileURL.pathComponents
        let to = URL(fileURLWithPath: report).standardizedFileURL.pathComponents
        let common = zip(from, to).prefix { $0 == $1 }.count
        let path = Array(repeating: "..", count: from.count - common) + to.dropFirst(common) + ["index.html"]
        return path.map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? $0 }.joined(separator: "/")
    }

    private static func trimmingSlash(_ text: String) -> String { text.hasSuffix("/") ? String(text.dropLast()) : text }

    /// Appends `text` to the file at `path` (made, with its folder, if need be), after a blank
    /// line when the file has text already: GitHub's summary file gathers every step's.
    static func append(_ text: String, to path: String) throws {
        try AtomicFile.prepareFolder(for: path)
        let url = URL(fileURLWithPath: path)
        guard FileManager.default.fileExists(atPath: path) else {
            try Data(text.utf8).write(to: url)
            return
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        let end = try handle.seekToEnd()
        try handle.write(contentsOf: Data(((end > 0 ? "\n" : "") + text).utf8))
    }
}
