import RRenderCore
import RRenderPublication

/// The text a search reads from a renderer: a laid-out resource's hits (PDF pages' hits are
/// `PDFScreens`' own).
extension Renderer {
    /// `matcher`'s hits in the laid-out reading-order item `unit`, in order.
    func searchHits(resource unit: Int, matcher: TextMatcher, snippetLength: Int) throws(SearchError) -> [SearchHit] {
        let link = publication.readingOrder[unit]
        let text = resourceText(of: unit), texts = text.pages
        if texts.allSatisfy(\.isEmpty) {
            // No text: an unreadable resource (laid out blank, with a diagnostic) is an error here.
            do { _ = try publication.read(link.href) } catch { throw .reading(.publication(error)) }
        }
        let characters = Array(texts.joined(separator: "\n"))
        let ranges = matcher.ranges(in: characters)
        guard !ranges.isEmpty else { return [] }
        let context = HitContext(
            resource: unit, link: link, characters: characters, snippetLength: snippetLength,
            positions: publication.positionsByReadingOrder())
        var titles: [Int: String?] = [:]
        return ranges.map { range in
            // The page holding the hit's first character names its table-of-contents entry.
            let page = text.page(atCharacter: range.lowerBound)
            if titles[page] == nil { titles[page] = .some(tableOfContentsTitle(resource: unit, page: page) ?? link.title) }
            return SearchHit(locator: context.locator(of: range, title: titles[page] ?? nil), resource: unit, page: page)
        }
    }
}

/// A search result: its locator, and the page (reading-order item, page there) holding its
/// first character, which turns into a page number without finding the quote again.
struct SearchHit: Sendable {
    let locator: Locator
    let resource: Int
    let page: Int
}

/// What turns a hit in one resource into a locator (readium.md §4.5).
struct HitContext {
    let resource: Int
    let link: Link
    let characters: [Character]
    let snippetLength: Int
    let positions: [[Locator]]

    /// The locator of the hit at `range`: the resource's href and type, `progression` = the
    /// hit's offset ÷ the text's length, `totalProgression` between the first positions of
    /// this resource and the next, `position` the one the progression falls in, and the text
    /// quote the navigator finds the hit by.
    func locator(of range: Range<Int>, title: String?) -> Locator {
        let progression = min(1, max(0, Double(range.lowerBound) / Double(max(1, characters.count))))
        var locator = Locator(href: HREF.removingFragment(link.href), mediaType: link.mediaType ?? .xhtml, title: title)
        locator.locations.progression = progression
        let own = positions[resource]
        if let first = own.first {
            let start = first.locations.totalProgression ?? 0
            let end = positions[(resource + 1)...].first { !$0.isEmpty }?.first?.locations.totalProgression ?? 1
            locator.locations.totalProgression = start + progression * (end - start)
            locator.locations.position = own[min(own.count - 1, Int(progression * Double(own.count)))].locations.position
        }
        locator.text = SearchSnippet.text(of: range, in: characters, length: snippetLength)
        return locator
    }
}

/// The text of a hit: the match as `highlight`, and up to `length` characters on each side,
/// extended to whole words (readium.md §4.5: past the limit until a whitespace, here at most
/// 40 more characters, for scripts without spaces).
enum SearchSnippet {
    static let wordExtension = 40

    static func text(of range: Range<Int>, in characters: [Character], length: Int) -> Locator.Text {
        let highlight = String(characters[range])
        guard length > 0 else { return Locator.Text(highlight: highlight) }
        var lower = max(0, range.lowerBound - length), upper = min(characters.count, range.upperBound + length)
        var extra = 0
        while lower > 0, !characters[lower - 1].isWhitespace, extra < wordExtension { lower -= 1; extra += 1 }
        extra = 0
        while upper < characters.count, !characters[upper].isWhitespace, extra < wordExtension { upper += 1; extra += 1 }
        let before = String(characters[lower..<range.lowerBound]), after = String(characters[range.upperBound..<upper])
        return Locator.Text(before: before.isEmpty ? nil : before, highlight: highlight, after: after.isEmpty ? nil : after)
    }
}
