import Dispatch
import Foundation
import RRender

/// What a run leaves behind when it is stopped by a signal (Ctrl-C, `kill`, `timeout`, GNU
/// parallel's `--timeout`, a Kubernetes or Slurm job ended early), which runs no `deinit`: the
/// publication's embedded fonts, written to a folder in the temporary directory, and the
/// temporary file of an output being written beside its destination. On SIGINT, SIGTERM or
/// SIGHUP they are removed, then the signal is raised again with its default action, so the
/// process ends as the signal asks (exit status 128 + the signal in a shell). SIGKILL cannot be
/// caught, and SIGPIPE (`rrender text book.epub | head`) is left to end the process at once, as
/// it ends `cat`; the font folders such a process leaves are removed by the next run that makes
/// one (`FontFileFolder`).
enum SignalCleanup {
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// The handlers, kept for the life of the process (a source released stops watching).
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// Watches `signals` from now on. The handlers run on a queue of their own (so they may do
    /// anything: they run outside signal context) while the workers go on.
    static func install() {
        let queue = DispatchQueue(label: "rrender.signals")
        for number in signals {
            // A signal the process was started ignoring (`nohup`, a background job) stays ignored.
            var current = sigaction()
            guard sigaction(number, nil, &current) == 0,
                unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self)
            else { continue }
            // Delivered to the dispatch source only while the default action is off.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { end(by: number) }
            source.resume()
            sources.append(source)
        }
    }

    /// Removes what the run would leave behind and ends the process by signal `number`: its
    /// default action again, and unblocked in this thread (libdispatch blocks the signals it
    /// watches), so raising it ends the process; `_exit` with the shell's status for it if not.
    private static func end(by number: Int32) {
        TemporaryFiles.removeAll()
        signal(number, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
        _exit(128 + number)
    }
}
