/// Why a search could not start or go on (seed 003, Readium's Search API: the publication is not
/// searchable, the query is bad, or a resource could not be read; readium.md §4.1).
public enum SearchError: Error, Sendable, CustomStringConvertible {
    /// The publication has no text to search.
    case publicationNotSearchable
    /// The query or an option cannot be used.
    case badQuery(SearchQueryError)
    /// A resource could not be read or laid out.
    case reading(RRenderError)

    public var description: String {
        switch self {
        case .publicationNotSearchable: "the publication cannot be searched"
        case .badQuery(let error): "bad query: \(error)"
        case .reading(let error): "\(error)"
        }
    }

    /// The CLI's exit code: 64 for a bad query, the reading error's otherwise.
    public var exitCode: Int32 {
        switch self {
        case .publicationNotSearchable: 65
        case .badQuery: 64
        case .reading(let error): error.exitCode
        }
    }
}

/// What is wrong with a query.
public enum SearchQueryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The query is empty.
    case empty
    /// The query is not a valid regular expression.
    case invalidRegularExpression(pattern: String, reason: String)
    /// An option has a value the service cannot use.
    case invalidOption(key: String, value: String)

    public var description: String {
        switch self {
        case .empty: "the query is empty"
        case .invalidRegularExpression(let pattern, let reason): "‘\(pattern)’ is not a valid regular expression (\(reason))"
        case .invalidOption(let key, let value): "option \(key) cannot be ‘\(value)’"
        }
    }
}
