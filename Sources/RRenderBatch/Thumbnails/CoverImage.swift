import RRender
import RRenderCairo
import RRenderImages

/// A cover image made into a thumbnail: decoded at the smallest size that still covers the
/// thumbnail (turbojpeg's scaled DCT for a large JPEG, an SVG rendered at the size), then
/// reduced with Cairo's good filter. A raster image smaller than the size keeps its own size.
enum CoverImage {
    static func scaled(_ bytes: [UInt8], options: ThumbnailOptions) throws -> PixelImage {
        guard let format = ImageFormat(sniffing: bytes) else { throw ImageError.unsupportedFormat(nil) }
        let info = ImageInfo.read(bytes)
        let target: (width: Int, height: Int)
        if format == .svg {
            // Vectors are drawn at the size; an SVG without a size of its own is square.
            let width = Double(info?.width ?? 0), height = Double(info?.height ?? 0)
            target = width > 0 && height > 0 ? options.scaledSize(width: width, height: height) : (options.size, options.size)
            // SVG text is shaped with fontconfig's current fonts: make them the pinned ones first.
            _ = try? FontConfiguration.shared()
        } else {
            guard let info, info.hasIntrinsicSize else { throw ImageError.corruptData(reason: "the image states no size") }
            target = options.imageSize(width: info.width, height: info.height)
        }
        var decoded = try ImageDecoder.decode(bytes, fitting: target)
        if decoded.width == target.width && decoded.height == target.height { return decoded.pixelImage() }
        // Averaged blocks down to between one and two times the size, then bilinear for the
        // rest: the picture Cairo's good filter gives (a box is what it approximates when
        // reducing), at a fraction of its cost, which dominated a thumbnail's time.
        let factor = min(decoded.width / max(1, target.width), decoded.height / max(1, target.height))
        if factor >= 2 { decoded = try decoded.reducedByBox(factor: factor) }
        return try decoded.scaled(width: target.width, height: target.height, filter: .bilinear).pixelImage()
    }
}
