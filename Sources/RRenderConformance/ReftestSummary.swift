import Foundation

/// Counts of a run: per suite, per chapter, CSS 2.1's chapters that books use, and why tests
/// were skipped.
public struct ReftestSummary: Sendable {
    /// Passes, failures and skips of some tests.
    public struct Tally: Sendable, Equatable {
        public var pass = 0, fail = 0, skip = 0
        /// The tests run (passed or failed).
        public var run: Int { pass + fail }
        /// The share of tests run that passed, in percent (0 when none ran).
        public var rate: Double { run == 0 ? 0 : Double(pass) * 100 / Double(run) }

        mutating func add(_ outcome: ReftestResult.Outcome) {
            switch outcome {
            case .pass: pass += 1
            case .fail: fail += 1
            case .skip: skip += 1
            }
        }
    }

    /// The chapters of CSS 2.1 that books do not use (user interface, visual effects, run-in,
    /// media types, paged media, other formats) and the errata and issues folders: the issue
    /// that set the 90 % target counts every other chapter.
    public static let chaptersBooksDoNotUse: Set<String> = [
        "ui", "visufx", "run-in", "media", "pagination", "page-box", "other-formats", "css21-errata", "csswg-issues"
    ]

    /// Per suite, sorted by name.
    public let suites: [(name: String, tally: Tally)]
    /// Per suite and chapter (`css21/tables`; a suite's top folder is its own name).
    public let chapters: [(name: String, tally: Tally)]
    /// CSS 2.1 without `chaptersBooksDoNotUse`; nil when CSS 2.1 was not run.
    public let css21BookChapters: Tally?
    /// Why tests were skipped, most first.
    public let skipReasons: [(reason: String, count: Int)]

    /// The summary of `results`.
    public init(_ results: [ReftestResult]) {
        var suites: [String: Tally] = [:], chapters: [String: Tally] = [:], book: Tally?, reasons: [String: Int] = [:]
        for result in results {
            let test = result.test
            suites[test.suite, default: Tally()].add(result.outcome)
            chapters[test.chapter.isEmpty ? test.suite : test.suite + "/" + test.chapter, default: Tally()].add(result.outcome)
            if test.suite == "css21", !Self.chaptersBooksDoNotUse.contains(test.chapter) {
                book = book ?? Tally()
                book?.add(result.outcome)
            }
            if result.outcome == .skip { reasons[Self.kind(ofSkip: result.detail), default: 0] += 1 }
        }
        self.suites = suites.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        self.chapters = chapters.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        css21BookChapters = book
        skipReasons = reasons.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ($0.key, $0.value) }
    }

    /// A skip's reason without the file it names.
    static func kind(ofSkip detail: String) -> String {
        detail.hasPrefix("its reference") ? "its reference is not in the suites' folder" : detail
    }

    /// The summary as Markdown: the suites, CSS 2.1's book chapters, the skips, the chapters.
    public func markdown(chaptersToo: Bool = true) -> String {
        func row(_ name: String, _ t: Tally) -> String {
            "| \(name) | \(t.run) | \(t.pass) | \(t.fail) | \(t.skip) | \(String(format: "%.1f", t.rate)) % |"
        }
        let head = "| suite | run | pass | fail | skipped | pass rate |\n|---|---:|---:|---:|---:|---:|\n"
        var text = head + suites.map { row($0.name, $0.tally) }.joined(separator: "\n") + "\n"
        if let book = css21BookChapters { text += row("css21, the chapters books use", book) + "\n" }
        if !skipReasons.isEmpty {
            text += "\nSkipped: " + skipReasons.map { "\($0.count) \($0.reason)" }.joined(separator: "; ") + ".\n"
        }
        if chaptersToo {
            text += "\n" + head.replacingOccurrences(of: "| suite |", with: "| chapter |")
            text += chapters.map { row($0.name, $0.tally) }.joined(separator: "\n") + "\n"
        }
        return text
    }
}
