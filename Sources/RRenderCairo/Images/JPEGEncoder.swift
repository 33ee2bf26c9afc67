internal import CTurboJPEG
import RRenderCore

/// Encodes pixels as baseline JPEG with turbojpeg (transparent pixels are composited over white).
public enum JPEGEncoder {
    /// The JPEG file for `image` at `quality` (1–100), 4:2:0 chroma subsampling.
    public static func encode(_ image: PixelImage, quality: Int = 85) throws(ImageEncodingError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw ImageEncodingError(reason: "an empty image has no JPEG form") }
        guard let handle = tjInitCompress() else { throw ImageEncodingError(reason: "turbojpeg did not start") }
        defer { tjDestroy(handle) }
        let rgb = image.straightBytes(alpha: false)
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let rc = rgb.withUnsafeBufferPointer { buffer in
            tjCompress2(handle, buffer.baseAddress, Int32(image.width), Int32(image.width * 3), Int32(image.height),
                        Int32(TJPF_RGB.rawValue), &output, &size, Int32(TJSAMP_420.rawValue), Int32(min(max(quality, 1), 100)), 0)
        }
        defer { if let output { tjFree(output) } }
        guard rc == 0, let output else {
            throw ImageEncodingError(reason: "turbojpeg: " + String(cString: tjGetErrorStr2(handle)))
        }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }
}
