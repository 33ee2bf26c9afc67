// CPangoCairo first: CRsvg.h includes cairo.h too, and in a compile batch where this file comes
// first the module loaded first owns Cairo's declarations; other files of the batch import only
// CPangoCairo and would no longer find `CAIRO_STATUS_*` (seen in PNGDecoder.swift).
internal import CLibraryMessages  // before CPangoCairo by name only: it declares no Cairo
internal import CPangoCairo
internal import CRsvg

/// SVG rendering with librsvg (platform notes Q8: `rsvg_handle_render_document` draws into a
/// cairo context at the viewport it is given; loaded on the first SVG, see CRsvg.h), as
/// vectors at the size the image is drawn: the painter asks for exactly the device pixels it
/// fills, so an SVG is sharp at any scale.
///
/// Publications are untrusted. The handle is made from memory with `RSVG_HANDLE_FLAGS_NONE`
/// (libxml2's safety limits stay on) and **no base URI**, so librsvg's URL resolver refuses every
/// reference except `data:` URLs: an SVG pointing at `file:///etc/passwd` or `http://…` just draws
/// without it, and nothing is read from disk or the network. `<text>` is shaped through Pango's
/// default font map, which follows fontconfig's *current* configuration when a thread first
/// uses it: callers make rrender's pinned fonts current first (RRenderCairo's
/// `FontConfiguration.shared()`, which the painter has always called), as this target is below
/// the fonts.
enum SVGDecoder {
    /// The largest SVG document parsed, in bytes.
    static let maximumDocumentSize = 32 << 20
    /// The size of an SVG without usable size attributes or viewBox (HTML's default object size).
    static let defaultSize = (width: 300, height: 150)
    /// How many of Pango's messages librsvg's text layout raised in this process, counted
    /// instead of printed (`CLibraryMessages`), for tests.
    static var pangoMessagesQuieted: UInt { rr_messages_quieted(RR_MESSAGES_PANGO) }

    /// A transparent surface of `target` pixels (or the intrinsic size) with the document drawn
    /// into it, scaled to fit and centred as its `preserveAspectRatio` says.
    static func decode(_ bytes: [UInt8], fitting target: (width: Int, height: Int)?) throws(ImageError) -> CairoSurface {
        guard bytes.count <= maximumDocumentSize else {
            throw .corruptData(reason: "SVG document of \(bytes.count) bytes exceeds the \(maximumDocumentSize)-byte limit")
        }
        guard rr_rsvg_load() else { throw .decoderFailure(reason: "librsvg-2.so.2 could not be loaded") }
        let document = try SVGDocument(bytes)
        let size = target.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } ?? document.pixelSize
        guard size.width.multipliedReportingOverflow(by: size.height).partialValue <= ImageDecoder.maximumPixelCount,
            size.width <= CairoSurface.maximumSide, size.height <= CairoSurface.maximumSide
        else {
            throw .tooLarge(width: size.width, height: size.height)
        }
        let surface = try ImageDecoder.makeSurface(width: size.width, height: size.height, opaque: false)
        try document.render(into: surface)
        return surface
    }
}

/// One parsed `RsvgHandle`, owned by this object.
final class SVGDocument {
    private let handle: OpaquePointer

    /// Parses `bytes` (no base URI: external references stay unresolved).
    init(_ bytes: [UInt8]) throws(ImageError) {
        guard let handle = rr_rsvg_handle_new_with_flags(RR_RSVG_HANDLE_FLAGS_NONE) else {
            throw .decoderFailure(reason: "librsvg did not start")
        }
        // CSS px: 96 per inch, as layout measures (librsvg's default is 90).
        rr_rsvg_handle_set_dpi(handle, 96)
        var error: UnsafeMutablePointer<GError>?
        let ok = bytes.withUnsafeBufferPointer { buffer -> gboolean in
            guard let stream = g_memory_input_stream_new_from_data(buffer.baseAddress, buffer.count, nil) else { return 0 }
            defer { g_object_unref(stream) }
            return rr_rsvg_handle_read_stream_sync(handle, stream, nil, &error)
        }
        guard ok != 0 else {
            g_object_unref(UnsafeMutableRawPointer(handle))
            throw .corruptData(reason: "SVG: \(Self.take(error))")
        }
        self.handle = handle
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(handle))
    }

    /// The intrinsic size in whole pixels: from `width`/`height` when both are absolute, else the
    /// viewBox size, else 300×150.
    var pixelSize: (width: Int, height: Int) {
        var width = 0.0, height = 0.0
        if rr_rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, let size = Self.whole(width, height) {
            return size
        }
        var hasViewBox: gboolean = 0
        var viewBox = RsvgRectangle()
        rr_rsvg_handle_get_intrinsic_viewbox(handle, &hasViewBox, &viewBox)
        if hasViewBox != 0, let size = Self.whole(viewBox.width, viewBox.height) { return size }
        return SVGDecoder.defaultSize
    }

    /// Draws the document at the size of `surface`, its concrete object size, as browsers draw an
    /// SVG image: the root's viewport is the whole surface (its own `width` and `height` give
    /// way, so `width="50%"` fills it) and its `viewBox` is fitted by `preserveAspectRatio`; a
    /// root with an absolute width and height and no `viewBox` is stretched from that size, as
    /// if its viewBox were `0 0 width height` with `preserveAspectRatio="none"` (Blink's and
    /// Gecko's synthesised viewBox). A `viewBox` of zero width or height draws nothing (SVG 2 §8.7).
    func render(into surface: CairoSurface) throws(ImageError) {
        guard let cr = cairo_create(surface.raw) else { throw .decoderFailure(reason: "cairo_create failed") }
        defer { cairo_destroy(cr) }
        var hasViewBox: gboolean = 0
        var box = RsvgRectangle()
        rr_rsvg_handle_get_intrinsic_viewbox(handle, &hasViewBox, &box)
        if hasViewBox != 0, !(box.width > 0 && box.height > 0) { return }
        var width = 0.0, height = 0.0
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(surface.width), height: Double(surface.height))
        var sheet = Self.textStaysSmooth
        if hasViewBox == 0, rr_rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0,
            width > 0, height > 0, width.isFinite, height.isFinite
        {
            cairo_scale(cr, viewport.width / width, viewport.height / height)
            viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        } else {
            sheet += " :root { width: 100% !important; height: 100% !important }"
        }
        _ = rr_rsvg_handle_set_stylesheet(handle, sheet, sheet.utf8.count)
        var error: UnsafeMutablePointer<GError>?
        guard rr_rsvg_handle_render_document(handle, cr, &viewport, &error) != 0 else {
            throw .corruptData(reason: "SVG: \(Self.take(error))")
        }
        let status = cairo_status(cr)
        guard status.rawValue == 0 else {  // CAIRO_STATUS_SUCCESS
            throw .decoderFailure(reason: String(cString: cairo_status_to_string(status)))
        }
        cairo_surface_flush(surface.raw)
    }

    /// Text keeps its antialiasing whatever `text-rendering` or `shape-rendering` say: librsvg
    /// draws text under `optimizeSpeed` (or `crispEdges`) without it, browsers only drop
    /// kerning and ligatures, and a picture book's lettering turned jagged (issue 36). A user
    /// sheet's `!important` wins over the document's attributes and styles (CSS Cascade 4 §6.4).
    static let textStaysSmooth =
        "text, text * { text-rendering: auto !important; shape-rendering: auto !important }"

    /// Sizes rounded up to whole pixels, nil unless both are positive and finite.
    private static func whole(_ width: Double, _ height: Double) -> (width: Int, height: Int)? {
        guard width.isFinite, height.isFinite, width > 0, height > 0,
            width < Double(Int32.max), height < Double(Int32.max)
        else { return nil }
        return (Int(width.rounded(.up)), Int(height.rounded(.up)))
    }

    /// The message of `error`, which is freed.
    private static func take(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}
