/// How a range preference steps up and down (readium.md §3.1, `ProgressionStrategy`).
public protocol ProgressionStrategy: Sendable {
    /// The next value above `value`.
    func increment(_ value: Double) -> Double
    /// The next value below `value`.
    func decrement(_ value: Double) -> Double
}

/// Steps of a fixed size: `value ± step`.
public struct IncrementProgressionStrategy: ProgressionStrategy, Hashable {
    /// The size of one step.
    public var step: Double

    /// Steps of `step`.
    public init(step: Double) {
        self.step = step
    }

    /// `value + step`.
    public func increment(_ value: Double) -> Double { Self.tidy(value + step) }

    /// `value - step`.
    public func decrement(_ value: Double) -> Double { Self.tidy(value - step) }

    /// Rounds to 9 fraction digits, so that 1.1 + 0.1 gives 1.2 and not 1.2000000000000002 in
    /// saved preferences. (Readium keeps the binary error; no step here is that fine.)
    private static func tidy(_ value: Double) -> Double {
        (value * 1e9).rounded() / 1e9
    }
}

/// A fixed list of values, in increasing order (typeScale's 1.0, 1.067, … 1.618).
public struct StepsProgressionStrategy: ProgressionStrategy, Hashable {
    /// The values, in increasing order.
    public var steps: [Double]

    /// Steps through `steps` (in increasing order).
    public init(steps: [Double]) {
        self.steps = steps
    }

    /// The step after the last step at or below `value` (the first step when `value` is below
    /// them all); `value` itself at the last step or above.
    public func increment(_ value: Double) -> Double {
        let next = (steps.lastIndex { $0 <= value } ?? -1) + 1
        return next < steps.count ? steps[next] : value
    }

    /// The step before the first step at or above `value` (the last step when `value` is above
    /// them all); `value` itself at the first step or below.
    public func decrement(_ value: Double) -> Double {
        let previous = (steps.firstIndex { $0 >= value } ?? steps.count) - 1
        return previous >= 0 ? steps[previous] : value
    }
}
