internal import CAVIF

/// AVIF decoding with libavif (loaded on first use, `CAVIF`) straight into a Cairo surface: the first image (of a sequence
/// too), converted by libavif to premultiplied BGRA (Cairo's `ARGB32` on a little-endian
/// machine). libavif reports errors as result codes (it never jumps), and its own limits are
/// set to rrender's, so a file whose header lies about its size is refused before the pixels
/// are allocated.
enum AVIFDecoder {
    /// Premultiplied B, G, R, A bytes in memory: Cairo's native-endian `0xAARRGGBB` word.
    #if _endian(big)
        static let cairoFormat = AVIF_RGB_FORMAT_ARGB
    #else
        static let cairoFormat = AVIF_RGB_FORMAT_BGRA
    #endif

    /// A surface with the image. The header's size was checked against the limits before.
    static func decode(_ bytes: [UInt8]) throws(ImageError) -> CairoSurface {
        guard rr_avif_load() else { throw .decoderFailure(reason: "libavif (libavif.so.15) could not be loaded") }
        guard let decoder = rr_avifDecoderCreate() else { throw .decoderFailure(reason: "libavif: no decoder") }
        defer { rr_avifDecoderDestroy(decoder) }
        decoder.pointee.maxThreads = 1
        decoder.pointee.imageSizeLimit = UInt32(ImageDecoder.maximumPixelCount)
        decoder.pointee.imageDimensionLimit = UInt32(CairoSurface.maximumSide)
        // Content is lenient: real files miss boxes the strict mode insists on (`pixi`, `clap`).
        decoder.pointee.strictFlags = avifStrictFlags(AVIF_STRICT_DISABLED.rawValue)
        decoder.pointee.ignoreExif = AVIF_TRUE
        decoder.pointee.ignoreXMP = AVIF_TRUE
        return try bytes.withUnsafeBufferPointer { buffer throws(ImageError) in
            try check(rr_avifDecoderSetIOMemory(decoder, buffer.baseAddress, buffer.count))
            try check(rr_avifDecoderParse(decoder))
            try check(rr_avifDecoderNextImage(decoder))
            guard let image = decoder.pointee.image else { throw .corruptData(reason: "AVIF: no image") }
            let width = Int(image.pointee.width), height = Int(image.pointee.height)
            guard width > 0, height > 0, width <= CairoSurface.maximumSide, height <= CairoSurface.maximumSide,
                width * height <= ImageDecoder.maximumPixelCount
            else { throw .tooLarge(width: width, height: height) }
            let surface = try ImageDecoder.makeSurface(width: width, height: height, opaque: image.pointee.alphaPlane == nil)
            var rgb = avifRGBImage()
            rr_avifRGBImageSetDefaults(&rgb, image)
            rgb.format = cairoFormat
            rgb.depth = 8
            rgb.alphaPremultiplied = AVIF_TRUE
            rgb.pixels = surface.data
            rgb.rowBytes = UInt32(surface.stride)
            try check(rr_avifImageYUVToRGB(image, &rgb))
            surface.markDirty()
            return surface
        }
    }

    /// Throws the message of a failed libavif call.
    private static func check(_ result: avifResult) throws(ImageError) {
        guard result != AVIF_RESULT_OK else { return }
        let message = rr_avifResultToString(result).map { String(cString: $0) } ?? "result \(result.rawValue)"
        throw .corruptData(reason: "AVIF: \(message)")
    }
}
