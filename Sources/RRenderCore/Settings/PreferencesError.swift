/// Why preferences could not be read or changed: from JSON, or from `key=value` text.
public enum PreferencesError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No preference has this name; `known` lists the names that exist.
    case unknownKey(String, known: [String])
    /// The value does not fit the key; `expected` says what would (the values or the range).
    case invalidValue(key: String, value: String, expected: String)
    /// A `key=value` assignment without `=` or without a key.
    case invalidAssignment(String)
    /// The JSON text could not be parsed.
    case malformedJSON(reason: String)
    /// The JSON is valid but not an object.
    case notAnObject

    /// One line naming the key or the cause.
    public var description: String {
        switch self {
        case .unknownKey(let key, let known):
            "unknown preference '\(key)' (known: \(known.joined(separator: ", ")))"
        case .invalidValue(let key, let value, let expected):
            "invalid value '\(value)' for preference '\(key)': expected \(expected)"
        case .invalidAssignment(let text):
            "invalid preference '\(text)': expected key=value"
        case .malformedJSON(let reason):
            "invalid preferences JSON: \(reason)"
        case .notAnObject:
            "invalid preferences JSON: expected an object"
        }
    }
}
