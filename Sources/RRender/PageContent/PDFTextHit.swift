import RRenderCore
import RRenderPDF

/// Finds the word under a point in a PDF page's text.
enum PDFTextHit {
    /// The characters of context kept either side of the word.
    static let context = 50

    /// The word whose character box holds `point` (page points), by `WordCharacter`'s rule, as
    /// a locator text: the word, and the text before and after it; nil when no word is there.
    static func word(in page: PDFPageText, at point: Point) -> Locator.Text? {
        let scalars = Array(page.text.unicodeScalars)
        guard scalars.count == page.scalarRects.count,
            let hit = page.scalarRects.firstIndex(where: { $0.contains(point) }),
            let word = WordCharacter.word(at: hit, in: scalars)
        else { return nil }
        func string(_ range: Range<Int>) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[range])
            return String(view)
        }
        let before = string(max(0, word.lowerBound - context)..<word.lowerBound)
        let after = string(word.upperBound..<min(scalars.count, word.upperBound + context))
        return Locator.Text(before: before.isEmpty ? nil : before, highlight: string(word), after: after.isEmpty ? nil : after)
    }
}
