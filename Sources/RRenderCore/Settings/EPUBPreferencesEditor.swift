/// Edits EPUB preferences for a settings UI (readium.md §3.1, §3.3): holds the preferences, the
/// publication's metadata and the app's defaults, settles the settings again after every edit,
/// and offers a typed handle per key (`fontSize`, `theme`, …) and a description of them all.
public final class EPUBPreferencesEditor: PreferencesEditing {
    /// The user's preferences; settings follow every change.
    public var preferences: EPUBPreferences {
        didSet { settings = EPUBSettings(preferences: preferences, defaults: defaults, metadata: metadata) }
    }

    /// The settings the preferences settle into.
    public private(set) var settings: EPUBSettings
    /// The publication's metadata (language, reading progression, layout).
    public let metadata: Metadata
    /// The app's fallbacks.
    public let defaults: EPUBDefaults

    /// The publication's layout, which decides which keys apply.
    public var layout: Layout { metadata.layout }

    /// An editor starting from `preferences`.
    public init(preferences: EPUBPreferences = .empty, metadata: Metadata, defaults: EPUBDefaults = EPUBDefaults()) {
        self.preferences = preferences
        self.metadata = metadata
        self.defaults = defaults
        settings = EPUBSettings(preferences: preferences, defaults: defaults, metadata: metadata)
    }

    /// Unsets every preference.
    public func clear() { preferences = .empty }

    /// Whether `key` changes the rendering now: its activation rule under the current settings
    /// and layout, and, for the keys marked "set" in readium.md §3.3, a value set by the user
    /// (`hyphens` also takes effect unset when the text is justified).
    public func isEffective(_ key: EPUBPreferenceKey) -> Bool {
        guard settings.isActive(key, layout: layout) else { return false }
        if key == .hyphens { return preferences.hyphens != nil || settings.textAlign == .justify }
        return !key.requiresSetPreference || preferences[key] != nil
    }

    /// One description per key, in key order, for settings UIs and `rrender settings`.
    public func descriptions() -> [SettingDescription] {
        EPUBPreferenceKey.allCases.map(settingDescription(for:))
    }

    /// The description of `key`: its values, whether it takes effect, and its choices.
    public func settingDescription(for key: EPUBPreferenceKey) -> SettingDescription {
        switch key {
        case .backgroundColor: backgroundColor.settingDescription()
        case .columnCount: columnCount.settingDescription()
        case .fit: fit.settingDescription()
        case .fontFamily: fontFamily.settingDescription()
        case .fontSize: fontSize.settingDescription()
        case .fontWeight: fontWeight.settingDescription()
        case .hyphens: hyphens.settingDescription()
        case .imageFilter: imageFilter.settingDescription()
        case .language: language.settingDescription()
        case .letterSpacing: letterSpacing.settingDescription()
        case .ligatures: ligatures.settingDescription()
        case .lineHeight: lineHeight.settingDescription()
        case .offsetFirstPage: offsetFirstPage.settingDescription()
        case .pageMargins: pageMargins.settingDescription()
        case .paragraphIndent: paragraphIndent.settingDescription()
        case .paragraphSpacing: paragraphSpacing.settingDescription()
        case .publisherStyles: publisherStyles.settingDescription()
        case .readingProgression: readingProgression.settingDescription()
        case .scroll: scroll.settingDescription()
        case .spread: spread.settingDescription()
        case .textAlign: textAlign.settingDescription()
        case .textColor: textColor.settingDescription()
        case .textNormalization: textNormalization.settingDescription()
        case .theme: theme.settingDescription()
        case .typeScale: typeScale.settingDescription()
        case .verticalText: verticalText.settingDescription()
        case .wordSpacing: wordSpacing.settingDescription()
        }
    }

    /// A range handle with the key's range, steps and label style.
    func range(
        _ key: EPUBPreferenceKey, _ keyPath: WritableKeyPath<EPUBPreferences, Double?>,
        effective: @escaping (EPUBSettings) -> Double
    ) -> RangePreference {
        rangePreference(
            key, keyPath, range: key.supportedRange ?? 0...0,
            strategy: key.progressionStrategy ?? IncrementProgressionStrategy(step: 0),
            style: key.valueStyle, effective: effective)
    }
}
