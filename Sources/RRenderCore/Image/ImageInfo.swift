/// The image formats rrender recognises in publications, by their signature.
public enum ImageFormat: String, Hashable, Sendable, CaseIterable {
    /// Portable Network Graphics.
    case png
    /// JPEG (JFIF, Exif, Adobe).
    case jpeg
    /// GIF 87a or 89a.
    case gif
    /// WebP (lossy VP8, lossless VP8L, extended VP8X).
    case webp
    /// Scalable Vector Graphics (uncompressed XML).
    case svg
    /// AVIF (AV1 in an ISOBMFF `ftyp` `avif`/`avis` file).
    case avif
    /// JPEG XL (bare codestream or ISOBMFF container).
    case jxl

    /// The format whose signature starts `bytes`; nil when none matches. An SVG must have an
    /// `svg` root element. Says nothing about whether the rest of the header is valid.
    public init?(sniffing bytes: [UInt8]) {
        let reader = ByteReader(bytes)
        if reader.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if reader.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if reader.starts(with: Array("GIF87a".utf8)) || reader.starts(with: Array("GIF89a".utf8)) {
            self = .gif
        } else if reader.starts(with: Array("RIFF".utf8)), reader.matches(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if ImageInfo.isAVIF(reader) {
            self = .avif
        } else if reader.starts(with: ImageInfo.jxlCodestream) || reader.starts(with: ImageInfo.jxlContainer) {
            self = .jxl
        } else if ImageInfo.readSVG(bytes) != nil {
            self = .svg
        } else {
            return nil
        }
    }
}

/// An image's format and intrinsic pixel size, read from its header without decoding it.
///
/// The layout engine sizes replaced elements with this; the pixels are decoded only when a page
/// that shows the image is painted.
public struct ImageInfo: Hashable, Sendable {
    /// The format found from the signature.
    public var format: ImageFormat
    /// Intrinsic width in pixels; 0 when unknown (an SVG without usable size attributes).
    public var width: Int
    /// Intrinsic height in pixels; 0 when unknown.
    public var height: Int

    /// The natural dimensions for CSS sizing: those of `width` × `height`, except for an SVG,
    /// whose root may give only some of them (`ImageInfo+SVG`).
    public var naturalDimensions: NaturalDimensions

    /// An info value as read from a header.
    public init(format: ImageFormat, width: Int, height: Int, naturalDimensions: NaturalDimensions? = nil) {
        self.format = format
        self.width = width
        self.height = height
        self.naturalDimensions =
            naturalDimensions
            ?? (width > 0 && height > 0 ? NaturalDimensions(size: Size(width: Double(width), height: Double(height))) : .none)
    }

    /// True when both dimensions are known.
    public var hasIntrinsicSize: Bool { width > 0 && height > 0 }

    /// Reads the format and size from the first bytes of an image file; nil when the bytes are
    /// not a recognised image or its header is truncated or invalid. Never reads out of bounds.
    public static func read(_ bytes: [UInt8]) -> ImageInfo? {
        let reader = ByteReader(bytes)
        switch ImageFormat(sniffing: bytes) {
        case .png: return readPNG(reader)
        case .jpeg: return readJPEG(reader)
        case .gif: return readGIF(reader)
        case .webp: return readWebP(reader)
        case .svg: return readSVG(bytes)
        case .avif: return readAVIF(reader)
        case .jxl: return readJXL(reader)
        case nil: return nil
        }
    }

    /// The largest side accepted from a header; anything larger is treated as corrupt.
    static let maximumSide = 1 << 24

    static func sized(_ format: ImageFormat, _ width: Int, _ height: Int) -> ImageInfo? {
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else { return nil }
        return ImageInfo(format: format, width: width, height: height)
    }

    /// PNG: the first chunk must be IHDR (PNG 1.2 §5.6); width and height are big-endian.
    private static func readPNG(_ r: ByteReader) -> ImageInfo? {
        guard r.matches(Array("IHDR".utf8), at: 12),
            let width = r.uint32BE(at: 16), let height = r.uint32BE(at: 20)
        else { return nil }
        return sized(.png, Int(width), Int(height))
    }

    /// JPEG: walks the marker segments (ITU T.81 §B.1.1) to the first SOFn frame header.
    private static func readJPEG(_ r: ByteReader) -> ImageInfo? {
        var offset = 2
        while offset < r.count {
            // Skip anything up to a marker prefix (libjpeg tolerates extraneous bytes), then fill bytes.
            guard let prefix = r.firstIndex(of: 0xFF, from: offset) else { return nil }
            offset = prefix
            while r.byte(at: offset) == 0xFF { offset += 1 }
            guard let marker = r.byte(at: offset) else { return nil }
            offset += 1
            switch marker {
            case 0x00, 0x01, 0xD0...0xD8:
                continue  // stuffed zero, TEM, RSTn, SOI: no length field
            case 0xD9, 0xDA:
                return nil  // EOI or SOS before any frame header
            case 0xC0...0xCF where marker != 0xC4 && marker != 0xC8 && marker != 0xCC:
                guard let height = r.uint16BE(at: offset + 3), let width = r.uint16BE(at: offset + 5) else {
                    return nil
                }
                return sized(.jpeg, Int(width), Int(height))
            default:
                guard let length = r.uint16BE(at: offset), length >= 2 else { return nil }
                offset += Int(length)
            }
        }
        return nil
    }

    /// GIF: the logical screen descriptor follows the 6-byte signature, little-endian.
    private static func readGIF(_ r: ByteReader) -> ImageInfo? {
        guard let width = r.uint16LE(at: 6), let height = r.uint16LE(at: 8) else { return nil }
        return sized(.gif, Int(width), Int(height))
    }

    /// WebP: the first chunk after the RIFF header decides the layout of the size fields.
    private static func readWebP(_ r: ByteReader) -> ImageInfo? {
        if r.matches(Array("VP8 ".utf8), at: 12) {
            // Lossy key frame: 3-byte frame tag, start code 9D 01 2A, then 14-bit sizes.
            guard r.matches([0x9D, 0x01, 0x2A], at: 23),
                let w = r.uint16LE(at: 26), let h = r.uint16LE(at: 28)
            else { return nil }
            return sized(.webp, Int(w & 0x3FFF), Int(h & 0x3FFF))
        }
        if r.matches(Array("VP8L".utf8), at: 12) {
            // Lossless: signature 0x2F, then width-1 and height-1 in 14 bits each.
            guard r.byte(at: 20) == 0x2F, let bits = r.uint32LE(at: 21) else { return nil }
            return sized(.webp, Int(bits & 0x3FFF) + 1, Int((bits >> 14) & 0x3FFF) + 1)
        }
        if r.matches(Array("VP8X".utf8), at: 12) {
            // Extended: flags and reserved bytes, then canvas width-1 and height-1 in 24 bits each.
            guard let w = r.uint24LE(at: 24), let h = r.uint24LE(at: 27) else { return nil }
            return sized(.webp, Int(w) + 1, Int(h) + 1)
        }
        return nil
    }
}

/// Bounds-checked reads over a byte array: every accessor returns nil past the end.
struct ByteReader {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var count: Int { bytes.count }

    func byte(at offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
        guard offset >= 0, offset <= bytes.count - pattern.count else { return false }
        return bytes[offset..<offset + pattern.count].elementsEqual(pattern)
    }

    func starts(with pattern: [UInt8]) -> Bool { matches(pattern, at: 0) }

    func firstIndex(of value: UInt8, from offset: Int) -> Int? {
        guard offset >= 0, offset < bytes.count else { return nil }
        return bytes[offset...].firstIndex(of: value)
    }

    private func uint(at offset: Int, length: Int, bigEndian: Bool) -> UInt32? {
        guard offset >= 0, offset <= bytes.count - length else { return nil }
        var value: UInt32 = 0
        for i in 0..<length {
            let b = UInt32(bytes[offset + (bigEndian ? i : length - 1 - i)])
            value = value << 8 | b
        }
        return value
    }

    func uint16BE(at offset: Int) -> UInt32? { uint(at: offset, length: 2, bigEndian: true) }
    func uint32BE(at offset: Int) -> UInt32? { uint(at: offset, length: 4, bigEndian: true) }
    func uint16LE(at offset: Int) -> UInt32? { uint(at: offset, length: 2, bigEndian: false) }
    func uint24LE(at offset: Int) -> UInt32? { uint(at: offset, length: 3, bigEndian: false) }
    func uint32LE(at offset: Int) -> UInt32? { uint(at: offset, length: 4, bigEndian: false) }
}
