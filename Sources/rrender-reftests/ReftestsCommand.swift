import ArgumentParser
import Foundation
import RRender
import RRenderConformance

/// `rrender-reftests`: the W3C CSS test suites' reftests, run as books are rendered and checked
/// against the expectations kept in the repository (`make reftests`).
@main
struct ReftestsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rrender-reftests",
        abstract: "Runs the reftests of the W3C CSS test suites and compares their results with the expectations file.",
        discussion: """
            Each test and its references are packed as one-chapter EPUBs and every page rendered as any \
            book is (600x800, default settings, scale 1); a test passes when its pixels equal a match \
            reference's and differ from every mismatch reference's. Writes OUT/results.txt, OUT/summary.md \
            and OUT/report/index.html. Exit codes: 0 every result as expected (or recorded with --record); \
            1 a result changed from the expectations; 2 the suites or a file could not be read or written.
            """
    )

    @Argument(help: "Suites (css21, css-text-3…) or paths inside them (css21/tables); all suites when none.")
    var selection: [String] = []

    @Option(help: "The W3C CSS test suites' folder (the environment's CSSWG, else ../shared/csswg, else /work/shared/csswg).")
    var csswg = ProcessInfo.processInfo.environment["CSSWG"] ?? Self.defaultSuites

    /// `../shared/csswg` beside the checkout, else the machine's `/work/shared/csswg`, as the
    /// tests find the corpus (`Corpus`): a clone made elsewhere still finds the suites.
    static var defaultSuites: String {
        let beside = "../shared/csswg", fixed = "/work/shared/csswg"
        return FileManager.default.fileExists(atPath: beside) || !FileManager.default.fileExists(atPath: fixed) ? beside : fixed
    }

    @Option(help: "The folder of expectations files, one a suite.")
    var expectations = "Reftests/expectations"

    @Option(help: "Where results, summary and report go.")
    var out = "out/reftests"

    @Option(help: "Documents rendered at once.")
    var jobs = ProcessorCount.active

    @Option(help: "The HTML-to-XHTML script (needs Debian's python3-html5lib).")
    var converter = "scripts/html-to-xhtml.py"

    @Flag(help: "Write the results into the expectations files instead of comparing.")
    var record = false

    @Flag(help: "Print the page layouts of the selected tests and their references instead of running them.")
    var dump = false

    @Option(help: "Write the EPUB of each selected test and its references into this folder instead of running them.")
    var epubs: String?

    mutating func run() throws {
        do {
            try runChecked()
        } catch let error as ConformanceError {
            FileHandle.standardError.write(Data("rrender-reftests: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
    }

    private func runChecked() throws {
        let selection = try ReftestSelection(self.selection)
        let catalog = try ReftestCatalog(root: csswg, suites: selection.suites).filtered(selection)
        let started = Date()
        let runner = ReftestRunner(
            catalog: catalog,
            options: .init(
                jobs: jobs, conversionFolder: ".build/reftests/xhtml",
                converterScript: converter))
        if dump || epubs != nil {
            try inspect(catalog, with: runner)
            return
        }
        let progress = ProgressLine(enabled: isatty(STDERR_FILENO) == 1)
        let results = try runner.run { done, total in progress.show(done, total) }
        progress.clear()
        let suites = Set(catalog.tests.map(\.suite))
        let expected = try Expectations.read(suites: Array(suites), from: expectations)
        let changes = record ? [] : expected.changes(from: results, selection: selection)
        try ReftestReport.write(results, changes: changes, to: out, title: "rrender reftests: \(selection.description)")
        print(ReftestSummary(results).markdown(chaptersToo: false))
        print(
            String(
                format: "%d tests in %.0f s; results in %@/results.txt, failures in %@/report/index.html",
                results.count, Date().timeIntervalSince(started), out, out))
        if record {
            try Expectations.record(results, over: expected, selection: selection, to: expectations)
            print("recorded into \(expectations)/")
            return
        }
        guard !changes.isEmpty else {
            print("every result as \(expectations)/ expects")
            return
        }
        print("\n\(changes.count) results differ from \(expectations)/ (make record-reftests records them):")
        for change in changes.prefix(200) { print("  \(change.kind): \(change.path)") }
        if changes.count > 200 { print("  … and \(changes.count - 200) more in \(out)/report/index.html") }
        throw ExitCode(1)
    }
}

extension ReftestsCommand {
    /// `--dump` and `--epubs`: each selected test and its references, laid out or packed.
    private func inspect(_ catalog: ReftestCatalog, with runner: ReftestRunner) throws {
        for test in catalog.tests {
            for path in [test.path] + test.references.map(\.path) {
                if dump { print("== \(path)\n" + (try runner.dumpLayout(path))) }
                if let epubs {
                    let target = URL(fileURLWithPath: epubs + "/" + path + ".epub")
                    do {
                        try FileManager.default.createDirectory(
                            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                        try runner.pack(path).write(to: target, options: .atomic)
                    } catch let error as ConformanceError {
                        throw error
                    } catch {
                        throw ConformanceError.file(target.path, reason: "cannot be written: \(error)")
                    }
                    print(target.path)
                }
            }
        }
    }
}
