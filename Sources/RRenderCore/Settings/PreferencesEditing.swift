/// What the EPUB and PDF editors share: preferences that can be changed, the settings they
/// settle into, and the activation rule of each key. The handle builders below capture the
/// editor, so every handle reads and writes the editor's current state.
protocol PreferencesEditing: AnyObject {
    associatedtype Preferences: ConfigurablePreferences
    associatedtype Settings

    var preferences: Preferences { get set }
    var settings: Settings { get }
    func isEffective(_ key: Preferences.Key) -> Bool
}

extension PreferencesEditing {
    /// A handle on a preference that always has a value in use.
    func preference<Value: PreferenceValue>(
        _ key: Preferences.Key, _ keyPath: WritableKeyPath<Preferences, Value?>,
        effective: @escaping (Settings) -> Value
    ) -> Preference<Value> {
        Preference(
            key: key.rawValue, value: { self.preferences[keyPath: keyPath] },
            effectiveValue: { effective(self.settings) }, isEffective: { self.isEffective(key) },
            set: { self.preferences[keyPath: keyPath] = $0 })
    }

    /// A handle on a preference whose value in use may be nil (the publication decides).
    func optionalPreference<Value: PreferenceValue>(
        _ key: Preferences.Key,
        _ keyPath: WritableKeyPath<Preferences, Value?>,
        effective: @escaping (Settings) -> Value?
    ) -> Preference<Value?> {
        Preference(
            key: key.rawValue, value: { self.preferences[keyPath: keyPath].map { .some($0) } },
            effectiveValue: { effective(self.settings) }, isEffective: { self.isEffective(key) },
            set: { self.preferences[keyPath: keyPath] = $0.flatMap { $0 } })
    }

    /// A handle on an enumerated preference offering `supportedValues`.
    func enumPreference<Value: PreferenceValue>(
        _ key: Preferences.Key, _ keyPath: WritableKeyPath<Preferences, Value?>,
        supportedValues: [Value],
        effective: @escaping (Settings) -> Value
    ) -> EnumPreference<Value> {
        EnumPreference(preference: preference(key, keyPath, effective: effective), supportedValues: supportedValues)
    }

    /// A handle on an enumerated preference that may be unset in use (nil is a supported value).
    func optionalEnumPreference<Value: PreferenceValue>(
        _ key: Preferences.Key,
        _ keyPath: WritableKeyPath<Preferences, Value?>,
        supportedValues: [Value],
        effective: @escaping (Settings) -> Value?
    )
        -> EnumPreference<Value?>
    {
        EnumPreference(
            preference: optionalPreference(key, keyPath, effective: effective),
            supportedValues: [nil] + supportedValues.map { .some($0) })
    }

    /// A handle on a number inside `range`, stepped by `strategy` and labelled in `style`.
    func rangePreference(
        _ key: Preferences.Key, _ keyPath: WritableKeyPath<Preferences, Double?>,
        range: ClosedRange<Double>, strategy: any ProgressionStrategy, style: RangeValueStyle,
        effective: @escaping (Settings) -> Double
    ) -> RangePreference {
        RangePreference(
            preference: preference(key, keyPath, effective: effective), supportedRange: range,
            progressionStrategy: strategy, style: style)
    }
}
