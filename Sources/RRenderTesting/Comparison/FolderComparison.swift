import Foundation
import RRender

/// Two folders of PNG images compared file by file, pairing files by their path relative to
/// each folder (subfolders included): what `rrender diff DIR_A DIR_B` reports. A file only in the
/// actual folder is `new`, only in the expected one `missing`; files in both are `same` or
/// `changed` (their pixels differ beyond the tolerance, or their sizes differ).
public struct FolderComparison: Sendable {
    /// One relative path and what became of it.
    public struct Entry: Sendable {
        /// What the comparison found for one path.
        public enum Status: String, Sendable, CaseIterable {
            /// In both folders, equal within the tolerance.
            case same
            /// In both folders, different beyond the tolerance.
            case changed
            /// Only in the actual folder.
            case new
            /// Only in the expected folder.
            case missing
        }

        /// The path relative to both folders, with `/` between components.
        public let path: String
        /// What the comparison found.
        public let status: Status
        /// One line: the pixel summary for files in both folders, which folder has it otherwise.
        public let message: String
        /// The pixels that differ beyond the channel tolerance (files in both folders only).
        public let differingPixels: Int?
        /// The share of pixels that differ (files in both folders only).
        public let differingShare: Double?
        /// The largest difference in any channel (files in both folders only).
        public let maxChannelDelta: Int?
        /// The diff image as PNG bytes, for `changed` files only.
        public let diffPNG: [UInt8]?

        /// True unless the file is the same in both folders.
        public var differs: Bool { status != .same }

        /// An entry from its parts.
        init(
            path: String, status: Status, message: String, differingPixels: Int? = nil, differingShare: Double? = nil,
            maxChannelDelta: Int? = nil, diffPNG: [UInt8]? = nil
        ) {
            self.path = path
            self.status = status
            self.message = message
            self.differingPixels = differingPixels
            self.differingShare = differingShare
            self.maxChannelDelta = maxChannelDelta
            self.diffPNG = diffPNG
        }
    }

    /// The folder of expected images.
    public let expected: String
    /// The folder of actual images.
    public let actual: String
    /// How different two images may be and still be the same.
    public let tolerance: ImageDiff.Tolerance
    /// Every relative path found in either folder, in path order.
    public let entries: [Entry]

    /// Compares every PNG (by name, `.png` in any case) under `expected` with its namesake under
    /// `actual`. Throws when a folder cannot be listed or a PNG in both folders cannot be read.
    public init(expected: String, actual: String, tolerance: ImageDiff.Tolerance = .exact) throws(FolderComparisonError) {
        self.expected = expected
        self.actual = actual
        self.tolerance = tolerance
        let expectedFiles = try Self.pngFiles(in: expected), actualFiles = try Self.pngFiles(in: actual)
        var entries: [Entry] = []
        for path in expectedFiles.union(actualFiles).sorted() {
            switch (expectedFiles.contains(path), actualFiles.contains(path)) {
            case (true, false): entries.append(Entry(path: path, status: .missing, message: "only in \(expected)"))
            case (false, true): entries.append(Entry(path: path, status: .new, message: "only in \(actual)"))
            default: entries.append(try Self.compare(path, expected: expected, actual: actual, tolerance: tolerance))
            }
        }
        self.entries = entries
    }

    /// True when any path is not the same in both folders.
    public var differs: Bool { entries.contains(where: \.differs) }

    /// How many entries have `status`.
    public func count(_ status: Entry.Status) -> Int { entries.filter { $0.status == status }.count }

    /// `3 same, 1 changed, 1 new, 0 missing`.
    public var summary: String {
        Entry.Status.allCases.map { "\(count($0)) \($0.rawValue)" }.joined(separator: ", ")
    }

    /// The full path of an entry's file in the expected (or, `actualSide`, the actual) folder.
    public func fullPath(of entry: Entry, actualSide: Bool) -> String {
        (actualSide ? actual : expected) + "/" + entry.path
    }

    /// The two files at `path`: byte-equal files are the same without decoding them.
    private static func compare(
        _ path: String, expected: String, actual: String,
        tolerance: ImageDiff.Tolerance
    ) throws(FolderComparisonError) -> Entry {
        let a = expected + "/" + path, b = actual + "/" + path
        if let left = FileManager.default.contents(atPath: a), let right = FileManager.default.contents(atPath: b), left == right
        {
            return Entry(
                path: path, status: .same, message: "identical files", differingPixels: 0, differingShare: 0, maxChannelDelta: 0)
        }
        let comparison: ImageComparison
        do { comparison = try ImageComparison(expectedPath: a, actualPath: b, tolerance: tolerance) } catch {
            guard case .imageFile(let image) = error else { throw .unreadableFolder(path: a, reason: "\(error)") }
            throw .image(image)
        }
        let diff = comparison.diff
        return Entry(
            path: path, status: comparison.matches ? .same : .changed, message: diff.summary,
            differingPixels: diff.differingPixels, differingShare: diff.differingShare, maxChannelDelta: diff.maxChannelDelta,
            diffPNG: comparison.matches ? nil : comparison.diffPNG())
    }

    /// The relative paths of the PNG files under `folder`, subfolders included.
    static func pngFiles(in folder: String) throws(FolderComparisonError) -> Set<String> {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: folder, isDirectory: &isDirectory) else { throw .folderNotFound(path: folder) }
        guard isDirectory.boolValue else { throw .unreadableFolder(path: folder, reason: "it is not a folder") }
        guard manager.isReadableFile(atPath: folder), let enumerator = manager.enumerator(atPath: folder) else {
            throw .unreadableFolder(path: folder, reason: "permission denied")
        }
        var paths: Set<String> = []
        while let path = enumerator.nextObject() as? String {
            guard path.lowercased().hasSuffix(".png") else { continue }
            var isFolder: ObjCBool = false
            if manager.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue { paths.insert(path) }
        }
        return paths
    }
}

/// Why two folders could not be compared.
public enum FolderComparisonError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file or folder at `path`.
    case folderNotFound(path: String)
    /// `path` is not a folder, or cannot be listed.
    case unreadableFolder(path: String, reason: String)
    /// A PNG in both folders cannot be read or decoded.
    case image(ImageFileError)

    /// One line naming the path and the cause.
    public var description: String {
        switch self {
        case .folderNotFound(let path): "\(path): no such folder"
        case .unreadableFolder(let path, let reason): "\(path): cannot be read: \(reason)"
        case .image(let error): "\(error)"
        }
    }

    /// What the CLI exits with: 66 for what cannot be read, 65 for a file that is not a usable PNG.
    public var exitCode: Int32 {
        switch self {
        case .folderNotFound, .unreadableFolder: 66
        case .image(let error): RRenderError.imageFile(error).exitCode
        }
    }
}
