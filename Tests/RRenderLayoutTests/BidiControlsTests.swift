import Testing

@testable import RRenderLayout

/// The bidi formatting characters are found by their bytes, and a paragraph's direction is its
/// first letter's, outside isolates (UAX #9 P2).
@Suite struct BidiControlsTests {
    @Test func findsEveryControlAndNothingElse() {
        for scalar in ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"]
        {
            #expect(BidiControls.contains("ab" + scalar + "c"), "\(scalar.unicodeScalars.first!.value)")
        }
        // Neighbours of the same lead bytes: dashes, quotes, the word joiner, the paragraph separator.
        #expect(!BidiControls.contains("a\u{2029}\u{2013}\u{201C}\u{2060}\u{2065}\u{206A}\u{202F}b"))
        #expect(!BidiControls.contains(""))
    }

    @Test func theFirstLetterOutsideIsolatesGivesTheDirection() {
        #expect(BidiControls.firstStrongDirection("\u{202E}abc\u{202C}") == .ltr)
        #expect(BidiControls.firstStrongDirection("\u{2066}abc\u{2069} \u{05D0}") == .rtl)
        #expect(BidiControls.firstStrongDirection("12 \u{2067}") == nil)
    }
}
