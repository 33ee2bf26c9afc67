import RRenderCore

/// One longhand property: how to compute a declared value into the style, whether it inherits,
/// and how to copy it from another style (for `inherit`, `initial`, `unset`).
struct Property: Sendable {
    let inherited: Bool
    /// Copies the property from the second style into the first.
    let copy: @Sendable (inout ComputedStyle, ComputedStyle) -> Void
    /// Computes `value` into the style; false when the value is invalid for this property.
    let compute: @Sendable (inout ComputedStyle, [CSSComponentValue], ValueContext) -> Bool

    /// A property stored at `keyPath`, computed by `parse` (nil: invalid).
    static func make<T: Sendable>(
        _ keyPath: WritableKeyPath<ComputedStyle, T> & Sendable, inherited: Bool,
        _ parse: @escaping @Sendable ([CSSComponentValue], ValueContext) -> T?
    ) -> Property {
        Property(
            inherited: inherited,
            copy: { $0[keyPath: keyPath] = $1[keyPath: keyPath] },
            compute: { style, value, context in
                guard let computed = parse(value, context) else { return false }
                style[keyPath: keyPath] = computed
                return true
            })
    }

    /// A keyword property whose values are the raw values of `T` (plus `aliases`).
    static func keyword<T: RawRepresentable & Sendable>(
        _ keyPath: WritableKeyPath<ComputedStyle, T> & Sendable, inherited: Bool,
        aliases: [String: T] = [:]
    ) -> Property where T.RawValue == String {
        make(keyPath, inherited: inherited) { value, _ in
            guard let keyword = CSSValues.keyword(value) else { return nil }
            return aliases[keyword] ?? T(rawValue: keyword)
        }
    }
}
