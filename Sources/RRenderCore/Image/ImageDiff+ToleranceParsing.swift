/// Tolerances written as text, as on the command line: a preset name, then the values that
/// override it.
extension ImageDiff.Tolerance: CustomStringConvertible {
    /// Why a tolerance written as text cannot be used.
    public enum ParseError: Error, Equatable, Sendable {
        /// Not one of `presetNames`.
        case unknownPreset(String)
        /// Not a whole number from 0 to 255.
        case invalidChannelDelta(String)
        /// Not a fraction from 0 to 1 or a percentage from 0 % to 100 %.
        case invalidShare(String)
    }

    /// The presets by name: `exact` (no difference at all) and `rendering` (what golden tests allow).
    public static let presets: [(name: String, tolerance: ImageDiff.Tolerance)] = [("exact", .exact), ("rendering", .rendering)]

    /// The names of the presets, in order.
    public static var presetNames: [String] { presets.map(\.name) }

    /// The preset named `name` (case-sensitive); nil for any other name.
    public init?(presetNamed name: String) {
        guard let preset = Self.presets.first(where: { $0.name == name }) else { return nil }
        self = preset.tolerance
    }

    /// The preset `preset` with the values given (nil: the preset's) in its place.
    public init(preset: String, maxChannelDelta: String?, maxDifferingShare: String?) throws(ParseError) {
        guard var tolerance = Self(presetNamed: preset) else { throw .unknownPreset(preset) }
        if let maxChannelDelta {
            guard let delta = Self.channelDelta(parsing: maxChannelDelta) else { throw .invalidChannelDelta(maxChannelDelta) }
            tolerance.maxChannelDelta = delta
        }
        if let maxDifferingShare {
            guard let share = Self.share(parsing: maxDifferingShare) else { throw .invalidShare(maxDifferingShare) }
            tolerance.maxDifferingShare = share
        }
        self = tolerance
    }

    /// A channel difference: a whole number from 0 to 255; nil otherwise.
    public static func channelDelta(parsing text: String) -> Int? {
        guard let value = Int(text.trimmingSpaces()), (0...255).contains(value) else { return nil }
        return value
    }

    /// A share of pixels as a fraction from 0 to 1 (`0.001`) or a percentage from 0 % to 100 %
    /// (`0.1%`); nil otherwise.
    public static func share(parsing text: String) -> Double? {
        var number = text.trimmingSpaces()
        let isPercentage = number.hasSuffix("%")
        if isPercentage { number = String(number.dropLast()).trimmingSpaces() }
        // Double(_:) also reads "nan", "inf" and hexadecimal; only plain decimals are wanted.
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let value = Double(number)
        else { return nil }
        let share = isPercentage ? value / 100 : value
        return (0...1).contains(share) ? share : nil
    }

    /// `exact`, or `48 per channel on 0.1 % of the pixels`.
    public var description: String {
        if self == .exact { return "exact" }
        // Rounded to a millionth of a percent so that 0.1 % is not printed as 0.10000000000000001 %.
        let percent = (maxDifferingShare * 100 * 1_000_000).rounded() / 1_000_000
        return "\(maxChannelDelta) per channel on \(percent) % of the pixels"
    }
}
