import RRenderCore
import Testing

/// Language tags as Readium's schema (RFC 5646's grammar) accepts them.
struct BCP47Tests {
    @Test(arguments: [
        ("en", "en"), ("EN-us", "en-US"), ("pt_BR", "pt-BR"), (" fr ", "fr"), ("zh-hant-tw", "zh-Hant-TW"),
        ("es-419", "es-419"), ("de-CH-1996", "de-CH-1996"), ("sl-rozaj-biske", "sl-rozaj-biske"),
        ("zh-yue-HK", "zh-yue-HK"), ("en-a-bbb-x-a-ccc", "en-a-bbb-x-a-ccc"), ("x-whatever", "x-whatever"),
        ("i-klingon", "i-klingon"), ("EN-gb-OED", "en-GB-oed"), ("english", "english")
    ])
    func wellFormedTagsInConventionalCase(_ tag: String, _ expected: String) {
        #expect(BCP47.normalized(tag) == expected)
    }

    @Test(arguments: [
        "", " ", "en us", "français", "e", "en--US", "en-", "toolonglanguage", "en-a", "x", "en-x", "de-419-123456789"
    ])
    func notTags(_ value: String) {
        #expect(BCP47.normalized(value) == nil)
    }
}
