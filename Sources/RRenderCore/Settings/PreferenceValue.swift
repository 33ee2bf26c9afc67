import Foundation

/// A value a preference can hold, with its JSON form (readium.md §3.5), its text form
/// (`--set key=value`) and a short label for UIs.
public protocol PreferenceValue: Hashable, Sendable {
    /// The JSON form: enums as raw strings, colours as `0xRRGGBB` integers.
    var jsonValue: JSONValue { get }
    /// Reads the JSON form; nil when it has the wrong JSON type or names no value.
    init?(jsonValue: JSONValue)
    /// Reads the text form; nil when the text is not one.
    init?(text: String)
    /// What the text form accepts, for error messages ("true or false", "one of: …").
    static var expectedForm: String { get }
    /// A short label for UIs (`true`, `1.5`, `#FAF4E8`, `sepia`).
    var label: String { get }
}

extension Bool: PreferenceValue {
    /// A JSON boolean.
    public var jsonValue: JSONValue { .bool(self) }
    /// Reads a JSON boolean.
    public init?(jsonValue: JSONValue) {
        guard let value = jsonValue.boolValue else { return nil }
        self = value
    }
    /// Reads `true` or `false`, in any case.
    public init?(text: String) {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }
    /// `true or false`.
    public static var expectedForm: String { "true or false" }
    /// `true` or `false`.
    public var label: String { self ? "true" : "false" }
}

extension Double: PreferenceValue {
    /// A JSON number.
    public var jsonValue: JSONValue { .number(self) }
    /// Reads a finite JSON number.
    public init?(jsonValue: JSONValue) {
        guard let value = jsonValue.doubleValue, value.isFinite else { return nil }
        self = value
    }
    /// Reads a finite decimal number (`1.5`, `.5`, `2`).
    public init?(text: String) {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
        self = value
    }
    /// `a number`.
    public static var expectedForm: String { "a number" }
    /// Up to five fraction digits, trailing zeros dropped.
    public var label: String { PreferenceFormat.decimal(self) }
}

extension String: PreferenceValue {
    /// A JSON string.
    public var jsonValue: JSONValue { .string(self) }
    /// Reads a JSON string.
    public init?(jsonValue: JSONValue) {
        guard let value = jsonValue.stringValue else { return nil }
        self = value
    }
    /// Any non-empty text, kept as it is (a font family or a BCP 47 tag).
    public init?(text: String) {
        guard !text.isEmpty else { return nil }
        self = text
    }
    /// `a non-empty string`.
    public static var expectedForm: String { "a non-empty string" }
    /// The string itself.
    public var label: String { self }
}

extension Color: PreferenceValue {
    /// The packed `0xRRGGBB` integer (alpha dropped), as Readium's Swift toolkit writes it.
    public var jsonValue: JSONValue { .number(Double(rgb)) }
    /// Reads an integer colour. Only the low 24 bits count, so that a Kotlin toolkit's ARGB
    /// integer (negative when opaque) gives the same RGB colour.
    public init?(jsonValue: JSONValue) {
        guard let value = jsonValue.intValue, value >= Int(Int32.min), value <= Int(UInt32.max) else { return nil }
        self.init(rgb: UInt32(truncatingIfNeeded: value) & 0xFF_FFFF)
    }
    /// Reads `#RRGGBB`, `0xRRGGBB` or a decimal integer from 0 to 16777215.
    public init?(text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let value: UInt32?
        if trimmed.hasPrefix("#") {
            value = trimmed.count == 7 ? UInt32(trimmed.dropFirst(), radix: 16) : nil
        } else if trimmed.lowercased().hasPrefix("0x") {
            value = UInt32(trimmed.dropFirst(2), radix: 16)
        } else {
            value = UInt32(trimmed)
        }
        guard let value, value <= 0xFF_FFFF else { return nil }
        self.init(rgb: value)
    }
    /// The accepted colour forms.
    public static var expectedForm: String { "a colour as #RRGGBB, 0xRRGGBB or an integer from 0 to 16777215" }
    /// `#RRGGBB`.
    public var label: String { Color(rgb: rgb).description }
}

extension PreferenceValue where Self: RawRepresentable, Self.RawValue == String, Self: CaseIterable {
    /// The raw string.
    public var jsonValue: JSONValue { .string(rawValue) }
    /// Reads the raw string, exactly.
    public init?(jsonValue: JSONValue) {
        guard let raw = jsonValue.stringValue, let value = Self(rawValue: raw) else { return nil }
        self = value
    }
    /// Reads the raw string, in any case.
    public init?(text: String) {
        let lower = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let value = Self.allCases.first(where: { $0.rawValue.lowercased() == lower }) else { return nil }
        self = value
    }
    /// `one of: …` with every raw value.
    public static var expectedForm: String { PreferenceFormat.oneOf(allCases.map(\.rawValue)) }
    /// The raw string.
    public var label: String { rawValue }
}

extension Theme: PreferenceValue {}
extension ColumnCount: PreferenceValue {}
extension Fit: PreferenceValue {}
extension SpreadSetting: PreferenceValue {}
extension ImageFilter: PreferenceValue {}
extension TextAlignment: PreferenceValue {}
extension ReadingProgression: PreferenceValue {}

extension Optional: PreferenceValue where Wrapped: PreferenceValue {
    /// The wrapped value's JSON form, or `null`.
    public var jsonValue: JSONValue { map(\.jsonValue) ?? .null }
    /// `null` is nil; anything else must be a wrapped value.
    public init?(jsonValue: JSONValue) {
        if jsonValue.isNull {
            self = .none
        } else if let value = Wrapped(jsonValue: jsonValue) {
            self = .some(value)
        } else {
            return nil
        }
    }
    /// The wrapped value's text form.
    public init?(text: String) {
        guard let value = Wrapped(text: text) else { return nil }
        self = .some(value)
    }
    /// The wrapped value's form.
    public static var expectedForm: String { Wrapped.expectedForm }
    /// The wrapped value's label, or `default` when nil (the publication or navigator decides).
    public var label: String { map(\.label) ?? "default" }
}

/// The labels of preference values (readium.md §3.3, "Value formatting"), independent of the
/// locale so that output is the same everywhere.
public enum PreferenceFormat {
    /// A whole percentage: 1.5 is `150%`.
    public static func percent(_ value: Double) -> String {
        let rounded = (value * 100).rounded()
        return (rounded == 0 ? "0" : String(Int(saturating: rounded))) + "%"
    }

    /// A decimal with up to `maximumFractionDigits` digits, trailing zeros dropped: `1.2`, `1`.
    public static func decimal(_ value: Double, maximumFractionDigits: Int = 5) -> String {
        var text = String(format: "%.\(maximumFractionDigits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// Points with one fraction digit: `12.0 pt`.
    public static func points(_ value: Double) -> String {
        String(format: "%.1f pt", value)
    }

    /// `one of: a, b, c`.
    static func oneOf(_ values: [String]) -> String {
        "one of: " + values.joined(separator: ", ")
    }
}

/// How a range preference labels its values (readium.md §3.3, "Value formatting").
public enum RangeValueStyle: Sendable, Hashable {
    /// `150%`.
    case percent
    /// Up to five fraction digits: `1.2`.
    case decimal
    /// Points with one fraction digit: `12.0 pt`.
    case points

    /// The label of `value`.
    public func format(_ value: Double) -> String {
        switch self {
        case .percent: PreferenceFormat.percent(value)
        case .decimal: PreferenceFormat.decimal(value)
        case .points: PreferenceFormat.points(value)
        }
    }
}
