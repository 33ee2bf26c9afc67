/// The axis along which scrolled PDF pages follow each other.
public enum ScrollAxis: String, Sendable, CaseIterable, Codable, PreferenceValue {
    /// Top to bottom.
    case vertical
    /// Side to side.
    case horizontal
}

/// Every PDF preference, by its JSON key (readium.md §3.4).
public enum PDFPreferenceKey: String, Sendable, CaseIterable, Codable {
    // The JSON keys, as `PDFPreferences` properties.
    case backgroundColor, fit, offsetFirstPage, pageSpacing, readingProgression, scroll, scrollAxis, spread
    case visibleScrollbar

    /// The range the editor allows for a numeric key (pageSpacing: 0...200 points), nil for others.
    public var supportedRange: ClosedRange<Double>? {
        self == .pageSpacing ? 0...200 : nil
    }
}

/// What the user asked for a PDF (readium.md §3.4): every key optional, nil meaning "not asked".
public struct PDFPreferences: ConfigurablePreferences {
    /// The colour behind the pages.
    public var backgroundColor: Color?
    /// How a page fits the viewport when scrolling.
    public var fit: Fit?
    /// Whether the first page is shown alone in spreads.
    public var offsetFirstPage: Bool?
    /// Space between pages, in points (at least 0).
    public var pageSpacing: Double?
    /// `ltr` or `rtl` (other values are ignored).
    public var readingProgression: ReadingProgression?
    /// Scrolled rather than paginated.
    public var scroll: Bool?
    /// The scroll axis.
    public var scrollAxis: ScrollAxis?
    /// When pages are shown side by side.
    public var spread: SpreadSetting?
    /// Whether the scrollbar shows while scrolling.
    public var visibleScrollbar: Bool?

    /// No preference set.
    public static let empty = PDFPreferences()

    /// The keys stored per book: `offsetFirstPage`, `readingProgression` (readium.md §3.1).
    public static let publicationKeys: [PDFPreferenceKey] = [.offsetFirstPage, .readingProgression]

    /// Preferences; a negative `pageSpacing` is raised to 0 (Readium requires it to be at least 0)
    /// and a reading progression other than `ltr` or `rtl` is dropped.
    public init(
        backgroundColor: Color? = nil, fit: Fit? = nil, offsetFirstPage: Bool? = nil,
        pageSpacing: Double? = nil, readingProgression: ReadingProgression? = nil, scroll: Bool? = nil,
        scrollAxis: ScrollAxis? = nil, spread: SpreadSetting? = nil, visibleScrollbar: Bool? = nil
    ) {
        self.backgroundColor = backgroundColor
        self.fit = fit
        self.offsetFirstPage = offsetFirstPage
        self.pageSpacing = pageSpacing.map { max($0, 0) }
        self.readingProgression = EPUBSettings.horizontal(readingProgression)
        self.scroll = scroll
        self.scrollAxis = scrollAxis
        self.spread = spread
        self.visibleScrollbar = visibleScrollbar
    }

    /// Reads the JSON form (readium.md §3.5).
    public init(from decoder: any Decoder) throws {
        try self.init(decodingPreferencesFrom: decoder)
    }

    /// Writes the JSON form (readium.md §3.5).
    public func encode(to encoder: any Encoder) throws {
        try encodePreferences(to: encoder)
    }

    /// How `key` is read and written; pageSpacing's text form is bounded by the editor's range.
    public static func field(_ key: PDFPreferenceKey) -> PreferenceField<PDFPreferences> {
        let name = key.rawValue
        switch key {
        case .backgroundColor: return PreferenceField(name, \.backgroundColor)
        case .fit: return PreferenceField(name, \.fit)
        case .offsetFirstPage: return PreferenceField(name, \.offsetFirstPage)
        case .pageSpacing: return PreferenceField(name, \.pageSpacing, range: key.supportedRange)
        case .readingProgression: return PreferenceField(name, \.readingProgression, allowed: [.ltr, .rtl])
        case .scroll: return PreferenceField(name, \.scroll)
        case .scrollAxis: return PreferenceField(name, \.scrollAxis)
        case .spread: return PreferenceField(name, \.spread)
        case .visibleScrollbar: return PreferenceField(name, \.visibleScrollbar)
        }
    }
}
