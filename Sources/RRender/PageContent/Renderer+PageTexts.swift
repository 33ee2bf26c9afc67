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
            for number in stride(from: 1, through: pageCount(), by: 1) {
                try body(try location(ofPage: number), try text(ofPage: number))
            }
            return
        }
        let sources = Array(screens.sources[..<screens.linearCount])
        let failure = FirstError()
        withoutActuallyEscaping(body) { body in
            let delivery = InOrderDelivery(body)
            // Each source is laid out and its texts taken at once, on any worker: nothing waits
            // for the page counts before it, as painting (which numbers pages) does.
            scheduler.forEachBatch(keys: sources.map { $0.batchKey(ofScreen: 0) }, exclusive: true) { index, worker in
                guard !failure.isSet else { return }
                let source = sources[index]
                let pages = (0..<screenCount(of: source, with: worker)).map { screen in
                    (
                        location: source.location(ofScreen: screen),
                        text: (source as? any LaidOutScreens)?.text(screen, with: worker, in: self) ?? ""
                    )
                }
                do { try delivery.deliver(source: index, pages) } catch { failure.set(error) }
            }
        }
        persistentPagination?.save()
        if let error = failure.error { throw error }
    }
}

/// Hands the pages of sources laid out in any order to a body in page-number order, from 1: a
/// source's pages wait until every source before it has been handed over.
private final class InOrderDelivery: @unchecked Sendable {
    // @unchecked: `waiting`, `nextSource` and `nextPage` are only touched under `lock`.
    private let lock = NSLock()
    private var waiting: [Int: [(location: (resource: Int, page: Int), text: String)]] = [:]
    private var nextSource = 0
    private var nextPage = 1
    private let body: (PageLocation, String) throws -> Void

    init(_ body: @escaping (PageLocation, String) throws -> Void) {
        self.body = body
    }

    func deliver(source: Int, _ pages: [(location: (resource: Int, page: Int), text: String)]) throws {
        lock.lock()
        defer { lock.unlock() }
        waiting[source] = pages
        while let ready = waiting.removeValue(forKey: nextSource) {
            nextSource += 1
            for page in ready {
                let location = PageLocation(resource: page.location.resource, page: page.location.page, number: nextPage)
                nextPage += 1
                try body(location, page.text)
            }
        }
    }
}
