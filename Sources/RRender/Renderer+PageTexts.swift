import Foundation

extension Renderer {
    /// The text of every page, in order (what `text(ofPage:)` gives for each): each resource laid
    /// out once, in parallel as `renderAllPNGs` does, and nothing painted, where asking for each
    /// page's text lays the book out twice (once to count the pages) and one page at a time.
    /// `body` is called for page 1, 2, 3… in turn, one call at a time, on the workers' threads;
    /// the texts of resources laid out ahead of their turn wait in memory. Stops at the first
    /// error `body` throws. A publication without pages calls `body` for none.
    public func forEachPageText(_ body: @Sendable (PageLocation, String) throws -> Void) throws {
        if screens.sources[..<screens.linearCount].allSatisfy({ $0.knownScreenCount != nil }) {
            // A PDF or a fixed-layout book: nothing to lay out to count the pages.
            for number in stride(from: 1, through: pageCount(), by: 1) { try body(try location(ofPage: number), try text(ofPage: number)) }
            return
        }
        try withoutActuallyEscaping(body) { body in
            let delivery = InOrderDelivery(body)
            _ = try forEveryScreen { source, screen, location, worker in
                let text = (source as? any LaidOutScreens)?.text(screen, with: worker, in: self) ?? ""
                try delivery.deliver(location, text)
            }
        }
    }
}

/// Hands pages found in any order to a body in page-number order, from 1: a page waits until
/// every page before it has been handed over.
private final class InOrderDelivery: @unchecked Sendable {
    // @unchecked: `waiting` and `next` are only touched under `lock`.
    private let lock = NSLock()
    private var waiting: [Int: (PageLocation, String)] = [:]
    private var next = 1
    private let body: (PageLocation, String) throws -> Void

    init(_ body: @escaping (PageLocation, String) throws -> Void) {
        self.body = body
    }

    func deliver(_ location: PageLocation, _ text: String) throws {
        lock.lock()
        defer { lock.unlock() }
        waiting[location.number] = (location, text)
        while let ready = waiting.removeValue(forKey: next) {
            next += 1
            try body(ready.0, ready.1)
        }
    }
}
