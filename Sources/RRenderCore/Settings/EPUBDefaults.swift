/// The app's fallbacks for EPUB settings, used when neither the preferences nor the publication
/// decide (Readium's `EPUBDefaults`). Colours, the font family, the theme and vertical text have
/// no app default, as in Readium.
public struct EPUBDefaults: Hashable, Sendable {
    /// Columns of a reflowable page.
    public var columnCount: ColumnCount?
    /// How a fixed-layout page fits the viewport.
    public var fit: Fit?
    /// 1.0 is 100 %.
    public var fontSize: Double?
    /// 1.0 is normal (400).
    public var fontWeight: Double?
    /// Hyphenation.
    public var hyphens: Bool?
    /// How images are drawn in the dark theme.
    public var imageFilter: ImageFilter?
    /// The language when the publication states none.
    public var language: String?
    /// In rem.
    public var letterSpacing: Double?
    /// Arabic ligatures.
    public var ligatures: Bool?
    /// Unitless line height.
    public var lineHeight: Double?
    /// Whether the first fixed-layout page is shown alone.
    public var offsetFirstPage: Bool?
    /// A factor of the page gutter.
    public var pageMargins: Double?
    /// In rem.
    public var paragraphIndent: Double?
    /// In rem.
    public var paragraphSpacing: Double?
    /// Whether the publisher's styles apply.
    public var publisherStyles: Bool?
    /// The reading progression when neither the preferences nor the publication give one.
    public var readingProgression: ReadingProgression?
    /// Scrolled rather than paginated.
    public var scroll: Bool?
    /// When fixed-layout pages are shown side by side.
    public var spread: SpreadSetting?
    /// The alignment of text.
    public var textAlign: TextAlignment?
    /// Normalised text styles.
    public var textNormalization: Bool?
    /// The ratio between heading sizes.
    public var typeScale: Double?
    /// In rem.
    public var wordSpacing: Double?

    /// Defaults; everything unset by default.
    public init(
        columnCount: ColumnCount? = nil, fit: Fit? = nil, fontSize: Double? = nil, fontWeight: Double? = nil,
        hyphens: Bool? = nil, imageFilter: ImageFilter? = nil, language: String? = nil,
        letterSpacing: Double? = nil, ligatures: Bool? = nil, lineHeight: Double? = nil,
        offsetFirstPage: Bool? = nil, pageMargins: Double? = nil, paragraphIndent: Double? = nil,
        paragraphSpacing: Double? = nil, publisherStyles: Bool? = nil,
        readingProgression: ReadingProgression? = nil, scroll: Bool? = nil, spread: SpreadSetting? = nil,
        textAlign: TextAlignment? = nil, textNormalization: Bool? = nil, typeScale: Double? = nil,
        wordSpacing: Double? = nil
    ) {
        self.columnCount = columnCount
        self.fit = fit
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
        self.textNormalization = textNormalization
        self.typeScale = typeScale
        self.wordSpacing = wordSpacing
    }
}
