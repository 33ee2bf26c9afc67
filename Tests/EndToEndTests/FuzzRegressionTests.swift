import Foundation
import Testing

/// Every input the fuzzers found a crash, hang or memory blow-up with (`make fuzz` minimises it
/// into `Tests/FuzzRegressions/<Target>/`) is replayed through its fuzz target's entry code, as
/// built by the normal build (plain executables, no sanitizers), one child process per input: a
/// crash kills the child, not the suite, and fails the test naming the input.
@Suite struct FuzzRegressionTests {
    static let targets = ["FuzzZIP", "FuzzPackage", "FuzzCSS", "FuzzLayoutFixed", "FuzzLayoutPango", "FuzzImages"]
    /// Longer than any input should take (libFuzzer's -timeout is 10 s, with sanitizers).
    static let timeLimit: TimeInterval = 120

    static var regressionsFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FuzzRegressions")
    }

    /// The fuzz executable beside the test bundle (SwiftPM puts both in the build folder).
    static func executable(_ target: String) -> URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent(target)
    }

    static func inputs(of target: String) -> [URL] {
        let folder = regressionsFolder.appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// How a replay ended.
    struct Replay {
        var reason: Process.TerminationReason
        var status: Int32
        var output: String
        var timedOut: Bool
    }

    static func replay(_ target: String, _ inputs: [URL]) throws -> Replay {
        let process = Process()
        process.executableURL = executable(target)
        process.arguments = inputs.map(\.path)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-replay-\(UUID().uuidString).txt")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let deadline = Date().addingTimeInterval(timeLimit)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let timedOut = process.isRunning
        if timedOut { process.terminate() }
        process.waitUntilExit()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return Replay(reason: process.terminationReason, status: process.terminationStatus, output: text, timedOut: timedOut)
    }

    /// The executable runs its entry point: an empty input and a folder count as inputs run.
    @Test(arguments: targets) func replayRunsTheEntryPoint(_ target: String) throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-empty-\(UUID().uuidString)")
        try Data().write(to: empty)
        defer { try? FileManager.default.removeItem(at: empty) }
        let result = try Self.replay(target, [empty])
        #expect(result.reason == .exit && result.status == 0, "\(target) on an empty input: \(result.output)")
        #expect(result.output.contains("\(target): ran 1 input"), "\(result.output)")
    }

    /// Each kept input finishes, without a signal, within the time limit.
    @Test(arguments: targets) func keptInputsDoNotCrash(_ target: String) throws {
        for input in Self.inputs(of: target) {
            let result = try Self.replay(target, [input])
            let name = "Tests/FuzzRegressions/\(target)/\(input.lastPathComponent)"
            #expect(!result.timedOut, "\(name) still ran after \(Int(Self.timeLimit)) s")
            #expect(result.reason == .exit && result.status == 0,
                    "\(name) ended with \(result.reason == .uncaughtSignal ? "signal" : "status") \(result.status): \(result.output.suffix(2000))")
        }
    }
}
