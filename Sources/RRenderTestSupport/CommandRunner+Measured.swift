import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension CommandRunner {
    /// A run of the program measured by the kernel: how it ended (an exit status or a signal), its
    /// peak resident memory, and whether it had to be killed for taking too long.
    public struct MeasuredResult: Sendable {
        /// What it printed and its exit status (meaningless when `signal` is set).
        public let result: Result
        /// The signal that ended it (SIGILL for a Swift trap, SIGSEGV for a stack overflow…), if any.
        public let signal: Int32?
        /// The peak resident set size, in bytes (`ru_maxrss`).
        public let peakMemory: Int
        /// True when it ran past the timeout and was killed.
        public let timedOut: Bool

        /// One line for a failed expectation: status or signal, memory, the first stderr line.
        public var summary: String {
            let end = timedOut ? "killed after the timeout" : signal.map { "signal \($0)" } ?? "exit \(result.status)"
            return "\(end), \(peakMemory >> 20) MiB peak, stderr: \(result.errorLines.first ?? "(none)")"
        }
    }

    /// Runs the program (`rrender` unless the runner names another) with `arguments` as a child of its own (`posix_spawn`, output to temporary
    /// files, standard input empty) and waits for it with `wait4`, which gives its resource use;
    /// after `timeout` seconds it is killed. Foundation's `Process` cannot report a child's peak
    /// memory.
    public func runMeasured(_ arguments: [String], timeout: Double = 120) throws -> MeasuredResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outPath = folder.appendingPathComponent("stdout").path, errPath = folder.appendingPathComponent("stderr").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let path = program.path
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "posix_spawn: \(spawned)"])
        }
        var status: Int32 = 0
        var usage = rusage()
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if !timedOut, Date() > deadline {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(5_000)
        }
        let signal = status & 0x7F
        let result = Result(
            status: (status >> 8) & 0xFF, stdout: (try? Data(contentsOf: URL(fileURLWithPath: outPath))) ?? Data(),
            stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "", signaled: signal != 0)
        return MeasuredResult(
            result: result, signal: signal == 0 ? nil : signal, peakMemory: usage.ru_maxrss * 1024, timedOut: timedOut)
    }
}
