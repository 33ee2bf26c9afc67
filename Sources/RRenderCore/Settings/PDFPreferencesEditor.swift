/// Edits PDF preferences for a settings UI (readium.md §3.4), as `EPUBPreferencesEditor` does
/// for EPUB: typed handles per key, settings settled again after every edit.
public final class PDFPreferencesEditor: PreferencesEditing {
    /// The user's preferences; settings follow every change.
    public var preferences: PDFPreferences {
        didSet { settings = PDFSettings(preferences: preferences, defaults: defaults, metadata: metadata) }
    }

    /// The settings the preferences settle into.
    public private(set) var settings: PDFSettings
    /// The document's metadata (its reading progression).
    public let metadata: Metadata
    /// The app's fallbacks.
    public let defaults: PDFDefaults

    /// An editor starting from `preferences`.
    public init(
        preferences: PDFPreferences = .empty, metadata: Metadata = Metadata(),
        defaults: PDFDefaults = PDFDefaults()
    ) {
        self.preferences = preferences
        self.metadata = metadata
        self.defaults = defaults
        settings = PDFSettings(preferences: preferences, defaults: defaults, metadata: metadata)
    }

    /// Unsets every preference.
    public func clear() { preferences = .empty }

    /// Whether `key` changes the rendering now; backgroundColor also needs a value set.
    public func isEffective(_ key: PDFPreferenceKey) -> Bool {
        settings.isActive(key) && (key != .backgroundColor || preferences.backgroundColor != nil)
    }

    /// One description per key, in key order.
    public func descriptions() -> [SettingDescription] {
        PDFPreferenceKey.allCases.map(settingDescription(for:))
    }

    /// The description of `key`.
    public func settingDescription(for key: PDFPreferenceKey) -> SettingDescription {
        switch key {
        case .backgroundColor: backgroundColor.settingDescription()
        case .fit: fit.settingDescription()
        case .offsetFirstPage: offsetFirstPage.settingDescription()
        case .pageSpacing: pageSpacing.settingDescription()
        case .readingProgression: readingProgression.settingDescription()
        case .scroll: scroll.settingDescription()
        case .scrollAxis: scrollAxis.settingDescription()
        case .spread: spread.settingDescription()
        case .visibleScrollbar: visibleScrollbar.settingDescription()
        }
    }

    /// The colour behind the pages; nil in use leaves the viewer's. Effective only when set.
    public var backgroundColor: Preference<Color?> {
        optionalPreference(.backgroundColor, \.backgroundColor) { $0.backgroundColor }
    }

    /// How a page fits the viewport; effective when scrolling.
    public var fit: EnumPreference<Fit> {
        enumPreference(.fit, \.fit, supportedValues: [.auto, .page, .width]) { $0.fit }
    }

    /// Whether the first page is shown alone; effective with spreads.
    public var offsetFirstPage: Preference<Bool> {
        preference(.offsetFirstPage, \.offsetFirstPage) { $0.offsetFirstPage }
    }

    /// Space between pages, 0...200 points by 4, shown as `x.x pt`.
    public var pageSpacing: RangePreference {
        rangePreference(
            .pageSpacing, \.pageSpacing, range: 0...200, strategy: IncrementProgressionStrategy(step: 4),
            style: .points
        ) { $0.pageSpacing }
    }

    /// The reading progression, `ltr` or `rtl`; effective when paginated.
    public var readingProgression: EnumPreference<ReadingProgression> {
        enumPreference(.readingProgression, \.readingProgression, supportedValues: [.ltr, .rtl]) {
            $0.readingProgression
        }
    }

    /// Scrolled rather than paginated.
    public var scroll: Preference<Bool> {
        preference(.scroll, \.scroll) { $0.scroll }
    }

    /// The scroll axis; effective when scrolling.
    public var scrollAxis: EnumPreference<ScrollAxis> {
        enumPreference(.scrollAxis, \.scrollAxis, supportedValues: [.vertical, .horizontal]) { $0.scrollAxis }
    }

    /// When pages are shown side by side; effective when paginated or scrolling vertically.
    public var spread: EnumPreference<SpreadSetting> {
        enumPreference(.spread, \.spread, supportedValues: [.auto, .never, .always]) { $0.spread }
    }

    /// Whether the scrollbar shows; effective when scrolling.
    public var visibleScrollbar: Preference<Bool> {
        preference(.visibleScrollbar, \.visibleScrollbar) { $0.visibleScrollbar }
    }
}
