import RRender

/// How thumbnails are sized and encoded.
public struct ThumbnailOptions: Sendable, Hashable {
    /// How the size bounds a thumbnail.
    public enum Fit: String, Sendable, Hashable, CaseIterable {
        /// The longest side is the size.
        case box
        /// The width is the size (tall covers stay tall).
        case width
    }

    /// The file format of encoded thumbnails.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// PNG (the smallest exact colour type; 8-bit RGBA with `tEXt` for freedesktop).
        case png
        /// JPEG, quality 85.
        case jpeg
        /// Lossy WebP, quality 80.
        case webp

        /// The file extension (`png`, `jpg`, `webp`).
        public var fileExtension: String { self == .jpeg ? "jpg" : rawValue }
    }

    /// The bounding size in pixels (the longest side, or the width).
    public var size: Int
    /// How `size` bounds the thumbnail.
    public var fit: Fit
    /// The encoding of `Thumbnailer.encode`.
    public var format: Format
    /// The CSS viewport of a rendered reflowable page: a 3:4 portrait screen.
    public var pageViewport: Viewport

    /// Options; 256 px in a box, PNG.
    public init(
        size: Int = 256, fit: Fit = .box, format: Format = .png, pageViewport: Viewport = Viewport(width: 600, height: 800)
    ) {
        self.size = max(1, size)
        self.fit = fit
        self.format = format
        self.pageViewport = pageViewport
    }

    /// The largest size accepted (a freedesktop `xx-large` thumbnail is 1024).
    public static let maximumSize = 4096

    /// The pixel size of a thumbnail of something `width × height` (any unit): scaled so that
    /// its longest side (or its width) is `size`, the aspect ratio kept, at least 1×1.
    public func scaledSize(width: Double, height: Double) -> (width: Int, height: Int) {
        let factor = scale(width: width, height: height)
        return (max(1, Int((width * factor).rounded())), max(1, Int((height * factor).rounded())))
    }

    /// The factor that takes something `width × height` to the thumbnail's size.
    public func scale(width: Double, height: Double) -> Double {
        let bound = fit == .width ? width : max(width, height)
        return bound > 0 ? Double(size) / bound : 1
    }

    /// The size of a thumbnail of a raster image `width × height` pixels: `scaledSize`, but an
    /// image already within the size keeps its own (never enlarged).
    public func imageSize(width: Int, height: Int) -> (width: Int, height: Int) {
        let factor = scale(width: Double(width), height: Double(height))
        return factor >= 1 ? (width, height) : scaledSize(width: Double(width), height: Double(height))
    }
}
