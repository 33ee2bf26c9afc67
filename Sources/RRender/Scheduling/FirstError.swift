import Synchronization

/// The first error of a parallel loop.
final class FirstError: Sendable {
    private let stored = Mutex<(any Error)?>(nil)

    var isSet: Bool { stored.withLock { $0 != nil } }
    var error: (any Error)? { stored.withLock { $0 } }

    func set(_ error: any Error) {
        stored.withLock { if $0 == nil { $0 = error } }
    }
}
