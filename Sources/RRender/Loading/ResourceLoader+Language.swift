import RRenderCore

extension ResourceLoader {
    /// The language given to content documents that declare none. EPUB Reading Systems 3.3
    /// §4.4 "Language and base direction" (`#sec-epub-rs-i18n`): a Reading System "MUST NOT
    /// assume either the language or the base direction of that resource from information
    /// expressed in the Package Document (i.e., in `xml:lang` and `dir` attributes, in
    /// `hreflang` attributes on link elements, or from `dc:language` elements)". So the
    /// package's `dc:language` (which the resolved `language` setting falls back to, as Readium
    /// resolves it) is not used: only a language the reader or the app chose. Without one,
    /// `:lang()` matches nothing, `hyphens: auto` does not hyphenate and fonts are chosen
    /// without a language, as in a browser. (Readium instead writes the resolved language on
    /// `<html>`, readium.md §3.8 step 8; the EPUB rule wins here.)
    static func contentLanguage(settings: EPUBSettings) -> String? {
        settings.isLanguageFromPublication ? nil : settings.language
    }
}
