import Foundation

/// One publication of a batch: its path, and the path relative to the folder it was found
/// under (what outputs mirror and shards hash).
public struct BatchInput: Sendable, Hashable {
    /// The path as found (the argument, or the argument's folder joined with the relative path).
    public let path: String
    /// The path relative to its root: `sub/book.epub` for a book found in a folder given as an
    /// argument, the file name for a file given itself.
    public let relativePath: String

    /// An input.
    public init(path: String, relativePath: String) {
        self.path = path
        self.relativePath = relativePath
    }
}

/// Finds the publications of a batch: files are taken as they are (whatever they hold: a file
/// that is not a publication fails on its own line), folders are searched recursively for
/// EPUBs and PDFs recognised by their first bytes (a ZIP with `META-INF/container.xml`'s
/// signature or `%PDF-`), never by name. Hidden files and folders are skipped.
public enum BatchInputs {
    /// Why an argument cannot be used at all.
    public struct Unreadable: Error, Sendable, CustomStringConvertible {
        /// The argument.
        public let path: String
        /// The cause.
        public let reason: String
        /// One line.
        public var description: String { "\(path): \(reason)" }
    }

    /// The inputs of `arguments`, in argument order, each folder's books sorted by path.
    public static func collect(_ arguments: [String]) throws(Unreadable) -> [BatchInput] {
        var inputs: [BatchInput] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                throw Unreadable(path: argument, reason: "no such file or folder")
            }
            if isDirectory.boolValue {
                inputs += try folder(argument)
            } else {
                inputs.append(BatchInput(path: argument, relativePath: URL(fileURLWithPath: argument).lastPathComponent))
            }
        }
        return inputs
    }

    /// The paths listed in `text`, one per line (blank lines and surrounding spaces ignored).
    public static func lines(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func folder(_ root: String) throws(Unreadable) -> [BatchInput] {
        let manager = FileManager.default
        guard manager.isReadableFile(atPath: root), let walker = manager.enumerator(atPath: root) else {
            throw Unreadable(path: root, reason: "cannot read the folder")
        }
        var found: [BatchInput] = []
        while let next = walker.nextObject() as? String {
            let name = (next as NSString).lastPathComponent
            if name.hasPrefix(".") {
                if (walker.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { walker.skipDescendants() }
                continue
            }
            let path = (root as NSString).appendingPathComponent(next)
            guard isRegularFile(walker.fileAttributes?[.type] as? FileAttributeType, path) else { continue }
            guard PublicationKind.detect(path: path) != .other else { continue }
            found.append(BatchInput(path: path, relativePath: next))
        }
        return found.sorted { $0.relativePath < $1.relativePath }
    }

    /// A regular file, or a symbolic link to one (links to folders are not followed: no cycles).
    private static func isRegularFile(_ type: FileAttributeType?, _ path: String) -> Bool {
        if type == .typeRegular { return true }
        guard type == .typeSymbolicLink else { return false }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
