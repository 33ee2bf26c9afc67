import Foundation
import RRenderCairo
import RRenderCore
import RRenderImages

/// Golden-image assertions (DESIGN.md §7.5). Expected PNGs live in `Golden/<Suite>/<name>.png`.
///
/// `RRENDER_RECORD_GOLDENS` chooses what is (re)recorded: `never` (the default), `missing`,
/// `failed` or `all`. A recording always fails the check, so a test never passes by recording.
/// On a mismatch, expected, actual and diff PNGs are written to `artifacts/golden/<Suite>/`
/// and their paths are in the failure message.
public struct GoldenImage {
    public enum RecordMode: String, Sendable {
        case never, missing, failed, all
    }

    /// The outcome of one check: nil when the image matches.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public let suite: String
    public let tolerance: ImageDiff.Tolerance

    public init(suite: String, tolerance: ImageDiff.Tolerance = .rendering) {
        self.suite = suite
        self.tolerance = tolerance
    }

    /// The mode from the environment.
    public static var recordMode: RecordMode {
        RecordMode(rawValue: ProcessInfo.processInfo.environment["RRENDER_RECORD_GOLDENS"] ?? "never") ?? .never
    }

    /// The package root, found from this source file.
    public static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Compares `image` with `Golden/<suite>/<name>.png`; nil when it matches within the tolerance.
    public func check(_ image: PixelImage, named name: String, mode: RecordMode = GoldenImage.recordMode) -> Failure? {
        let golden = Self.packageRoot.appendingPathComponent("Golden/\(suite)/\(name).png")
        guard let data = try? Data(contentsOf: golden) else {
            if mode == .never {
                return Failure(description: "no golden image at \(golden.path): record it with RRENDER_RECORD_GOLDENS=missing")
            }
            return record(image, at: golden, reason: "recorded a new golden image")
        }
        if mode == .all { return record(image, at: golden, reason: "re-recorded the golden image") }
        guard let expected = try? PNGDecoder.decode(Array(data)) else {
            return Failure(description: "\(golden.path) is not a readable PNG")
        }
        let diff = ImageDiff(expected: expected, actual: image, tolerance: tolerance)
        if diff.isWithin(tolerance) { return nil }
        if mode == .failed { return record(image, at: golden, reason: "re-recorded a failing golden image (\(diff.summary))") }
        return Failure(
            description: "\(suite)/\(name): \(diff.summary); "
                + writeArtifacts(expected: expected, actual: image, diff: diff, name: name))
    }

    private func record(_ image: PixelImage, at url: URL, reason: String) -> Failure {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(PNGEncoder.encode(image)).write(to: url)
            return Failure(description: "\(reason) at \(url.path); look at it, then run the tests again")
        } catch {
            return Failure(description: "could not record \(url.path): \(error)")
        }
    }

    /// Writes `expected`, `actual` and their diff to the artifacts folder, for a test that
    /// compares two renderings of its own; says where.
    public func writeArtifacts(expected: PixelImage, actual: PixelImage, name: String) -> String {
        writeArtifacts(
            expected: expected, actual: actual, diff: ImageDiff(expected: expected, actual: actual, tolerance: .exact), name: name
        )
    }

    private func writeArtifacts(expected: PixelImage, actual: PixelImage, diff: ImageDiff, name: String) -> String {
        let folder = Self.packageRoot.appendingPathComponent("artifacts/golden/\(suite)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written: [String] = []
        for (kind, image) in [("expected", expected), ("actual", actual), ("diff", diff.visualization)] where image.width > 0 {
            let url = folder.appendingPathComponent("\(name).\(kind).png")
            if (try? Data(PNGEncoder.encode(image)).write(to: url)) != nil { written.append(url.path) }
        }
        return "see " + written.joined(separator: ", ")
    }
}
