import Foundation
import RRenderCore
import Testing

@testable import RRender

/// The search matcher on its own: every option, the way back from folded text to the
/// original characters, whole words, regular expressions, bad queries, overlapping hits.
@Suite struct SearchMatcherTests {
    /// The matched substrings of `text` for `query`.
    private func hits(_ query: String, in text: String, _ options: SearchOptions = SearchOptions()) throws -> [String] {
        let characters = Array(text)
        return try TextMatcher(query: query, options: options).ranges(in: characters).map { String(characters[$0]) }
    }

    private func ranges(_ query: String, in text: String, _ options: SearchOptions = SearchOptions()) throws -> [Range<Int>] {
        try TextMatcher(query: query, options: options).ranges(in: Array(text))
    }

    @Test func byDefaultCaseAndDiacriticsAreIgnored() throws {
        #expect(
            try hits("Red Panda", in: "a red panda, a RED PANDA, a réd pandà, a redpanda")
                == ["red panda", "RED PANDA", "réd pandà"])
    }

    @Test func caseSensitiveKeepsTheCase() throws {
        let options = SearchOptions(caseSensitive: true)
        #expect(try hits("Red", in: "Red red RED Réd", options) == ["Red", "Réd"])
    }

    @Test func diacriticSensitiveKeepsTheAccents() throws {
        let text = "café, cafe, CAFÉ, cafe\u{301}"
        #expect(try hits("cafe", in: text).count == 4)
        #expect(try hits("cafe", in: text, SearchOptions(diacriticSensitive: true)) == ["cafe"])
        // Canonically equivalent forms are the same text: the decomposed é is found by "é".
        #expect(try hits("café", in: text, SearchOptions(diacriticSensitive: true)) == ["café", "CAFÉ", "cafe\u{301}"])
    }

    @Test func arabicHarakatAreDiacritics() throws {
        let text = "كَتَبَ الخليّة كتب"
        #expect(try hits("كتب", in: text) == ["كَتَبَ", "كتب"])
        #expect(try hits("الخلية", in: text) == ["الخليّة"])
        #expect(try hits("كتب", in: text, SearchOptions(diacriticSensitive: true)) == ["كتب"])
    }

    @Test func foldedMatchesMapBackToTheOriginalCharacters() throws {
        // "É" folds to one scalar, a decomposed "e\u{301}" is one character of two scalars, the
        // dotted capital I lower-cases to two scalars in English.
        let text = "Straße ÉTÉ e\u{301}te\u{301} İstanbul"
        #expect(try ranges("ete", in: text) == [7..<10, 11..<14])
        #expect(try hits("istanbul", in: text) == ["İstanbul"])
        #expect(try hits("strasse", in: text).isEmpty, "ß is not two letters")
    }

    @Test func theLanguageGivesTheCaseRules() throws {
        // Turkish: I is the capital of dotless ı.
        #expect(try hits("ırmak", in: "IRMAK", SearchOptions(language: "tr")) == ["IRMAK"])
        #expect(try hits("ırmak", in: "IRMAK", SearchOptions(language: "en")).isEmpty)
        #expect(try hits("irmak", in: "IRMAK", SearchOptions(language: "en")) == ["IRMAK"])
    }

    @Test func runsOfWhitespaceAreOneSpace() throws {
        // A page break puts "\n" where the line had a space.
        #expect(try hits("red panda", in: "the red\npanda and the red  \n panda") == ["red\npanda", "red  \n panda"])
        #expect(try hits("red \n panda", in: "a red panda") == ["red panda"])
    }

    @Test func wholeWordNeedsBoundariesWhereTheQueryHasLetters() throws {
        let options = SearchOptions(wholeWord: true)
        #expect(try ranges("cat", in: "cat concat cats cat. écat", options) == [0..<3, 16..<19])
        #expect(try hits("cat", in: "cat concat cats cat.").count == 4)
        // A query ending in punctuation only needs a boundary at its start.
        #expect(try hits("cat.", in: "cat. bobcat.", options) == ["cat."])
        #expect(try hits("42", in: "42 142 42a 42", options).count == 2)
    }

    @Test func exactIsLiteralAndSensitive() throws {
        let options = SearchOptions(exact: true)
        #expect(try hits("Cafe", in: "cafe Cafe Café CAFE", options) == ["Cafe"])
        // Scalars as they are: a precomposed query does not find a decomposed text.
        #expect(try hits("café", in: "cafe\u{301} café", options) == ["café"])
        // Overridden options do not soften it.
        #expect(try hits("Cafe", in: "cafe", SearchOptions(caseSensitive: false, exact: true)).isEmpty)
    }

    @Test func regularExpressions() throws {
        let options = SearchOptions(regularExpression: true)
        #expect(try hits("wh[a-z]+e", in: "whale wHOLE whose when", options) == ["whale", "wHOLE", "whose"])
        #expect(
            try hits("wh[a-z]+e", in: "whale wHOLE whose", SearchOptions(caseSensitive: true, regularExpression: true))
                == ["whale", "whose"])
        #expect(try hits("caf.", in: "café cafe\u{301}", options) == ["café", "cafe\u{301}"])
        #expect(try hits("cafe", in: "café cafe", SearchOptions(diacriticSensitive: true, regularExpression: true)) == ["cafe"])
        #expect(try hits("cat", in: "cat concat", SearchOptions(wholeWord: true, regularExpression: true)) == ["cat"])
        // Regex wins over exact; empty matches are skipped.
        #expect(try hits("c.t", in: "cat", SearchOptions(exact: true, regularExpression: true)) == ["cat"])
        #expect(try hits("x*", in: "axxb", options) == ["xx"])
        // Non-characters of the BMP and beyond map back (UTF-16 pairs).
        #expect(try ranges("b", in: "𝒜b", options) == [1..<2])
    }

    @Test func badQueries() throws {
        #expect(throws: SearchError.self) { try TextMatcher(query: "(unclosed", options: SearchOptions(regularExpression: true)) }
        do {
            _ = try TextMatcher(query: "[a-", options: SearchOptions(regularExpression: true))
            Issue.record("an invalid pattern compiled")
        } catch {
            guard case .badQuery(.invalidRegularExpression(let pattern, _)) = error else { Issue.record("\(error)"); return }
            #expect(pattern == "[a-")
        }
        do {
            _ = try TextMatcher(query: "", options: SearchOptions())
            Issue.record("an empty query was accepted")
        } catch {
            guard case .badQuery(.empty) = error else { Issue.record("\(error)"); return }
        }
        // The same text is no regular expression when the option is off.
        #expect(try hits("(unclosed", in: "an (unclosed bracket") == ["(unclosed"])
    }

    @Test func hitsOverlapAsInReadium() throws {
        #expect(try ranges("aa", in: "aaaa") == [0..<2, 1..<3, 2..<4])
        #expect(try ranges("aa", in: "aaaa", SearchOptions(regularExpression: true)) == [0..<2, 2..<4])
    }

    @Test func snippetsAreWholeWords() {
        let characters = Array("alpha beta gamma delta epsilon")
        let text = SearchSnippet.text(of: 11..<16, in: characters, length: 3)
        #expect(text == Locator.Text(before: "beta ", highlight: "gamma", after: " delta"))
        let wide = SearchSnippet.text(of: 11..<16, in: characters, length: 200)
        #expect(wide == Locator.Text(before: "alpha beta ", highlight: "gamma", after: " delta epsilon"))
        #expect(SearchSnippet.text(of: 0..<5, in: characters, length: 0) == Locator.Text(highlight: "alpha"))
    }

    @Test func quotesAreFoundWithWhitespaceRunsEqual() {
        let text = "one whale here.\nAnother\nwhale there; a whale"
        let finder = QuoteFinder(text)
        // "Another whale" was one line under another layout: the "\n" is a page break here.
        #expect(finder.nearestOccurrence(of: "whale", before: "here. Another ", near: 0) == 24)
        #expect(finder.nearestOccurrence(of: "whale", before: nil, near: 40) == 39)
        #expect(finder.nearestOccurrence(of: "whale there", before: "Another\n\n", near: 0) == 24)
        #expect(finder.nearestOccurrence(of: "walrus", before: nil, near: 0) == nil)
    }

    /// linear-algebra: the search's context reads a formula "1 1−1 =1", the page sets its
    /// superscript apart ("1 1 −1 =1"); the quote after the formula is still found there, not
    /// at the "matrix" nearest the progression.
    @Test func contextsMatchWhateverSpacesTheLayoutPutsBetweenInlinePieces() {
        let text = "a matrix here.\nC =1 1 −1 =1\nTheorem MRCB. The matrix"
        let finder = QuoteFinder(text)
        #expect(finder.nearestOccurrence(of: "matrix", before: "C =1 1−1 =1\nTheorem MRCB. The ", near: 0) == 46)
        #expect(finder.nearestOccurrence(of: "matrix", before: "Theorem MRCB. Thee ", near: 0) == 2)
    }
}
