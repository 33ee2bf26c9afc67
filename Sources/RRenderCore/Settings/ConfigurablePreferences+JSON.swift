import Foundation

/// The JSON form of preferences (readium.md §3.5): the JSON keys are the key names, unset values
/// are omitted, enums are raw strings and colours `0xRRGGBB` integers. Unknown keys and `null`
/// values are ignored, as with Readium's synthesized `Codable`; Readium's initializer clamps are
/// not applied.
extension ConfigurablePreferences {
    /// Reads preferences from a JSON object.
    public init(json: JSONValue) throws(PreferencesError) {
        guard let members = json.objectValue else { throw .notAnObject }
        var result = Self.empty
        for key in Key.allCases {
            guard let value = members[key.rawValue], !value.isNull else { continue }
            try Self.field(key).write(&result, value)
        }
        self = result
    }

    /// Reads preferences from JSON bytes (UTF-8).
    public init(jsonData: Data) throws(PreferencesError) {
        let json: JSONValue
        do {
            json = try JSONDecoder().decode(JSONValue.self, from: jsonData)
        } catch DecodingError.dataCorrupted(let context) {
            throw .malformedJSON(reason: context.debugDescription)
        } catch {
            throw .malformedJSON(reason: "\(error)")
        }
        try self.init(json: json)
    }

    /// Reads preferences from JSON text.
    public init(jsonString: String) throws(PreferencesError) {
        try self.init(jsonData: Data(jsonString.utf8))
    }

    /// The JSON object of the set values.
    public func toJSON() -> JSONValue {
        var members: [String: JSONValue] = [:]
        for key in Key.allCases {
            if let value = value(for: key) { members[key.rawValue] = value }
        }
        return .object(members)
    }

    /// The JSON text, keys sorted (deterministic, diffable).
    public func jsonString(pretty: Bool = false) -> String {
        toJSON().serialized(pretty: pretty)
    }

    /// `Decodable` through the JSON form, with a clear message for a wrong type.
    init(decodingPreferencesFrom decoder: any Decoder) throws {
        let json = try JSONValue(from: decoder)
        do {
            self = try Self(json: json)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: error.description,
                    underlyingError: error))
        }
    }

    /// `Encodable` through the JSON form; integral numbers (colours) are written as integers.
    func encodePreferences(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: PreferenceCodingKey.self)
        for key in Key.allCases {
            guard let value = value(for: key) else { continue }
            let codingKey = PreferenceCodingKey(key.rawValue)
            switch value {
            case .bool(let bool): try container.encode(bool, forKey: codingKey)
            case .string(let string): try container.encode(string, forKey: codingKey)
            case .number(let number):
                if let integer = value.intValue {
                    try container.encode(integer, forKey: codingKey)
                } else {
                    try container.encode(number, forKey: codingKey)
                }
            case .null, .array, .object: try container.encode(value, forKey: codingKey)
            }
        }
    }
}

/// A coding key made of any string.
struct PreferenceCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}
