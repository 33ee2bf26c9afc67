import Foundation

/// Runs the built `rrender` binary, as a user would, and captures what it says.
public struct CommandRunner: Sendable {
    /// What a run produced.
    public struct Result: Sendable {
        public let status: Int32
        public let stdout: Data
        public let stderr: String
        /// True when a signal ended the process (a crash); `status` is then the signal's number.
        public let signaled: Bool

        /// Standard output as text.
        public var output: String { String(decoding: stdout, as: UTF8.self) }
        /// The non-empty lines of standard error.
        public var errorLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    /// The pagination cache folder of this test process's runs (`RRENDER_CACHE`): warm for the
    /// runs after the first over a book, so the tests also check that warm runs say what cold
    /// ones do.
    public static let testCache = FileManager.default.temporaryDirectory
        .appendingPathComponent("rrender-test-cache-\(ProcessInfo.processInfo.processIdentifier)").path

    /// The `rrender` executable beside the test bundle (SwiftPM puts both in the build folder).
    public static var executable: URL { builtProgram("rrender") }

    /// The executable product `name` of this package, beside the test bundle.
    public static func builtProgram(_ name: String) -> URL {
        let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return bundle.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// The program this runner runs.
    public let program: URL

    /// A runner of `program` (by default `rrender`).
    public init(program: URL = CommandRunner.executable) { self.program = program }

    /// Runs `rrender arguments…` in `directory`, with `input` on its standard input (none: an
    /// empty one) and `environment` added to the test's own (with `RRENDER_CACHE` set to
    /// `testCache` unless `environment` sets it).
    public func run(
        _ arguments: [String], in directory: URL? = nil, input: String = "",
        environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        // A pagination cache of the test process's own, not the user's (a test may name another).
        let base = ProcessInfo.processInfo.environment.merging(["RRENDER_CACHE": Self.testCache]) { _, new in new }
        process.environment = base.merging(environment) { _, new in new }
        let output = Pipe(), error = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = stdin
        try process.run()
        // Written from another thread: a process answering line by line fills its output pipe
        // while we would still be writing.
        let writer = stdin.fileHandleForWriting
        Thread.detachNewThread {
            writer.write(Data(input.utf8))
            try? writer.close()
        }
        // Read both pipes while the process runs, so a full pipe never blocks it.
        let errorData = ErrorCollector(error.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: outputData, stderr: errorData.text(),
            signaled: process.terminationReason == .uncaughtSignal)
    }
}

/// Reads a pipe on a background thread.
private final class ErrorCollector: @unchecked Sendable {
    // @unchecked: `data` is written once by the reading thread before `done` is signalled.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
