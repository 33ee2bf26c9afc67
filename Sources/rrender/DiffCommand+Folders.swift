import ArgumentParser
import Foundation
import RRender
import RRenderTesting

/// `rrender diff DIR_A DIR_B`: the folder mode, over `FolderComparison`.
extension DiffCommand {
    /// Folders go with folders, and the folder-only flags with folders only.
    func validateFolders() throws {
        let folders = (Self.isFolder(expected), Self.isFolder(actual))
        let exists = { (path: String) in FileManager.default.fileExists(atPath: path) }
        if folders.0 != folders.1, exists(expected), exists(actual) {
            throw ValidationError(
                "give two PNG files or two folders (\(folders.0 ? expected : actual) is a folder, the other is not)")
        }
        if folders.0, folders.1 {
            if output != nil { throw ValidationError("-o writes one diff image; with folders, --report DIR shows every diff") }
            for path in [report, junit].compactMap({ $0 }) where Self.inside(path, expected) || Self.inside(path, actual) {
                throw ValidationError("\(path) is inside a compared folder")
            }
        } else if !folders.0, !folders.1, report != nil || junit != nil || json {
            throw ValidationError("--report, --junit and --json go with two folders")
        }
    }

    /// Compares the folders, prints the lines and writes the report and JUnit file.
    func runOnFolders(tolerance: ImageDiff.Tolerance) throws {
        let comparison: FolderComparison
        do { comparison = try FolderComparison(expected: expected, actual: actual, tolerance: tolerance) } catch {
            throw CLIFailure(message: error.description, code: error.exitCode)
        }
        if json {
            for entry in comparison.entries { print(JSONLines.line(entry)) }
        } else {
            for entry in comparison.entries where entry.differs {
                print("\(entry.status.rawValue): \(entry.path): \(entry.message)")
            }
            let toleranceNote = tolerance == .exact ? "" : " (tolerance: \(tolerance))"
            print("\(expected) → \(actual): \(comparison.summary)\(toleranceNote)")
        }
        fflush(nil)
        let entries = comparison.entries.map { ReportEntry($0, of: comparison) }
        try ReportOutputs(report: report, junit: junit).write(entries, title: "rrender diff")
        if comparison.differs { throw CLIFailure.imagesDiffer }
    }

    /// True when `path` is an existing folder (a symbolic link to one counts).
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// True when `path` is `folder` or lies under it.
    private static func inside(_ path: String, _ folder: String) -> Bool {
        func resolved(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        let child = resolved(path), parent = resolved(folder)
        return child == parent || child.hasPrefix(parent.hasSuffix("/") ? parent : parent + "/")
    }
}
