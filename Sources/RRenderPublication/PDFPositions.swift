import RRenderCore

/// Readium's positions for a PDF (readium.md §1.7, §6; kotlin-toolkit `PdfPositionsService`):
/// one per page, with the fragment `page=N`, `progression` and `totalProgression` `(N-1)/count`.
public enum PDFPositions {
    /// The positions of the PDF `link` with `pageCount` pages.
    public static func positions(of link: Link, pageCount: Int) -> [Locator] {
        (0..<max(0, pageCount)).map { index in
            let progression = Double(index) / Double(pageCount)
            return Locator(
                href: link.hrefWithoutFragment, mediaType: link.mediaType ?? .pdf, title: link.title,
                locations: Locator.Locations(
                    fragments: ["page=\(index + 1)"], progression: progression,
                    totalProgression: progression, position: index + 1))
        }
    }

    /// The page (1-based) a PDF locator or href fragment names: its first `page=N` fragment
    /// (fragments are split on `&` and `#`), clamped to the document; nil when it names none.
    public static func page(inFragments fragments: [String], pageCount: Int) -> Int? {
        for fragment in fragments {
            for part in fragment.split(whereSeparator: { $0 == "&" || $0 == "#" }) where part.hasPrefix("page=") {
                if let page = Int(part.dropFirst(5)) { return min(max(1, page), max(1, pageCount)) }
            }
        }
        return nil
    }
}
