import RRenderCore

/// Decodes images from publications into Cairo surfaces, choosing the codec by signature.
///
/// PNG goes through Cairo's reader, JPEG through turbojpeg, GIF (first frame) through gdk-pixbuf,
/// WebP (first frame when animated) through libwebp, AVIF through libavif, JPEG XL through
/// libjxl (first image or frame of both), and SVG through librsvg, rendered as vectors
/// at the target size.
public enum ImageDecoder {
    /// The largest intrinsic size decoded: 64 megapixels (256 MB of pixels), checked from the
    /// header before anything is allocated.
    public static let maximumPixelCount = 64_000_000

    /// A surface with the image's pixels. When `target` (the size it will be drawn at, in device
    /// pixels) is given, an SVG is rendered at exactly that size and a large JPEG is decoded at
    /// 1/2, 1/4 or 1/8 scale, the smallest that still covers the target in both dimensions; other
    /// raster formats are decoded at full size. Without a target an SVG gets its intrinsic size.
    public static func decode(
        _ bytes: [UInt8], fitting target: (width: Int, height: Int)? = nil
    )
        throws(ImageError) -> CairoSurface
    {
        guard let format = ImageFormat(sniffing: bytes) else { throw .unsupportedFormat(nil) }
        // Vectors: the intrinsic size does not bound the memory, the output size does.
        if format == .svg { return try SVGDecoder.decode(bytes, fitting: target) }
        guard let info = ImageInfo.read(bytes) else {
            throw .corruptData(reason: "invalid \(format.rawValue) header")
        }
        guard info.width.multipliedReportingOverflow(by: info.height).partialValue <= maximumPixelCount,
            info.width <= CairoSurface.maximumSide, info.height <= CairoSurface.maximumSide
        else {
            throw .tooLarge(width: info.width, height: info.height)
        }
        switch info.format {
        case .png: return try PNGDecoder.decodeSurface(bytes)
        case .jpeg: return try JPEGDecoder.decode(bytes, fitting: target)
        case .gif: return try GIFDecoder.decode(bytes)
        case .webp: return try WebPDecoder.decode(bytes)
        case .svg: return try SVGDecoder.decode(bytes, fitting: target)
        case .avif: return try AVIFDecoder.decode(bytes)
        case .jxl: return try JXLDecoder.decode(bytes)
        }
    }

    /// A new surface for a decoder to fill; a failure is the system's, not the file's.
    static func makeSurface(width: Int, height: Int, opaque: Bool) throws(ImageError) -> CairoSurface {
        do {
            return try CairoSurface(width: width, height: height, opaque: opaque)
        } catch {
            throw .decoderFailure(reason: "\(error)")
        }
    }
}
