import RRenderCairo
import RRenderStyle
import Testing

/// The shaper measures the fonts `ex` and `ch` are of: the OS/2 x-height and the advance of
/// "0" of the first available family, as fractions of the em.
@Suite struct FontRelativeMetricsTests {
    @Test func theSerifFontsXHeightAndZero() throws {
        let shaper = try PangoShaper()
        let serif = shaper.fontRelativeMetrics(families: ["serif"], weight: 400, italic: false)
        // Noto Serif: an x-height of 1098 and a "0" of 1145 units of 2048 (its OS/2 and hmtx tables).
        #expect(abs(serif.xHeight - 1098.0 / 2048) < 0.002, "\(serif)")
        #expect(abs(serif.zeroAdvance - 1145.0 / 2048) < 0.002, "\(serif)")
        let mono = shaper.fontRelativeMetrics(families: ["no such family", "monospace"], weight: 400, italic: false)
        #expect(mono != serif && abs(mono.zeroAdvance - 0.6) < 0.01, "a monospace 0 is 0.6 em: \(mono)")
    }
}
