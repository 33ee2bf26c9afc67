import RRender

/// What checking one snapshot found: a value, for reports and test assertions.
public struct SnapshotResult: Sendable {
    /// How the page compared with its golden.
    public enum Status: String, Sendable {
        /// Text and pixels match the golden.
        case passed
        /// The golden was written (new, re-recorded or recorded again).
        case recorded
        /// There is no golden and the record mode forbids writing one.
        case new
        /// The page differs from its golden.
        case changed
        /// A golden exists for a page the publication no longer has.
        case missing
    }

    /// Why a changed page differs, most telling first.
    public enum Change: Sendable, Equatable {
        /// The page's words changed (a change of the book or its settings).
        case text(WordDiff)
        /// Only pixels changed, and the environment did not: a change of CSS, layout or images.
        case pixels(summary: String)
        /// Only pixels changed, and the environment did: these libraries moved.
        case environment(changes: [String], summary: String)
    }

    /// Where the snapshot lives.
    public let key: SnapshotKey
    /// The outcome.
    public let status: Status
    /// Why it changed (`changed` only; for `recorded` after a difference, what was replaced).
    public let change: Change?
    /// The page number across the publication (nil for `missing`).
    public let pageNumber: Int?
    /// The page's locator (nil for `missing`, and when a passing run did not need it).
    public var locator: Locator?
    /// The page's text now (nil for `missing`).
    public let text: String?
    /// The images, for reports: the golden, the page now and the diff (when they exist).
    public let images: Images

    /// The PNG bytes of the golden, the rendered page and their diff.
    public struct Images: Sendable {
        /// The golden image's path on disk.
        public var expectedPath: String?
        /// The rendered page (kept for failures only).
        public var actual: [UInt8]?
        /// The diff visualisation (kept for pixel failures only).
        public var diff: [UInt8]?

        /// Images from their parts.
        public init(expectedPath: String? = nil, actual: [UInt8]? = nil, diff: [UInt8]? = nil) {
            self.expectedPath = expectedPath
            self.actual = actual
            self.diff = diff
        }
    }

    /// A result from its parts.
    public init(
        key: SnapshotKey, status: Status, change: Change? = nil, pageNumber: Int?, locator: Locator? = nil,
        text: String?, images: Images = Images()
    ) {
        self.key = key
        self.status = status
        self.change = change
        self.pageNumber = pageNumber
        self.locator = locator
        self.text = text
        self.images = images
    }

    /// True for the outcomes that fail a run: `new`, `changed`, `missing`.
    public var failed: Bool { status == .new || status == .changed || status == .missing }

    /// One line: the key, the status and, for a failure, why.
    public var message: String {
        switch status {
        case .passed: "\(key): passed"
        case .recorded: "\(key): recorded"
        case .new: "\(key): no golden (record mode none)"
        case .missing: "\(key): golden without a page (the publication has fewer pages here)"
        case .changed: "\(key): \(change.map(Self.describe) ?? "changed")"
        }
    }

    /// What a change says in one line.
    public static func describeChange(_ change: Change) -> String { describe(change) }

    /// What a change says in one line.
    static func describe(_ change: Change) -> String {
        switch change {
        case .text(let diff): "text changed: \(diff)"
        case .pixels(let summary): "pixels changed: \(summary)"
        case .environment(let changes, let summary):
            "environment changed (\(changes.joined(separator: ", "))): \(summary)"
        }
    }
}
