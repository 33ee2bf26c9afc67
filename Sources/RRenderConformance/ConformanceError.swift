/// Why a conformance run could not be made (a test that fails is a result, not an error).
public enum ConformanceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The suites' folder is not there.
    case missingSuites(String)
    /// A suite asked for is not a folder of the suites' root.
    case unknownSuite(String, available: [String])
    /// A file could not be read or written.
    case file(String, reason: String)
    /// The HTML-to-XHTML converter could not be run, or failed.
    case converter(String)
    /// The expectations file has a line that is not `RESULT PATH`.
    case malformedExpectations(String, line: Int)

    /// One line.
    public var description: String {
        switch self {
        case .missingSuites(let path):
            "\(path): no W3C CSS test suites there (the csswg folder beside the project; set CSSWG= to another)"
        case .unknownSuite(let name, let available):
            "\(name): not a suite of the csswg folder (it has \(available.joined(separator: ", ")))"
        case .file(let path, let reason): "\(path): \(reason)"
        case .converter(let reason): "HTML to XHTML: \(reason)"
        case .malformedExpectations(let path, let line): "\(path):\(line): not 'RESULT PATH'"
        }
    }
}
