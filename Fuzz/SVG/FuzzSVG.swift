import FuzzSupport
import RRenderCairo
import RRenderCore
import RRenderImages
import RRenderLayout

/// Fuzz target: an SVG file of a publication as the renderer draws it. `SVGSelfContained`
/// rewrites it (images of the publication embedded as `data:` URLs, references outside it
/// removed, per-character text positions split), then librsvg parses it and draws it at a small
/// size through `ImageDecoder`, with SVG text in the pinned fonts.
///
/// Every image the document names resolves to a 2×2 PNG, as if the publication had it, so the
/// embedding path runs; `missing.png` and external URLs do not.
enum FuzzSVG {
    static let target = (width: 40, height: 30)
    /// A 2×2 red PNG.
    static let picture: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
        0x02, 0x00, 0x00, 0x00, 0x02, 0x08, 0x02, 0x00, 0x00, 0x00, 0xFD, 0xD4, 0x9A, 0x73, 0x00, 0x00, 0x00, 0x10, 0x49,
        0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0x00, 0x44, 0x0C, 0x10, 0x0A, 0x00, 0x1F, 0xEE, 0x03, 0xFD,
        0x8B, 0x5F, 0x14, 0xD4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82
    ]

    static func testOneInput(_ bytes: [UInt8]) {
        _ = try? FontConfiguration.shared()  // as the painter has: SVG text in the pinned fonts
        let prepared = SVGSelfContained.document(bytes, href: "OEBPS/images/fuzz.svg") { href in
            href.hasSuffix("missing.png") ? nil : picture
        }
        let document = prepared?.bytes ?? bytes
        _ = ImageInfo.read(document)
        _ = try? ImageDecoder.decode(document, fitting: target)
    }
}

#if RRENDER_LIBFUZZER
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzSVG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzSVG.testOneInput(fuzzBytes(data, size))
        return 0
    }
#else
    @main struct FuzzSVGReplay {
        static func main() { FuzzReplay.main(FuzzSVG.testOneInput) }
    }
#endif
