/// JPEG XL headers (ISO/IEC 18181-1 codestream, 18181-2 container): the signature and the
/// `SizeHeader`, read without decoding.
extension ImageInfo {
    /// The bare codestream signature.
    static let jxlCodestream: [UInt8] = [0xFF, 0x0A]
    /// The container's signature box.
    static let jxlContainer: [UInt8] = [0, 0, 0, 0x0C, 0x4A, 0x58, 0x4C, 0x20, 0x0D, 0x0A, 0x87, 0x0A]

    /// The size from the codestream's `SizeHeader` (18181-1 §D.2), found directly or in the
    /// container's `jxlc` box (or the first `jxlp` box, after its 4-byte index). The size is the
    /// one coded, before any EXIF-style orientation is applied.
    static func readJXL(_ r: ByteReader) -> ImageInfo? {
        var start = 0
        if r.starts(with: jxlContainer) {
            let boxes = ISOBox.children(of: r, in: 0..<r.count)
            if let jxlc = boxes.first(where: { $0.type == "jxlc" }) {
                start = jxlc.payload.lowerBound
            } else if let jxlp = boxes.first(where: { $0.type == "jxlp" }) {
                start = jxlp.payload.lowerBound + 4
            } else {
                return nil
            }
        }
        guard r.matches(jxlCodestream, at: start) else { return nil }
        var bits = BitReader(r, offset: start + 2)
        guard let small = bits.read(1) else { return nil }
        let height: Int
        if small == 1 {
            guard let value = bits.read(5) else { return nil }
            height = (value + 1) * 8
        } else {
            guard let value = bits.readSize() else { return nil }
            height = value
        }
        guard let ratio = bits.read(3) else { return nil }
        let width: Int
        if ratio == 0 {
            if small == 1 {
                guard let value = bits.read(5) else { return nil }
                width = (value + 1) * 8
            } else {
                guard let value = bits.readSize() else { return nil }
                width = value
            }
        } else {
            // Fixed aspect ratios (§D.2 Table D.3), rounded down as the reference decoder does.
            let ratios = [(1, 1), (12, 10), (4, 3), (3, 2), (16, 9), (5, 4), (2, 1)]
            let (numerator, denominator) = ratios[ratio - 1]
            width = height * numerator / denominator
        }
        return sized(.jxl, width, height)
    }
}

/// Reads bits least significant first, as JPEG XL codestreams are written.
struct BitReader {
    private let reader: ByteReader
    private var position: Int

    init(_ reader: ByteReader, offset: Int) {
        self.reader = reader
        position = offset * 8
    }

    /// The next `count` bits (at most 32) as an integer; nil past the end.
    mutating func read(_ count: Int) -> Int? {
        var value = 0
        for i in 0..<count {
            guard let byte = reader.byte(at: position >> 3) else { return nil }
            value |= Int((byte >> UInt8(position & 7)) & 1) << i
            position += 1
        }
        return value
    }

    /// A `U32(Bits(9), Bits(13), Bits(18), Bits(30))` dimension, plus one (§D.2).
    mutating func readSize() -> Int? {
        guard let selector = read(2), let value = read([9, 13, 18, 30][selector]) else { return nil }
        return value + 1
    }
}
