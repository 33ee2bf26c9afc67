import RRenderCore
import Testing

@Suite struct ProgressionStrategyTests {
    let typeScale = StepsProgressionStrategy(steps: EPUBPreferenceKey.typeScaleSteps)

    @Test func incrementAddsAndSubtractsTheStep() {
        let strategy = IncrementProgressionStrategy(step: 0.1)
        #expect(strategy.increment(1.0) == 1.1)
        #expect(strategy.decrement(1.0) == 0.9)
        // No binary residue in saved preferences: 1.1 + 0.1 is 1.2.
        #expect(strategy.increment(1.1) == 1.2)
        #expect(strategy.increment(0.2) == 0.3)
        #expect(IncrementProgressionStrategy(step: 4).increment(0) == 4)
    }

    @Test(arguments: [
        (1.0, 1.067), (1.067, 1.125), (1.2, 1.25), (1.5, 1.618),
        (0.5, 1.0),  // below the first step: the first step
        (1.1, 1.125),  // between steps: the next one
        (1.618, 1.618), (1.9, 1.9)  // at or above the last step: unchanged
    ])
    func stepsIncrement(value: Double, next: Double) {
        #expect(typeScale.increment(value) == next)
    }

    @Test(arguments: [
        (1.618, 1.5), (1.125, 1.067), (1.067, 1.0),
        (1.1, 1.067),  // between steps: the previous one
        (1.9, 1.618),  // above the last step: the last step
        (1.0, 1.0), (0.5, 0.5)  // at or below the first step: unchanged
    ])
    func stepsDecrement(value: Double, previous: Double) {
        #expect(typeScale.decrement(value) == previous)
    }

    @Test func emptyStepsNeverMove() {
        let none = StepsProgressionStrategy(steps: [])
        #expect(none.increment(1) == 1)
        #expect(none.decrement(1) == 1)
    }
}
