import Synchronization

/// The points already found for words, per dictionary: a book repeats its words (Moby-Dick's
/// 82,000 words of five letters or more are 17,000 different ones), and a lookup here costs a
/// fraction of lowercasing, encoding and running the patterns again. Bounded: when full it is
/// emptied and fills again, which changes no result.
final class PointCache: Sendable {
    /// The most words kept.
    static let capacity = 65_536

    private let points = Mutex<[String: [Int]]>([:])

    /// The points of `word`, computing them with `compute` the first time.
    func points(of word: String, compute: () -> [Int]) -> [Int] {
        if let known = points.withLock({ $0[word] }) { return known }
        let found = compute()
        points.withLock { points in
            if points.count >= Self.capacity { points.removeAll(keepingCapacity: true) }
            points[word] = found
        }
        return found
    }
}
