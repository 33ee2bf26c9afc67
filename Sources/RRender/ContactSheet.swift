import Foundation
import RRenderCairo
import RRenderCore
import RRenderPublication

/// One place in a book under every combination of some settings, as one labelled grid image
/// (`rrender sheet`): the page holding the locator of page `page` at the base preferences,
/// rendered again for each combination.
public struct ContactSheet {
    /// A preference and the values it takes across the sheet, in their text form (`fontSize`,
    /// `["1", "1.5", "2"]`).
    public struct Variation: Sendable, Hashable {
        public let key: EPUBPreferenceKey
        public let values: [String]

        /// Parses `KEY=V1,V2,…`, checking the key and each value.
        public init(parsing text: String) throws(PreferencesError) {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw .invalidAssignment(text) }
            key = try EPUBPreferences.key(named: parts[0])
            values = parts[1].split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
            var probe = EPUBPreferences.empty
            for value in values { try probe.set(key, string: value) }
            guard !values.isEmpty else { throw .invalidAssignment(text) }
        }
    }

    public let publication: Publication
    public let options: RenderOptions
    public let preferences: EPUBPreferences

    public init(publication: Publication, options: RenderOptions, preferences: EPUBPreferences) {
        self.publication = publication
        self.options = options
        self.preferences = preferences
    }

    /// Every combination of `variations`, row by row: the first variation's values across each
    /// row, the others' combinations down the rows.
    public func combinations(_ variations: [Variation]) -> [[(EPUBPreferenceKey, String)]] {
        guard let first = variations.first else { return [[]] }
        var rows: [[(EPUBPreferenceKey, String)]] = [[]]
        for variation in variations.dropFirst() {
            rows = rows.flatMap { row in variation.values.map { row + [(variation.key, $0)] } }
        }
        return rows.flatMap { row in first.values.map { [(first.key, $0)] + row } }
    }

    /// The sheet for page `page`: one cell per combination, as many columns as the first
    /// variation has values.
    public func render(page: Int, variations: [Variation]) throws(RRenderError) -> PixelImage {
        let base = try Renderer(publication: publication, options: options, preferences: preferences)
        let locator = try base.locator(ofPage: page)
        var cells: [ContactSheetPainter.Cell] = []
        for combination in combinations(variations) {
            var asked = preferences
            for (key, value) in combination {
                do { try asked.set(key, string: value) } catch { throw .rendering(publication: publication.sourceName, reason: "\(error)") }
            }
            let renderer = try Renderer(publication: publication, options: options, preferences: asked)
            let number = renderer.pageNumber(for: locator) ?? page
            let image = try renderer.renderPage(number).frame.image
            let label = combination.map { "\($0.0.rawValue)=\($0.1)" }.joined(separator: "  ") + "  · page \(number)"
            cells.append(ContactSheetPainter.Cell(label: label, image: image))
        }
        do {
            return try ContactSheetPainter.compose(cells, columns: variations.first?.values.count ?? 1, scale: options.scale)
        } catch {
            throw .rendering(publication: publication.sourceName, reason: "\(error)")
        }
    }
}
