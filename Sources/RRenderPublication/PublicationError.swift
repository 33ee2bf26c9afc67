/// Why a publication could not be opened, or one of its resources could not be read.
///
/// Problems in the content that do not stop the work are `Diagnostic`s instead
/// (`Publication.diagnostics`).
public enum PublicationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file at `path`.
    case fileNotFound(path: String)
    /// The file exists but cannot be read (permissions, a directory, an I/O error).
    case unreadable(path: String, reason: String)
    /// The file is not a ZIP archive (empty, another format, truncated).
    case notAZip(path: String, reason: String)
    /// The archive has no `META-INF/container.xml`: not an EPUB.
    case missingContainer(path: String)
    /// `container.xml` or the package document is missing or unusable.
    case malformedPackage(path: String, reason: String)
    /// No entry of the publication `publication` has this href.
    case resourceNotFound(publication: String, href: String)
    /// The entry is larger than the read limit (declared, or found while inflating).
    case resourceTooLarge(publication: String, href: String, size: Int, limit: Int)
    /// The entry uses ZIP encryption, which rrender does not support.
    case encryptedEntry(publication: String, href: String)
    /// The entry's data is damaged (bad deflate stream, CRC mismatch).
    case corruptEntry(publication: String, href: String, reason: String)
    /// `encryption.xml` lists the resource with an encryption algorithm that is not a font
    /// obfuscation: it is protected by DRM and rrender cannot read it.
    case drmEncrypted(publication: String, href: String, algorithm: String)
    /// The resource is an obfuscated font but the publication's unique identifier cannot give
    /// the key (no identifier, or not a UUID for Adobe's scheme).
    case obfuscationKeyUnavailable(publication: String, href: String, algorithm: String)

    /// The PDF is encrypted and no password was given.
    case passwordRequired(path: String)
    /// The password given does not open the PDF.
    case wrongPassword(path: String)
    /// The file is not a PDF Poppler can read (another format, damaged beyond repair).
    case malformedPDF(path: String, reason: String)

    /// The broad kind of an error, for exit codes and messages.
    public enum Kind: String, Sendable {
        /// The input could not be read at all (sysexits EX_NOINPUT, 66).
        case unreadableInput
        /// The input was read but is not a usable publication (sysexits EX_DATAERR, 65).
        case malformedPublication
    }

    /// The kind: unreadable input (missing file, permissions) or malformed publication.
    public var kind: Kind {
        switch self {
        case .fileNotFound, .unreadable, .passwordRequired, .wrongPassword: .unreadableInput
        default: .malformedPublication
        }
    }

    /// True for a missing or unreadable input file (the CLI exits with 66; otherwise 65).
    public var isUnreadableInput: Bool { kind == .unreadableInput }

    /// One line naming the file and the cause.
    public var description: String {
        switch self {
        case .fileNotFound(let path): "\(path): no such file"
        case .unreadable(let path, let reason): "\(path): cannot read the file (\(reason))"
        case .notAZip(let path, let reason): "\(path): not an EPUB: \(reason)"
        case .missingContainer(let path): "\(path): not an EPUB: META-INF/container.xml is missing"
        case .passwordRequired(let path): "\(path): the PDF is protected by a password (give it with --password)"
        case .wrongPassword(let path): "\(path): the password does not open the PDF"
        case .malformedPDF(let path, let reason): "\(path): not a readable PDF: \(reason)"
        case .malformedPackage(let path, let reason): "\(path): malformed EPUB: \(reason)"
        case .resourceNotFound(let publication, let href): "\(publication): no resource '\(href)' in the publication"
        case .resourceTooLarge(let publication, let href, let size, let limit):
            "\(publication): resource '\(href)' is too large (\(size) bytes or more; the limit is \(limit))"
        case .encryptedEntry(let publication, let href):
            "\(publication): resource '\(href)' is encrypted in the ZIP archive (not supported)"
        case .corruptEntry(let publication, let href, let reason):
            "\(publication): resource '\(href)' is damaged (\(reason))"
        case .drmEncrypted(let publication, let href, let algorithm):
            "\(publication): resource '\(href)' is DRM-encrypted (\(algorithm)); rrender cannot read it"
        case .obfuscationKeyUnavailable(let publication, let href, let algorithm):
            "\(publication): font '\(href)' is obfuscated (\(algorithm)) but the unique identifier gives no key"
        }
    }

    /// Same as `description`.
    public var message: String { description }
}
