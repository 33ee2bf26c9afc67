/// Why a PDF could not be opened.
public enum PDFError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The document is encrypted and no password was given.
    case passwordRequired
    /// The password given does not open the document.
    case wrongPassword
    /// Poppler could not read it (not a PDF, or damaged beyond repair).
    case unreadable(String)
    /// poppler-glib (libpoppler-glib.so.8) cannot be loaded: not installed.
    case popplerMissing

    public var description: String {
        switch self {
        case .passwordRequired: "the PDF is protected by a password (give it with --password)"
        case .wrongPassword: "the password does not open the PDF"
        case .unreadable(let reason): "not a readable PDF: \(reason)"
        case .popplerMissing: "Poppler (libpoppler-glib.so.8) is not installed (scripts/setup-debian.sh installs it)"
        }
    }
}
