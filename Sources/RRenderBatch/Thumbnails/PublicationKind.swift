import Foundation
import RRender
import RRenderCore
import RRenderPDF

/// What a file holds, by its first bytes (never by its name): a PDF, a ZIP (an EPUB
/// candidate), or something else.
public enum PublicationKind: Sendable, Hashable {
    /// `%PDF-` within the first KiB.
    case pdf
    /// A ZIP archive (a local file header first): an EPUB, or not.
    case zip
    /// Anything else.
    case other

    /// The kind of the file at `path`; `other` when it cannot be read or is not a regular file.
    public static func detect(path: String) -> PublicationKind {
        RegularFile.head(path, count: 1024).map { detect(head: $0) } ?? .other
    }

    /// The kind of a file starting with `head` (its first KiB).
    public static func detect(head: [UInt8]) -> PublicationKind {
        if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return .zip }
        if PDFPublication.isPDF(head[...]) { return .pdf }
        return .other
    }
}
