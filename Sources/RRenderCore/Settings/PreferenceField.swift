/// How one preference key reads and writes its value in a preferences value of type `Root`: the
/// machinery behind the generic JSON form, the `key=value` text form, merging and filters.
public struct PreferenceField<Root> {
    /// The JSON key.
    let name: String
    /// The value as JSON, nil when unset.
    let read: (Root) -> JSONValue?
    /// Stores a JSON value after checking its type (never its range, as JSON decoding does not).
    let write: (inout Root, JSONValue) throws(PreferencesError) -> Void
    /// Turns the text form into the JSON form, checking the type and the supported range.
    let parse: (String) throws(PreferencesError) -> JSONValue
    /// Copies the value of another preferences value when it is set there.
    let copy: (inout Root, Root) -> Void
    /// Unsets the value.
    let clear: (inout Root) -> Void

    /// The field of `keyPath`, named `name`. `allowed` narrows the values of the type (the
    /// reading progression of preferences is only `ltr` or `rtl`); `range` bounds the text form.
    init<Value: PreferenceValue>(
        _ name: String, _ keyPath: WritableKeyPath<Root, Value?>, allowed: [Value]? = nil,
        range: ClosedRange<Double>? = nil
    ) {
        let expectedType = Self.expectation(Value.self, allowed: allowed, range: nil)
        let expected = Self.expectation(Value.self, allowed: allowed, range: range)
        self.name = name
        read = { $0[keyPath: keyPath]?.jsonValue }
        write = { (root: inout Root, json: JSONValue) throws(PreferencesError) in
            guard let value = Value(jsonValue: json), allowed?.contains(value) ?? true else {
                throw .invalidValue(key: name, value: json.serialized(), expected: expectedType)
            }
            root[keyPath: keyPath] = value
        }
        parse = { (text: String) throws(PreferencesError) -> JSONValue in
            guard let value = Value(text: text), allowed?.contains(value) ?? true,
                Self.isInside(range, value.jsonValue)
            else {
                throw .invalidValue(key: name, value: text, expected: expected)
            }
            return value.jsonValue
        }
        copy = { root, other in
            if let value = other[keyPath: keyPath] { root[keyPath: keyPath] = value }
        }
        clear = { $0[keyPath: keyPath] = nil }
    }

    private static func expectation<Value: PreferenceValue>(
        _: Value.Type, allowed: [Value]?,
        range: ClosedRange<Double>?
    ) -> String {
        if let allowed { return PreferenceFormat.oneOf(allowed.map(\.label)) }
        if let range {
            let lower = PreferenceFormat.decimal(range.lowerBound)
            return "a number from \(lower) to \(PreferenceFormat.decimal(range.upperBound))"
        }
        return Value.expectedForm
    }

    private static func isInside(_ range: ClosedRange<Double>?, _ json: JSONValue) -> Bool {
        guard let range, let number = json.doubleValue else { return true }
        return range.contains(number)
    }
}
