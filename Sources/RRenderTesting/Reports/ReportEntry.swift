import Foundation
import RRender

/// One line of a report, whatever made it (a snapshot, a page pair, a pair of PNG files).
public struct ReportEntry: Sendable {
    /// The group the entry belongs to (the book's name, or a chapter).
    public var group: String
    /// The entry's name (a snapshot key, `href old pages → new pages`, a file name).
    public var name: String
    /// `passed`, `recorded`, `same`, `moved`, `changed`, `new`, `added`, `removed`, `missing`.
    public var status: String
    /// True when the entry fails the run.
    public var failed: Bool
    /// One line saying why (empty when nothing is to be said).
    public var message: String
    /// The table-of-contents title, when known.
    public var title: String?
    /// The word diff, when the text changed.
    public var wordDiff: WordDiff?
    /// The images: expected (a path or bytes), actual and diff (bytes).
    public var expectedPath: String?
    /// The expected image's bytes, when it is not on disk.
    public var expected: [UInt8]?
    /// The actual image's bytes.
    public var actual: [UInt8]?
    /// The diff image's bytes.
    public var diff: [UInt8]?
    /// What the images are called, and their order.
    public var captions = Captions.standard
    /// Where the entry is, for CI reports (`MarkdownSummary`, `GitHubAnnotations`): nil for an
    /// entry of no publication (a reftest, a file of a folder comparison).
    public var place: Place?

    /// A page's place in a publication, and what kind of change the page had.
    public struct Place: Sendable, Equatable {
        /// The publication's path, as given on the command line.
        public var publication: String
        /// The reading-order item's href (percent-encoded, as in locators).
        public var href: String
        /// The page: `p. 12`, or for a pair of editions `p. 11 → p. 12`.
        public var pages: String
        /// `text`, `pixels`, `environment`, or the status when the page was not compared
        /// (`new`, `missing`, `added`, `removed`); nil for an entry that did not fail.
        public var change: String?

        /// A place from its parts.
        public init(publication: String, href: String, pages: String, change: String?) {
            self.publication = publication
            self.href = href
            self.pages = pages
            self.change = change
        }

        /// `href` with its percent-escapes decoded: the resource's path in the container.
        public var path: String { href.removingPercentEncoding ?? href }

        /// The kind of `change` in one word.
        static func kind(_ change: SnapshotResult.Change) -> String {
            switch change {
            case .text: "text"
            case .pixels: "pixels"
            case .environment: "environment"
            }
        }
    }

    /// What a report calls an entry's images: `expected`, `actual` and `diff`, unless the
    /// entry's workflow has its own words (a reftest's reference, test and difference).
    public struct Captions: Sendable, Equatable {
        public var expected: String
        public var actual: String
        public var diff: String
        /// True shows the actual image before the expected one.
        public var actualFirst: Bool

        /// Captions.
        public init(expected: String, actual: String, diff: String, actualFirst: Bool = false) {
            self.expected = expected
            self.actual = actual
            self.diff = diff
            self.actualFirst = actualFirst
        }

        /// expected, actual, diff.
        public static let standard = Captions(expected: "expected", actual: "actual", diff: "diff")
    }

    /// An entry from its parts.
    public init(group: String, name: String, status: String, failed: Bool, message: String = "", title: String? = nil) {
        self.group = group
        self.name = name
        self.status = status
        self.failed = failed
        self.message = message
        self.title = title
    }
}

extension ReportEntry {
    /// The entry of a snapshot result of the publication at `publication` (nil: no place).
    public init(_ result: SnapshotResult, publication: String? = nil) {
        self.init(
            group: result.key.name, name: result.key.description, status: result.status.rawValue, failed: result.failed,
            message: result.message, title: result.locator?.title)
        if case .text(let diff) = result.change { wordDiff = diff }
        expectedPath = result.images.expectedPath
        actual = result.images.actual
        diff = result.images.diff
        if let publication {
            let pages = result.pageNumber.map { "p. \($0)" } ?? "page \(result.key.page) of the resource"
            place = Place(
                publication: publication, href: result.key.href, pages: pages,
                change: result.failed ? result.change.map(Place.kind) ?? result.status.rawValue : nil)
        }
    }

    /// The entry of a page pair of the new edition at `publication` (nil: no place).
    public init(_ pair: PagePair, publication: String? = nil) {
        let pages = "\(pair.old.map { "p. \($0.number)" } ?? "—") → \(pair.new.map { "p. \($0.number)" } ?? "—")"
        let what = pair.change.map(SnapshotResult.describe) ?? pair.status.rawValue
        self.init(
            group: pair.new?.locator.title ?? pair.old?.locator.title ?? pair.href,
            name: "\(pair.href) \(pages)", status: pair.status.rawValue, failed: pair.differs,
            message: what, title: pair.new?.locator.title ?? pair.old?.locator.title)
        if case .text(let diff) = pair.change { wordDiff = diff }
        if let publication {
            place = Place(
                publication: publication, href: pair.href, pages: pages,
                change: pair.differs ? pair.change.map(Place.kind) ?? pair.status.rawValue : nil)
        }
        if pair.differs {
            if case .pixels = pair.change {
                setImages(expected: pair.old?.png, actual: pair.new?.png)
            } else {
                expected = pair.old?.png
                actual = pair.new?.png
            }
        }
    }

    /// Sets the expected and actual images (PNG bytes) and, when both decode, the diff image.
    public mutating func setImages(expected: [UInt8]?, actual: [UInt8]?) {
        self.expected = expected
        self.actual = actual
        if let expected, let actual, let x = try? PNGDecoderBridge.decode(expected), let y = try? PNGDecoderBridge.decode(actual)
        {
            diff = ImageComparison(expected: x, actual: y).diffPNG()
        }
    }

    /// The entry of a file of a folder comparison: grouped by its folder (the actual folder's
    /// name, then the subfolders), with the expected, actual and diff images of a file that differs.
    public init(_ entry: FolderComparison.Entry, of comparison: FolderComparison) {
        let top = URL(fileURLWithPath: comparison.actual).lastPathComponent
        let folder = (entry.path as NSString).deletingLastPathComponent
        self.init(
            group: folder.isEmpty ? top : top + "/" + folder, name: entry.path, status: entry.status.rawValue,
            failed: entry.differs, message: entry.message)
        guard entry.differs else { return }
        if entry.status != .new { expectedPath = comparison.fullPath(of: entry, actualSide: false) }
        if entry.status != .missing {
            actual = FileManager.default.contents(atPath: comparison.fullPath(of: entry, actualSide: true)).map { Array($0) }
        }
        diff = entry.diffPNG
    }
}

extension SnapshotRun {
    /// The report entries of the run's results, placed in its publication.
    public var entries: [ReportEntry] { results.map { ReportEntry($0, publication: book) } }
}
