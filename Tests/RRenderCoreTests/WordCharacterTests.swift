import RRenderCore
import Testing

/// One word rule for taps and whole-word search.
struct WordCharacterTests {
    /// The word of `text` holding its `index`-th scalar.
    private func word(_ text: String, at index: Int) -> String? {
        let scalars = Array(text.unicodeScalars)
        return WordCharacter.word(at: index, in: scalars).map { range in
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[range])
            return String(view)
        }
    }

    @Test func lettersDigitsAndInnerApostrophesHoldTogether() {
        #expect(word("the whale's jaw", at: 6) == "whale's")
        #expect(word("page 42, then", at: 6) == "42")
        #expect(word("'quoted'", at: 3) == "quoted", "an apostrophe at a word's edge is not part of it")
        #expect(word("debian-policy", at: 2) == "debian", "a hyphen parts words")
        #expect(word("a, b", at: 1) == nil, "punctuation is no word")
    }

    @Test func marksStayWithTheirLettersAndCJKStandsAlone() {
        #expect(word("في الخليّة هنا", at: 5) == "الخليّة")
        #expect(word("吾輩は猫である", at: 3) == "猫")
    }
}
