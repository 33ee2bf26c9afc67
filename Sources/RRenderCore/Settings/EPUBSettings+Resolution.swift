/// The one pure function from what the user asked to what is used (readium.md §3.2): every value
/// is the preference, else the app default, else Readium's hard-coded default, except the
/// language, the reading progression and vertical text, which also read the publication.
extension EPUBSettings {
    /// Settles `preferences` with the app's `defaults` and the publication's `metadata`.
    public init(preferences: EPUBPreferences, defaults: EPUBDefaults = EPUBDefaults(), metadata: Metadata) {
        self.init()
        resolveDirection(preferences, defaults, metadata)
        resolvePresentation(preferences, defaults)
        resolveText(preferences, defaults)
    }

    /// Language, reading progression, vertical text and the scroll mode they force.
    private mutating func resolveDirection(_ p: EPUBPreferences, _ d: EPUBDefaults, _ metadata: Metadata) {
        let metadataLanguage = metadata.languages.first
        language = p.language ?? metadataLanguage ?? d.language
        readingProgression =
            Self.horizontal(p.readingProgression)
            ?? p.language.map(Self.derivedProgression)
            ?? Self.horizontal(metadata.readingProgression)
            ?? metadataLanguage.map(Self.derivedProgression)
            ?? Self.horizontal(d.readingProgression)
            ?? d.language.map(Self.derivedProgression)
            ?? .ltr
        let rtl = readingProgression == .rtl
        verticalText = p.verticalText ?? language.map { LanguageCode.isCJK($0) && rtl } ?? false
        // CSS columns cannot paginate vertical writing, so vertical text always scrolls.
        scroll = verticalText || (p.scroll ?? d.scroll ?? false)
    }

    /// Page, theme and layout values.
    private mutating func resolvePresentation(_ p: EPUBPreferences, _ d: EPUBDefaults) {
        backgroundColor = p.backgroundColor
        columnCount = p.columnCount ?? d.columnCount ?? .auto
        fit = p.fit ?? d.fit ?? .auto
        imageFilter = p.imageFilter ?? d.imageFilter
        offsetFirstPage = p.offsetFirstPage ?? d.offsetFirstPage
        pageMargins = p.pageMargins ?? d.pageMargins ?? 1
        publisherStyles = p.publisherStyles ?? d.publisherStyles ?? true
        spread = p.spread ?? d.spread ?? .auto
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
