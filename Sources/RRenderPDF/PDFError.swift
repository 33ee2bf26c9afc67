/// Why a PDF could not be opened.
public enum PDFError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The document is encrypted and no password was given.
    case passwordRequired
    /// The password given does not open the document.
    case wrongPassword
    /// Poppler could not read it (not a PDF, or damaged beyond repair).
    case unreadable(String)

    public var description: String {
        switch self {
        case .passwordRequired: "the PDF is protected by a password (give it with --password)"
        case .wrongPassword: "the password does not open the PDF"
        case .unreadable(let reason): "not a readable PDF: \(reason)"
        }
    }
}
