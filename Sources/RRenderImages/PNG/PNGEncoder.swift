// The choices below (level, filters, colour types) were measured: the figures are in
// Benchmarks/results/2026-12-06-png-encoders.md, with the earlier zlib and callgrind tables.
import RRenderCore

/// Encodes pixels as PNG with libdeflate (never libpng, whose errors `longjmp` through Swift).
///
/// The colour type is the smallest exact one: 8-bit gray when every pixel is opaque and gray,
/// an 8-bit palette (with tRNS when needed) for at most 256 colours, else 8-bit RGB when opaque,
/// else 8-bit RGBA with straight alpha. Output is deterministic: the same pixels and options
/// always give the same bytes (no timestamps or other ancillary chunks, one libdeflate call).
public enum PNGEncoder {
    /// How a row is filtered before compression (PNG 1.2 §6).
    public enum Filter: Hashable, Sendable {
        /// Paeth for photograph-like images, else None (always None for palettes): the measured
        /// best (see the figures in Benchmarks/results).
        case automatic
        /// Type 0: no filter.
        case none
        /// Type 1: left difference.
        case sub
        /// Type 2: difference from the row above.
        case up
        /// Type 4: Paeth predictor.
        case paeth
        /// Per row, the filter with the smallest sum of absolute differences (slower).
        case adaptive
    }

    /// Encoding settings; the defaults are the measured speed/size choice for rendered pages.
    public struct Options: Hashable, Sendable {
        /// libdeflate level, 0 (stored, no compression) to 9 (smaller, slower).
        public var compressionLevel: Int
        /// The scanline filter.
        public var filter: Filter
        /// Whether indexed colour may be chosen for images with at most 256 colours.
        public var allowsPalette: Bool
        /// Filtered scanlines made per step, in bytes (whole rows), before they go to the deflater.
        var stripBytes = 1 << 18
        /// The largest IDAT chunk written; larger streams are split.
        var maximumChunkSize = 1 << 30
        /// Always 8-bit RGBA, whatever the pixels (the freedesktop thumbnail standard asks for it).
        public var alwaysRGBA = false
        /// `tEXt` chunks written after the header, in order (`Thumb::URI`…).
        public var text: [PNGText] = []

        /// Options with the given values.
        public init(compressionLevel: Int = 1, filter: Filter = .automatic, allowsPalette: Bool = true) {
            self.compressionLevel = min(max(compressionLevel, 0), 9)
            self.filter = filter
            self.allowsPalette = allowsPalette
        }

        /// Level 1, automatic filter, palettes allowed.
        public static let `default` = Options()
    }

    /// The PNG file for `image`. An empty image (a zero side), which PNG cannot express, gives
    /// a 1×1 fully transparent PNG.
    public static func encode(_ image: PixelImage, options: Options = .default) -> [UInt8] {
        image.withUnsafePixels { pixels in
            guard let base = pixels.baseAddress, image.width > 0, image.height > 0 else {
                return encodeEmpty(options: options)
            }
            let rows = PixelRows(
                base: base, width: image.width, height: image.height, pitch: image.width,
                forceOpaque: false)
            return encode(rows, options: options)
        }
    }

    private static func encodeEmpty(options: Options) -> [UInt8] {
        withUnsafePointer(to: UInt32(0)) { pixel in
            encode(PixelRows(base: pixel, width: 1, height: 1, pitch: 1, forceOpaque: false), options: options)
        }
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Encodes rows of at least 1×1 pixels.
    static func encode(_ rows: PixelRows, options: Options) -> [UInt8] {
        encode(PixelBands(rows), options: options)
    }

    /// Encodes bands of at least 1×1 pixels: read once for a gray image in several bands (see
    /// `GrayStream`), twice otherwise.
    static func encode(_ rows: PixelBands, options: Options) -> [UInt8] {
        let plain = !options.alwaysRGBA && options.text.isEmpty
        let stream = plain && rows.bandCount > 1 ? GrayStream(width: rows.width, height: rows.height, options: options) : nil
        let indices =
            stream != nil && options.allowsPalette ? IndexStream(width: rows.width, height: rows.height, options: options) : nil
        var plan = PNGColorPlan(rows, allowPalette: options.allowsPalette && !options.alwaysRGBA, gray: stream, indices: indices)
        if options.alwaysRGBA { plan = PNGColorPlan(colorType: .rgba, palette: nil, isPhotographic: plan.isPhotographic) }
        if let stream, plan.colorType == .gray, ScanlinePipeline.rowFilter(options, plan) == .fixed(.none),
            let png = stream.finish()
        {
            return png
        }
        stream?.abandon()
        if let indices, plan.colorType == .palette, let palette = plan.palette,
            ScanlinePipeline.rowFilter(options, plan) == .fixed(.none),
            let png = indices.finish(palette: palette)
        {
            return png
        }
        indices?.abandon()
        let rawSize = rows.height * (1 + rows.width * plan.colorType.bytesPerPixel)
        var buffer = PNGByteBuffer(capacity: rawSize / 8 + 1024)
        buffer.append(signature)
        writeHeaderChunks(width: rows.width, height: rows.height, colorType: plan.colorType, palette: plan.palette, into: &buffer)
        for entry in options.text { buffer.appendChunk("tEXt", entry.chunkData) }
        var output = IDATWriter(buffer: buffer, maximumChunkSize: options.maximumChunkSize)
        let pipeline = ScanlinePipeline(rows: rows, plan: plan, options: options)
        var compressor = ZlibDeflater(level: options.compressionLevel, expectedSize: rawSize)
        pipeline.run(compressor: &compressor, output: &output)
        output.close()
        buffer = output.buffer
        buffer.appendChunk("IEND", [])
        return buffer.bytes()
    }

    /// IHDR, then PLTE and tRNS for an indexed image (straight-alpha colours).
    static func writeHeaderChunks(
        width: Int, height: Int, colorType: PNGColorType, palette: PaletteIndex?,
        into buffer: inout PNGByteBuffer
    ) {
        var header: [UInt8] = []
        for value in [UInt32(width), UInt32(height)] {
            header += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
        }
        // Bit depth 8, colour type, deflate, adaptive filtering method 0, no interlace.
        header += [8, colorType.rawValue, 0, 0, 0]
        buffer.appendChunk("IHDR", header)
        guard let palette else { return }
        var plte: [UInt8] = [], trns: [UInt8] = []
        for color in palette.colors {
            let (r, g, b, a) = PNGSamples.straightRGBA(color)
            plte += [r, g, b]
            if color < 0xFF00_0000 { trns.append(a) }
        }
        buffer.appendChunk("PLTE", plte)
        if !trns.isEmpty { buffer.appendChunk("tRNS", trns) }
    }
}
