/// What the user asked for an EPUB (readium.md §3.3): every key optional, nil meaning "not
/// asked". `EPUBSettings(preferences:defaults:metadata:)` turns them into the values used.
public struct EPUBPreferences: ConfigurablePreferences {
    /// The page colour (reflowable), or the navigator's background (fixed layout).
    public var backgroundColor: Color?
    /// Columns of a reflowable page.
    public var columnCount: ColumnCount?
    /// How a fixed-layout page fits the viewport.
    public var fit: Fit?
    /// The font family of the text, by name.
    public var fontFamily: String?
    /// 1.0 is 100 %.
    public var fontSize: Double?
    /// 1.0 is normal (400).
    public var fontWeight: Double?
    /// Hyphenation.
    public var hyphens: Bool?
    /// How images are drawn in the dark theme.
    public var imageFilter: ImageFilter?
    /// The language of the content, a BCP 47 tag.
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
    /// Whether the publisher's styles apply (most advanced settings need this off).
    public var publisherStyles: Bool?
    /// `ltr` or `rtl` (other values are ignored).
    public var readingProgression: ReadingProgression?
    /// Scrolled rather than paginated.
    public var scroll: Bool?
    /// When fixed-layout pages are shown side by side.
    public var spread: SpreadSetting?
    /// The alignment of text.
    public var textAlign: TextAlignment?
    /// The text colour.
    public var textColor: Color?
    /// Normalised text styles, for accessibility.
    public var textNormalization: Bool?
    /// The colour theme.
    public var theme: Theme?
    /// The ratio between heading sizes.
    public var typeScale: Double?
    /// Vertical writing (CJK).
    public var verticalText: Bool?
    /// In rem.
    public var wordSpacing: Double?

    /// No preference set.
    public static let empty = EPUBPreferences()

    /// The keys stored per book: `language`, `offsetFirstPage`, `readingProgression`, `spread`,
    /// `verticalText` (readium.md §3.1).
    public static let publicationKeys: [EPUBPreferenceKey] = [
        .language, .offsetFirstPage, .readingProgression, .spread, .verticalText
    ]

    /// Preferences, with Readium's corrections (readium.md §3.3, "Constructor side effects"):
    /// negative sizes and spacings are raised to 0, `fontWeight` is clamped to 0...2.5, `spread`
    /// `auto` is dropped (it is the default), and a reading progression other than `ltr` or `rtl`
    /// is dropped.
    public init(
        backgroundColor: Color? = nil, columnCount: ColumnCount? = nil, fit: Fit? = nil,
        fontFamily: String? = nil, fontSize: Double? = nil, fontWeight: Double? = nil, hyphens: Bool? = nil,
        imageFilter: ImageFilter? = nil, language: String? = nil, letterSpacing: Double? = nil,
        ligatures: Bool? = nil, lineHeight: Double? = nil, offsetFirstPage: Bool? = nil,
        pageMargins: Double? = nil, paragraphIndent: Double? = nil, paragraphSpacing: Double? = nil,
        publisherStyles: Bool? = nil, readingProgression: ReadingProgression? = nil, scroll: Bool? = nil,
        spread: SpreadSetting? = nil, textAlign: TextAlignment? = nil, textColor: Color? = nil,
        textNormalization: Bool? = nil, theme: Theme? = nil, typeScale: Double? = nil,
        verticalText: Bool? = nil, wordSpacing: Double? = nil
    ) {
        self.backgroundColor = backgroundColor
        self.columnCount = columnCount
        self.fit = fit
        self.fontFamily = fontFamily
        self.fontSize = fontSize.map { max($0, 0) }
        self.fontWeight = fontWeight.map { min(max($0, 0), 2.5) }
        self.hyphens = hyphens
        self.imageFilter = imageFilter
        self.language = language
        self.letterSpacing = letterSpacing.map { max($0, 0) }
        self.ligatures = ligatures
        self.lineHeight = lineHeight
        self.offsetFirstPage = offsetFirstPage
        self.pageMargins = pageMargins.map { max($0, 0) }
        self.paragraphIndent = paragraphIndent
        self.paragraphSpacing = paragraphSpacing.map { max($0, 0) }
        self.publisherStyles = publisherStyles
        self.readingProgression = readingProgression.flatMap { $0 == .ltr || $0 == .rtl ? $0 : nil }
        self.scroll = scroll
        self.spread = spread == .auto ? nil : spread
        self.textAlign = textAlign
        self.textColor = textColor
        self.textNormalization = textNormalization
        self.theme = theme
        self.typeScale = typeScale.map { max($0, 0) }
        self.verticalText = verticalText
        self.wordSpacing = wordSpacing.map { max($0, 0) }
    }

    /// Reads the JSON form (readium.md §3.5).
    public init(from decoder: any Decoder) throws {
        try self.init(decodingPreferencesFrom: decoder)
    }

    /// Writes the JSON form (readium.md §3.5).
    public func encode(to encoder: any Encoder) throws {
        try encodePreferences(to: encoder)
    }

    /// How `key` is read and written; numbers' text form is bounded by the editor's range.
    public static func field(_ key: EPUBPreferenceKey) -> PreferenceField<EPUBPreferences> {
        let name = key.rawValue
        let range = key.supportedRange
        switch key {
        case .backgroundColor: return PreferenceField(name, \.backgroundColor)
        case .columnCount: return PreferenceField(name, \.columnCount)
        case .fit: return PreferenceField(name, \.fit)
        case .fontFamily: return PreferenceField(name, \.fontFamily)
        case .fontSize: return PreferenceField(name, \.fontSize, range: range)
        case .fontWeight: return PreferenceField(name, \.fontWeight, range: range)
        case .hyphens: return PreferenceField(name, \.hyphens)
        case .imageFilter: return PreferenceField(name, \.imageFilter)
        case .language: return PreferenceField(name, \.language)
        case .letterSpacing: return PreferenceField(name, \.letterSpacing, range: range)
        case .ligatures: return PreferenceField(name, \.ligatures)
        case .lineHeight: return PreferenceField(name, \.lineHeight, range: range)
        case .offsetFirstPage: return PreferenceField(name, \.offsetFirstPage)
        case .pageMargins: return PreferenceField(name, \.pageMargins, range: range)
        case .paragraphIndent: return PreferenceField(name, \.paragraphIndent, range: range)
        case .paragraphSpacing: return PreferenceField(name, \.paragraphSpacing, range: range)
        case .publisherStyles: return PreferenceField(name, \.publisherStyles)
        case .readingProgression: return PreferenceField(name, \.readingProgression, allowed: [.ltr, .rtl])
        case .scroll: return PreferenceField(name, \.scroll)
        case .spread: return PreferenceField(name, \.spread)
        case .textAlign: return PreferenceField(name, \.textAlign)
        case .textColor: return PreferenceField(name, \.textColor)
        case .textNormalization: return PreferenceField(name, \.textNormalization)
        case .theme: return PreferenceField(name, \.theme)
        case .typeScale: return PreferenceField(name, \.typeScale, range: range)
        case .verticalText: return PreferenceField(name, \.verticalText)
        case .wordSpacing: return PreferenceField(name, \.wordSpacing, range: range)
        }
    }
}
