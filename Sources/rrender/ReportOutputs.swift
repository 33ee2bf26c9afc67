import Foundation
import RRenderTesting

/// The artifacts a run writes besides its lines: the HTML report and the JUnit file.
struct ReportOutputs {
    let report: String?
    let junit: String?

    /// Writes what was asked; 73 when a file cannot be written.
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
    }
}
