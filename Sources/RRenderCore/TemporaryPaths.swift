import Synchronization

/// The temporary files or folders a process has made and not yet removed, for a signal handler
/// to remove at once: a process that ends on a signal runs no `deinit` and no `defer`.
///
/// Each is made under the registry's lock (`make`), so none is made once `removeAll` has run
/// and none is made while it runs; its owner removes it as usual, then forgets it (`forget`).
public final class TemporaryPaths: Sendable {
    private let state = Mutex<(paths: Set<String>, ended: Bool)>(([], false))

    public init() {}

    /// Runs `make`, which makes a file or folder and returns its path (nil when it made none),
    /// and keeps that path; false, without running `make`, once `removeAll` has run.
    public func make(_ make: () -> String?) -> Bool {
        state.withLock { state in
            guard !state.ended else { return false }
            if let path = make() { state.paths.insert(path) }
            return true
        }
    }

    /// `path` was removed by its owner.
    public func forget(_ path: String) {
        state.withLock { _ = $0.paths.remove(path) }
    }

    /// Removes every path kept with `remove`, for a process about to end; `make` fails from now on.
    public func removeAll(with remove: (String) -> Void) {
        state.withLock { state in
            state.ended = true
            for path in state.paths { remove(path) }
            state.paths.removeAll()
        }
    }
}
