internal import CWebP

/// WebP decoding with libwebp (loaded on first use, `CWebP`) straight into a Cairo surface
/// (platform notes Q8: gdk-pixbuf has no WebP loader unless `webp-pixbuf-loader` is installed):
/// still images through `WebPDecode` into the surface's memory as premultiplied BGRA (Cairo's
/// `ARGB32` on a little-endian machine), animated ones through libwebpdemux's `WebPAnimDecoder`,
/// which composites the first frame onto the canvas; the later frames are never decoded.
enum WebPDecoder {
    /// Premultiplied B, G, R, A bytes in memory: Cairo's native-endian `0xAARRGGBB` word.
    static let cairoMode = 1.littleEndian == 1 ? MODE_bgrA : MODE_Argb

    /// A surface with the image (the first frame when animated). The canvas size was checked
    /// against the decoding limit from the header before this is called.
    static func decode(_ bytes: [UInt8]) throws(ImageError) -> CairoSurface {
        guard rr_webp_load() else { throw .decoderFailure(reason: "libwebp (libwebp.so.7) could not be loaded") }
        var features = WebPBitstreamFeatures()
        let status = bytes.withUnsafeBufferPointer { rr_WebPGetFeatures($0.baseAddress, $0.count, &features) }
        guard status == VP8_STATUS_OK else { throw .corruptData(reason: "WebP: \(describe(status))") }
        if features.has_animation != 0 { return try decodeFirstFrame(bytes) }
        let surface = try ImageDecoder.makeSurface(
            width: Int(features.width), height: Int(features.height),
            opaque: features.has_alpha == 0)
        var config = WebPDecoderConfig()
        guard rr_WebPInitDecoderConfig(&config) != 0 else { throw .decoderFailure(reason: "libwebp version mismatch") }
        config.output.colorspace = cairoMode
        config.output.is_external_memory = 1
        config.output.u.RGBA.rgba = surface.data
        config.output.u.RGBA.stride = Int32(surface.stride)
        config.output.u.RGBA.size = surface.byteCount
        let result = bytes.withUnsafeBufferPointer { rr_WebPDecode($0.baseAddress, $0.count, &config) }
        rr_WebPFreeDecBuffer(&config.output)  // external memory: frees nothing of ours, but is the contract
        guard result == VP8_STATUS_OK else { throw .corruptData(reason: "WebP: \(describe(result))") }
        surface.markDirty()
        return surface
    }

    /// The first frame of an animation, composited on a transparent canvas.
    private static func decodeFirstFrame(_ bytes: [UInt8]) throws(ImageError) -> CairoSurface {
        let outcome: Result<CairoSurface, ImageError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(ImageError) {
                let decoder = try WebPAnimation(buffer)
                let surface = try ImageDecoder.makeSurface(width: decoder.width, height: decoder.height, opaque: false)
                try decoder.copyFirstFrame(into: surface)
                return .success(surface)
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    static func describe(_ status: VP8StatusCode) -> String {
        switch status {
        case VP8_STATUS_OUT_OF_MEMORY: "out of memory"
        case VP8_STATUS_INVALID_PARAM: "invalid parameter"
        case VP8_STATUS_BITSTREAM_ERROR: "bitstream error"
        case VP8_STATUS_UNSUPPORTED_FEATURE: "unsupported feature"
        case VP8_STATUS_SUSPENDED: "suspended"
        case VP8_STATUS_USER_ABORT: "aborted"
        case VP8_STATUS_NOT_ENOUGH_DATA: "not enough data (truncated file)"
        default: "status \(status.rawValue)"
        }
    }
}

/// One libwebpdemux animation decoder, owned by this object. It reads the caller's buffer
/// without copying it, so it must not outlive that buffer (it never leaves `decodeFirstFrame`).
private final class WebPAnimation {
    private let decoder: OpaquePointer
    let width: Int
    let height: Int

    init(_ buffer: UnsafeBufferPointer<UInt8>) throws(ImageError) {
        guard rr_webp_demux_load() else { throw .decoderFailure(reason: "libwebpdemux (libwebpdemux.so.2) could not be loaded") }
        var options = WebPAnimDecoderOptions()
        guard rr_WebPAnimDecoderOptionsInit(&options) != 0 else { throw .decoderFailure(reason: "libwebpdemux version mismatch") }
        options.color_mode = WebPDecoder.cairoMode
        options.use_threads = 0
        var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
        guard let decoder = rr_WebPAnimDecoderNew(&data, &options) else {
            throw .corruptData(reason: "WebP: invalid animation")
        }
        var info = WebPAnimInfo()
        guard rr_WebPAnimDecoderGetInfo(decoder, &info) != 0, info.canvas_width > 0, info.canvas_height > 0 else {
            rr_WebPAnimDecoderDelete(decoder)
            throw .corruptData(reason: "WebP: invalid animation canvas")
        }
        self.decoder = decoder
        width = Int(info.canvas_width)
        height = Int(info.canvas_height)
    }

    deinit {
        rr_WebPAnimDecoderDelete(decoder)
    }

    /// Decodes the first frame and copies the canvas (tightly packed rows) into `surface`.
    func copyFirstFrame(into surface: CairoSurface) throws(ImageError) {
        var pixels: UnsafeMutablePointer<UInt8>?
        var timestamp: Int32 = 0
        guard rr_WebPAnimDecoderGetNext(decoder, &pixels, &timestamp) != 0, let pixels else {
            throw .corruptData(reason: "WebP: the first animation frame does not decode")
        }
        let rowBytes = width * 4
        for y in 0..<height {
            (surface.data + y * surface.stride).update(from: pixels + y * rowBytes, count: rowBytes)
        }
        surface.markDirty()
    }
}
