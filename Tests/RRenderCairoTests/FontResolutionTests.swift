import RRenderCairo
import RRenderCore
import RRenderLayout
import RRenderStyle
import RRenderTestSupport
import Testing

/// The pinned font configuration, through Pango: generic families, publisher families, the
/// accessibility font and every script the issue names resolve to the pinned Debian fonts.
@Suite struct FontResolutionTests {
    let shaper: PangoShaper

    init() throws {
        shaper = try PangoShaper()
    }

    private func style(_ families: [String], language: String? = nil) -> TextStyle {
        .fixture(families: families, language: language)
    }

    @Test(arguments: [
        (["serif"], "Noto Serif"), (["sans-serif"], "Noto Sans"), (["monospace"], "Noto Sans Mono"),
        (["Georgia", "serif"], "Noto Serif"), (["Arial"], "Noto Sans"), (["Courier New"], "Noto Sans Mono"),
        (["Stix", "serif"], "Noto Serif"), (["NoSuchFamily"], "Noto Serif"), (["OpenDyslexic"], "OpenDyslexic"),
        (["cursive"], "Noto Serif")
    ])
    func familiesResolveToThePinnedFonts(_ families: [String], _ expected: String) {
        #expect(shaper.fontFamilies(for: "Hello", style: style(families)) == [expected])
    }

    @Test func everyScriptHasAFont() {
        let cases: [(String, String?, String)] = [
            ("Καλημέρα κόσμε", "el", "Noto Serif"),
            ("Здравствуй, мир", "ru", "Noto Serif"),
            ("שלום עולם", "he", "Noto Serif Hebrew"),
            ("مرحبا بالعالم", "ar", "Noto Naskh Arabic"),
            ("吾輩は猫である", "ja", "Noto Serif CJK JP"),
            ("我们都是中国人", "zh-CN", "Noto Serif CJK SC"),
            ("我們都是中國人", "zh-TW", "Noto Serif CJK TC")
        ]
        for (text, language, family) in cases {
            #expect(shaper.fontFamilies(for: text, style: style(["serif"], language: language)) == [family], "\(text)")
        }
        #expect(shaper.fontFamilies(for: "مرحبا", style: style(["sans-serif"], language: "ar")) == ["Noto Sans Arabic"])
    }

    /// Indic, South-East Asian, Ethiopic, Georgian, Armenian and Tibetan text: each script in
    /// its pinned Noto face, serif text in the serif face where Debian has one, no box drawn.
    @Test(arguments: [
        ("सत्यमेव जयते", "sa", "Devanagari"), ("আমার সোনার বাংলা", "bn", "Bengali"), ("ગુજરાતી ભાષા", "gu", "Gujarati"),
        ("ਪੰਜਾਬੀ ਭਾਸ਼ਾ", "pa", "Gurmukhi"), ("ଓଡ଼ିଆ ଭାଷା", "or", "Oriya"), ("தமிழ் மொழி", "ta", "Tamil"),
        ("తెలుగు భాష", "te", "Telugu"), ("ಕನ್ನಡ ಭಾಷೆ", "kn", "Kannada"), ("മലയാളം ഭാഷ", "ml", "Malayalam"),
        ("සිංහල භාෂාව", "si", "Sinhala"), ("ภาษาไทย", "th", "Thai"), ("ພາສາລາວ", "lo", "Lao"), ("ភាសាខ្មែរ", "km", "Khmer"),
        ("မြန်မာဘာသာ", "my", "Myanmar"), ("བོད་ཡིག", "bo", "Tibetan"), ("ግዕዝ ቋንቋ", "am", "Ethiopic"),
        ("ქართული ენა", "ka", "Georgian"), ("Հայերեն լեզու", "hy", "Armenian")
    ])
    func everyScriptOfABookHasAPinnedFont(_ text: String, _ language: String, _ script: String) {
        for (generic, kinds) in [("serif", ["Serif", "Sans"]), ("sans-serif", ["Sans", "Serif"])] {
            let families = shaper.fontFamilies(for: text, style: style([generic], language: language))
            let expected = kinds.map { "Noto \($0) \(script)" }
            #expect(families.count == 1 && expected.contains(families[0]), "\(generic) \(text): \(families)")
            #expect(
                families.first == expected.first || !FontResolutionTests.hasFace(expected[0]), "\(generic) \(text): \(families)")
            #expect(shaper.missingGlyphCount(for: text, style: style([generic], language: language)) == 0, "\(generic) \(text)")
        }
    }

    /// True when the pinned configuration lists `family` (Debian has no serif Oriya, no sans Tibetan).
    static func hasFace(_ family: String) -> Bool {
        !["Noto Serif Oriya", "Noto Sans Tibetan"].contains(family)
    }

    /// linear-algebra.epub's ∑, ∈, ⋯ and ■ came from the CJK face, with its full-width shapes
    /// and its taller lines (■ is in Noto Sans Symbols2); Japanese text keeps its symbols full width.
    @Test(arguments: [("serif", "en"), ("sans-serif", "en"), ("serif", "fr")])
    func mathsAndSymbolsComeFromTheMathsFont(_ generic: String, _ language: String) {
        #expect(shaper.fontFamilies(for: "∑∈≤⋯", style: style([generic], language: language)) == ["Noto Sans Math"])
        #expect(shaper.fontFamilies(for: "■", style: style([generic], language: language)) == ["Noto Sans Symbols2"])
    }

    @Test(arguments: [
        ("ja", "serif", "Noto Serif CJK JP"), ("ja", "sans-serif", "Noto Sans CJK JP"),
        ("zh-CN", "serif", "Noto Serif CJK SC"), ("ko", "sans-serif", "Noto Sans CJK KR")
    ])
    func cjkTextKeepsItsSymbolsInTheCJKFace(_ language: String, _ generic: String, _ expected: String) {
        #expect(shaper.fontFamilies(for: "∑∈■", style: style([generic], language: language)) == [expected])
    }

    @Test func theConfigurationIsTheProjectsOwn() throws {
        let configuration = try FontConfiguration.shared()
        #expect(configuration.path.hasSuffix("Fonts/fonts.conf"))
    }
}
