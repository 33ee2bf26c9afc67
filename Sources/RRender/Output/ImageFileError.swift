/// Why an image file given on its own (a PNG to compare, not an image inside a publication)
/// could not be used. Each case's `description` is one line naming the file and the cause.
public enum ImageFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file at `path`.
    case fileNotFound(path: String)
    /// The file exists but cannot be read (permissions, a directory, an I/O error).
    case unreadable(path: String, reason: String)
    /// The file is not a PNG (empty, another image format, anything else).
    case notPNG(path: String, found: String)
    /// The file starts like a PNG but cannot be decoded (truncated, damaged).
    case damagedPNG(path: String, reason: String)
    /// The file is larger than rrender reads, or its image larger than it decodes.
    case tooLarge(path: String, what: String)
    /// The decoder could not allocate its output (a system failure, not the file's fault).
    case decoderFailure(path: String, reason: String)

    /// True for a missing or unreadable file (the CLI exits with 66).
    public var isUnreadableInput: Bool {
        switch self {
        case .fileNotFound, .unreadable: true
        default: false
        }
    }

    /// One line naming the file and the cause.
    public var description: String {
        switch self {
        case .fileNotFound(let path): "\(path): no such file"
        case .unreadable(let path, let reason): "\(path): cannot read the file (\(reason))"
        case .notPNG(let path, let found): "\(path): not a PNG image (\(found))"
        case .damagedPNG(let path, let reason): "\(path): damaged PNG image (\(reason))"
        case .tooLarge(let path, let what): "\(path): too large (\(what))"
        case .decoderFailure(let path, let reason): "\(path): the PNG could not be decoded (\(reason))"
        }
    }
}
