internal import CTurboJPEG

/// JPEG decoding with turbojpeg straight into an `RGB24` surface (platform notes Q8: the fastest
/// JPEG decoder measured, with DCT scaling by 1/2, 1/4 and 1/8 for large images).
enum JPEGDecoder {
    /// Decodes, scaled down by a power of two when `target` is less than half the size.
    /// A turbojpeg *warning* (a truncated file, "Premature end of JPEG file") is success: the
    /// decoded part is kept and the rest stays as the decoder left it.
    static func decode(_ bytes: [UInt8], fitting target: (width: Int, height: Int)?) throws(ImageError) -> CairoSurface {
        let decompressor = try TurboJPEGDecompressor()
        let header = try decompressor.header(bytes)
        let denominator = scaleDenominator(width: header.width, height: header.height, target: target)
        let width = (header.width + denominator - 1) / denominator
        let height = (header.height + denominator - 1) / denominator
        let surface: CairoSurface
        do {
            surface = try CairoSurface(width: width, height: height, opaque: true)
        } catch {
            throw .decoderFailure(reason: "\(error)")
        }
        try decompressor.decompress(bytes, into: surface, cmyk: header.isCMYK)
        surface.markDirty()
        return surface
    }

    /// 8, 4, 2 or 1: the largest reduction whose result still covers `target` in both
    /// dimensions. A reduction is used only when the image is at least twice the target.
    static func scaleDenominator(width: Int, height: Int, target: (width: Int, height: Int)?) -> Int {
        guard let target, target.width > 0, target.height > 0 else { return 1 }
        for d in [8, 4, 2] where width >= d * target.width && height >= d * target.height {
            return d
        }
        return 1
    }
}

/// One turbojpeg decompressor handle, owned by this object.
final class TurboJPEGDecompressor {
    private let handle: tjhandle

    init() throws(ImageError) {
        guard rr_turbojpeg_load() else { throw .decoderFailure(reason: "turbojpeg (libturbojpeg.so.0) could not be loaded") }
        guard let handle = rr_tjInitDecompress() else { throw .decoderFailure(reason: "turbojpeg did not start") }
        self.handle = handle
    }

    deinit {
        rr_tjDestroy(handle)
    }

    /// The intrinsic size from the JPEG header, and whether the image is CMYK (or YCCK).
    func header(_ bytes: [UInt8]) throws(ImageError) -> (width: Int, height: Int, isCMYK: Bool) {
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let rc = bytes.withUnsafeBufferPointer { buffer in
            rr_tjDecompressHeader3(handle, buffer.baseAddress, UInt(buffer.count), &width, &height, &subsampling, &colorspace)
        }
        guard rc == 0, width > 0, height > 0 else { throw .corruptData(reason: message) }
        let isCMYK = colorspace == TJCS_CMYK.rawValue || colorspace == TJCS_YCCK.rawValue
        return (Int(width), Int(height), isCMYK)
    }

    /// Decodes into the whole surface, whose size must be a turbojpeg scaled size of the image.
    /// turbojpeg converts gray and YCbCr itself; CMYK it only decodes as CMYK, so those pixels
    /// land in the surface as C, M, Y, K bytes and are converted to RGB in place.
    func decompress(_ bytes: [UInt8], into surface: CairoSurface, cmyk: Bool) throws(ImageError) {
        // Cairo RGB24 is a native-endian 0x00RRGGBB word: B, G, R, X in memory on little-endian.
        let format = cmyk ? TJPF_CMYK : 1.littleEndian == 1 ? TJPF_BGRX : TJPF_XRGB
        let rc = bytes.withUnsafeBufferPointer { buffer in
            rr_tjDecompress2(
                handle, buffer.baseAddress, UInt(buffer.count), surface.data, Int32(surface.width),
                Int32(surface.stride), Int32(surface.height), format.rawValue, 0)
        }
        guard rc == 0 || rr_tjGetErrorCode(handle) == TJERR_WARNING.rawValue else {
            throw .corruptData(reason: message)
        }
        if cmyk { Self.convertCMYK(surface) }
    }

    /// CMYK → RGB without colour management, assuming the Adobe (Photoshop) convention of
    /// inverted samples (255 = no ink) that virtually every CMYK JPEG follows and that browsers
    /// assume too: R = C × K / 255, G = M × K / 255, B = Y × K / 255.
    private static func convertCMYK(_ surface: CairoSurface) {
        surface.withMutableRows { row in
            for y in 0..<surface.height {
                let pixels = row(y)
                for x in 0..<surface.width {
                    let p = pixels[x].littleEndian  // bytes C, M, Y, K in memory order
                    let c = p & 0xFF, m = (p >> 8) & 0xFF, ye = (p >> 16) & 0xFF, k = p >> 24
                    let r = (c * k + 127) / 255, g = (m * k + 127) / 255, b = (ye * k + 127) / 255
                    pixels[x] = 0xFF00_0000 | r << 16 | g << 8 | b
                }
            }
        }
    }

    private var message: String {
        String(cString: rr_tjGetErrorStr2(handle))
    }
}
