import RRenderCore
import RRenderPDF

/// Finds the word under a point in a PDF page's text.
enum PDFTextHit {
    /// The characters of context kept either side of the word.
    static let context = 50

    /// The word whose character box holds `point` (page points), as a locator text: the word,
    /// and the text before and after it; nil when no character is there.
    static func word(in page: PDFPageText, at point: Point) -> Locator.Text? {
        let scalars = Array(page.text.unicodeScalars)
        guard scalars.count == page.scalarRects.count,
              let hit = page.scalarRects.firstIndex(where: { $0.contains(point) }),
              !isSeparator(scalars[hit]) else { return nil }
        var start = hit, end = hit + 1
        while start > 0, !isSeparator(scalars[start - 1]) { start -= 1 }
        while end < scalars.count, !isSeparator(scalars[end]) { end += 1 }
        func string(_ range: Range<Int>) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[range])
            return String(view)
        }
        let before = string(max(0, start - context)..<start), after = string(end..<min(scalars.count, end + context))
        return Locator.Text(before: before.isEmpty ? nil : before, highlight: string(start..<end), after: after.isEmpty ? nil : after)
    }

    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isWhitespace { return true }
        switch scalar.properties.generalCategory {
        case .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation: return scalar != "'"
        default: return false
        }
    }
}
