/// Why a hyphenation dictionary could not be used. `LibHyphenHyphenator` turns each into "no
/// points" for the language (hyphenation is an enhancement; text still lays out), and reports it
/// through `LibHyphenHyphenator.problem(for:)`.
public enum HyphenationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// libhyphen could not read or parse the file.
    case unreadableDictionary(path: String)
    /// The file names a charset this process cannot convert to (or one that is not one byte per
    /// character, which libhyphen's positions would not match).
    case unsupportedCharset(String, path: String)

    /// One line naming the file and the cause.
    public var description: String {
        switch self {
        case .unreadableDictionary(let path):
            "hyphenation dictionary \(path) could not be loaded"
        case .unsupportedCharset(let charset, let path):
            "hyphenation dictionary \(path) uses charset \(charset), which is not supported"
        }
    }
}
