import Foundation
import RRender

/// Checks the snapshots of a publication from a test (XCTest or Swift Testing): records as
/// `RRENDER_RECORD` says (default `missing`, `none` when `CI` is set), writes an HTML report to
/// `RRENDER_ARTIFACTS` when something fails, and throws `SnapshotFailure` listing the failures.
@discardableResult
public func assertSnapshots(
    of book: String, pages: PageSet = .all, preferences: EPUBPreferences = .empty, settings: String = "default",
    options: RenderOptions = RenderOptions(), directory: String, name: String? = nil,
    tolerance: ImageDiff.Tolerance = .exact
) throws -> SnapshotRun {
    let configuration = SnapshotConfiguration(
        directory: directory, name: name, pages: pages, options: options, preferences: preferences,
        settings: settings, tolerance: tolerance)
    let run = try Snapshotter(configuration: configuration).run(book: book)
    guard run.passed else {
        if let artifacts = ProcessInfo.processInfo.environment["RRENDER_ARTIFACTS"], !artifacts.isEmpty {
            try HTMLReport(title: book, entries: run.entries).write(
                to: artifacts + "/" + configuration.name(for: book))
        }
        throw SnapshotFailure(run: run)
    }
    return run
}
