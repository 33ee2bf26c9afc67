import FuzzLayout
import FuzzSupport
import RRenderCairo

/// Fuzz target: XHTML → styles → boxes → flow → first page, shaped by Pango with the pinned
/// fonts (`PangoShaper`), as the renderer lays chapters out.
enum FuzzLayoutPango {
    /// One shaper for the process, as one worker keeps one (its font map is costly to make).
    nonisolated(unsafe) static let shaper: PangoShaper = {
        do {
            return try PangoShaper()
        } catch {
            preconditionFailure("FuzzLayoutPango: no Pango shaper (fonts not set up?): \(error)")
        }
    }()

    static func testOneInput(_ bytes: [UInt8]) {
        LayoutFuzzing.layOut(bytes, shaper: shaper)
    }
}

#if RRENDER_LIBFUZZER
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzLayoutPango(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzLayoutPango.testOneInput(fuzzBytes(data, size))
        return 0
    }
#else
    @main struct FuzzLayoutPangoReplay {
        static func main() { FuzzReplay.main(FuzzLayoutPango.testOneInput) }
    }
#endif
