import Foundation
import Testing

@testable import RRenderHyphenation

/// Which dictionary file a language tag gets.
@Suite struct DictionaryResolutionTests {
    @Test func languageTagsAreReadCaseInsensitivelyWithEitherSeparator() throws {
        let tag = try #require(LanguageTag("EN_gb"))
        #expect(tag.language == "en" && tag.region == "GB" && tag.script == nil)
        let full = try #require(LanguageTag("sr-latn-RS-u-nu-latn"))
        #expect(full.language == "sr" && full.script == "Latn" && full.region == "RS")
        let variant = try #require(LanguageTag("de-1996"))
        #expect(variant.language == "de" && variant.region == nil)
        #expect(LanguageTag("de-CH-1901")?.region == "CH")
        #expect(LanguageTag("es-419")?.region == "419")
        #expect(LanguageTag("zh-yue-HK")?.region == "HK")
        for unusable in ["", "-", "x-klingon", "i-default", "und", "zxx", "1234", "english"] {
            #expect(LanguageTag(unusable) == nil, "\(unusable)")
        }
    }

    /// The table in the report: tag → file of Debian's folder (`/usr/share/hyphen`).
    @Test(arguments: [
        ("en", "hyph_en_US.dic"), ("EN", "hyph_en_US.dic"), ("en-US", "hyph_en_US.dic"), ("en_GB", "hyph_en_GB.dic"),
        ("en-gb", "hyph_en_GB.dic"), ("en-AU", "hyph_en_AU.dic"), ("en-NZ", "hyph_en_US.dic"),
        ("en-Latn-GB", "hyph_en_Latn_GB.dic"),
        ("fr", "hyph_fr_FR.dic"), ("fr-CA", "hyph_fr_CA.dic"), ("fr-SN", "hyph_fr_FR.dic"),
        ("de", "hyph_de_DE.dic"), ("de-1996", "hyph_de_DE.dic"), ("de-CH-1901", "hyph_de_CH.dic"), ("de-AT", "hyph_de_AT.dic"),
        ("pt", "hyph_pt_BR.dic"), ("pt-BR", "hyph_pt_BR.dic"), ("pt-PT", "hyph_pt_PT.dic"), ("pt-AO", "hyph_pt_BR.dic"),
        ("es", "hyph_es_ES.dic"), ("es-MX", "hyph_es_MX.dic"), ("es-419", "hyph_es_ES.dic"),
        ("it", "hyph_it_IT.dic"), ("nl-BE", "hyph_nl_BE.dic"), ("sv", "hyph_sv_SE.dic"), ("sv-FI", "hyph_sv_FI.dic"),
        ("da", "hyph_da_DK.dic"), ("pl", "hyph_pl_PL.dic"), ("ru", "hyph_ru_RU.dic"), ("uk", "hyph_uk_UA.dic"),
        ("cs", "hyph_cs_CZ.dic"), ("hu", "hyph_hu_HU.dic")
    ])
    func debianFolderResolution(language: String, file: String) {
        #expect(LibHyphenHyphenator.shared.dictionaryPath(for: language) == "/usr/share/hyphen/" + file)
    }

    @Test func theOrderIsExactRegionThenUsualRegionThenBareLanguageThenAnyRegion() {
        let catalog = DictionaryCatalog(
            folder: "/d",
            fileNames: [
                "hyph_xy_ZZ.dic", "hyph_xy_AA.dic", "hyph_en.dic", "hyph_en_GB.dic",
                "HYPH_FR_ca.DIC", "hyph_nb_NO.dic", "README"
            ])
        func path(_ tag: String) -> String? { LanguageTag(tag).flatMap(catalog.path(for:)) }
        #expect(path("en-GB") == "/d/hyph_en_GB.dic")
        #expect(path("en-US") == "/d/hyph_en.dic")  // no hyph_en_US: the bare language
        #expect(path("xy") == "/d/hyph_xy_AA.dic")  // nothing better: any region, in name order
        #expect(path("fr-CA") == "/d/HYPH_FR_ca.DIC")  // file names match whatever their case
        #expect(path("fr") == "/d/HYPH_FR_ca.DIC")
        #expect(path("no") == "/d/hyph_nb_NO.dic")  // Norwegian under Bokmål's code
        #expect(path("de") == nil)
        #expect(
            DictionaryCatalog.preferredStems(language: "en", script: "Latn", region: "GB") == [
                "en_Latn_GB", "en_GB", "en_US", "en"
            ])
    }

    @Test func symlinkedFilesShareOneLoadedDictionary() throws {
        let hyphenator = LibHyphenHyphenator.shared
        let austria = try #require(hyphenator.dictionary(for: "de-AT"))
        #expect(austria === hyphenator.dictionary(for: "de"))
        #expect(austria === LibHyphenHyphenator().dictionary(for: "de-CH"))
        #expect(austria.charset == "ISO8859-1")
        #expect(hyphenator.dictionary(for: "en")?.charset == "UTF-8")
        #expect(hyphenator.dictionary(for: "en")?.leftMinimum == 2 && hyphenator.dictionary(for: "en")?.rightMinimum == 3)
    }
}
