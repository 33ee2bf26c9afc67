import Foundation

/// Why JSON could not be read into a model value (a Locator, a Link, a collection).
public enum JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not JSON at all.
    case invalidSyntax(reason: String)
    /// The value is not a JSON object where `model` needs one.
    case notAnObject(model: String)
    /// A required member is missing or has the wrong JSON type.
    case missingKey(model: String, key: String)
    /// A member is present but its value is not acceptable.
    case invalidValue(model: String, key: String, reason: String)

    /// One line naming the model and the cause.
    public var description: String {
        switch self {
        case .invalidSyntax(let reason): "invalid JSON: \(reason)"
        case .notAnObject(let model): "\(model): expected a JSON object"
        case .missingKey(let model, let key): "\(model): missing or mistyped required key '\(key)'"
        case .invalidValue(let model, let key, let reason): "\(model): invalid '\(key)': \(reason)"
        }
    }
}

extension JSONValue {
    /// Parses JSON text (any value, not only objects).
    public init(parsing text: String) throws(JSONParseError) {
        try self.init(parsing: Data(text.utf8))
    }

    /// Parses JSON bytes (UTF-8).
    public init(parsing data: Data) throws(JSONParseError) {
        do {
            self = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw .invalidSyntax(reason: "\(error)")
        }
    }

    /// Deterministic JSON text: object keys sorted, no escaped slashes, integral numbers without
    /// a fraction. `pretty` indents by two spaces, one member per line.
    public func serialized(pretty: Bool = false) -> String {
        var out = ""
        write(to: &out, pretty: pretty, indent: 0)
        return out
    }

    private func write(to out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += JSONValue.format(n)
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let items):
            writeContainer(items.map { (nil, $0) }, open: "[", close: "]", to: &out, pretty: pretty, indent: indent)
        case .object(let members):
            let sorted = members.sorted { $0.key < $1.key }.map { (Optional($0.key), $0.value) }
            writeContainer(sorted, open: "{", close: "}", to: &out, pretty: pretty, indent: indent)
        }
    }

    private func writeContainer(
        _ items: [(String?, JSONValue)], open: String, close: String,
        to out: inout String, pretty: Bool, indent: Int
    ) {
        out += open
        guard !items.isEmpty else {
            out += close
            return
        }
        let inner = String(repeating: "  ", count: indent + 1)
        for (index, (key, value)) in items.enumerated() {
            if index > 0 { out += "," }
            if pretty { out += "\n" + inner }
            if let key {
                JSONValue.writeString(key, to: &out)
                out += pretty ? ": " : ":"
            }
            value.write(to: &out, pretty: pretty, indent: indent + 1)
        }
        if pretty { out += "\n" + String(repeating: "  ", count: indent) }
        out += close
    }

    /// `42` for integral values, Swift's shortest round-tripping form otherwise, `null` for
    /// non-finite values (JSON has none).
    static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n.rounded() == n, abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

/// A model value with a JSON form: `toJSON()` writes it, `init(json:)` reads it back.
///
/// Every Readium model in rrender (Link, Locator, LocatorCollection, Metadata) conforms, so that
/// they all print and parse the same way.
public protocol JSONRepresentable {
    /// The JSON form of this value.
    func toJSON() -> JSONValue
    /// Reads a value from its JSON form.
    init(json: JSONValue) throws(JSONParseError)
}

extension JSONRepresentable {
    /// Reads a value from JSON text.
    public init(jsonString: String) throws(JSONParseError) {
        try self.init(json: JSONValue(parsing: jsonString))
    }

    /// The JSON text of this value, keys sorted (deterministic, diffable).
    public func jsonString(pretty: Bool = false) -> String {
        toJSON().serialized(pretty: pretty)
    }

    /// Reads an optional value: nil or JSON `null` give nil (not an error), as in Readium.
    public static func parse(_ json: JSONValue?) throws(JSONParseError) -> Self? {
        guard let json, !json.isNull else { return nil }
        return try Self(json: json)
    }
}

extension Array where Element: JSONRepresentable {
    /// Reads an array, skipping the elements that are invalid (Readium's rule for links and
    /// locators); anything but an array gives an empty array.
    public init(json: JSONValue?) {
        self = (json?.arrayValue ?? []).compactMap { value in
            do { return try Element(json: value) } catch { return nil }
        }
    }

    /// The JSON array of the elements.
    public func toJSON() -> JSONValue {
        .array(map { $0.toJSON() })
    }
}
