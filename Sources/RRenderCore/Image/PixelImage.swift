/// A raster image in memory: the pixels of a rendered frame, or a decoded PNG.
///
/// Pixels are 32-bit words in native byte order, `0xAARRGGBB` with premultiplied alpha (the
/// layout of Cairo's `ARGB32`/`RGB24`, so a frame is copied out of Cairo without conversion).
/// For an opaque image every alpha byte is 255.
public struct PixelImage: Hashable, Sendable {
    /// Width in device pixels.
    public let width: Int
    /// Height in device pixels.
    public let height: Int
    /// `width × height` pixels, row by row, top row first.
    public private(set) var pixels: [UInt32]

    /// An image of `width × height` pixels, all `fill`.
    public init(width: Int, height: Int, fill: UInt32 = 0xFFFF_FFFF) {
        precondition(width >= 0 && height >= 0, "negative image size")
        self.width = width
        self.height = height
        self.pixels = [UInt32](repeating: fill, count: width * height)
    }

    /// An image over existing pixels; nil when the count does not match the size.
    public init?(width: Int, height: Int, pixels: [UInt32]) {
        guard width >= 0, height >= 0, pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// The straight-alpha colour at column `x`, row `y`.
    public func color(x: Int, y: Int) -> Color {
        let p = self[x, y]
        let a = UInt8(p >> 24)
        func channel(_ shift: UInt32) -> UInt8 {
            let c = UInt32((p >> shift) & 0xFF)
            guard a != 0, a != 255 else { return UInt8(c) }
            return UInt8(min(255, (c * 255 + UInt32(a) / 2) / UInt32(a)))
        }
        return Color(red: channel(16), green: channel(8), blue: channel(0), alpha: a)
    }

    /// Calls `body` with the raw pixel words, for codecs that need speed.
    public func withUnsafePixels<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try pixels.withUnsafeBufferPointer(body)
    }

    /// Calls `body` with the raw pixel words to fill them in place.
    public mutating func withUnsafeMutablePixels<R>(
        _ body: (inout UnsafeMutableBufferPointer<UInt32>) throws -> R
    ) rethrows -> R {
        try pixels.withUnsafeMutableBufferPointer(body)
    }
}
