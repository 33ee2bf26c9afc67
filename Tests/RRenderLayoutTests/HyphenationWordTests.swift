import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Synchronization
import Testing

/// Which words of `hyphens: auto` text layout hands to the hyphenator, and where the soft
/// hyphens go, with a hyphenator that allows a break after the second character of anything.
@Suite struct HyphenationWordTests {
    /// Records the words it is asked about; a point after the second character of each.
    final class RecordingHyphenator: Hyphenator {
        let asked = Mutex<[String]>([])
        func hyphenationPoints(of word: String, language: String) -> [Int] {
            asked.withLock { $0.append("\(language):\(word)") }
            return [2]
        }
    }

    /// The paragraph texts (soft hyphens included) of `body` and the words asked about.
    func layOut(_ body: String, css: String = "p { hyphens: auto }") throws -> (texts: [String], asked: [String]) {
        let fixture = LayoutFixture(viewport: Size(width: 2000, height: 400))
        let hyphenator = RecordingHyphenator()
        let context = BoxBuildContext(resolveHREF: { $0 }, imageSize: { _ in nil }, hyphenator: hyphenator)
        let root = BoxTreeBuilder(context: context).build(try fixture.styled(body: body, css: css))
        let flow = FlowLayout(shaper: FixedAdvanceShaper(), pageHeight: 400).layout(root, width: 2000)
        var texts: [String] = []
        for case .text(let line) in flow.atoms.flatMap(\.fragments) where texts.last != line.paragraph.spec.text {
            texts.append(line.paragraph.spec.text)
        }
        return (texts, hyphenator.asked.withLock { $0 })
    }

    @Test func wordsKeepTheirInnerApostrophesAndLoseTheClosingOnes() throws {
        let (texts, asked) = try layOut("<p>Shouldn’t the whales’ l'économie ‘quoted’ matter?</p>")
        #expect(asked == ["en:Shouldn’t", "en:whales", "en:l'économie", "en:quoted", "en:matter"])
        #expect(texts == ["Sh\u{AD}ouldn’t the wh\u{AD}ales’ l'\u{AD}économie ‘qu\u{AD}oted’ ma\u{AD}tter?"])
    }

    @Test func wordsWithDigitsAreAskedWholeAndShortWordsNotAtAll() throws {
        let (_, asked) = try layOut("<p>An mp3player from 1990s Tokyo, four words.</p>")
        #expect(asked == ["en:mp3player", "en:1990s", "en:Tokyo", "en:words"])
    }

    @Test func pointsAreCharacterOffsetsWhateverTheirBytes() throws {
        // "é" precomposed (2 bytes) and decomposed (e + U+0301); "idée" decomposed is 4 characters.
        let (texts, asked) = try layOut("<p>Développement De\u{301}veloppement ide\u{301}e Ωmega</p>")
        #expect(asked == ["en:Développement", "en:De\u{301}veloppement", "en:Ωmega"])
        #expect(texts == ["Dé\u{AD}veloppement De\u{301}\u{AD}veloppement ide\u{301}e Ωm\u{AD}ega"])
    }

    @Test func theElementsLanguageIsPassedAndManualOrNoneAskNothing() throws {
        let (_, french) = try layOut("<p lang=\"fr-CA\">Développement durable</p>")
        #expect(french == ["fr-CA:Développement", "fr-CA:durable"])
        let (handWritten, _) = try layOut("<p>Hyph&#173;enation</p>")
        #expect(handWritten == ["Hyph\u{AD}enation"])
        #expect(try layOut("<p>Hyphenation</p>", css: "p { hyphens: manual }").asked.isEmpty)
        let none = try layOut("<p>Hyph&#173;enation</p>", css: "p { hyphens: none }")
        #expect(none.asked.isEmpty && none.texts == ["Hyphenation"])
    }
}
