/// The bounds rrender keeps untrusted content within, so that no value from a publication can
/// trap the process, exhaust memory or loop for ever (DESIGN §6; README "Untrusted input").
///
/// Values are clamped once where they are computed (a CSS length when the cascade computes it,
/// a list ordinal when the list is numbered) and converted with the saturating initialisers
/// below wherever a `Double` becomes an integer (Pango units, pixel sizes).
public enum ContentLimits {
    /// The largest magnitude of a computed CSS length, in CSS px. Browsers saturate lengths in
    /// the same way (Chrome's layout units stop at ±33,554,431 px); a million px is more than a
    /// thousand screens.
    public static let maximumLength: Double = 1_000_000
    /// The largest magnitude of a list item's ordinal (`<ol start>`, `<li value>`): HTML parses
    /// them as 32-bit integers in every browser.
    public static let maximumOrdinal = Int(Int32.max)
    /// The most pieces a table row band taller than a page is cut into; the last piece holds the
    /// rest, clipped like any atom taller than a page.
    public static let maximumSlicesPerBand = 1_000
    /// The most pieces the empty parts of boxes are cut into in one resource (a box's height
    /// goes on over the pages it needs; a million px is about 1,400 pages). Past them, the rest
    /// of a box stays in one piece, clipped like any atom taller than a page.
    public static let maximumBoxSlicesPerFlow = 1_000
    /// The most screens of one resource in scrolled mode.
    public static let maximumScrollWindows = 100_000
    /// The most style sheets one document may bring in, `@import`s included: imports fan out,
    /// and eight levels of ten imports each would be a hundred million sheets.
    public static let maximumStylesheetsPerDocument = 256
    /// The most columns of one table (HTML caps one cell's `colspan` at 1000, not their sum);
    /// cells starting further right are dropped, spans are cut at the last column.
    public static let maximumTableColumns = 1_000
    /// The most grid slots (rows × columns) of one table: a table of many rows keeps fewer
    /// columns (at least one), so its grid stays a few megabytes.
    public static let maximumTableSlots = 1 << 20
}

extension Double {
    /// The value as a CSS length in px, within ±`ContentLimits.maximumLength`; NaN is 0.
    public var clampedLength: Double {
        guard !isNaN else { return 0 }
        return Swift.min(Swift.max(self, -ContentLimits.maximumLength), ContentLimits.maximumLength)
    }
}

extension FixedWidthInteger {
    /// The integer nearest `value` toward zero, saturated to the type's range; NaN is 0.
    /// `Int(x)` traps on a value out of range, which content must never cause.
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= Double(Self.max) {
            self = Self.max
        } else if value <= Double(Self.min) {
            self = Self.min
        } else {
            self.init(value)
        }
    }

    /// `value` rounded to the nearest integer (halves away from zero), saturated; NaN is 0.
    public init(saturatingRounded value: Double) {
        self.init(saturating: value.rounded())
    }
}
