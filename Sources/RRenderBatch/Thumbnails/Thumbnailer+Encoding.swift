import RRender
import RRenderCairo
import RRenderImages

extension Thumbnailer {
    /// `thumbnail` as a file of `format` (the options' format by default): PNG (8-bit RGBA
    /// when `text` is given, as the freedesktop standard asks, with those `tEXt` chunks), JPEG
    /// (quality 85) or WebP (quality 80).
    public func encode(
        _ thumbnail: Thumbnail, as format: ThumbnailOptions.Format? = nil,
        text: [PNGText] = []
    ) throws(ThumbnailError) -> [UInt8] {
        switch format ?? options.format {
        case .png:
            var png = PNGEncoder.Options()
            png.alwaysRGBA = !text.isEmpty
            png.text = text
            return PNGEncoder.encode(thumbnail.image, options: png)
        case .jpeg:
            do { return try JPEGEncoder.encode(thumbnail.image) } catch {
                throw .encoding(path: thumbnail.href ?? "", reason: "\(error)")
            }
        case .webp:
            do { return try WebPEncoder.encode(thumbnail.image) } catch {
                throw .encoding(path: thumbnail.href ?? "", reason: "\(error)")
            }
        }
    }
}
