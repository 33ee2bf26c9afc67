/// Which media types rrender can show, the test of a manifest fallback chain (EPUB 3.3 §3.2
/// core media types, §3.5.1 manifest fallbacks).
extension MediaType {
    /// An image format rrender decodes: PNG, JPEG, GIF, WebP, SVG, AVIF, JPEG XL (and the
    /// misspellings real books use for PNG and JPEG: the decoders go by signature). Other image
    /// types (PSD, TIFF, BMP…) are foreign resources: a fallback replaces them.
    public var isSupportedImage: Bool {
        type == "image" && ["png", "jpeg", "gif", "webp", "svg+xml", "avif", "jxl", "jpg", "pjpeg", "x-png"].contains(subtype)
    }

    /// A resource rrender can show as a reading-order item: an (X)HTML or SVG content document,
    /// or a supported image (one page showing it, as Readium shows bitmaps in a reading order).
    public var isSupportedSpineItem: Bool { isHTML || isSupportedImage }
}
