import RRenderCore
import Testing

@Suite struct CSSStringTests {
    @Test func shortStableForms() {
        #expect(12.0.cssString == "12")
        #expect(12.345.cssString == "12.35")
        #expect((-0.001).cssString == "0")
    }

    @Test func hugeAndNonFiniteValuesDoNotTrap() {
        // `margin-top: 1e300px` reached PageLayout.dump and Int(_:) trapped (found through FuzzLayoutFixed).
        #expect(1e300.cssString == "1e+300")
        #expect((-1e300).cssString == "-1e+300")
        #expect(Double.infinity.cssString == "inf")
        #expect(Double.nan.cssString == "nan")
    }
}
