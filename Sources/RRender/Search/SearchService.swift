import RRenderCore
import RRenderPublication

/// Search over a renderer's own text (seed 003, readium.md §4): EPUB resources as the layout
/// sees them (its pages' texts joined by "\n": no markup, no script, soft hyphens removed), PDF
/// pages as Poppler extracts them. A navigator's renderer searches exactly the text it shows.
/// `Publication.search(query:options:)` is the same service over a renderer of its own.
public final class SearchService: Sendable {
    /// The renderer whose text is searched.
    public let renderer: Renderer

    public init(_ renderer: Renderer) {
        self.renderer = renderer
    }

    /// True when the publication has text to search (see `Publication.isSearchable`).
    public var isSearchable: Bool { renderer.publication.isSearchable }

    /// The options the search service supports, with their defaults (all are supported).
    public var options: SearchOptions { renderer.publication.searchOptions }

    /// Starts a search for `query`; unset options take `options`' defaults. Fails at once with
    /// `badQuery` (an empty query, an invalid regular expression, a bad `snippetLength`) or
    /// `publicationNotSearchable`; nothing is laid out until the iterator is asked for a page.
    public func search(query: String, options: SearchOptions = SearchOptions()) async -> Result<SearchIterator, SearchError> {
        Result { () throws(SearchError) in try makeIterator(query: query, options: options) }
    }

    /// `search(query:options:)` for synchronous callers (the CLI).
    public func makeIterator(query: String, options: SearchOptions = SearchOptions()) throws(SearchError) -> SearchIterator {
        guard isSearchable else { throw .publicationNotSearchable }
        let resolved = options.merged(over: self.options)
        let matcher = try TextMatcher(query: query, options: resolved)
        let value = resolved[SearchOptions.snippetLengthKey] ?? String(SearchOptions.defaultSnippetLength)
        guard let snippetLength = Int(value), snippetLength >= 0 else {
            throw .badQuery(.invalidOption(key: SearchOptions.snippetLengthKey, value: value))
        }
        return SearchIterator(service: self, matcher: matcher, snippetLength: snippetLength)
    }

    /// How far ahead of the unit the reader takes a search may lay units out, in parallel (one
    /// at a time a worker): eight units a worker (see `SearchLookAhead`).
    var lookAhead: Int { 8 * renderer.options.concurrency }

    /// How many units a search walks: the search units of the reading order's sources
    /// (resources, or a PDF's pages), in order; non-linear items are not searched, as in Readium.
    var unitCount: Int {
        let screens = renderer.screens
        return screens.sources[..<screens.linearCount].reduce(0) { $0 + $1.searchUnitCount }
    }

    /// `matcher`'s hits in search unit `unit`, in order.
    func hits(unit: Int, matcher: TextMatcher, snippetLength: Int) throws(SearchError) -> [SearchHit] {
        var unit = unit
        let screens = renderer.screens
        for source in screens.sources[..<screens.linearCount] {
            if unit < source.searchUnitCount {
                return try source.searchHits(unit: unit, matcher: matcher, snippetLength: snippetLength, in: renderer)
            }
            unit -= source.searchUnitCount
        }
        return []
    }
}
