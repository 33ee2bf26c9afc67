import RRenderCore
import Testing

/// Tolerances written as text (`rrender diff --tolerance … --max-channel-delta … --max-differing-share …`).
@Suite struct ImageDiffToleranceTests {
    typealias Tolerance = ImageDiff.Tolerance

    @Test(arguments: [
        ("0", 0.0), ("1", 1.0), ("0.001", 0.001), ("0.1%", 0.001), ("0.1 %", 0.001), ("50%", 0.5),
        ("100%", 1.0), (" 0.25 ", 0.25), (".5", 0.5)
    ])
    func sharesAsFractionsOrPercentages(_ text: String, _ expected: Double) {
        let share = Tolerance.share(parsing: text)
        #expect(share.map { abs($0 - expected) < 1e-12 } == true, "\(text)")
    }

    @Test(arguments: ["", "%", "-0.1", "1.5", "101%", "abc", "nan", "inf", "1e-3", "0x1p-3", "0.1%%", "1,5"])
    func sharesOutOfRangeOrNotNumbersAreRefused(_ text: String) {
        #expect(Tolerance.share(parsing: text) == nil, "\(text)")
    }

    @Test func channelDeltasAreWholeNumbersUpTo255() {
        #expect(Tolerance.channelDelta(parsing: "0") == 0)
        #expect(Tolerance.channelDelta(parsing: "255") == 255)
        #expect(Tolerance.channelDelta(parsing: " 48") == 48)
        for bad in ["256", "-1", "4.5", "", "x"] {
            #expect(Tolerance.channelDelta(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func presetsThenOverrides() throws {
        #expect(try Tolerance(preset: "exact", maxChannelDelta: nil, maxDifferingShare: nil) == .exact)
        #expect(try Tolerance(preset: "rendering", maxChannelDelta: nil, maxDifferingShare: nil) == .rendering)
        let mixed = try Tolerance(preset: "rendering", maxChannelDelta: "10", maxDifferingShare: nil)
        #expect(mixed == Tolerance(maxChannelDelta: 10, maxDifferingShare: 0.001))
        let own = try Tolerance(preset: "exact", maxChannelDelta: nil, maxDifferingShare: "2%")
        #expect(own == Tolerance(maxChannelDelta: 0, maxDifferingShare: 0.02))
    }

    @Test func badValuesSayWhichPartIsWrong() {
        #expect(throws: Tolerance.ParseError.unknownPreset("loose")) {
            try Tolerance(preset: "loose", maxChannelDelta: nil, maxDifferingShare: nil)
        }
        #expect(throws: Tolerance.ParseError.invalidChannelDelta("300")) {
            try Tolerance(preset: "exact", maxChannelDelta: "300", maxDifferingShare: nil)
        }
        #expect(throws: Tolerance.ParseError.invalidShare("2")) {
            try Tolerance(preset: "exact", maxChannelDelta: nil, maxDifferingShare: "2")
        }
    }

    @Test func descriptions() {
        #expect(Tolerance.exact.description == "exact")
        #expect(Tolerance.rendering.description == "48 per channel on 0.1 % of the pixels")
        #expect(Tolerance(maxChannelDelta: 0, maxDifferingShare: 0.5).description == "0 per channel on 50.0 % of the pixels")
    }
}
