import Dispatch
import Foundation
import RRender
import Synchronization

/// Makes the thumbnails of many publications on `jobs` threads: each input is skipped when its
/// output is up to date (unless `force`), else made and written; a failure is recorded and
/// the batch goes on. Each book is bounded in time: past `timeout` it is reported as timed out
/// and left behind (its thread finishes on its own, and writes nothing).
public struct BatchRunner: Sendable {
    /// How the batch runs.
    public struct Settings: Sendable {
        /// Threads making thumbnails at once.
        public var jobs: Int
        /// Seconds allowed per book.
        public var timeout: Double
        /// Remake outputs that are up to date.
        public var force: Bool

        /// Settings: one job per core, 30 s per book, up-to-date outputs skipped.
        public init(jobs: Int = ProcessorCount.active, timeout: Double = 30, force: Bool = false) {
            self.jobs = max(1, jobs)
            self.timeout = timeout
            self.force = force
        }
    }

    /// Makes each thumbnail.
    public let thumbnailer: Thumbnailer
    /// Where thumbnails go.
    public let destination: any ThumbnailDestination
    /// Jobs, timeout, force.
    public let settings: Settings

    /// A runner writing `thumbnailer`'s thumbnails to `destination`.
    public init(thumbnailer: Thumbnailer, destination: any ThumbnailDestination, settings: Settings = Settings()) {
        self.thumbnailer = thumbnailer
        self.destination = destination
        self.settings = settings
    }

    /// Runs the batch over `inputs` and returns every outcome, in input order. `report` is
    /// called once per input in input order (an outcome waits for those before it) and
    /// `finished` as soon as each is done, in any order (for progress bars); both under one
    /// lock, so they may write manifests and progress without locking.
    @discardableResult
    public func run(
        _ inputs: [BatchInput], finished: @Sendable (BatchOutcome) -> Void = { _ in },
        report: @Sendable (Int, BatchOutcome) -> Void = { _, _ in }
    ) -> [BatchOutcome] {
        let state = Mutex(OrderedResults(count: inputs.count))
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(settings.jobs, max(1, inputs.count))) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < inputs.count else { return }
                let outcome = process(inputs[index])
                state.withLock { results in
                    results.set(index, outcome)
                    finished(outcome)
                    while let ready = results.nextReady() { report(ready.index, ready.outcome) }
                }
            }
        }
        return state.withLock { $0.all() }
    }

    /// One input, start to end.
    public func process(_ input: BatchInput) -> BatchOutcome {
        let start = DispatchTime.now()
        var outcome = make(input)
        outcome.milliseconds = Int((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
        return outcome
    }

    private func make(_ input: BatchInput) -> BatchOutcome {
        var outcome = BatchOutcome(input: input)
        let output = destination.output(for: input)
        if !settings.force, destination.isUpToDate(input) {
            outcome.output = output
            outcome.skipped = true
            if let size = ExistingImage.size(at: output) { (outcome.width, outcome.height) = size }
            return outcome
        }
        do {
            let thumbnail = try timed(input.path) { () throws(ThumbnailError) in try thumbnailer.thumbnail(path: input.path) }
            try destination.write(thumbnail, of: input, with: thumbnailer)
            outcome.output = output
            outcome.rule = thumbnail.rule
            outcome.width = thumbnail.width
            outcome.height = thumbnail.height
        } catch {
            outcome.error = "\(error)"
            destination.recordFailure(of: input)
        }
        return outcome
    }

    /// `body`'s result, or `timedOut` when it takes longer than the timeout (it then runs on,
    /// alone, and its result is dropped).
    private func timed(
        _ path: String, _ body: @escaping @Sendable () throws(ThumbnailError) -> Thumbnail
    ) throws(ThumbnailError) -> Thumbnail {
        guard settings.timeout > 0, settings.timeout.isFinite else { return try body() }
        let box = Mutex<Result<Thumbnail, ThumbnailError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let result = Result { () throws(ThumbnailError) in try body() }
            box.withLock { $0 = result }
            done.signal()
        }
        guard done.wait(timeout: .now() + settings.timeout) == .success, let result = box.withLock({ $0 }) else {
            throw .timedOut(path: path, seconds: settings.timeout)
        }
        return try result.get()
    }
}

/// Outcomes kept until every one before them is in, so reports come in input order.
struct OrderedResults {
    private var outcomes: [BatchOutcome?]
    private var reported = 0

    init(count: Int) {
        outcomes = Array(repeating: nil, count: count)
    }

    mutating func set(_ index: Int, _ outcome: BatchOutcome) {
        outcomes[index] = outcome
    }

    /// The next outcome in input order, if it is in.
    mutating func nextReady() -> (index: Int, outcome: BatchOutcome)? {
        guard reported < outcomes.count, let outcome = outcomes[reported] else { return nil }
        reported += 1
        return (reported - 1, outcome)
    }

    func all() -> [BatchOutcome] { outcomes.compactMap { $0 } }
}

/// The pixel size of an image file already written (a thumbnail found up to date).
enum ExistingImage {
    static func size(at path: String) -> (Int, Int)? {
        guard let data = FileManager.default.contents(atPath: path), let info = ImageInfo.read(Array(data)) else { return nil }
        return (info.width, info.height)
    }
}
