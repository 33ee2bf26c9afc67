/// The one pure function from what the user asked to what is used (readium.md §3.2): every value
/// is the preference, else the app default, else Readium's hard-coded default, except the
/// language, the reading progression, vertical text, `scroll` (`rendition:flow`) and `spread`
/// (`rendition:spread`), which also read the publication.
extension EPUBSettings {
    /// Settles `preferences` with the app's `defaults` and the publication's `metadata`.
    public init(preferences: EPUBPreferences, defaults: EPUBDefaults = EPUBDefaults(), metadata: Metadata) {
        self.init()
        resolveDirection(preferences, defaults, metadata)
        resolvePresentation(preferences, defaults, metadata)
        resolveText(preferences, defaults)
    }

    /// Language, reading progression, vertical text and the scroll mode they force.
    private mutating func resolveDirection(_ p: EPUBPreferences, _ d: EPUBDefaults, _ metadata: Metadata) {
        let metadataLanguage = metadata.languages.first
        language = p.language ?? metadataLanguage ?? d.language
        isLanguageFromPublication = p.language == nil && metadataLanguage != nil
        readingProgression =
            Self.horizontal(p.readingProgression)
            ?? p.language.map(Self.derivedProgression)
            ?? Self.horizontal(metadata.readingProgression)
            ?? metadataLanguage.map(Self.derivedProgression)
            ?? Self.horizontal(d.readingProgression)
            ?? d.language.map(Self.derivedProgression)
            ?? .ltr
        isReadingProgressionFromPublication =
            p.readingProgression == nil && p.language == nil
            && (Self.horizontal(metadata.readingProgression) != nil || metadataLanguage != nil)
        let rtl = readingProgression == .rtl
        verticalText = p.verticalText ?? language.map { LanguageCode.isCJK($0) && rtl } ?? false
        // CSS columns cannot paginate vertical writing, so vertical text always scrolls. A
        // publication's `rendition:flow` (EPUB 3.3 §8.2.1) comes before the app's default:
        // scrolled-continuous and scrolled-doc scroll, paginated does not, auto says nothing.
        scroll = verticalText || (p.scroll ?? metadata.flow?.scroll ?? d.scroll ?? false)
        isScrollFromPreferences = verticalText || p.scroll != nil
    }

    /// Page, theme and layout values.
    private mutating func resolvePresentation(_ p: EPUBPreferences, _ d: EPUBDefaults, _ metadata: Metadata) {
        backgroundColor = p.backgroundColor
        columnCount = p.columnCount ?? d.columnCount ?? .auto
        fit = p.fit ?? d.fit ?? .auto
        imageFilter = p.imageFilter ?? d.imageFilter
        offsetFirstPage = p.offsetFirstPage ?? d.offsetFirstPage
        pageMargins = p.pageMargins ?? d.pageMargins ?? 1
        publisherStyles = p.publisherStyles ?? d.publisherStyles ?? true
        // The publication's `rendition:spread` (EPUB 3.3 §8.2.2.4) comes before the app's
        // default: `none` never pairs, `both` always does, `landscape` pairs in landscape.
        spread = p.spread ?? metadata.spread?.setting ?? d.spread ?? .auto
        textColor = p.textColor
        theme = p.theme ?? .light
    }

    /// Font and paragraph values.
    private mutating func resolveText(_ p: EPUBPreferences, _ d: EPUBDefaults) {
        fontFamily = p.fontFamily
        fontSize = p.fontSize ?? d.fontSize ?? 1
        fontWeight = p.fontWeight ?? d.fontWeight
        hyphens = p.hyphens ?? d.hyphens
        letterSpacing = p.letterSpacing ?? d.letterSpacing
        ligatures = p.ligatures ?? d.ligatures
        lineHeight = p.lineHeight ?? d.lineHeight
        paragraphIndent = p.paragraphIndent ?? d.paragraphIndent
        paragraphSpacing = p.paragraphSpacing ?? d.paragraphSpacing
        textAlign = p.textAlign ?? d.textAlign
        textNormalization = p.textNormalization ?? d.textNormalization ?? false
        typeScale = p.typeScale ?? d.typeScale
        wordSpacing = p.wordSpacing ?? d.wordSpacing
    }

    /// `ltr` and `rtl` as they are; nil for the others (`auto`, `ttb`, `btt` decide nothing here).
    static func horizontal(_ progression: ReadingProgression?) -> ReadingProgression? {
        progression == .ltr || progression == .rtl ? progression : nil
    }

    /// The progression a language implies: right to left for Readium's RTL codes only.
    static func derivedProgression(_ language: String) -> ReadingProgression {
        LanguageCode.isRTL(language) ? .rtl : .ltr
    }
}
