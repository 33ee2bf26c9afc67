import RRenderCairo
import RRenderCore
import RRenderPublication

/// Why rendering could not go on. Each case's `description` is one line naming the
/// publication and the cause; `exitCode` is what the CLI exits with.
public enum RRenderError: Error, CustomStringConvertible, Sendable {
    /// The publication could not be opened or read.
    case publication(PublicationError)
    /// The font configuration could not be set up.
    case fonts(FontError)
    /// A page number outside 1…pageCount.
    case pageOutOfRange(publication: String, page: Int, pageCount: Int)
    /// Cairo could not paint (out of memory, an impossible size).
    case rendering(publication: String, reason: String)
    /// A file rrender cannot open (yet), such as a PDF.
    case unsupportedFormat(path: String, reason: String)
    /// An image file (a PNG to compare) is missing, unreadable, not a PNG or damaged.
    case imageFile(ImageFileError)

    public var description: String {
        switch self {
        case .publication(let error): "\(error)"
        case .fonts(let error): "\(error)"
        case .pageOutOfRange(let publication, let page, let count):
            "\(publication): page \(page) is out of range (the publication has \(count) page\(count == 1 ? "" : "s") at this viewport)"
        case .rendering(let publication, let reason): "\(publication): rendering failed: \(reason)"
        case .unsupportedFormat(let path, let reason): "\(path): \(reason)"
        case .imageFile(let error): "\(error)"
        }
    }

    /// The CLI's exit code (sysexits.h): 64 bad request, 65 malformed publication, 66 unreadable
    /// input, 70 internal failure. An image file that is not a PNG or is damaged is malformed
    /// input (65), like a publication.
    public var exitCode: Int32 {
        switch self {
        case .publication(let error): error.isUnreadableInput ? 66 : 65
        case .fonts: 70
        case .pageOutOfRange: 64
        case .rendering: 70
        case .unsupportedFormat: 65
        case .imageFile(let error):
            if case .decoderFailure = error { 70 } else { error.isUnreadableInput ? 66 : 65 }
        }
    }
}
