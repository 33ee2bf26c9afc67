/// The editor's rules per key (readium.md §3.3): ranges, steps, labels, and which keys only take
/// effect once the user sets them.
extension EPUBPreferenceKey {
    /// typeScale's steps, the classic modular scales from minor second to golden ratio.
    public static let typeScaleSteps: [Double] = [1.0, 1.067, 1.125, 1.2, 1.25, 1.333, 1.414, 1.5, 1.618]

    /// The range the editor allows for a numeric key, nil for the others.
    public var supportedRange: ClosedRange<Double>? {
        switch self {
        case .fontSize: 0.1...5.0
        case .fontWeight: 0.0...2.5
        case .letterSpacing, .wordSpacing: 0.0...1.0
        case .lineHeight, .typeScale: 1.0...2.0
        case .pageMargins: 0.0...4.0
        case .paragraphIndent: 0.0...3.0
        case .paragraphSpacing: 0.0...2.0
        default: nil
        }
    }

    /// How the editor steps a numeric key up and down, nil for the others.
    public var progressionStrategy: (any ProgressionStrategy)? {
        switch self {
        case .fontSize, .letterSpacing, .lineHeight, .paragraphSpacing, .wordSpacing:
            IncrementProgressionStrategy(step: 0.1)
        case .fontWeight: IncrementProgressionStrategy(step: 0.25)
        case .pageMargins: IncrementProgressionStrategy(step: 0.3)
        case .paragraphIndent: IncrementProgressionStrategy(step: 0.2)
        case .typeScale: StepsProgressionStrategy(steps: Self.typeScaleSteps)
        default: nil
        }
    }

    /// How the editor labels a numeric key: percentages, except plain decimals for lineHeight,
    /// pageMargins and typeScale.
    public var valueStyle: RangeValueStyle {
        switch self {
        case .lineHeight, .pageMargins, .typeScale: .decimal
        default: .percent
        }
    }

    /// True for the keys marked "set" in readium.md §3.3: they only take effect once the user
    /// sets them (otherwise the publisher's value applies). `hyphens` has its own rule.
    var requiresSetPreference: Bool {
        switch self {
        case .backgroundColor, .fontWeight, .letterSpacing, .ligatures, .lineHeight, .paragraphIndent,
            .paragraphSpacing, .textAlign, .textColor, .typeScale, .wordSpacing:
            true
        default: false
        }
    }
}
