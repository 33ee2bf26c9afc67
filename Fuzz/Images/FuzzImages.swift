import FuzzSupport
import RRenderCairo
import RRenderCore
import RRenderImages

/// Fuzz target: the image header reader (`ImageInfo`, pure Swift) and the decoders behind
/// `ImageDecoder` (PNG by Cairo, JPEG by turbojpeg, GIF by gdk-pixbuf after `GIFStructure`,
/// WebP by libwebp, AVIF by libavif, JPEG XL by libjxl, SVG by librsvg). SVGs are drawn at a small target size; JPEGs also at one
/// (scaled DCT).
enum FuzzImages {
    static let target = (width: 48, height: 36)

    static func testOneInput(_ bytes: [UInt8]) {
        let format = ImageFormat(sniffing: bytes)
        _ = ImageInfo.read(bytes)
        switch format {
        case .svg:
            _ = try? FontConfiguration.shared()  // as the painter has: SVG text in the pinned fonts
            _ = try? ImageDecoder.decode(bytes, fitting: target)
        case .jpeg:
            _ = try? ImageDecoder.decode(bytes)
            _ = try? ImageDecoder.decode(bytes, fitting: target)
        default:
            _ = try? ImageDecoder.decode(bytes)
        }
    }
}

#if RRENDER_LIBFUZZER
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzImages(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzImages.testOneInput(fuzzBytes(data, size))
        return 0
    }
#else
    @main struct FuzzImagesReplay {
        static func main() { FuzzReplay.main(FuzzImages.testOneInput) }
    }
#endif
