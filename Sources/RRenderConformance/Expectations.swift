import Foundation

/// The result each reftest is expected to give, kept in the repository as WPT and WeasyPrint
/// keep theirs: one file a suite (`Reftests/expectations/css21.txt`), one `RESULT PATH` line a
/// test, sorted by path. A run fails on any change from it, a new pass as much as a regression,
/// until the file records it.
public struct Expectations: Sendable {
    /// The expected outcome of each test, by path.
    public private(set) var outcomes: [String: ReftestResult.Outcome]

    /// Expectations from a table.
    public init(outcomes: [String: ReftestResult.Outcome] = [:]) { self.outcomes = outcomes }

    /// A difference between the expectations and a run.
    public struct Change: Sendable, Equatable {
        public var path: String
        /// What the file says (nil: the test is not in it).
        public var expected: ReftestResult.Outcome?
        /// What the run gave (nil: the test is no longer in the suites).
        public var actual: ReftestResult.Outcome?

        /// In a few words: `regressed`, `passes now`, `new`, `gone`, or `PASS → SKIP`.
        public var kind: String {
            switch (expected, actual) {
            case (.pass?, .fail?): "regressed"
            case (.fail?, .pass?): "passes now"
            case (nil, _): "new"
            case (_, nil): "gone"
            case (let e?, let a?): "\(e.rawValue) → \(a.rawValue)"
            }
        }
    }

    /// The file of `suite` in `folder`.
    public static func file(of suite: String, in folder: String) -> String { folder + "/" + suite + ".txt" }

    /// The expectations of `suites` kept in `folder`; a suite without a file expects nothing.
    public static func read(suites: [String], from folder: String) throws(ConformanceError) -> Expectations {
        var outcomes: [String: ReftestResult.Outcome] = [:]
        for suite in suites {
            let path = file(of: suite, in: folder)
            guard let text = ReftestCatalog.read(path) else { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                let parts = trimmed.split(separator: " ", maxSplits: 1)
                guard parts.count == 2, let outcome = ReftestResult.Outcome(rawValue: String(parts[0])) else {
                    throw .malformedExpectations(path, line: number + 1)
                }
                outcomes[String(parts[1])] = outcome
            }
        }
        return Expectations(outcomes: outcomes)
    }

    /// What differs between these expectations and `results`, the run of `selection`, by path.
    public func changes(from results: [ReftestResult], selection: ReftestSelection) -> [Change] {
        var changes: [Change] = [], seen: Set<String> = []
        for result in results {
            seen.insert(result.test.path)
            let expected = outcomes[result.test.path]
            if expected != result.outcome {
                changes.append(Change(path: result.test.path, expected: expected, actual: result.outcome))
            }
        }
        for (path, outcome) in outcomes where !seen.contains(path) && selection.contains(path) {
            changes.append(Change(path: path, expected: outcome, actual: nil))
        }
        return changes.sorted { $0.path < $1.path }
    }

    /// Writes `results`, the run of `selection`, over these expectations into the files of the
    /// suites they touch: tests outside the selection keep their line, selected tests no longer
    /// in the suites lose theirs.
    public static func record(
        _ results: [ReftestResult], over expectations: Expectations, selection: ReftestSelection,
        to folder: String
    ) throws(ConformanceError) {
        var outcomes = expectations.outcomes.filter { !selection.contains($0.key) }
        for result in results { outcomes[result.test.path] = result.outcome }
        let suites = Set(results.map(\.test.suite))
        try write(outcomes.filter { suites.contains(String($0.key.prefix { $0 != "/" })) }, to: folder)
    }

    /// Writes `outcomes` into the file of each suite they name, whole.
    static func write(_ outcomes: [String: ReftestResult.Outcome], to folder: String) throws(ConformanceError) {
        let bySuite = Dictionary(grouping: outcomes, by: { String($0.key.prefix { $0 != "/" }) })
        for (suite, entries) in bySuite {
            let path = file(of: suite, in: folder)
            let lines = entries.sorted { $0.key < $1.key }.map { "\($0.value.rawValue) \($0.key)\n" }
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try Data((header(suite) + lines.joined()).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw .file(path, reason: "cannot be written: \(error)")
            }
        }
    }

    private static func header(_ suite: String) -> String {
        """
        # The expected result of every reftest of \(suite) (../shared/csswg/\(suite)), one `RESULT PATH` a line.
        # `make reftests` fails on any change from this file; `make record-reftests` rewrites it from a run.

        """
    }
}
