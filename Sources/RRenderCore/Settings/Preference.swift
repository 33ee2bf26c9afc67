/// A handle on one preference of an editor (readium.md §3.1, `Preference`): the user's value,
/// the value in use, whether it takes effect, and how to change it. Every change goes through
/// the editor, which settles its settings again at once.
///
/// For a preference that may have no value in use (the font family, the text alignment…),
/// `Value` is optional and `effectiveValue` is nil when the publication decides.
public struct Preference<Value: PreferenceValue> {
    /// The JSON key.
    public let key: String
    private let read: () -> Value?
    private let effective: () -> Value
    private let effectiveness: () -> Bool
    private let write: (Value?) -> Void

    /// A handle made of the editor's accessors.
    init(
        key: String, value: @escaping () -> Value?, effectiveValue: @escaping () -> Value,
        isEffective: @escaping () -> Bool, set: @escaping (Value?) -> Void
    ) {
        self.key = key
        read = value
        effective = effectiveValue
        effectiveness = isEffective
        write = set
    }

    /// The user's choice, nil when unset.
    public var value: Value? { read() }

    /// The value the renderer uses: the user's choice, else what the publication or defaults say.
    public var effectiveValue: Value { effective() }

    /// Whether the preference changes the rendering under the current settings.
    public var isEffective: Bool { effectiveness() }

    /// Sets the user's choice; nil unsets it.
    public func set(_ value: Value?) { write(value) }

    /// Unsets the user's choice.
    public func clear() { write(nil) }

    /// The description of this preference for settings UIs.
    public func settingDescription() -> SettingDescription {
        SettingDescription(
            key: key, value: value?.jsonValue, effectiveValue: effectiveValue.jsonValue,
            isEffective: isEffective, label: (value ?? effectiveValue).label)
    }
}

extension Preference where Value == Bool {
    /// Sets the opposite of the value shown (`value ?? effectiveValue`).
    public func toggle() { set(!(value ?? effectiveValue)) }
}

/// A preference with a closed list of values (readium.md §3.1, `EnumPreference`).
public struct EnumPreference<Value: PreferenceValue> {
    /// The plain handle.
    public let preference: Preference<Value>
    /// The values the editor offers (nil is among them when "unset" is a choice).
    public let supportedValues: [Value]

    /// The JSON key.
    public var key: String { preference.key }
    /// The user's choice, nil when unset.
    public var value: Value? { preference.value }
    /// The value the renderer uses.
    public var effectiveValue: Value { preference.effectiveValue }
    /// Whether the preference changes the rendering under the current settings.
    public var isEffective: Bool { preference.isEffective }

    /// Sets the user's choice; nil unsets it. A value outside `supportedValues` is ignored
    /// (Readium treats it as a programmer error).
    public func set(_ value: Value?) {
        if let value, !supportedValues.contains(value) { return }
        preference.set(value)
    }

    /// Unsets the user's choice.
    public func clear() { preference.clear() }

    /// The description, with the supported values.
    public func settingDescription() -> SettingDescription {
        var description = preference.settingDescription()
        description.supportedValues = supportedValues.map(\.jsonValue)
        return description
    }
}

/// A number inside a range, stepped up and down (readium.md §3.1, `RangePreference`).
public struct RangePreference {
    /// The plain handle.
    public let preference: Preference<Double>
    /// The values the editor allows; `set` clamps into it.
    public let supportedRange: ClosedRange<Double>
    /// How `increment()` and `decrement()` move.
    public let progressionStrategy: any ProgressionStrategy
    /// How values are labelled.
    public let style: RangeValueStyle

    /// The JSON key.
    public var key: String { preference.key }
    /// The user's choice, nil when unset.
    public var value: Double? { preference.value }
    /// The value the renderer uses.
    public var effectiveValue: Double { preference.effectiveValue }
    /// Whether the preference changes the rendering under the current settings.
    public var isEffective: Bool { preference.isEffective }

    /// Sets the user's choice, clamped into `supportedRange`; nil unsets it.
    public func set(_ value: Double?) {
        preference.set(value.map { min(max($0, supportedRange.lowerBound), supportedRange.upperBound) })
    }

    /// Unsets the user's choice.
    public func clear() { preference.clear() }

    /// One step up from the value shown (`value ?? effectiveValue`).
    public func increment() { set(progressionStrategy.increment(value ?? effectiveValue)) }

    /// One step down from the value shown.
    public func decrement() { set(progressionStrategy.decrement(value ?? effectiveValue)) }

    /// The label of `value` (`150%`, `1.2`, `12.0 pt`).
    public func format(value: Double) -> String { style.format(value) }

    /// The description, with the range and the step or steps.
    public func settingDescription() -> SettingDescription {
        var description = preference.settingDescription()
        description.label = format(value: value ?? effectiveValue)
        description.supportedRange = supportedRange
        description.step = (progressionStrategy as? IncrementProgressionStrategy)?.step
        description.steps = (progressionStrategy as? StepsProgressionStrategy)?.steps
        return description
    }
}
