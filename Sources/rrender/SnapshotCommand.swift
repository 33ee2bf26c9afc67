import ArgumentParser
import Foundation
import RRender
import RRenderTesting

/// `rrender snapshot`: golden snapshots of books, keyed by reading position, for publishers' CI.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Record and verify golden snapshots of pages, keyed by reading position (href and page within it).",
        discussion: """
            Snapshots live at DIR/NAME/VIEWPORT@SCALEx/SETTINGS/HREF/page-NNN.png, with a JSON sidecar \
            (locator, text, environment fingerprint). Each page's text is compared before its pixels; a \
            failure says whether the text changed (word diff), the pixels changed, or the environment \
            (library versions, fonts) changed. Record modes: missing (default; none when CI is set), \
            failed, all, none.

            Examples:
              rrender snapshot book.epub --dir goldens
              CI=1 rrender snapshot build/book.epub --dir goldens --name book --report report --junit junit.xml
              rrender snapshot book.epub --dir goldens --pages toc --vary fontSize=1,1.5
              rrender snapshot book.epub --dir goldens --report report --summary "$GITHUB_STEP_SUMMARY" \\
                --reporter github --source-root src/book

            Exit codes: 0 every snapshot matched or was recorded; 1 something differs or is missing; \
            64 bad flag or value; 65 malformed publication; 66 unreadable input.
            """
    )

    @Argument(help: "The publications (.epub or .pdf).", completion: Completions.publication)
    var books: [String]

    @Option(help: ArgumentHelp("The snapshot folder.", valueName: "DIR"), completion: .directory)
    var dir: String

    @Option(
        help: ArgumentHelp("Which pages: all, toc, or a list such as 1-20,31.", valueName: "PAGES"),
        completion: .list(["all", "toc"]))
    var pages: String = "all"

    /// The layout flags of `render`: --viewport, --scale, --jobs, --set, --preferences, --password.
    @OptionGroup var screen: ScreenOptions

    @Option(
        help: ArgumentHelp(
            "A preference to vary, as KEY=V1,V2 (repeatable): one snapshot set per combination.",
            valueName: "KEY=VALUES"), completion: Completions.preferenceAssignment)
    var vary: [String] = []

    @Option(help: "The name in snapshot keys (default: the file's stem; one book only).")
    var name: String?

    @Option(
        help: ArgumentHelp(
            "When to write goldens: missing, failed, all, none (default: missing; none when CI is set).",
            valueName: "MODE"), completion: .list(["missing", "failed", "all", "none"]))
    var record: String?

    @Option(
        help: ArgumentHelp("The pixel tolerance: ‘exact’ or ‘rendering’.", valueName: "PRESET"), completion: Completions.tolerance
    )
    var tolerance: String = "exact"

    /// --report, --junit, --summary, --reporter, --source-root, --report-url.
    @OptionGroup var reports: ReportOptions

    @Flag(help: "Print one JSON line per snapshot instead of human lines.")
    var json = false

    @OptionGroup var progress: ProgressOptions

    func validate() throws {
        guard pageSet != nil else { throw ValidationError("--pages must be all, toc or a list such as 1-20,31 (got ‘\(pages)’)") }
        if let record, RecordMode(rawValue: record) == nil {
            throw ValidationError("--record must be missing, failed, all or none")
        }
        if name != nil, books.count > 1 { throw ValidationError("--name names one book; give one book with it") }
        for text in vary where (try? ContactSheet.Variation(parsing: text)) == nil {
            throw ValidationError("--vary \(text): must be KEY=V1,V2")
        }
        _ = try CompareCommand.parseTolerance(tolerance)
    }

    /// The pages the flag asks for.
    var pageSet: PageSet? {
        if pages.lowercased() == "toc" { return .tableOfContents }
        switch PageSelection(parsing: pages) {
        case .all?: return .all
        case .list(let numbers)?: return .numbers(numbers)
        case nil: return nil
        }
    }

    func run() throws {
        var runs: [SnapshotRun] = []
        for book in books {
            let publication = try Renderer.openPublication(book, password: screen.password)
            for combination in SnapshotCommand.combinations(vary) {
                let configuration = try configuration(adding: combination, pdf: publication.isPDF)
                let renderer =
                    publication.isPDF
                    ? try Renderer(
                        publication: publication, options: configuration.options, pdfPreferences: configuration.pdfPreferences)
                    : try Renderer(
                        publication: publication, options: configuration.options, preferences: configuration.preferences)
                let bar = progress.bar(book, unit: "pages", json: json)
                defer { bar?.clear() }
                let run = try Snapshotter(configuration: configuration).run(renderer, book: book) { bar?.update($0, of: $1) }
                bar?.clear()
                print(run, json: json)
                runs.append(run)
            }
        }
        try reports.write(runs.flatMap(\.entries), title: "rrender snapshot")
        if runs.contains(where: { !$0.passed }) { throw CLIFailure.imagesDiffer }
    }

    /// The configuration of one combination of `--vary` values, for an EPUB or (`pdf`) a PDF:
    /// the preferences of the book's kind only, as `render` reads them.
    private func configuration(adding combination: [String], pdf isPDF: Bool) throws -> SnapshotConfiguration {
        var preferences = EPUBPreferences(), pdf = PDFPreferences()
        if isPDF { pdf = try screen.reading.pdfPreferences() } else { preferences = try screen.reading.epubPreferences() }
        for assignment in combination {
            do {
                if isPDF { try pdf.set(assignment: assignment) } else { try preferences.set(assignment: assignment) }
            } catch {
                throw CLIFailure.usage("--vary \(assignment): \(error)")
            }
        }
        let options = screen.renderOptions
        let mode = record.flatMap(RecordMode.init(rawValue:)) ?? .default(environment: ProcessInfo.processInfo.environment)
        return SnapshotConfiguration(
            directory: dir, name: name, pages: pageSet ?? .all, options: options, preferences: preferences,
            pdfPreferences: pdf,
            settings: isPDF ? SnapshotConfiguration.settingsLabel(pdf) : SnapshotConfiguration.settingsLabel(preferences),
            record: mode, tolerance: try CompareCommand.parseTolerance(tolerance))
    }

    /// Every combination of the `--vary` values, as assignments (one empty combination without any).
    static func combinations(_ vary: [String]) -> [[String]] {
        vary.compactMap { try? ContactSheet.Variation(parsing: $0) }.reduce([[]]) { partial, variation in
            partial.flatMap { prefix in variation.values.map { prefix + ["\(variation.key)=\($0)"] } }
        }
    }

    /// Prints a run: JSON lines, or a line per failure and the summary.
    private func print(_ run: SnapshotRun, json: Bool) {
        if json {
            for result in run.results { Swift.print(JSONLines.line(result)) }
            return
        }
        for result in run.results where result.failed || result.status == .recorded { Swift.print(result.message) }
        Swift.print("\(run.book): \(run.summary)")
    }
}
