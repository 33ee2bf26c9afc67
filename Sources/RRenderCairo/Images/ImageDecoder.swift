import RRenderCore

/// Decodes images from publications into Cairo surfaces, choosing the codec by signature.
///
/// PNG goes through Cairo's reader, JPEG through turbojpeg. GIF, WebP and SVG are recognised but
/// not decoded yet: each will be one more case in `decode`'s switch.
public enum ImageDecoder {
    /// The largest intrinsic size decoded: 64 megapixels (256 MB of pixels), checked from the
    /// header before anything is allocated.
    public static let maximumPixelCount = 64_000_000

    /// A surface with the image's pixels. When `target` (the size it will be drawn at, in device
    /// pixels) is given, a large JPEG is decoded at 1/2, 1/4 or 1/8 scale, the smallest that still
    /// covers the target in both dimensions; other formats are decoded at full size.
    public static func decode(_ bytes: [UInt8], fitting target: (width: Int, height: Int)? = nil)
        throws(ImageError) -> CairoSurface
    {
        guard let format = ImageFormat(sniffing: bytes) else { throw .unsupportedFormat(nil) }
        guard let info = ImageInfo.read(bytes) else {
            throw .corruptData(reason: "invalid \(format.rawValue) header")
        }
        guard info.width.multipliedReportingOverflow(by: info.height).partialValue <= maximumPixelCount,
              info.width <= CairoSurface.maximumSide, info.height <= CairoSurface.maximumSide else {
            throw .tooLarge(width: info.width, height: info.height)
        }
        switch info.format {
        case .png: return try PNGDecoder.decodeSurface(bytes)
        case .jpeg: return try JPEGDecoder.decode(bytes, fitting: target)
        case .gif, .webp, .svg: throw .unsupportedFormat(info.format)
        }
    }
}
