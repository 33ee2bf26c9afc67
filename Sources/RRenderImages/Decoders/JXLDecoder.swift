internal import CJXL

/// JPEG XL decoding with libjxl (loaded on first use, `CJXL`): the first frame as 8-bit RGBA, premultiplied into a Cairo
/// surface. libjxl reports errors as status codes (it never jumps); the size from its basic
/// info is checked against rrender's limits before any pixel buffer is allocated, and the
/// whole file is given at once, so a truncated one is an error, not a wait for more input.
enum JXLDecoder {
    /// A surface with the image (orientation applied, as libjxl does by default).
    static func decode(_ bytes: [UInt8]) throws(ImageError) -> CairoSurface {
        guard rr_jxl_load() else { throw .decoderFailure(reason: "libjxl (libjxl.so.0.7) could not be loaded") }
        guard let decoder = rr_JxlDecoderCreate() else { throw .decoderFailure(reason: "libjxl: no decoder") }
        defer { rr_JxlDecoderDestroy(decoder) }
        let events = Int32(JXL_DEC_BASIC_INFO.rawValue | JXL_DEC_FULL_IMAGE.rawValue)
        guard rr_JxlDecoderSubscribeEvents(decoder, events) == JXL_DEC_SUCCESS else {
            throw .decoderFailure(reason: "libjxl: events")
        }
        return try bytes.withUnsafeBufferPointer { buffer throws(ImageError) in
            guard rr_JxlDecoderSetInput(decoder, buffer.baseAddress, buffer.count) == JXL_DEC_SUCCESS else {
                throw .decoderFailure(reason: "libjxl: input")
            }
            rr_JxlDecoderCloseInput(decoder)
            var format = JxlPixelFormat(num_channels: 4, data_type: JXL_TYPE_UINT8, endianness: JXL_NATIVE_ENDIAN, align: 0)
            var size = (width: 0, height: 0)
            var pixels: [UInt8] = []
            while true {
                let status = rr_JxlDecoderProcessInput(decoder)
                switch status {
                case JXL_DEC_BASIC_INFO:
                    size = try basicSize(decoder)
                case JXL_DEC_NEED_IMAGE_OUT_BUFFER:
                    var needed = 0
                    guard rr_JxlDecoderImageOutBufferSize(decoder, &format, &needed) == JXL_DEC_SUCCESS,
                        needed == size.width * size.height * 4
                    else { throw .corruptData(reason: "JPEG XL: unexpected buffer size") }
                    pixels = [UInt8](repeating: 0, count: needed)
                    let set = pixels.withUnsafeMutableBytes {
                        rr_JxlDecoderSetImageOutBuffer(decoder, &format, $0.baseAddress, $0.count)
                    }
                    guard set == JXL_DEC_SUCCESS else { throw .corruptData(reason: "JPEG XL: output buffer refused") }
                case JXL_DEC_FULL_IMAGE, JXL_DEC_SUCCESS:
                    guard !pixels.isEmpty else { throw .corruptData(reason: "JPEG XL: no image") }
                    return try surface(rgba: pixels, width: size.width, height: size.height)
                case JXL_DEC_NEED_MORE_INPUT:
                    throw .corruptData(reason: "JPEG XL: truncated file")
                default:
                    throw .corruptData(reason: "JPEG XL: decoding failed (status \(status.rawValue))")
                }
            }
        }
    }

    /// The oriented size from the basic info, within the decoding limits.
    private static func basicSize(_ decoder: OpaquePointer) throws(ImageError) -> (width: Int, height: Int) {
        var info = JxlBasicInfo()
        guard rr_JxlDecoderGetBasicInfo(decoder, &info) == JXL_DEC_SUCCESS else {
            throw .corruptData(reason: "JPEG XL: basic info")
        }
        var width = Int(info.xsize), height = Int(info.ysize)
        // Orientations 5–8 transpose the image (18181-1 Table E.1): the output is height × width.
        if info.orientation.rawValue >= 5 { swap(&width, &height) }
        guard width > 0, height > 0, width <= CairoSurface.maximumSide, height <= CairoSurface.maximumSide,
            width * height <= ImageDecoder.maximumPixelCount
        else { throw .tooLarge(width: width, height: height) }
        return (width, height)
    }

    /// Straight RGBA bytes premultiplied into a new surface's native `0xAARRGGBB` words.
    private static func surface(rgba: [UInt8], width: Int, height: Int) throws(ImageError) -> CairoSurface {
        let surface = try ImageDecoder.makeSurface(width: width, height: height, opaque: false)
        surface.data.withMemoryRebound(to: UInt32.self, capacity: surface.byteCount / 4) { words in
            for y in 0..<height {
                let row = words + y * (surface.stride / 4)
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    let a = UInt32(rgba[i + 3])
                    let premultiply = { (c: UInt8) -> UInt32 in (UInt32(c) * a + 127) / 255 }
                    row[x] = a << 24 | premultiply(rgba[i]) << 16 | premultiply(rgba[i + 1]) << 8 | premultiply(rgba[i + 2])
                }
            }
        }
        surface.markDirty()
        return surface
    }
}
