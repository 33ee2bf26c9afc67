internal import CTurboJPEG
import RRenderCore

/// Encodes pixels as baseline JPEG with turbojpeg (loaded on first use, `CTurboJPEG`);
/// transparent pixels are composited over white.
public enum JPEGEncoder {
    /// The JPEG file for `image` at `quality` (1–100), 4:2:0 chroma subsampling.
    public static func encode(_ image: PixelImage, quality: Int = 85) throws(ImageEncodingError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw ImageEncodingError(reason: "an empty image has no JPEG form") }
        guard rr_turbojpeg_load() else { throw ImageEncodingError(reason: "turbojpeg (libturbojpeg.so.0) could not be loaded") }
        guard let handle = rr_tjInitCompress() else { throw ImageEncodingError(reason: "turbojpeg did not start") }
        defer { rr_tjDestroy(handle) }
        let rgb = image.straightBytes(alpha: false)
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let rc = rgb.withUnsafeBufferPointer { buffer in
            rr_tjCompress2(
                handle, buffer.baseAddress, Int32(image.width), Int32(image.width * 3), Int32(image.height),
                Int32(TJPF_RGB.rawValue), &output, &size, Int32(TJSAMP_420.rawValue), Int32(min(max(quality, 1), 100)), 0)
        }
        defer { if let output { rr_tjFree(output) } }
        guard rc == 0, let output else {
            throw ImageEncodingError(reason: "turbojpeg: " + String(cString: rr_tjGetErrorStr2(handle)))
        }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }
}
