/// The results of one snapshot run over one publication, with their counts.
public struct SnapshotRun: Sendable {
    /// The publication's path.
    public let book: String
    /// One result per snapshot, in reading order; `missing` ones last.
    public let results: [SnapshotResult]

    /// A run from its results.
    public init(book: String, results: [SnapshotResult]) {
        self.book = book
        self.results = results
    }

    /// How many results have `status`.
    public func count(_ status: SnapshotResult.Status) -> Int { results.filter { $0.status == status }.count }

    /// The results that fail the run.
    public var failures: [SnapshotResult] { results.filter(\.failed) }

    /// True when every snapshot matched or was recorded.
    public var passed: Bool { failures.isEmpty }

    /// `12 passed, 1 changed, 0 new, 0 missing, 3 recorded`.
    public var summary: String {
        "\(count(.passed)) passed, \(count(.changed)) changed, \(count(.new)) new, \(count(.missing)) missing, \(count(.recorded)) recorded"
    }
}

/// A snapshot run that failed, thrown by `assertSnapshots`: its message lists the failures.
public struct SnapshotFailure: Error, CustomStringConvertible {
    /// The failed run.
    public let run: SnapshotRun

    /// The summary, then one line per failure.
    public var description: String {
        ([run.book + ": " + run.summary] + run.failures.prefix(20).map(\.message)).joined(separator: "\n")
    }
}
