import Foundation

/// A set of preferences, every one optional (readium.md §3.1, `ConfigurablePreferences`): what
/// the user asked for, stored as JSON, merged and split between per-book and shared storage.
public protocol ConfigurablePreferences: Hashable, Sendable, Codable {
    /// The keys, whose raw values are the JSON keys.
    associatedtype Key: RawRepresentable, CaseIterable, Hashable, Sendable where Key.RawValue == String
    /// No preference set.
    static var empty: Self { get }
    /// The keys that belong to one publication rather than to every book (readium.md §3.1).
    static var publicationKeys: [Key] { get }
    /// How `key` is read and written.
    static func field(_ key: Key) -> PreferenceField<Self>
}

extension ConfigurablePreferences {
    /// True when no preference is set.
    public var isEmpty: Bool { self == .empty }

    /// These preferences with every value set in `other` replacing this one (field by field).
    public func merging(_ other: Self) -> Self {
        var result = self
        for key in Key.allCases { Self.field(key).copy(&result, other) }
        return result
    }

    /// Only the values of `keys`.
    public func filter(_ keys: [Key]) -> Self {
        var result = Self.empty
        for key in keys { Self.field(key).copy(&result, self) }
        return result
    }

    /// Every value but those of `keys`.
    public func filterNot(_ keys: [Key]) -> Self {
        var result = self
        for key in keys { Self.field(key).clear(&result) }
        return result
    }

    /// Only the values stored per publication.
    public func filterPublicationPreferences() -> Self { filter(Self.publicationKeys) }

    /// Every value but those stored per publication: what books share.
    public func filterSharedPreferences() -> Self { filterNot(Self.publicationKeys) }

    /// The value of `key` in its JSON form, nil when unset.
    public func value(for key: Key) -> JSONValue? { Self.field(key).read(self) }

    /// The value of `key` in its JSON form, nil when unset.
    public subscript(key: Key) -> JSONValue? { value(for: key) }

    /// Sets `key` from its JSON form; nil or `null` unsets it. The type is checked, the range is
    /// not (as in JSON decoding).
    public mutating func setValue(_ value: JSONValue?, for key: Key) throws(PreferencesError) {
        guard let value, !value.isNull else { return clear(key) }
        try Self.field(key).write(&self, value)
    }

    /// Unsets `key`.
    public mutating func clear(_ key: Key) { Self.field(key).clear(&self) }

    /// Sets `key` from its text form: a number, `true`/`false`, an enum's raw value, a colour as
    /// `#RRGGBB`, `0xRRGGBB` or a decimal integer, or any text for a string. Numbers must be
    /// inside the editor's supported range.
    public mutating func set(_ key: Key, string: String) throws(PreferencesError) {
        let field = Self.field(key)
        try field.write(&self, field.parse(string))
    }

    /// Sets a value from `key=value` text, as the CLI's `--set fontSize=1.5`.
    public mutating func set(assignment: String) throws(PreferencesError) {
        guard let equals = assignment.firstIndex(of: "=") else { throw .invalidAssignment(assignment) }
        let name = assignment[..<equals].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw .invalidAssignment(assignment) }
        try set(Self.key(named: name), string: String(assignment[assignment.index(after: equals)...]))
    }

    /// The key whose JSON name is `name`.
    public static func key(named name: String) throws(PreferencesError) -> Key {
        guard let key = Key(rawValue: name) else {
            throw .unknownKey(name, known: Key.allCases.map(\.rawValue))
        }
        return key
    }
}
