/// What running one reftest gave.
public struct ReftestResult: Sendable {
    /// The result, as the expectations file writes it.
    public enum Outcome: String, Sendable, CaseIterable, Comparable {
        /// Every match reference gave the same pixels as the test (one is enough), no mismatch
        /// reference did.
        case pass = "PASS"
        /// Otherwise, or the test could not be rendered.
        case fail = "FAIL"
        /// Not run: it needs what a book engine cannot show, or its reference is not in the
        /// suites' folder.
        case skip = "SKIP"

        public static func < (a: Outcome, b: Outcome) -> Bool { a.rank < b.rank }

        private var rank: Int {
            switch self {
            case .pass: 0
            case .fail: 1
            case .skip: 2
            }
        }
    }

    /// The pages of a failure to show: the first page that differs, as PNG bytes.
    public struct Images: Sendable {
        /// The test's page (nil when the test has fewer pages).
        public var test: [UInt8]?
        /// The reference's page (nil when the reference has fewer pages).
        public var reference: [UInt8]?
        /// Which page, from 1.
        public var page: Int
    }

    /// The test.
    public let test: Reftest
    /// Its result.
    public let outcome: Outcome
    /// Why it failed or was skipped, in a few words (empty for a pass).
    public let detail: String
    /// A failure's pages, for the report.
    public let images: Images?

    /// A result.
    public init(test: Reftest, outcome: Outcome, detail: String = "", images: Images? = nil) {
        self.test = test
        self.outcome = outcome
        self.detail = detail
        self.images = images
    }
}
