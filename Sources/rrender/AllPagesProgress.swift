import RRender
import Synchronization

/// The bar of every page of a book (`render --pages all`, `text`): a `PageTally` fed as pages
/// are written, drawn on `bar`. Thread-safe: rendering threads report pages as they finish.
final class AllPagesProgress: Sendable {
    let bar: ProgressBar?
    private let renderer: Renderer
    private let tally: Mutex<PageTally>

    init(bar: ProgressBar?, renderer: Renderer) {
        self.bar = bar
        self.renderer = renderer
        // Without a bar nothing is asked: the cache file is not read, the documents not sized.
        tally = Mutex(
            bar == nil
                ? PageTally(total: 0, documentBytes: [])
                : PageTally(total: renderer.knownPageCount(), documentBytes: renderer.documentBytes()))
    }

    /// Draws the bar before any page is written, with `note` (such as `laying out`).
    func start(note: String) {
        guard let bar else { return }
        tally.withLock { tally in bar.update(0, of: tally.total, fraction: tally.total == nil ? 0 : nil, note: note) }
    }

    /// A page was written.
    func written(_ location: PageLocation) {
        guard let bar else { return }
        // Known before the resource's first page is written: the walk counts its pages first.
        let count = renderer.knownPageCount(ofResource: location.resource)
        // Drawn under the lock, so a thread that counted fewer pages never draws after one that
        // counted more: the bar only moves forward.
        tally.withLock { tally in
            tally.write(resource: location.resource, pageCount: count)
            if let total = tally.total { return bar.update(tally.pages, of: total) }
            bar.update(
                tally.pages, of: nil, fraction: tally.fraction, note: "chapter \(tally.furthestChapter)/\(tally.chapterCount)")
        }
    }
}

/// How far writing every page of a book has come, as its bar shows it (a pure value, so the
/// arithmetic is tested without a terminal).
///
/// With the page count known before anything is laid out (a PDF, fixed layout, or every count
/// in the pagination cache), the pages written of that count. Otherwise the share of the
/// reading order's document bytes written: each chapter weighs its document's bytes, and counts
/// for the share of its pages written once its page count is known (the walk lays a chapter out
/// before its first page), for nothing before. Counting chapters instead filled the bar by a
/// whole chapter's share for a title page of one page.
/// The fraction never decreases, and reaches 1 with the last page only.
struct PageTally: Sendable {
    /// The book's page count, when known before its pages are laid out.
    let total: Int?
    /// Each reading-order item's weight: its document's bytes, at least 1, so that every
    /// chapter must be written before the bar is full.
    private let weights: [Int]
    private let totalWeight: Int
    /// Pages written so far.
    private(set) var pages = 0
    /// The furthest chapter a page was written of, from 1 (the note's `chapter 3/40`).
    private(set) var furthestChapter = 0
    /// The weight of the chapters whose every page is written.
    private var finishedWeight = 0
    private var finishedChapters = 0
    /// The chapters begun and not finished: pages written, and the page count once known.
    private var begun: [Int: (written: Int, count: Int?)] = [:]

    /// A tally for a book of `total` pages (nil: not known yet) whose reading-order items'
    /// documents have `documentBytes`.
    init(total: Int?, documentBytes: [Int]) {
        self.total = total
        weights = documentBytes.map { max(1, $0) }
        totalWeight = weights.reduce(0, +)
    }

    /// The number of reading-order items.
    var chapterCount: Int { weights.count }

    /// Records a page of reading-order item `resource` written; `pageCount` is that item's
    /// page count when known.
    mutating func write(resource: Int, pageCount: Int?) {
        pages += 1
        furthestChapter = max(furthestChapter, resource + 1)
        guard weights.indices.contains(resource) else { return }
        var chapter = begun[resource] ?? (0, nil)
        chapter.written += 1
        chapter.count = pageCount ?? chapter.count
        if let count = chapter.count, chapter.written >= count {
            begun[resource] = nil
            finishedWeight += weights[resource]
            finishedChapters += 1
        } else {
            begun[resource] = chapter
        }
    }

    /// The share of the work done, from 0 to 1.
    var fraction: Double {
        if let total { return total > 0 ? min(1, Double(pages) / Double(total)) : 1 }
        guard totalWeight > 0 else { return 0 }
        if finishedChapters == weights.count { return 1 }
        let inProgress = begun.reduce(0.0) { sum, entry in
            guard let count = entry.value.count, count > 0 else { return sum }
            return sum + Double(weights[entry.key]) * Double(entry.value.written) / Double(count)
        }
        // A chapter is left: short of full however the sum rounds.
        return min((Double(finishedWeight) + inProgress) / Double(totalWeight), 0.999)
    }
}
