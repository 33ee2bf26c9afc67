import Foundation
import RRenderCairo
import RRenderCore
import RRenderPublication

/// One place in a publication under every combination of some settings, as one labelled grid
/// image (`rrender sheet`): the page holding the locator of page `page` at the base
/// preferences, rendered again for each combination. EPUB settings for an EPUB, PDF settings
/// for a PDF.
public struct ContactSheet {
    /// A preference and the values it takes across the sheet, in their text form (`fontSize`,
    /// `["1", "1.5", "2"]`).
    public struct Variation: Sendable, Hashable {
        /// The preference's JSON key.
        public let key: String
        public let values: [String]

        /// Parses `KEY=V1,V2,…`, checking the key and each value as an EPUB preference, or as a
        /// PDF one when it is not an EPUB key (`pageSpacing`…).
        public init(parsing text: String) throws(PreferencesError) {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw .invalidAssignment(text) }
            key = parts[0]
            values = parts[1].split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
            guard !values.isEmpty else { throw .invalidAssignment(text) }
            do { try Self.check(EPUBPreferences.self, key: key, values: values) } catch {
                guard (try? EPUBPreferences.key(named: key)) == nil,
                    (try? Self.check(PDFPreferences.self, key: key, values: values)) != nil
                else { throw error }
            }
        }

        /// Throws unless the key and every value are valid for a PDF (`pdf`) or an EPUB.
        public func check(pdf: Bool) throws(PreferencesError) {
            if pdf {
                try Self.check(PDFPreferences.self, key: key, values: values)
            } else {
                try Self.check(EPUBPreferences.self, key: key, values: values)
            }
        }

        /// Throws unless every value is valid for `key` in preferences of type `P`.
        static func check<P: ConfigurablePreferences>(_ type: P.Type, key: String, values: [String]) throws(PreferencesError) {
            var probe = P.empty
            for value in values { try probe.set(assignment: "\(key)=\(value)") }
        }
    }

    /// The preferences the sheet starts from, of the publication's kind.
    enum Base {
        case epub(EPUBPreferences)
        case pdf(PDFPreferences)
    }

    public let publication: Publication
    public let options: RenderOptions
    let base: Base

    /// A sheet of an EPUB from `preferences`.
    public init(publication: Publication, options: RenderOptions, preferences: EPUBPreferences) {
        self.publication = publication
        self.options = options
        base = .epub(preferences)
    }

    /// A sheet of a PDF from `preferences`.
    public init(publication: Publication, options: RenderOptions, pdfPreferences: PDFPreferences) {
        self.publication = publication
        self.options = options
        base = .pdf(pdfPreferences)
    }

    /// Every combination of `variations`, row by row: the first variation's values across each
    /// row, the others' combinations down the rows.
    public func combinations(_ variations: [Variation]) -> [[(key: String, value: String)]] {
        guard let first = variations.first else { return [[]] }
        var rows: [[(key: String, value: String)]] = [[]]
        for variation in variations.dropFirst() {
            rows = rows.flatMap { row in variation.values.map { row + [(variation.key, $0)] } }
        }
        return rows.flatMap { row in first.values.map { [(first.key, $0)] + row } }
    }

    /// The sheet for page `page`: one cell per combination, as many columns as the first
    /// variation has values; `progress` is told the cells done and the cells in all after each.
    public func render(
        page: Int, variations: [Variation],
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(RRenderError) -> PixelImage {
        let locator = try renderer([]).locator(ofPage: page)
        var cells: [ContactSheetPainter.Cell] = []
        let all = combinations(variations)
        for combination in all {
            defer { progress(cells.count, all.count) }
            let renderer = try renderer(combination)
            let number = renderer.pageNumber(for: locator) ?? page
            let image = try renderer.renderPage(number).frame.image
            let label = combination.map { "\($0.key)=\($0.value)" }.joined(separator: "  ") + "  · page \(number)"
            cells.append(ContactSheetPainter.Cell(label: label, image: image))
        }
        do {
            return try ContactSheetPainter.compose(cells, columns: variations.first?.values.count ?? 1, scale: options.scale)
        } catch {
            throw .rendering(publication: publication.sourceName, reason: "\(error)")
        }
    }

    /// A renderer for the base preferences with `combination` set on top.
    private func renderer(_ combination: [(key: String, value: String)]) throws(RRenderError) -> Renderer {
        func applying<P: ConfigurablePreferences>(_ preferences: P) throws(RRenderError) -> P {
            var asked = preferences
            for (key, value) in combination {
                do { try asked.set(assignment: "\(key)=\(value)") } catch {
                    throw .rendering(publication: publication.sourceName, reason: "\(error)")
                }
            }
            return asked
        }
        switch base {
        case .epub(let preferences):
            return try Renderer(publication: publication, options: options, preferences: applying(preferences))
        case .pdf(let preferences):
            return try Renderer(publication: publication, options: options, pdfPreferences: applying(preferences))
        }
    }
}
