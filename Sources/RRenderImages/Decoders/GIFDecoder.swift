internal import CGdkPixbuf

/// GIF decoding through gdk-pixbuf's GIF loader (gdk-pixbuf loaded on first use, `CGdkPixbuf`;
/// platform notes Q8: the GIF loader is a gdk-pixbuf plug-in, and `gdk_cairo_set_source_pixbuf`
/// is GTK's, not gdk-pixbuf's): only the first image is fed to it (`GIFStructure`), and its
/// non-premultiplied RGBA pixels are converted to Cairo's premultiplied `ARGB32` (or `RGB24` when
/// the frame has no transparency).
enum GIFDecoder {
    static func decode(_ bytes: [UInt8]) throws(ImageError) -> CairoSurface {
        let firstImage = try GIFStructure.firstImage(of: bytes)
        let loader = try PixbufLoader(type: "gif")
        try loader.write(firstImage)
        try loader.close()
        return try loader.surface()
    }
}

/// One `GdkPixbufLoader`, owned by this object: created for one format only (never sniffing,
/// so no other gdk-pixbuf module sees the bytes), closed before it is released.
final class PixbufLoader {
    private let loader: OpaquePointer
    private var closed = false

    init(type: String) throws(ImageError) {
        guard rr_gdk_pixbuf_load() else {
            throw .decoderFailure(reason: "gdk-pixbuf (libgdk_pixbuf-2.0.so.0) could not be loaded")
        }
        var error: UnsafeMutablePointer<GError>?
        guard let loader = rr_gdk_pixbuf_loader_new_with_type(type, &error) else {
            throw .decoderFailure(reason: "gdk-pixbuf has no \(type) loader: \(Self.take(error))")
        }
        self.loader = loader
    }

    deinit {
        // gdk-pixbuf warns when a loader is finalised unclosed; closing after a failure may
        // report another error, which nobody needs.
        if !closed { rr_gdk_pixbuf_loader_close(loader, nil) }
        g_object_unref(UnsafeMutableRawPointer(loader))
    }

    /// Feeds `bytes` to the loader.
    func write(_ bytes: [UInt8]) throws(ImageError) {
        var error: UnsafeMutablePointer<GError>?
        let ok = bytes.withUnsafeBufferPointer { rr_gdk_pixbuf_loader_write(loader, $0.baseAddress, gsize($0.count), &error) }
        guard ok != 0 else { throw .corruptData(reason: "GIF: \(Self.take(error))") }
    }

    /// Tells the loader that all data was written; a truncated image fails here.
    func close() throws(ImageError) {
        var error: UnsafeMutablePointer<GError>?
        closed = true
        guard rr_gdk_pixbuf_loader_close(loader, &error) != 0 else { throw .corruptData(reason: "GIF: \(Self.take(error))") }
    }

    /// The decoded image (the loader's first frame) as a Cairo surface.
    func surface() throws(ImageError) -> CairoSurface {
        guard let pixbuf = rr_gdk_pixbuf_loader_get_pixbuf(loader) else { throw .corruptData(reason: "GIF: no image decoded") }
        let width = Int(rr_gdk_pixbuf_get_width(pixbuf)), height = Int(rr_gdk_pixbuf_get_height(pixbuf))
        let channels = Int(rr_gdk_pixbuf_get_n_channels(pixbuf)), rowstride = Int(rr_gdk_pixbuf_get_rowstride(pixbuf))
        let hasAlpha = rr_gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard rr_gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels == (hasAlpha ? 4 : 3),
            width * height <= ImageDecoder.maximumPixelCount, let pixels = rr_gdk_pixbuf_read_pixels(pixbuf)
        else {
            throw .corruptData(reason: "GIF: unexpected pixel layout")
        }
        // gdk-pixbuf gives every GIF an alpha channel; an image without transparent pixels gets
        // an opaque surface, which is cheaper to draw.
        let opaque = !hasAlpha || Self.isOpaque(pixels, width: width, height: height, rowstride: rowstride)
        let surface = try ImageDecoder.makeSurface(width: width, height: height, opaque: opaque)
        surface.withMutableRows { row in
            for y in 0..<height {
                Self.convert(pixels + y * rowstride, into: row(y), count: width, channels: channels)
            }
        }
        return surface
    }

    /// True when every alpha byte of an RGBA pixbuf is 255.
    private static func isOpaque(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, rowstride: Int) -> Bool {
        for y in 0..<height {
            let row = pixels + y * rowstride
            for x in 0..<width where row[x * 4 + 3] != 0xFF { return false }
        }
        return true
    }

    /// Straight RGB(A) bytes to premultiplied `0xAARRGGBB` words.
    private static func convert(
        _ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt32>, count: Int,
        channels: Int
    ) {
        for x in 0..<count {
            let p = source + x * channels
            let r = UInt32(p[0]), g = UInt32(p[1]), b = UInt32(p[2])
            guard channels == 4 else {
                target[x] = 0xFF00_0000 | r << 16 | g << 8 | b
                continue
            }
            let a = UInt32(p[3])
            func premultiplied(_ c: UInt32) -> UInt32 { (c * a + 127) / 255 }
            target[x] = a << 24 | premultiplied(r) << 16 | premultiplied(g) << 8 | premultiplied(b)
        }
    }

    /// The message of `error`, which is freed.
    private static func take(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}
