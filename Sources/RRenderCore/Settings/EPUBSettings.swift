/// The reading settings of an EPUB as resolved from preferences, defaults and the publication's
/// metadata (readium.md §3.2–3.3): what the renderer uses. An optional value is nil when neither
/// the preferences nor the defaults ask for it, so the publisher's style applies.
public struct EPUBSettings: Hashable, Sendable {
    public var backgroundColor: Color?
    public var columnCount: ColumnCount
    public var fit: Fit
    public var fontFamily: String?
    /// 1.0 is 100 %.
    public var fontSize: Double
    /// 1.0 is normal (400).
    public var fontWeight: Double?
    public var hyphens: Bool?
    public var imageFilter: ImageFilter?
    /// A BCP 47 tag.
    public var language: String?
    /// True when `language` is the publication's `dc:language` (no preference or default set
    /// one): it then describes the book, never its content documents (EPUB RS 3.3
    /// `#sec-epub-rs-i18n`), so `ResourceLoader` gives them no language.
    public var isLanguageFromPublication = false
    /// True when `readingProgression` comes from the publication (its
    /// `page-progression-direction` or `dc:language`), not from the reader's or the app's
    /// preferences: it then orders the pages but gives content documents no base direction
    /// (EPUB RS 3.3 `#sec-epub-rs-i18n`, readium.md §3.8 step 7), so an English chapter of a
    /// Hebrew book stays left to right.
    public var isReadingProgressionFromPublication = false
    /// True when `scroll` is the reader's choice (or forced by vertical text): a spine item's
    /// own `rendition:flow-*` override then does not apply (EPUB 3.3 §8.2.2.3).
    public var isScrollFromPreferences = false
    public var letterSpacing: Double?
    public var ligatures: Bool?
    public var lineHeight: Double?
    public var offsetFirstPage: Bool?
    /// A factor of the page gutter.
    public var pageMargins: Double
    /// In rem.
    public var paragraphIndent: Double?
    /// In rem.
    public var paragraphSpacing: Double?
    public var publisherStyles: Bool
    /// `ltr` or `rtl`.
    public var readingProgression: ReadingProgression
    public var scroll: Bool
    public var spread: SpreadSetting
    public var textAlign: TextAlignment?
    public var textColor: Color?
    public var textNormalization: Bool
    public var theme: Theme
    public var typeScale: Double?
    public var verticalText: Bool
    /// In rem.
    public var wordSpacing: Double?

    /// Readium's hard-coded defaults, for a publication that says nothing.
    public init(
        backgroundColor: Color? = nil, columnCount: ColumnCount = .auto, fit: Fit = .auto, fontFamily: String? = nil,
        fontSize: Double = 1, fontWeight: Double? = nil, hyphens: Bool? = nil, imageFilter: ImageFilter? = nil,
        language: String? = nil, letterSpacing: Double? = nil, ligatures: Bool? = nil, lineHeight: Double? = nil,
        offsetFirstPage: Bool? = nil, pageMargins: Double = 1, paragraphIndent: Double? = nil,
        paragraphSpacing: Double? = nil, publisherStyles: Bool = true, readingProgression: ReadingProgression = .ltr,
        scroll: Bool = false, spread: SpreadSetting = .auto, textAlign: TextAlignment? = nil, textColor: Color? = nil,
        textNormalization: Bool = false, theme: Theme = .light, typeScale: Double? = nil, verticalText: Bool = false,
        wordSpacing: Double? = nil
    ) {
        self.backgroundColor = backgroundColor
        self.columnCount = columnCount
        self.fit = fit
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.hyphens = hyphens
        self.imageFilter = imageFilter
        self.language = language
        self.letterSpacing = letterSpacing
        self.ligatures = ligatures
        self.lineHeight = lineHeight
        self.offsetFirstPage = offsetFirstPage
        self.pageMargins = pageMargins
        self.paragraphIndent = paragraphIndent
        self.paragraphSpacing = paragraphSpacing
        self.publisherStyles = publisherStyles
        self.readingProgression = readingProgression
        self.scroll = scroll
        self.spread = spread
        self.textAlign = textAlign
        self.textColor = textColor
        self.textNormalization = textNormalization
        self.theme = theme
        self.typeScale = typeScale
        self.verticalText = verticalText
        self.wordSpacing = wordSpacing
    }
}
