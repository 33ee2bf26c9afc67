import Foundation
import Testing

@testable import RRenderConformance

/// Expectations say every change from a run, a new pass as much as a regression, and recording
/// touches only what was run.
@Suite struct ExpectationsTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-expectations-\(UUID().uuidString)").path

    func result(_ path: String, _ outcome: ReftestResult.Outcome) -> ReftestResult {
        ReftestResult(test: Reftest(path: path, references: []), outcome: outcome)
    }

    @Test func everyChangeIsReported() throws {
        let expected = Expectations(outcomes: [
            "s/a.xht": .pass, "s/b.xht": .fail, "s/c.xht": .pass, "s/gone.xht": .fail,
            "t/other.xht": .pass
        ])
        let run = [result("s/a.xht", .fail), result("s/b.xht", .pass), result("s/c.xht", .pass), result("s/new.xht", .skip)]
        let changes = expected.changes(from: run, selection: try ReftestSelection(["s"]))
        #expect(changes.map(\.path) == ["s/a.xht", "s/b.xht", "s/gone.xht", "s/new.xht"])
        #expect(changes.map(\.kind) == ["regressed", "passes now", "gone", "new"])
    }

    @Test func recordingKeepsWhatWasNotRunAndReadsBack() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let before = Expectations(outcomes: ["s/a/1.xht": .pass, "s/b/2.xht": .fail, "s/b/gone.xht": .fail])
        try Expectations.record(
            [result("s/b/2.xht", .pass), result("s/b/3.xht", .skip)], over: before,
            selection: try ReftestSelection(["s/b"]), to: folder)
        let text = try String(contentsOfFile: Expectations.file(of: "s", in: folder), encoding: .utf8)
        #expect(text.hasSuffix("PASS s/a/1.xht\nPASS s/b/2.xht\nSKIP s/b/3.xht\n"))
        let read = try Expectations.read(suites: ["s"], from: folder)
        #expect(read.outcomes == ["s/a/1.xht": .pass, "s/b/2.xht": .pass, "s/b/3.xht": .skip])
    }

    @Test func aMalformedLineIsAnError() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("# comment\nPASS s/a.xht\nMAYBE s/b.xht\n".utf8).write(to: URL(fileURLWithPath: folder + "/s.txt"))
        #expect(throws: ConformanceError.malformedExpectations(folder + "/s.txt", line: 3)) {
            try Expectations.read(suites: ["s"], from: folder)
        }
    }
}
