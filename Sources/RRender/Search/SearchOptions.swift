/// How a search matches its query (seed 003, readium.md §4.1): every option is optional, and an
/// unset one takes the service's default (`Publication.searchOptions` gives them).
public struct SearchOptions: Hashable, Sendable {
    /// Upper- and lower-case letters differ.
    public var caseSensitive: Bool?
    /// Accented and unaccented letters differ (combining marks, Arabic harakat included).
    public var diacriticSensitive: Bool?
    /// Only whole words match: a match that starts (ends) with a letter or digit is not preceded
    /// (followed) by a letter or digit.
    public var wholeWord: Bool?
    /// The query is matched literally, case- and diacritic-sensitive.
    public var exact: Bool?
    /// The BCP 47 language whose case rules fold the text (default: the publication's language).
    public var language: String?
    /// The query is a regular expression (ICU syntax, as `NSRegularExpression`).
    public var regularExpression: Bool?
    /// Options of this service: `snippetLength` (characters of context before and after a hit).
    public var otherOptions: [String: String]

    /// Options; every one left nil takes the service's default.
    public init(
        caseSensitive: Bool? = nil, diacriticSensitive: Bool? = nil, wholeWord: Bool? = nil, exact: Bool? = nil,
        language: String? = nil, regularExpression: Bool? = nil, otherOptions: [String: String] = [:]
    ) {
        self.caseSensitive = caseSensitive
        self.diacriticSensitive = diacriticSensitive
        self.wholeWord = wholeWord
        self.exact = exact
        self.language = language
        self.regularExpression = regularExpression
        self.otherOptions = otherOptions
    }

    /// The value of a service-specific option.
    public subscript(key: String) -> String? {
        get { otherOptions[key] }
        set { otherOptions[key] = newValue }
    }

    /// These options, each unset one taken from `defaults`.
    public func merged(over defaults: SearchOptions) -> SearchOptions {
        SearchOptions(
            caseSensitive: caseSensitive ?? defaults.caseSensitive,
            diacriticSensitive: diacriticSensitive ?? defaults.diacriticSensitive,
            wholeWord: wholeWord ?? defaults.wholeWord, exact: exact ?? defaults.exact,
            language: language ?? defaults.language, regularExpression: regularExpression ?? defaults.regularExpression,
            otherOptions: defaults.otherOptions.merging(otherOptions) { $1 })
    }
}

extension SearchOptions {
    /// The key of the snippet length in `otherOptions`.
    public static let snippetLengthKey = "snippetLength"
    /// Readium's default snippet length (readium.md §4.1: `snippetLength: 200`).
    public static let defaultSnippetLength = 200

    /// The defaults of rrender's search service for a publication in `language`: every option
    /// supported, all off, 200 characters of context.
    public static func serviceDefaults(language: String?) -> SearchOptions {
        SearchOptions(
            caseSensitive: false, diacriticSensitive: false, wholeWord: false, exact: false, language: language ?? "en",
            regularExpression: false, otherOptions: [snippetLengthKey: String(defaultSnippetLength)])
    }
}
