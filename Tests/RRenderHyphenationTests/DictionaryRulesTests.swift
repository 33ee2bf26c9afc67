import Foundation
import RRenderHyphenation
import Testing

/// The rules on top of the patterns, with hand-written dictionaries whose patterns allow a break
/// everywhere: minimums, non-standard points, charsets and broken files.
@Suite struct DictionaryRulesTests {
    /// Breaks before and after every `b`.
    static let everyB = "UTF-8\nLEFTHYPHENMIN 1\nRIGHTHYPHENMIN 1\n1b1\n"

    @Test func atLeastTwoCharactersStayOnEachSideWhateverTheDictionarySays() throws {
        let hyphenator = try DictionaryFixture(["hyph_zz.dic": Self.everyB]).hyphenator
        #expect(hyphenator.hyphenationPoints(of: "abababa", language: "zz") == [2, 3, 4, 5])
        #expect(hyphenator.hyphenationPoints(of: "abab", language: "zz") == [2])
        #expect(hyphenator.hyphenationPoints(of: "aba", language: "zz").isEmpty)
    }

    @Test func theDictionarysOwnLargerMinimumsAreKept() throws {
        let file = "UTF-8\nLEFTHYPHENMIN 3\nRIGHTHYPHENMIN 4\n1b1\n"
        let hyphenator = try DictionaryFixture(["hyph_zz.dic": file]).hyphenator
        #expect(hyphenator.hyphenationPoints(of: "abababab", language: "zz") == [3, 4])
        #expect(hyphenator.hyphenationPoints(of: "ABABABAB", language: "zz") == [3, 4])
        #expect(hyphenator.hyphenationPoints(of: "ababab", language: "zz").isEmpty)
    }

    @Test func aPointWithAChangedSpellingIsSkippedAndTheOthersKept() throws {
        // Old German "Zucker" → "Zuk-ker": "ck" becomes "k-k" at the break.
        let file = "UTF-8\nLEFTHYPHENMIN 1\nRIGHTHYPHENMIN 1\nu1c\nc1k/k=k,1,1\n"
        let hyphenator = try DictionaryFixture(["hyph_de.dic": file]).hyphenator
        #expect(hyphenator.hyphenationPoints(of: "Zucker", language: "de") == [2])
        #expect(hyphenator.hyphenationPoints(of: "backerei", language: "de").isEmpty)
    }

    @Test func anISO8859_2DictionaryMatchesLettersByTheirBytes() throws {
        // "ł" is 0xB3 in ISO-8859-2: a break before every ł.
        let file = "ISO8859-2\nLEFTHYPHENMIN 1\nRIGHTHYPHENMIN 1\n1ł\n"
        let hyphenator = try DictionaryFixture(["hyph_pl_PL.dic": file], encoding: .isoLatin2).hyphenator
        #expect(hyphenator.hyphenationPoints(of: "aałaałaa", language: "pl") == [2, 5])
        #expect(hyphenator.hyphenationPoints(of: "AAŁAAŁAA", language: "pl-PL") == [2, 5])
        #expect(hyphenator.hyphenationPoints(of: "aałaañaa", language: "pl").isEmpty)  // ñ is not in ISO-8859-2
    }

    @Test func aFileThatCannotBeUsedIsAProblemAndNoPoints() throws {
        let fixture = try DictionaryFixture(["hyph_zz.dic": "EBCDIC-US\n1b1\n", "hyph_yy.dic": "NO-SUCH-CHARSET\n1b1\n"])
        let hyphenator = fixture.hyphenator
        #expect(hyphenator.hyphenationPoints(of: "abababa", language: "zz").isEmpty)
        #expect(hyphenator.dictionaryPath(for: "zz") == nil)
        let path = fixture.folder.appendingPathComponent("hyph_zz.dic").resolvingSymlinksInPath().path
        #expect(hyphenator.problem(for: "zz") == .unsupportedCharset("EBCDIC-US", path: path))
        #expect(hyphenator.hyphenationPoints(of: "abababa", language: "yy").isEmpty)
        #expect(hyphenator.problem(for: "yy")?.description.contains("NO-SUCH-CHARSET") == true)
    }

    @Test func aMissingFolderMeansNoDictionaries() {
        let hyphenator = LibHyphenHyphenator(folder: "/nonexistent/hyphen")
        #expect(hyphenator.hyphenationPoints(of: "hyphenation", language: "en").isEmpty)
        #expect(hyphenator.dictionaryPath(for: "en") == nil)
    }
}
