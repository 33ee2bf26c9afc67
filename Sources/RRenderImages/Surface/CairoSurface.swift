internal import CPangoCairo
import RRenderCore

/// A Cairo image surface (`RGB24` when opaque, else premultiplied `ARGB32`), owned by this object.
///
/// Not thread-safe: use one surface from one thread at a time (it may move between threads).
public final class CairoSurface {
    /// The largest width or height accepted (Cairo's own limit).
    public static let maximumSide = 32767
    /// The largest pixel count accepted (100 megapixels, 400 MB of pixels).
    public static let maximumPixelCount = 100_000_000

    /// The `cairo_surface_t`, for the decoders here and the painter (RRenderCairo); never
    /// exposed outside the package.
    package let raw: OpaquePointer
    /// The first pixel row; rows are `stride` bytes apart.
    let data: UnsafeMutablePointer<UInt8>
    /// Bytes from one row to the next (at least `width × 4`).
    let stride: Int
    /// Width in device pixels.
    public let width: Int
    /// Height in device pixels.
    public let height: Int
    /// True for an `RGB24` surface (no alpha channel; the top byte of each pixel is undefined).
    public let isOpaque: Bool

    /// A new surface of `width × height` pixels, cleared to transparent black (or black when opaque).
    public convenience init(width: Int, height: Int, opaque: Bool) throws(CairoError) {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide,
            width * height <= Self.maximumPixelCount
        else {
            throw .invalidSize(width: width, height: height)
        }
        let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        try self.init(adopting: cairo_image_surface_create(format, Int32(width), Int32(height)))
    }

    /// Takes ownership of `surface` (one reference), which must be an `ARGB32` or `RGB24` image
    /// surface; checks its status and destroys it when it is unusable.
    init(adopting surface: OpaquePointer?) throws(CairoError) {
        guard let surface else { throw .status("no surface") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .status(String(cString: cairo_status_to_string(status)))
        }
        let format = cairo_image_surface_get_format(surface)
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
            format == CAIRO_FORMAT_RGB24 || format == CAIRO_FORMAT_ARGB32,
            let data = cairo_image_surface_get_data(surface)
        else {
            cairo_surface_destroy(surface)
            throw .status("not a 32-bit image surface")
        }
        raw = surface
        self.data = data
        stride = Int(cairo_image_surface_get_stride(surface))
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        isOpaque = format == CAIRO_FORMAT_RGB24
    }

    /// A surface holding a copy of `image`: `RGB24` when every pixel is opaque, else `ARGB32`.
    public convenience init(image: PixelImage) throws(CairoError) {
        let opaque = image.withUnsafePixels { pixels in pixels.reduce(0xFF00_0000 as UInt32) { $0 & $1 } >= 0xFF00_0000 }
        try self.init(width: image.width, height: image.height, opaque: opaque)
        let width = self.width
        image.withUnsafePixels { source in
            withMutableRows { row in
                guard let base = source.baseAddress else { return }
                for y in 0..<height {
                    row(y).update(from: base + y * width, count: width)
                }
            }
        }
    }

    deinit {
        cairo_surface_destroy(raw)
    }

    /// Bytes of pixel memory held (`stride × height`), for cache accounting.
    public var byteCount: Int { stride * height }

    /// A copy of the pixels (Cairo's drawing flushed first); alpha is 255 everywhere when opaque.
    public func pixelImage() -> PixelImage {
        let width = self.width, height = self.height
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            withRows { row in
                guard let base = buffer.baseAddress else { return }
                for y in 0..<height {
                    let source = row(y), target = base + y * width
                    if isOpaque {
                        for x in 0..<width { target[x] = source[x] | 0xFF00_0000 }
                    } else {
                        target.initialize(from: source, count: width)
                    }
                }
            }
            count = width * height
        }
        return PixelImage(width: width, height: height, pixels: pixels) ?? PixelImage(width: width, height: height)
    }

    /// Tells Cairo that the pixel memory was written directly (after a decoder filled `data`).
    func markDirty() {
        cairo_surface_mark_dirty(raw)
    }

    /// The surface in `slot` when it is `width` × `height`, else a new opaque one of that size,
    /// kept in `slot` (the old one is let go first, so the two are never held together).
    /// Painters keep their surface between pages: a fresh 8 MB one costs more in page faults
    /// than painting does.
    public static func reuse(_ slot: inout CairoSurface?, width: Int, height: Int) throws(CairoError) -> CairoSurface {
        if let kept = slot, kept.width == width, kept.height == height { return kept }
        slot = nil
        let made = try CairoSurface(width: width, height: height, opaque: true)
        slot = made
        return made
    }

    /// Calls `body` with a Cairo context (`cairo_t`) drawing on the surface, for adapters that
    /// draw with another C library (Poppler); the drawing is flushed and the context destroyed
    /// afterwards.
    public func withCairoContext<R>(_ body: (OpaquePointer) throws -> R) throws -> R {
        guard let cr = cairo_create(raw) else { throw CairoError.status("cairo_create failed") }
        defer {
            cairo_destroy(cr)
            cairo_surface_flush(raw)
        }
        return try body(cr)
    }

    /// Calls `body` with a function giving row `y` as 32-bit pixels, after flushing Cairo's drawing.
    func withRows<R, E: Error>(_ body: ((Int) -> UnsafePointer<UInt32>) throws(E) -> R) throws(E) -> R {
        cairo_surface_flush(raw)
        let stride = self.stride
        return try UnsafeMutableRawPointer(data).withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) {
            (pixels: UnsafeMutablePointer<UInt32>) throws(E) -> R in
            try body { y in UnsafePointer(pixels + y * (stride / 4)) }
        }
    }

    /// Calls `body` with a function giving row `y` for writing, then tells Cairo the pixels changed.
    func withMutableRows<R, E: Error>(_ body: ((Int) -> UnsafeMutablePointer<UInt32>) throws(E) -> R) throws(E) -> R {
        cairo_surface_flush(raw)
        defer { cairo_surface_mark_dirty(raw) }
        let stride = self.stride
        return try UnsafeMutableRawPointer(data).withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) {
            (pixels: UnsafeMutablePointer<UInt32>) throws(E) -> R in
            try body { y in pixels + y * (stride / 4) }
        }
    }
}

extension CairoSurface {
    /// The first `count` rows, for the PNG encoder (the caller flushed Cairo's drawing).
    func pixelRows(count: Int) -> PixelRows {
        let base = UnsafeMutableRawPointer(data).bindMemory(to: UInt32.self, capacity: stride / 4 * height)
        return PixelRows(
            base: UnsafePointer(base), width: width, height: min(count, height), pitch: stride / 4, forceOpaque: isOpaque)
    }
}
