import Foundation
import RRender
import RRenderCairo
import Synchronization

/// Renders a publication's pages and checks each against its golden, recording as the record
/// mode says: text first (a word diff), then pixels, then the environment fingerprint.
public struct Snapshotter: Sendable {
    /// The run's configuration.
    public let configuration: SnapshotConfiguration

    /// A snapshotter for `configuration`.
    public init(configuration: SnapshotConfiguration) { self.configuration = configuration }

    /// Checks (and records) the snapshots of the publication at `path`; `progress` is called
    /// after each page with the number done and the total.
    public func run(book path: String, progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> SnapshotRun {
        let publication = try Renderer.openPublication(path)
        let renderer =
            publication.isPDF
            ? try Renderer(publication: publication, options: configuration.options, pdfPreferences: configuration.pdfPreferences)
            : try Renderer(publication: publication, options: configuration.options, preferences: configuration.preferences)
        return try run(renderer, book: path, progress: progress)
    }

    /// Checks (and records) the snapshots of `renderer`'s pages.
    public func run(
        _ renderer: any FrameSource, book path: String, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws -> SnapshotRun {
        let numbers = configuration.pages.pageNumbers(in: renderer)
        let name = configuration.name(for: path)
        let store = SnapshotStore(directory: configuration.directory)
        let collected = Mutex<[SnapshotResult]>([])
        try renderer.renderPages(numbers) { page in
            let key = configuration.key(name: name, href: page.href, page: page.location.page + 1)
            let result = try check(page, key: key, store: store)
            let done = collected.withLock { results in
                results.append(result)
                return results.count
            }
            progress?(done, numbers.count)
        }
        var results = collected.withLock { $0 }.sorted { ($0.pageNumber ?? 0) < ($1.pageNumber ?? 0) }
        for index in results.indices where results[index].status != .passed {
            guard let number = results[index].pageNumber else { continue }
            let locator = try renderer.locator(ofPage: number)
            results[index].locator = locator
            if results[index].status == .recorded, let text = results[index].text {
                let sidecar = SnapshotStore.Sidecar(text: text, fingerprint: configuration.fingerprint, locator: locator)
                try store.writeSidecar(sidecar, for: results[index].key)
            }
        }
        if configuration.pages == .all, let first = results.first {
            let seen = Set(results.map(\.key.path))
            for stored in store.storedPaths(under: first.key.folder) where !seen.contains(stored) {
                results.append(missing(stored, like: first.key, store: store))
            }
        }
        return SnapshotRun(book: path, results: results)
    }

    /// Compares one rendered page with its golden, writing the golden when the mode says.
    private func check(_ page: RenderedPage, key: SnapshotKey, store: SnapshotStore) throws -> SnapshotResult {
        let expectedPath = store.imagePath(key)
        let exists = FileManager.default.fileExists(atPath: expectedPath)
        func record(_ change: SnapshotResult.Change?) throws -> SnapshotResult {
            try store.writeImage(page.pngData(), for: key)
            return SnapshotResult(
                key: key, status: .recorded, change: change, pageNumber: page.location.number, text: page.text,
                images: .init(expectedPath: expectedPath))
        }
        if configuration.record == .all || (!exists && configuration.record != .none) { return try record(nil) }
        guard exists else {
            return SnapshotResult(
                key: key, status: .new, pageNumber: page.location.number, text: page.text,
                images: .init(actual: page.pngData()))
        }
        let images: SnapshotResult.Images
        let change: SnapshotResult.Change
        if let difference = try difference(page, key: key, store: store) {
            (change, images) = difference
        } else {
            return SnapshotResult(key: key, status: .passed, pageNumber: page.location.number, text: page.text)
        }
        if configuration.record == .failed { return try record(change) }
        return SnapshotResult(
            key: key, status: .changed, change: change, pageNumber: page.location.number, text: page.text,
            images: images)
    }

    /// How the page differs from its golden, nil when it does not (within the tolerance).
    private func difference(
        _ page: RenderedPage, key: SnapshotKey,
        store: SnapshotStore
    ) throws -> (SnapshotResult.Change, SnapshotResult.Images)? {
        let expectedPath = store.imagePath(key)
        let sidecar = store.sidecar(key)
        if let sidecar, sidecar.text != page.text {
            return (.text(WordDiff(old: sidecar.text, new: page.text)), .init(expectedPath: expectedPath, actual: page.pngData()))
        }
        // Decoding the golden costs less than encoding the page; equal pixels end the check.
        let golden = try PNGFile.read(path: expectedPath)
        if Self.samePixels(golden, page.frame.image) { return nil }
        let comparison = ImageComparison(expected: golden, actual: page.frame.image, tolerance: configuration.tolerance)
        if comparison.matches { return nil }
        let images = SnapshotResult.Images(expectedPath: expectedPath, actual: page.pngData(), diff: comparison.diffPNG())
        let moved = sidecar.map { configuration.fingerprint.changes(from: $0.fingerprint) } ?? []
        return (
            moved.isEmpty
                ? .pixels(summary: comparison.diff.summary)
                : .environment(changes: moved, summary: comparison.diff.summary), images
        )
    }

    /// True when both images have the same size and pixels.
    static func samePixels(_ a: PixelImage, _ b: PixelImage) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        return a.pixels.withUnsafeBytes { x in
            b.pixels.withUnsafeBytes { y in
                guard let p = x.baseAddress, let q = y.baseAddress else { return x.count == y.count }
                return x.count == y.count && memcmp(p, q, x.count) == 0
            }
        }
    }

    /// The result of a golden whose page no longer exists.
    private func missing(_ stored: String, like key: SnapshotKey, store: SnapshotStore) -> SnapshotResult {
        var orphan = key
        let inner = stored.dropFirst(key.folder.count + 1).split(separator: "/")
        orphan.href = inner.dropLast().joined(separator: "/")
        orphan.page = Int(inner.last?.dropFirst(5).dropLast(4) ?? "") ?? 0
        return SnapshotResult(
            key: orphan, status: .missing, pageNumber: nil, text: nil,
            images: .init(expectedPath: store.directory + "/" + stored))
    }
}
