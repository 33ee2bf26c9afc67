import Foundation
import RRenderTestSupport
import Testing

/// Every input the fuzzers found a crash, hang or memory blow-up with (`make fuzz` minimises it
/// into `Tests/FuzzRegressions/<Target>/`) is replayed through its fuzz target's entry code, as
/// built by the normal build (plain executables, no sanitizers), one child process per input: a
/// crash kills the child, not the suite, and fails the test naming the input. So is every input
/// of the kept corpora (`Fuzz/<Target>/Corpus/`), a child process per target, which must not
/// make a GLib library print a CRITICAL either.
@Suite struct FuzzRegressionTests {
    /// In `scripts/fuzz.sh`'s order.
    static let targets = [
        "FuzzZIP", "FuzzPackage", "FuzzXHTML", "FuzzCSS", "FuzzSVG", "FuzzImages", "FuzzFonts", "FuzzPDF", "FuzzLayoutFixed",
        "FuzzLayoutPango"
    ]
    /// Longer than any input should take (libFuzzer's -timeout is 10 s, with sanitizers).
    static let timeLimit: TimeInterval = 120

    static var regressionsFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FuzzRegressions")
    }

    /// `Fuzz/ZIP/Corpus` for `FuzzZIP`.
    static func keptCorpus(of target: String) -> URL {
        regressionsFolder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")
            .appendingPathComponent(String(target.dropFirst("Fuzz".count))).appendingPathComponent("Corpus")
    }

    static func inputs(of target: String) -> [URL] {
        let folder = regressionsFolder.appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Runs `target`'s executable (beside the test bundle) over `inputs`, in a child process.
    static func replay(_ target: String, _ inputs: [URL]) throws -> CommandRunner.MeasuredResult {
        try CommandRunner(program: CommandRunner.builtProgram(target)).runMeasured(inputs.map(\.path), timeout: timeLimit)
    }

    /// The executable runs its entry point: an empty input and a folder count as inputs run.
    @Test(arguments: targets) func replayRunsTheEntryPoint(_ target: String) throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-empty-\(UUID().uuidString)")
        try Data().write(to: empty)
        defer { try? FileManager.default.removeItem(at: empty) }
        let result = try Self.replay(target, [empty])
        #expect(result.signal == nil && result.result.status == 0, "\(target) on an empty input: \(result.summary)")
        #expect((result.result.output + result.result.stderr).contains("\(target): ran 1 input"), "\(result.result.stderr)")
    }

    /// Each kept input finishes, without a signal, within the time limit, and without a GLib
    /// CRITICAL (the campaigns run with them fatal, so some inputs were found as one).
    @Test(arguments: targets) func keptInputsDoNotCrash(_ target: String) throws {
        for input in Self.inputs(of: target) {
            let result = try Self.replay(target, [input])
            let name = "Tests/FuzzRegressions/\(target)/\(input.lastPathComponent)"
            #expect(!result.timedOut, "\(name) still ran after \(Int(Self.timeLimit)) s")
            #expect(
                result.signal == nil && result.result.status == 0,
                "\(name): \(result.summary) \(result.result.stderr.suffix(2000))")
            #expect(Self.critical(in: result) == nil, "\(name): \(Self.critical(in: result) ?? "")")
        }
    }

    /// The first line of a GLib CRITICAL the replay printed.
    static func critical(in result: CommandRunner.MeasuredResult) -> Substring? {
        result.result.stderr.split(separator: "\n").first { $0.contains("-CRITICAL **") }
    }

    /// Every input of the target's kept corpus runs to its end: the hand-made seeds, and what
    /// the campaigns found.
    @Test(arguments: targets) func keptCorpusRuns(_ target: String) throws {
        let folder = Self.keptCorpus(of: target)
        let count = try FileManager.default.contentsOfDirectory(atPath: folder.path).count
        #expect(count > 0, "Fuzz/\(folder.deletingLastPathComponent().lastPathComponent)/Corpus is empty")
        let result = try Self.replay(target, [folder])
        #expect(!result.timedOut, "\(target) still ran its corpus after \(Int(Self.timeLimit)) s")
        #expect(
            result.signal == nil && result.result.status == 0,
            "\(target) on its corpus: \(result.summary) \(result.result.stderr.suffix(2000))")
        #expect(result.result.output.contains("\(target): ran \(count) input"), "\(result.result.output)")
        // A GLib library refusing what rrender handed it (GdkPixbuf, Pango) is a bug on our side
        // too: the reader sees the message.
        #expect(Self.critical(in: result) == nil, "\(target) on its corpus: \(Self.critical(in: result) ?? "")")
    }
}
