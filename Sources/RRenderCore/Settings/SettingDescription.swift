/// One preference as a settings UI (or `rrender settings`) shows it: the user's value, the value
/// in use, whether it takes effect, and what may be chosen.
public struct SettingDescription: Hashable, Sendable {
    /// The JSON key.
    public var key: String
    /// The user's choice, nil when unset.
    public var value: JSONValue?
    /// The value the renderer uses (`null` when the publication decides).
    public var effectiveValue: JSONValue
    /// Whether the preference changes the rendering now.
    public var isEffective: Bool
    /// The value shown: the user's choice, else the effective value (`150%`, `sepia`).
    public var label: String
    /// The bounds of a range preference.
    public var supportedRange: ClosedRange<Double>?
    /// The step of a range preference that moves by a fixed amount.
    public var step: Double?
    /// The values of a range preference that moves through a list.
    public var steps: [Double]?
    /// The values of an enumerated preference (`null` for "unset").
    public var supportedValues: [JSONValue]?

    /// A description; the constraints default to none.
    public init(
        key: String, value: JSONValue?, effectiveValue: JSONValue, isEffective: Bool, label: String,
        supportedRange: ClosedRange<Double>? = nil, step: Double? = nil, steps: [Double]? = nil,
        supportedValues: [JSONValue]? = nil
    ) {
        self.key = key
        self.value = value
        self.effectiveValue = effectiveValue
        self.isEffective = isEffective
        self.label = label
        self.supportedRange = supportedRange
        self.step = step
        self.steps = steps
        self.supportedValues = supportedValues
    }
}

extension SettingDescription: JSONRepresentable {
    /// `{"key", "value" (null when unset), "effectiveValue", "isEffective", "label"}` plus
    /// `"range": [lower, upper]` with `"step"` or `"steps"`, or `"supportedValues"`.
    public func toJSON() -> JSONValue {
        var members: [String: JSONValue] = [
            "key": .string(key), "value": value ?? .null, "effectiveValue": effectiveValue,
            "isEffective": .bool(isEffective), "label": .string(label)
        ]
        if let supportedRange {
            members["range"] = [.number(supportedRange.lowerBound), .number(supportedRange.upperBound)]
        }
        if let step { members["step"] = .number(step) }
        if let steps { members["steps"] = .array(steps.map(JSONValue.number)) }
        if let supportedValues { members["supportedValues"] = .array(supportedValues) }
        return .object(members)
    }

    /// Reads the form `toJSON()` writes.
    public init(json: JSONValue) throws(JSONParseError) {
        let model = "SettingDescription"
        guard let members = json.objectValue else { throw .notAnObject(model: model) }
        guard let key = members["key"]?.stringValue else { throw .missingKey(model: model, key: "key") }
        guard let isEffective = members["isEffective"]?.boolValue else {
            throw .missingKey(model: model, key: "isEffective")
        }
        // Not a ternary with `nil`: JSONValue is ExpressibleByNilLiteral, so that `nil` would be `.null`.
        var value = members["value"]
        if value?.isNull == true { value = .none }
        self.init(
            key: key, value: value, effectiveValue: members["effectiveValue"] ?? .null, isEffective: isEffective,
            label: members["label"]?.stringValue ?? "", supportedRange: try Self.range(members["range"]),
            step: members["step"]?.doubleValue, steps: members["steps"]?.arrayValue?.compactMap(\.doubleValue),
            supportedValues: members["supportedValues"]?.arrayValue)
    }

    private static func range(_ json: JSONValue?) throws(JSONParseError) -> ClosedRange<Double>? {
        guard let json else { return nil }
        guard let bounds = json.arrayValue, bounds.count == 2, let lower = bounds[0].doubleValue,
            let upper = bounds[1].doubleValue, lower <= upper
        else {
            throw .invalidValue(model: "SettingDescription", key: "range", reason: "expected [lower, upper]")
        }
        return lower...upper
    }
}

extension SettingDescription: Codable {
    /// Reads the JSON form.
    public init(from decoder: any Decoder) throws {
        let json = try JSONValue(from: decoder)
        do {
            try self.init(json: json)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    /// Writes the JSON form.
    public func encode(to encoder: any Encoder) throws {
        try toJSON().encode(to: encoder)
    }
}
