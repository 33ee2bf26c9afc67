import FuzzLayout
import FuzzSupport
import RRenderFixedShaper

/// Fuzz target: XHTML → styles → boxes → flow → first page, with the fixed-advance shaper
/// (no fonts: fast, and layout's own arithmetic is what is exercised).
enum FuzzLayoutFixed {
    static func testOneInput(_ bytes: [UInt8]) {
        LayoutFuzzing.layOut(bytes, shaper: FixedAdvanceShaper())
    }
}

#if RRENDER_LIBFUZZER
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzLayoutFixed(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzLayoutFixed.testOneInput(fuzzBytes(data, size))
        return 0
    }
#else
    @main struct FuzzLayoutFixedReplay {
        static func main() { FuzzReplay.main(FuzzLayoutFixed.testOneInput) }
    }
#endif
