import RRender

/// Why a publication got no thumbnail. The description is one line naming the file and the cause.
public enum ThumbnailError: Error, Sendable, CustomStringConvertible {
    /// The publication could not be opened (missing, unreadable, not an EPUB or PDF, damaged).
    case publication(PublicationError)
    /// Neither a cover nor any page could be made into an image.
    case noImage(path: String, reason: String)
    /// Rendering failed (fonts, Cairo, Poppler).
    case rendering(path: String, reason: String)
    /// The thumbnail took longer than the time allowed.
    case timedOut(path: String, seconds: Double)
    /// The pixels could not be encoded.
    case encoding(path: String, reason: String)

    /// One line naming the file and the cause.
    public var description: String {
        switch self {
        case .publication(let error): "\(error)"
        case .noImage(let path, let reason): "\(path): no thumbnail: \(reason)"
        case .rendering(let path, let reason): "\(path): rendering failed: \(reason)"
        case .timedOut(let path, let seconds): "\(path): timed out after \(Self.format(seconds)) s"
        case .encoding(let path, let reason): "\(path): \(reason)"
        }
    }

    /// True when the input itself could not be read (missing file, permissions).
    public var isUnreadableInput: Bool {
        if case .publication(let error) = self { return error.isUnreadableInput }
        return false
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
