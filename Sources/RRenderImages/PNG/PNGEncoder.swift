// PNG encoder: measured choices (Swift 6.3.1 release build, zlib 1.2.13, the 2-core KVM box).
//
// Pages of 1264×1680 made by Benchmarks/png/pages.c (Benchmarks/png/run.sh re-runs all this):
//   text     1150 words, DejaVu Serif 18 px, antialiased black on white (236 grays)  → gray
//   text350  350 words (the page of platform notes Q4)                                → gray
//   color    text with a dark red heading and blue underlined links (722 colours)    → RGB
//   mixed    colour text above, a picture in the lower half                           → RGB
//   photo    a comic page (JPEG from the corpus, 160k colours) scaled to the page     → RGB
//   rgba     that picture under a vertical alpha gradient, with text                  → RGBA
//
// Instructions per encode (callgrind: immune to the box's noise) and output size:
//                    text          text350       color         mixed          photo          rgba
//   default (L2)     80.0M 194.6K  61.6M  73.0K  202M 364.2K   314M 1161.6K   420M 1744.0K   541M 1984.3K
//   L1               79.5M 204.4K  61.4M  76.3K  203M 380.7K   313M 1187.8K   (same: Z_RLE ignores the level)
//   L3               84.9M 189.5K  63.2M  71.0K  209M 343.8K   325M 1135.3K   572M 1932.7K   719M 2173.9K
//   L6               181M  163.2K  130M   55.1K  437M 307.5K   571M 1096.5K  1159M 1820.4K  1458M 2045.2K
//   L2 None/default  (= the default for text, color, mixed)                   484M 2397.5K   588M 2328.3K
//   L2 Up/default    87.1M 209.1K  67.6M  78.0K  210M 398.2K   330M 1171.9K   489M 2132.9K   619M 2358.9K
//   L2 Paeth/default 93.7M 212.1K  74.0M  79.2K  228M 405.5K   343M 1080.3K   502M 1981.9K   634M 2226.1K
//   L2 Paeth/RLE     110M  431.7K  78.9M 141.1K  290M 1141.7K  340M 1355.6K   (= the default for photo, rgba)
//   L2 Up/RLE        104M  434.1K  72.5M 141.8K  273M 1141.5K  332M 1519.7K   420M 2028.8K   601M 2551.1K
//   L2 adaptive      115M  194.3K  96.8M  73.0K  294M 369.7K   416M 1062.0K   584M 1980.1K   740M 2215.3K
//   C reference, libpng gray level 1, filter None (gray conversion included): text 76.4M 204.7K,
//   text350 58.5M 76.5K. cairo_surface_write_to_png: text 304.5K, text350 103.3K, 127–183 ms.
//
// Wall clock, default options, median of 21 encodes; best process / range over 5 processes (CPU
// pressure from other work varied between 5 % and 35 %): text 12.6 / 12.6–20 ms, text350 7.2 /
// 7.2–14 ms, color 24 / 24–42 ms, mixed 52 / 52–82 ms, photo 74 / 74–96 ms, rgba 85 / 85–113 ms.
// In the same minutes libpng gray level 1 took 10.4–11.3 ms (text350) and 16.4–18.5 ms (text):
// zlib's deflate is 80 % of the cost (66M of the 80M instructions on text) and sets the floor.
//
// Choices (the figures above are zlib's; levels 1 and 2 with the default strategy now deflate
// with FastDeflater, see Deflate/FastDeflater.swift and docs/Architecture.md):
// - Level 2: the instructions of level 1, 2–5 % smaller for text and colour pages; level 3 costs
//   3–6 % more for 3–6 % less, level 6 2.1–2.3 times as much for 15–25 % less. FastDeflater's
//   level 2 is smaller than zlib's on corpus pages (moby-dick −5.7 %) for less CPU.
// - Text and flat colour: filter None, normal matching. Up, Sub and Paeth cost more and are larger
//   on antialiased text; Z_RLE doubles the size.
// - Photograph-like images (fewer than 2/3 of the pixels equal their left neighbour, counted on
//   every 8th row: text pages measure 0.8, this comic 0.54, the mixed page 0.72): Paeth + Z_RLE,
//   12–27 % smaller than the other pairs here and the cheapest (Up + Z_RLE ties on photo but is
//   16 % larger). On real photographs from the corpus (Moby-Dick's cover, a scanned map) Paeth
//   with normal matching is 15–26 % smaller but 17–70 % slower, so levels 3 and up use it.
// - Per-row adaptive filtering (minimum sum of absolute differences) is at best 2 % smaller than
//   the fixed choice (mixed page) and costs 33–57 % more; it stays an option. Palettes: None
//   (indices are not values).
// - Filter None: a run of rows equal to the row above (8 KiB or more) is one hand-made deflate
//   block of copies after a zlib full flush (RepeatedRows.swift): most rows of a page are such
//   runs, and zlib's cost per byte hardly depends on the bytes (its window slide: a blank RGB page
//   took 8 ms). Every page of five corpus books decodes to the same scanlines; files −2.2 % to
//   +1.4 %; zlib's share of the CPU of linear-algebra.epub at 1264×1680 fell from 30 % to 22 %.
// - 256 KiB strips of scanlines per deflate call: no measurable difference from one whole-image
//   buffer or 32 KiB strips, and little memory.
// - Raw deflate with the Adler-32 computed here (a reduction the compiler vectorises): 4.4M
//   instead of zlib's 7.6M instructions on text. The first pass writes gray scanlines while the
//   image is gray, so a gray page is read once (−2.6M). Paeth works on 16 bytes at a time.
import RRenderCore
internal import CZlibShim

/// Encodes pixels as PNG with zlib alone (never libpng, whose errors `longjmp` through Swift).
///
/// The colour type is the smallest exact one: 8-bit gray when every pixel is opaque and gray,
/// an 8-bit palette (with tRNS when needed) for at most 256 colours, else 8-bit RGB when opaque,
/// else 8-bit RGBA with straight alpha. Output is deterministic: the same pixels and options
/// always give the same bytes (no timestamps or other ancillary chunks, fixed zlib parameters).
public enum PNGEncoder {
    /// How a row is filtered before compression (PNG 1.2 §6).
    public enum Filter: Hashable, Sendable {
        /// Paeth for photograph-like images, else None (always None for palettes): the measured
        /// best (see the figures in PNGEncoder.swift).
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

    /// zlib's match-finding strategy.
    public enum Strategy: Hashable, Sendable {
        /// `rle` for photograph-like images at levels 1 and 2 (faster; smaller on drawings,
        /// larger on noisy photographs), else `default` (see the figures in PNGEncoder.swift).
        case automatic
        /// Normal LZ77 matching.
        case `default`
        /// zlib's `Z_FILTERED`: favours Huffman coding of small differences.
        case filtered
        /// zlib's `Z_RLE`: matches only runs of the previous byte (fast, larger for text).
        case rle
    }

    /// Encoding settings; the defaults are the measured speed/size choice for rendered pages.
    public struct Options: Hashable, Sendable {
        /// zlib level, 0 (stored, no compression) to 9 (smallest, slowest).
        public var compressionLevel: Int
        /// The scanline filter.
        public var filter: Filter
        /// zlib's strategy.
        public var strategy: Strategy
        /// Whether indexed colour may be chosen for images with at most 256 colours.
        public var allowsPalette: Bool
        /// Input fed to zlib per call, in bytes of filtered scanlines (whole rows).
        var stripBytes = 1 << 18
        /// The largest IDAT chunk written; larger streams are split.
        var maximumChunkSize = 1 << 30
        /// Always 8-bit RGBA, whatever the pixels (the freedesktop thumbnail standard asks for it).
        public var alwaysRGBA = false
        /// `tEXt` chunks written after the header, in order (`Thumb::URI`…).
        public var text: [PNGText] = []

        /// Options with the given values.
        public init(compressionLevel: Int = 2, filter: Filter = .automatic, strategy: Strategy = .automatic,
                    allowsPalette: Bool = true) {
            self.compressionLevel = min(max(compressionLevel, 0), 9)
            self.filter = filter
            self.strategy = strategy
            self.allowsPalette = allowsPalette
        }

        /// Level 2, automatic filter and strategy, palettes allowed.
        public static let `default` = Options()
    }

    /// The PNG file for `image`. An empty image (a zero side), which PNG cannot express, gives
    /// a 1×1 fully transparent PNG.
    public static func encode(_ image: PixelImage, options: Options = .default) -> [UInt8] {
        image.withUnsafePixels { pixels in
            guard let base = pixels.baseAddress, image.width > 0, image.height > 0 else {
                return encodeEmpty(options: options)
            }
            let rows = PixelRows(base: base, width: image.width, height: image.height, pitch: image.width,
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
        let indices = stream != nil && options.allowsPalette ? IndexStream(width: rows.width, height: rows.height, options: options) : nil
        var plan = PNGColorPlan(rows, allowPalette: options.allowsPalette && !options.alwaysRGBA, gray: stream, indices: indices)
        if options.alwaysRGBA { plan = PNGColorPlan(colorType: .rgba, palette: nil, isPhotographic: plan.isPhotographic) }
        if let stream, plan.colorType == .gray, ScanlinePipeline.rowFilter(options, plan) == .fixed(.none),
           strategy(options, plan) == stream.strategy, let png = stream.finish() {
            return png
        }
        stream?.abandon()
        if let indices, plan.colorType == .palette, let palette = plan.palette, ScanlinePipeline.rowFilter(options, plan) == .fixed(.none),
           strategy(options, plan) == .default, let png = indices.finish(palette: palette) {
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
        let level = min(options.compressionLevel, 9)
        if level > 0, let deflater = try? ZlibDeflater(level: Int32(level), strategy: strategy(options, plan).zlibValue) {
            var compressor = deflater
            pipeline.run(compressor: &compressor, output: &output)
        } else {
            // Level 0, or zlib could not allocate its state: stored blocks, so encoding never fails.
            var compressor = StoredZlibWriter()
            pipeline.run(compressor: &compressor, output: &output)
        }
        output.close()
        buffer = output.buffer
        buffer.appendChunk("IEND", [])
        return buffer.bytes()
    }

    /// The zlib strategy: `Strategy.automatic` resolved for this image.
    static func strategy(_ options: Options, _ plan: PNGColorPlan) -> Strategy {
        guard options.strategy == .automatic else { return options.strategy }
        return plan.isPhotographic && options.compressionLevel <= 2 ? .rle : .default
    }

    /// IHDR, then PLTE and tRNS for an indexed image (straight-alpha colours).
    static func writeHeaderChunks(width: Int, height: Int, colorType: PNGColorType, palette: PaletteIndex?,
                                  into buffer: inout PNGByteBuffer) {
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

extension PNGEncoder.Strategy {
    var zlibValue: Int32 {
        switch self {
        case .default, .automatic: Z_DEFAULT_STRATEGY  // .automatic is resolved before use
        case .filtered: Z_FILTERED
        case .rle: Z_RLE
        }
    }
}
