import Testing

@testable import RRenderCairo

@Suite struct PangoUnitsTests {
    @Test func pxBecomePangoUnits() {
        #expect(PangoAttributes.units(1) == 1024)
        #expect(PangoAttributes.units(-2.5) == -2560)
    }

    @Test func lengthsPastPangosRangeAreClamped() {
        // `letter-spacing: 1e300px` trapped in Int(_:) (found through FuzzLayoutPango).
        #expect(PangoAttributes.units(1e300) == Int32.max)
        #expect(PangoAttributes.units(-1e300) == Int32.min)
        #expect(PangoAttributes.units(.infinity) == Int32.max)
        #expect(PangoAttributes.units(.nan) == 0)
    }
}
