import Dispatch
import Foundation
import Synchronization

/// Runs reftests: packs each test and its references as one-chapter EPUBs, renders every page
/// of each as any book is rendered, and compares the pixels exactly (as PNG bytes: rrender's
/// encoder is deterministic, so equal bytes are equal pixels and different bytes different
/// ones).
public struct ReftestRunner: Sendable {
    /// How a run is made.
    public struct Options: Sendable {
        /// How many documents are rendered at once.
        public var jobs: Int
        /// Where HTML documents converted to XHTML are kept.
        public var conversionFolder: String
        /// The HTML-to-XHTML script (`scripts/html-to-xhtml.py`) and the Python that runs it.
        public var converterScript: String
        public var python: String
        /// Whether failures keep the first page that differs, for a report.
        public var keepsImages: Bool

        /// Options.
        public init(
            jobs: Int, conversionFolder: String, converterScript: String, python: String = "/usr/bin/python3",
            keepsImages: Bool = true
        ) {
            self.jobs = max(1, jobs)
            self.conversionFolder = conversionFolder
            self.converterScript = converterScript
            self.python = python
            self.keepsImages = keepsImages
        }
    }

    /// The tests to run.
    public let catalog: ReftestCatalog
    /// How.
    public let options: Options

    /// A runner of `catalog`'s tests.
    public init(catalog: ReftestCatalog, options: Options) {
        self.catalog = catalog
        self.options = options
    }

    /// Runs every test; `progress` is called after each with the count done (on any thread).
    public func run(progress: @Sendable (Int, Int) -> Void = { _, _ in }) throws(ConformanceError) -> [ReftestResult] {
        let tests = catalog.tests
        let runnable = tests.filter { skip($0) == nil }
        let referencePaths = Set(runnable.flatMap { test in test.references.map(\.path).filter(exists) })
        let converter = HTMLConverter(
            root: catalog.root, folder: options.conversionFolder, script: options.converterScript,
            python: options.python)
        let converted = try converter.convert(runnable.map(\.path) + referencePaths)
        let packer = ReftestPacker(root: catalog.root, converted: converted)

        let paths = referencePaths.sorted()
        let pages = Self.parallelMap(paths, jobs: options.jobs) { path in Self.render(path, packer: packer) }
        let rendered = Dictionary(uniqueKeysWithValues: zip(paths, pages))
        let done = Atomic<Int>(0)
        return Self.parallelMap(tests, jobs: options.jobs) { test in
            let result: ReftestResult
            if let reason = skip(test) {
                result = ReftestResult(test: test, outcome: .skip, detail: reason)
            } else {
                result = compare(test, pages: Self.render(test.path, packer: packer), references: rendered)
            }
            progress(done.add(1, ordering: .relaxed).newValue, tests.count)
            return result
        }
    }

    /// The one-chapter EPUB the document at `path` (a test or a reference) is rendered from.
    public func pack(_ path: String) throws(ConformanceError) -> Data {
        let converter = HTMLConverter(
            root: catalog.root, folder: options.conversionFolder, script: options.converterScript,
            python: options.python)
        return try ReftestPacker(root: catalog.root, converted: try converter.convert([path])).epub(of: path)
    }

    /// The page layouts of the document at `path`, as text (`PageLayout.dump()`), page by page.
    public func dumpLayout(_ path: String) throws(ConformanceError) -> String {
        DocumentRenderer.layouts(of: try pack(path), name: path)
    }

    /// Why `test` is not run, or nil.
    func skip(_ test: Reftest) -> String? {
        if let reason = test.skipReason { return reason }
        let present = test.references.filter { exists($0.path) }
        guard present.contains(where: { $0.relation == .match }) || !test.references.contains(where: { $0.relation == .match })
        else {
            let missing = test.references.first { $0.relation == .match }?.path ?? ""
            return "its reference \(missing) is not in the suites' folder"
        }
        return present.isEmpty ? "its references are not in the suites' folder" : nil
    }

    private func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: catalog.root + "/" + path) }

    /// The test's result against its rendered references.
    func compare(_ test: Reftest, pages: RenderedPages, references: [String: RenderedPages]) -> ReftestResult {
        guard case .success(let pages) = pages else {
            if case .failure(let failure) = pages {
                return ReftestResult(test: test, outcome: .fail, detail: "cannot be rendered: \(failure.reason)")
            }
            return ReftestResult(test: test, outcome: .fail)
        }
        var firstMismatch: (detail: String, images: ReftestResult.Images?)?, matched = false
        let matches = test.references.filter { $0.relation == .match && references[$0.path] != nil }
        for reference in matches {
            guard case .success(let expected) = references[reference.path] else {
                firstMismatch = firstMismatch ?? ("its reference \(reference.path) cannot be rendered", nil)
                continue
            }
            guard let page = Self.firstDifference(pages, expected) else { matched = true; break }
            let detail =
                pages.count == expected.count
                ? "page \(page + 1) differs from \(reference.path)"
                : "\(pages.count) pages, \(reference.path) \(expected.count)"
            let images = ReftestResult.Images(test: pages[safe: page], reference: expected[safe: page], page: page + 1)
            firstMismatch = firstMismatch ?? (detail, options.keepsImages ? images : nil)
        }
        if !matches.isEmpty, !matched, let firstMismatch {
            return ReftestResult(test: test, outcome: .fail, detail: firstMismatch.detail, images: firstMismatch.images)
        }
        for reference in test.references where reference.relation == .mismatch {
            guard case .success(let other) = references[reference.path] else { continue }
            if Self.firstDifference(pages, other) == nil {
                let images = ReftestResult.Images(test: pages.first, reference: other.first, page: 1)
                return ReftestResult(
                    test: test, outcome: .fail, detail: "the same pixels as its mismatch reference \(reference.path)",
                    images: options.keepsImages ? images : nil)
            }
        }
        return ReftestResult(test: test, outcome: .pass)
    }

    /// The index of the first page that differs between `a` and `b` (a page one has and the
    /// other has not included), nil when they are the same.
    static func firstDifference(_ a: [[UInt8]], _ b: [[UInt8]]) -> Int? {
        for index in 0..<max(a.count, b.count) where a[safe: index] != b[safe: index] { return index }
        return nil
    }

    static func render(_ path: String, packer: ReftestPacker) -> RenderedPages {
        let epub: Data
        do { epub = try packer.epub(of: path) } catch { return .failure(RenderFailure(reason: error.description)) }
        return DocumentRenderer.pages(of: epub, name: path)
    }

    /// `transform` of every element, on `jobs` threads, in the elements' order.
    static func parallelMap<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @Sendable (T) -> R) -> [R] {
        let results = Mutex<[Int: R]>([:]), next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, items.count))) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < items.count else { return }
                let result = transform(items[index])
                results.withLock { $0[index] = result }
            }
        }
        let all = results.withLock { $0 }
        return (0..<items.count).compactMap { all[$0] }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
