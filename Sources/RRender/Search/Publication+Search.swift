import RRenderCore
import RRenderPublication

/// The Search API on a publication (seed 003: `isSearchable`, `searchOptions`, and
/// `search(query:options:)` giving an iterator over pages of results): a renderer of its own,
/// laid out at the default viewport with the settings the publication's metadata resolve to,
/// one worker.
extension Publication {
    /// True for a PDF, or an EPUB with an HTML resource in its reading order.
    public var isSearchable: Bool {
        isPDF || readingOrder.contains { $0.mediaType?.isHTML ?? false }
    }

    /// The supported options and their defaults: all of them, off; `language` the
    /// publication's; `otherOptions["snippetLength"]` 200.
    public var searchOptions: SearchOptions {
        SearchOptions.serviceDefaults(language: metadata.languages.first)
    }

    /// Starts a search for `query` (see `SearchService.search(query:options:)`).
    public func search(query: String, options: SearchOptions = SearchOptions()) async -> Result<SearchIterator, SearchError> {
        guard isSearchable else { return .failure(.publicationNotSearchable) }
        do {
            let layout = RenderOptions(concurrency: 1)
            let renderer =
                isPDF
                ? try Renderer(publication: self, options: layout, pdfPreferences: PDFPreferences())
                : try Renderer(publication: self, options: layout, preferences: EPUBPreferences())
            return await SearchService(renderer).search(query: query, options: options)
        } catch {
            return .failure(.reading(error))
        }
    }
}
