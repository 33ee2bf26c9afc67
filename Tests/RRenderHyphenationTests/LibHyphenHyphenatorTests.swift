import Foundation
import RRenderHyphenation
import Testing

/// Hyphenation points from Debian's dictionaries: where the patterns put them, in the word as
/// written, and never too close to the word's ends.
@Suite struct LibHyphenHyphenatorTests {
    let hyphenator = LibHyphenHyphenator.shared

    func spelled(_ word: String, _ language: String) -> String {
        hyphenated(word, at: hyphenator.hyphenationPoints(of: word, language: language))
    }

    @Test func englishWordsBreakAtTheAmericanPatternsPoints() {
        #expect(spelled("hyphenation", "en") == "hy-phen-ation")
        #expect(hyphenator.hyphenationPoints(of: "hyphenation", language: "en") == [2, 6])
        #expect(spelled("extraordinary", "en") == "ex-tra-or-di-nary")
        #expect(spelled("encyclopedia", "en-US") == "en-cy-clo-pe-dia")
        // The British patterns differ, so the region matters.
        #expect(spelled("hyphenation", "en-GB") == "hy-phen-a-tion")
    }

    @Test func frenchWordsWithAccentsBreakByCharacterNotByte() {
        #expect(spelled("développement", "fr") == "dé-ve-lop-pe-ment")
        #expect(spelled("économiquement", "fr") == "éco-no-mi-que-ment")
        #expect(spelled("préférentiellement", "fr-CA") == "pré-fé-ren-tiel-le-ment")
    }

    @Test func eightBitDictionariesSpellWordsInTheirCharset() {
        // German, Czech and Russian dictionaries are ISO-8859-1, ISO-8859-2 and KOI8-R.
        #expect(spelled("Größenordnung", "de") == "Grö-ßen-ord-nung")
        #expect(spelled("Übersetzung", "de-DE") == "Über-set-zung")
        #expect(spelled("Häuserreihe", "de-AT") == "Häu-ser-rei-he")
        #expect(spelled("Schifffahrt", "de") == "Schiff-fahrt")
        #expect(spelled("příliš", "cs") == "pří-liš")
        #expect(spelled("niezależność", "pl") == "nie-za-leż-ność")
        #expect(spelled("электростанция", "ru") == "элек-тро-станция")
    }

    @Test func aWordWithALetterOutsideTheCharsetGetsNoPoints() {
        #expect(spelled("Dvorakstraße", "de") == "Dvor-ak-stra-ße")
        #expect(hyphenator.hyphenationPoints(of: "Dvořákstraße", language: "de").isEmpty)  // ř is not Latin-1
        // Latin in KOI8-R is ASCII: no pattern, no point.
        #expect(hyphenator.hyphenationPoints(of: "hyphenation", language: "ru").isEmpty)
    }

    @Test func capitalisedAndAllCapsWordsBreakWhereTheirLowercaseFormDoes() {
        #expect(spelled("Hyphenation", "en") == "Hy-phen-ation")
        #expect(spelled("HYPHENATION", "en") == "HY-PHEN-ATION")
        #expect(spelled("DÉVELOPPEMENT", "fr") == "DÉ-VE-LOP-PE-MENT")
        #expect(spelled("GRÖSSENORDNUNG", "de") == "GRÖS-SEN-ORD-NUNG")
    }

    @Test func decomposedAccentsCountAsOneCharacter() {
        let decomposed = "de\u{301}veloppement"  // é as e + combining acute: one Character
        #expect(hyphenator.hyphenationPoints(of: decomposed, language: "fr") == [2, 4, 7, 9])
    }

    @Test func shortWordsAndWordsThatAreNotWordsGetNoPoints() {
        for word in ["", "a", "cat", "axe", "hy", "hyphen3ation", "well-known", "two words", "hyphenation!"] {
            #expect(hyphenator.hyphenationPoints(of: word, language: "en").isEmpty, "\(word)")
        }
        // Four letters is the least that can break (2 + 2), where the dictionary allows it.
        #expect(spelled("table", "en") == "ta-ble")
    }

    @Test func apostrophesStayInTheWordAndKeepHyphensAway() {
        #expect(hyphenator.hyphenationPoints(of: "shouldn't", language: "en").isEmpty)
        #expect(hyphenator.hyphenationPoints(of: "shouldn’t", language: "en").isEmpty)
        #expect(spelled("everybody's", "en-GB") == "every-body's")
        // French patterns know elision: no break right after l’.
        #expect(spelled("l’économie", "fr") == "l’éco-no-mie")
        #expect(spelled("aujourd’hui", "fr") == "au-jourd’hui")
        #expect(hyphenator.hyphenationPoints(of: "'hyphenation", language: "en").isEmpty)
    }

    @Test func nonStandardPointsAreSkippedRatherThanMisspelt() {
        // Hungarian "hosszú" hyphenates as "hosz-szú" (ssz → sz-sz): a soft hyphen cannot say that.
        #expect(hyphenator.hyphenationPoints(of: "hosszú", language: "hu").isEmpty)
        #expect(spelled("Kossuth", "hu") == "Kos-suth")
    }

    @Test func unknownLanguagesGetNoPoints() {
        for language in ["xx", "", "und", "zxx", "x-private", "ja", "fi", "tlh"] {
            #expect(hyphenator.hyphenationPoints(of: "hyphenation", language: language).isEmpty, "\(language)")
            #expect(hyphenator.dictionaryPath(for: language) == nil)
            #expect(hyphenator.problem(for: language) == nil)
        }
    }

    @Test func sharedBetweenThreadsItGivesTheSameAnswers() async {
        let words = ["hyphenation", "développement", "Größenordnung", "электростанция", "encyclopedia", "příliš"]
        let languages = ["en", "fr", "de", "ru", "en-US", "cs"]
        let expected = zip(words, languages).map { LibHyphenHyphenator.shared.hyphenationPoints(of: $0, language: $1) }
        let fresh = LibHyphenHyphenator()  // a second instance shares the loaded dictionaries
        let results = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<16 {
                group.addTask {
                    (0..<300).allSatisfy { round in
                        let index = (task + round) % words.count
                        let hyphenator = round.isMultiple(of: 2) ? fresh : LibHyphenHyphenator.shared
                        return hyphenator.hyphenationPoints(of: words[index], language: languages[index]) == expected[index]
                    }
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 16 && results.allSatisfy { $0 })
        #expect(expected.allSatisfy { !$0.isEmpty })
    }
}
