/// Rows of 32-bit premultiplied pixels to encode, from a `PixelImage` or straight from a surface.
struct PixelRows {
    let base: UnsafePointer<UInt32>
    let width: Int
    let height: Int
    /// Pixels from one row to the next.
    let pitch: Int
    /// True for Cairo `RGB24` memory, whose top byte is undefined: every pixel counts as opaque.
    let forceOpaque: Bool

    func row(_ y: Int) -> UnsafePointer<UInt32> { base + y * pitch }

    /// The pixel value used for encoding: alpha forced to 255 when the source has none.
    var alphaMask: UInt32 { forceOpaque ? 0xFF00_0000 : 0 }
}

/// The PNG colour type chosen for an image: the smallest exact one (PNG 1.2 §4.1.1).
enum PNGColorType: UInt8 {
    case gray = 0
    case rgb = 2
    case palette = 3
    case rgba = 6

    /// Bytes per pixel in a scanline (bit depth 8).
    var bytesPerPixel: Int {
        switch self {
        case .gray, .palette: 1
        case .rgb: 3
        case .rgba: 4
        }
    }
}

/// What to write: the colour type and, for an indexed image, the palette and its lookup; and
/// whether the content is photograph-like, which decides the filter.
struct PNGColorPlan {
    let colorType: PNGColorType
    let palette: PaletteIndex?
    /// True when fewer than 2/3 of the pixels (in a sample of rows) equal their left neighbour:
    /// photographs and drawings scaled with interpolation, but not text or flat colour (a text
    /// page measures about 0.8, a photograph 0.5; a page half text, half picture 0.72). For such
    /// images the Paeth filter is smaller than None, which is best for text (figures in
    /// Benchmarks/results/2026-12-06-png-encoders.md). Palettes are never photographic.
    let isPhotographic: Bool

    /// Decides from one pass over the rows (`PixelScan.run`, which also hands the gray
    /// scanlines to `gray` while the image is gray and counts the colours once it is not), so a
    /// page painted in bands is painted once for this.
    init(_ bands: PixelBands, allowPalette: Bool, gray: GrayStream? = nil, indices: IndexStream? = nil) {
        let found = PixelScan.run(bands, gray: gray, indices: indices, countColors: allowPalette)
        if found.isOpaque && found.isGray {
            self.init(colorType: .gray, palette: nil, isPhotographic: found.isPhotographic)
            return
        }
        let truecolor: PNGColorType = found.isOpaque ? .rgb : .rgba
        let pixelCount = bands.width * bands.height
        var palette: PaletteIndex?
        switch found.colors {
        case .counted(let counted): palette = counted
        case .tooMany: palette = nil
        case .uncounted: palette = allowPalette ? PaletteIndex(counting: bands) : nil
        }
        if let palette, pixelCount * (truecolor.bytesPerPixel - 1) > palette.chunkBytes {
            self.init(colorType: .palette, palette: palette, isPhotographic: false)
        } else {
            self.init(colorType: truecolor, palette: nil, isPhotographic: found.isPhotographic)
        }
    }

    init(colorType: PNGColorType, palette: PaletteIndex?, isPhotographic: Bool) {
        self.colorType = colorType
        self.palette = palette
        self.isPhotographic = isPhotographic
    }
}

/// Up to 256 distinct pixel values and their palette indices, in an open-addressing table.
///
/// Palette order: translucent colours first (so tRNS, which lists alpha for the leading entries
/// only, is as short as possible), each group in order of first appearance, so the palette is a
/// pure function of the pixels.
struct PaletteIndex {
    static let maximumColors = 256
    private static let slotBits = 10  // 1024 slots for ≤ 256 keys: short probe sequences
    private static let slotMask = (1 << slotBits) - 1

    /// Slot contents: the key, and the palette index + 1 (0 = empty).
    private var keys = [UInt32](repeating: 0, count: 1 << slotBits)
    private var values = [UInt16](repeating: 0, count: 1 << slotBits)
    /// The premultiplied pixel values, in palette order.
    private(set) var colors: [UInt32] = []

    /// An empty index.
    init() {}

    /// Counts the distinct pixel values in one pass over `bands`; nil as soon as there are more
    /// than 256.
    init?(counting bands: PixelBands) {
        var cursor = BandCursor(bands)
        var counter = PaletteCounter(first: cursor.row(0)[0] | bands.alphaMask)
        for y in 0..<bands.height where !counter.overflowed {
            counter.count(cursor.row(y), count: bands.width, mask: bands.alphaMask)
        }
        guard let index = counter.finished() else { return nil }
        self = index
    }

    private static func slot(_ key: UInt32) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> UInt32(32 - slotBits))
    }

    /// Adds `key` if new; false when that would exceed 256 colours.
    fileprivate mutating func insert(_ key: UInt32) -> Bool {
        insertIndex(key) != nil
    }

    /// Adds `key` if new and returns its number in order of first appearance (its palette
    /// index while no colour is translucent); nil when that would exceed 256 colours.
    fileprivate mutating func insertIndex(_ key: UInt32) -> UInt8? {
        var s = Self.slot(key)
        while values[s] != 0 {
            if keys[s] == key { return UInt8(truncatingIfNeeded: Int(values[s]) - 1) }
            s = (s + 1) & Self.slotMask
        }
        guard colors.count < Self.maximumColors else { return nil }
        colors.append(key)
        keys[s] = key
        values[s] = UInt16(colors.count)
        return UInt8(truncatingIfNeeded: colors.count - 1)
    }

    /// Puts translucent colours first and rebuilds the index for the new order.
    fileprivate mutating func reorder() {
        colors = colors.filter { $0 < 0xFF00_0000 } + colors.filter { $0 >= 0xFF00_0000 }
        for (i, key) in colors.enumerated() {
            var s = Self.slot(key)
            while keys[s] != key || values[s] == 0 { s = (s + 1) & Self.slotMask }
            values[s] = UInt16(i + 1)
        }
    }

    /// The palette index of `key`, which must be one of `colors`.
    func index(of key: UInt32) -> UInt8 {
        var s = Self.slot(key)
        while keys[s] != key, values[s] != 0 { s = (s + 1) & Self.slotMask }
        return UInt8(truncatingIfNeeded: Int(values[s]) - 1)
    }

    /// Number of translucent entries (the length of tRNS).
    var translucentCount: Int { colors.prefix(while: { $0 < 0xFF00_0000 }).count }

    /// Bytes the PLTE and tRNS chunks add, to decide whether a palette pays off.
    var chunkBytes: Int { 12 + 3 * colors.count + (translucentCount > 0 ? 12 + translucentCount : 0) }
}

/// Counts the distinct pixel values row by row, in the order `PaletteIndex` numbers them (first
/// appearance in raster order), skipping runs of equal pixels.
struct PaletteCounter {
    private var index = PaletteIndex()
    private var last: UInt32
    /// True once there were more than 256 colours (counting then stops).
    private(set) var overflowed = false

    /// A count starting with the image's first pixel.
    init(first: UInt32) {
        last = first
        _ = index.insert(first)
    }

    /// Counts a row of pixels (`mask` ORed into each) and, given `indices` (an `IndexStream`
    /// line), writes each pixel's number in order of first appearance into it; false once there
    /// are more than 256 colours (then `indices` is incomplete and counting has stopped).
    @discardableResult
    mutating func count(
        _ row: UnsafePointer<UInt32>, count: Int, mask: UInt32, indices: UnsafeMutablePointer<UInt8>? = nil
    ) -> Bool {
        guard !overflowed else { return false }
        var last = self.last
        guard var lastIndex = index.insertIndex(last) else { overflowed = true; return false }
        var x = 0
        while x < count {
            if let run = PixelRuns.sameSixteen(row + x, upTo: count - x, as: last, mask: mask) {
                indices.map { ($0 + x).initialize(repeating: lastIndex, count: run) }
                x += run
                continue
            }
            for _ in 0..<min(16, count - x) {
                let p = row[x] | mask
                if p != last {
                    guard let found = index.insertIndex(p) else { overflowed = true; return false }
                    last = p
                    lastIndex = found
                }
                indices?[x] = lastIndex
                x += 1
            }
        }
        self.last = last
        return true
    }

    /// The number of the opaque gray of sample `g` (counted already).
    func index(ofGray g: UInt8) -> UInt8 { index.index(of: Self.opaqueGray(g)) }

    /// Counts a row that was gray and opaque, from its gray samples: each pixel was the opaque
    /// gray `0xFFgggggg`.
    mutating func count(grayLine: UnsafePointer<UInt8>, count: Int) {
        guard !overflowed else { return }
        var last = self.last
        for x in 0..<count {
            let p = Self.opaqueGray(grayLine[x])
            if p == last { continue }
            last = p
            guard index.insert(p) else { overflowed = true; return }
        }
        self.last = last
    }

    /// The opaque gray pixel of sample `g`.
    static func opaqueGray(_ g: UInt8) -> UInt32 { 0xFF00_0000 | UInt32(g) &* 0x01_0101 }

    /// The palette, in its final order; nil after more than 256 colours.
    func finished() -> PaletteIndex? {
        guard !overflowed else { return nil }
        var result = index
        result.reorder()
        return result
    }
}
