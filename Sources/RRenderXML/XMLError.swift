/// Why a document could not be parsed at all (a recoverable problem is a `Diagnostic` instead).
public enum XMLError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing that looks like a document: empty input, binary data, no root element.
    case notADocument(location: String, reason: String)
    /// The input is larger than the parser accepts.
    case tooLarge(location: String, bytes: Int, limit: Int)

    public var description: String {
        switch self {
        case .notADocument(let location, let reason): "\(location): not an XML document (\(reason))"
        case .tooLarge(let location, let bytes, let limit):
            "\(location): document of \(bytes) bytes exceeds the \(limit)-byte limit"
        }
    }
}
