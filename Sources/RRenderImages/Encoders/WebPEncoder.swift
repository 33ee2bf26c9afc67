internal import CWebP
import RRenderCore

/// Encodes pixels as lossy WebP with libwebp (loaded on first use, `CWebP`), with an alpha
/// channel when the image has one.
public enum WebPEncoder {
    /// The WebP file for `image` at `quality` (0–100).
    public static func encode(_ image: PixelImage, quality: Int = 80) throws(ImageEncodingError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw ImageEncodingError(reason: "an empty image has no WebP form") }
        guard rr_webp_load() else { throw ImageEncodingError(reason: "libwebp (libwebp.so.7) could not be loaded") }
        let alpha = !image.isOpaque
        let bytes = image.straightBytes(alpha: alpha)
        var output: UnsafeMutablePointer<UInt8>?
        let factor = Float(min(max(quality, 0), 100))
        let size = bytes.withUnsafeBufferPointer { buffer in
            alpha
                ? rr_WebPEncodeRGBA(
                    buffer.baseAddress, Int32(image.width), Int32(image.height), Int32(image.width * 4), factor, &output)
                : rr_WebPEncodeRGB(
                    buffer.baseAddress, Int32(image.width), Int32(image.height), Int32(image.width * 3), factor, &output)
        }
        defer { if let output { rr_WebPFree(output) } }
        guard size > 0, let output else { throw ImageEncodingError(reason: "libwebp could not encode the image") }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }
}
