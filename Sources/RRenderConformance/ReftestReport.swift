import Foundation
import RRenderTesting

/// What a run leaves for a person: `results.txt` (every test's result and why), `summary.md`
/// (the counts) and `report/index.html`, RRenderTesting's HTML report of every failure and every
/// change from the expectations (test | reference | difference).
public enum ReftestReport {
    /// Writes the three into `folder`.
    public static func write(
        _ results: [ReftestResult], changes: [Expectations.Change], to folder: String,
        title: String
    ) throws(ConformanceError) {
        let summary = ReftestSummary(results)
        let lines = results.map { result in
            "\(result.outcome.rawValue) \(result.test.path)" + (result.detail.isEmpty ? "" : "  \(result.detail)") + "\n"
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(lines.joined().utf8).write(to: URL(fileURLWithPath: folder + "/results.txt"), options: .atomic)
            try Data(summary.markdown().utf8).write(to: URL(fileURLWithPath: folder + "/summary.md"), options: .atomic)
            if FileManager.default.fileExists(atPath: folder + "/report") {
                try FileManager.default.removeItem(atPath: folder + "/report")
            }
        } catch {
            throw .file(folder, reason: "cannot be written: \(error)")
        }
        do {
            try HTMLReport(title: title, entries: entries(results, changes: changes)).write(to: folder + "/report")
        } catch {
            throw .file(folder + "/report", reason: "cannot be written: \(error)")
        }
    }

    /// The report's entries: the changes first, then every other failure, by chapter.
    static func entries(_ results: [ReftestResult], changes: [Expectations.Change]) -> [ReportEntry] {
        let byPath = Dictionary(results.map { ($0.test.path, $0) }, uniquingKeysWith: { a, _ in a })
        var entries = changes.map { change -> ReportEntry in
            let result = byPath[change.path]
            var entry = ReportEntry(
                group: "changed from the expectations", name: change.path, status: change.kind, failed: true,
                message: result?.detail ?? "")
            if let result { attachImages(of: result, to: &entry) }
            return entry
        }
        let changed = Set(changes.map(\.path))
        for result in results where result.outcome == .fail && !changed.contains(result.test.path) {
            let group = result.test.chapter.isEmpty ? result.test.suite : result.test.suite + "/" + result.test.chapter
            var entry = ReportEntry(group: group, name: result.test.path, status: "fails", failed: true, message: result.detail)
            attachImages(of: result, to: &entry)
            entries.append(entry)
        }
        return entries
    }

    private static func attachImages(of result: ReftestResult, to entry: inout ReportEntry) {
        guard let images = result.images else { return }
        entry.setImages(expected: images.reference, actual: images.test)
        entry.captions = ReportEntry.Captions(
            expected: "reference, page \(images.page)", actual: "test, page \(images.page)",
            diff: "difference", actualFirst: true)
    }
}
