/// The app's fallbacks for PDF settings (Readium's `PDFDefaults`).
public struct PDFDefaults: Hashable, Sendable {
    /// The colour behind the pages.
    public var backgroundColor: Color?
    /// How a page fits the viewport when scrolling.
    public var fit: Fit?
    /// Whether the first page is shown alone in spreads.
    public var offsetFirstPage: Bool?
    /// Space between pages, in points.
    public var pageSpacing: Double?
    /// The reading progression when neither the preferences nor the document give one.
    public var readingProgression: ReadingProgression?
    /// Scrolled rather than paginated.
    public var scroll: Bool?
    /// The scroll axis.
    public var scrollAxis: ScrollAxis?
    /// When pages are shown side by side.
    public var spread: SpreadSetting?
    /// Whether the scrollbar shows while scrolling.
    public var visibleScrollbar: Bool?

    /// Defaults; everything unset by default.
    public init(
        backgroundColor: Color? = nil, fit: Fit? = nil, offsetFirstPage: Bool? = nil,
        pageSpacing: Double? = nil, readingProgression: ReadingProgression? = nil, scroll: Bool? = nil,
        scrollAxis: ScrollAxis? = nil, spread: SpreadSetting? = nil, visibleScrollbar: Bool? = nil
    ) {
        self.backgroundColor = backgroundColor
        self.fit = fit
        self.offsetFirstPage = offsetFirstPage
        self.pageSpacing = pageSpacing
        self.readingProgression = readingProgression
        self.scroll = scroll
        self.scrollAxis = scrollAxis
        self.spread = spread
        self.visibleScrollbar = visibleScrollbar
    }
}

/// The settings of a PDF as resolved from preferences, defaults and the document (readium.md
/// §3.4): each value is the preference, else the default, else Readium's hard-coded value.
public struct PDFSettings: Hashable, Sendable {
    /// The colour behind the pages; nil leaves the viewer's.
    public var backgroundColor: Color?
    /// How a page fits the viewport when scrolling.
    public var fit: Fit
    /// Whether the first page is shown alone in spreads.
    public var offsetFirstPage: Bool
    /// Space between pages, in points.
    public var pageSpacing: Double
    /// `ltr` or `rtl`: preference, else the document's `/ViewerPreferences /Direction`, else defaults.
    public var readingProgression: ReadingProgression
    /// Scrolled rather than paginated.
    public var scroll: Bool
    /// The scroll axis.
    public var scrollAxis: ScrollAxis
    /// When pages are shown side by side.
    public var spread: SpreadSetting
    /// Whether the scrollbar shows while scrolling.
    public var visibleScrollbar: Bool

    /// Settles `preferences` with the app's `defaults` and the document's `metadata`.
    public init(
        preferences p: PDFPreferences = .empty, defaults d: PDFDefaults = PDFDefaults(),
        metadata: Metadata = Metadata()
    ) {
        backgroundColor = p.backgroundColor ?? d.backgroundColor
        fit = p.fit ?? d.fit ?? .auto
        offsetFirstPage = p.offsetFirstPage ?? d.offsetFirstPage ?? false
        pageSpacing = p.pageSpacing ?? d.pageSpacing ?? 0
        let metadataProgression = EPUBSettings.horizontal(metadata.readingProgression)
        readingProgression =
            EPUBSettings.horizontal(p.readingProgression) ?? metadataProgression
            ?? EPUBSettings.horizontal(d.readingProgression) ?? .ltr
        scroll = p.scroll ?? d.scroll ?? false
        scrollAxis = p.scrollAxis ?? d.scrollAxis ?? .vertical
        spread = p.spread ?? d.spread ?? .auto
        visibleScrollbar = p.visibleScrollbar ?? d.visibleScrollbar ?? true
    }

    /// True when `key` applies under these settings (readium.md §3.4, "Effective only if"),
    /// apart from backgroundColor's "preference set", which the editor adds.
    public func isActive(_ key: PDFPreferenceKey) -> Bool {
        let spreads = !scroll || scrollAxis == .vertical
        switch key {
        case .backgroundColor, .pageSpacing, .scroll: return true
        case .fit, .scrollAxis, .visibleScrollbar: return scroll
        case .offsetFirstPage: return spreads && spread != .never
        case .readingProgression: return !scroll
        case .spread: return spreads
        }
    }
}
