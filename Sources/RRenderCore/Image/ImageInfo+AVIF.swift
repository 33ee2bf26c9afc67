/// AVIF headers (AV1 Image File Format over ISO/IEC 14496-12 ISOBMFF boxes and HEIF 23008-12):
/// the signature and the primary item's `ispe` (image spatial extents), read without decoding.
extension ImageInfo {
    /// True when `ftyp` is the first box and names the `avif` or `avis` brand (major or compatible).
    static func isAVIF(_ r: ByteReader) -> Bool {
        guard r.matches(Array("ftyp".utf8), at: 4), let size = r.uint32BE(at: 0), size >= 16, Int(size) <= r.count else {
            return false
        }
        let brands = [Array("avif".utf8), Array("avis".utf8)]
        // Major brand at 8, minor version at 12, compatible brands from 16 to the box end.
        let offsets = [8] + Array(stride(from: 16, to: Int(size) - 3, by: 4))
        return offsets.contains { offset in brands.contains { r.matches($0, at: offset) } }
    }

    /// The size from the `ispe` property of the primary item (`pitm`, associated through
    /// `ipma`); the first `ispe` when the associations cannot be read.
    static func readAVIF(_ r: ByteReader) -> ImageInfo? {
        // `meta` is a full box: 4 bytes of version and flags before its children.
        guard let meta = ISOBox.children(of: r, in: 0..<r.count).first(where: { $0.type == "meta" }), meta.payload.count >= 4
        else { return nil }
        let metaChildren = ISOBox.children(of: r, in: meta.payload.lowerBound + 4..<meta.payload.upperBound)
        guard let iprp = metaChildren.first(where: { $0.type == "iprp" }) else { return nil }
        let iprpChildren = ISOBox.children(of: r, in: iprp.payload)
        guard let ipco = iprpChildren.first(where: { $0.type == "ipco" }) else { return nil }
        let properties = ISOBox.children(of: r, in: ipco.payload)
        let primary = metaChildren.first { $0.type == "pitm" }.flatMap { primaryItem(r, $0) }
        let associated = primary.flatMap { id in
            iprpChildren.first { $0.type == "ipma" }.flatMap { associations(r, $0, item: id) }
        }
        let candidates =
            associated.map { $0.compactMap { properties.indices.contains($0 - 1) ? properties[$0 - 1] : nil } } ?? properties
        guard let ispe = candidates.first(where: { $0.type == "ispe" }) ?? properties.first(where: { $0.type == "ispe" }),
            let width = r.uint32BE(at: ispe.payload.lowerBound + 4), let height = r.uint32BE(at: ispe.payload.lowerBound + 8)
        else { return nil }
        return sized(.avif, Int(width), Int(height))
    }

    /// `pitm`: the primary item id (16 bits in version 0, 32 in version 1).
    private static func primaryItem(_ r: ByteReader, _ box: ISOBox) -> UInt32? {
        let start = box.payload.lowerBound
        return r.byte(at: start) == 0 ? r.uint16BE(at: start + 4) : r.uint32BE(at: start + 4)
    }

    /// `ipma`: the 1-based property indices associated with `item`.
    private static func associations(_ r: ByteReader, _ box: ISOBox, item: UInt32) -> [Int]? {
        let start = box.payload.lowerBound
        guard let version = r.byte(at: start), let flags = r.byte(at: start + 3), let count = r.uint32BE(at: start + 4) else {
            return nil
        }
        var offset = start + 8
        for _ in 0..<min(Int(count), r.count) {
            guard let id = version < 1 ? r.uint16BE(at: offset) : r.uint32BE(at: offset) else { return nil }
            offset += version < 1 ? 2 : 4
            guard let n = r.byte(at: offset) else { return nil }
            offset += 1
            var indices: [Int] = []
            for _ in 0..<Int(n) {
                // The top bit says "essential"; the rest is the index (15 bits with flag 1, else 7).
                if flags & 1 == 1 {
                    guard let value = r.uint16BE(at: offset) else { return nil }
                    indices.append(Int(value & 0x7FFF))
                    offset += 2
                } else {
                    guard let value = r.byte(at: offset) else { return nil }
                    indices.append(Int(value & 0x7F))
                    offset += 1
                }
            }
            if id == item { return indices }
        }
        return nil
    }
}

/// One ISOBMFF box: its four-character type and the byte range of its payload.
struct ISOBox {
    let type: String
    let payload: Range<Int>

    /// The boxes laid end to end in `range` (ISO/IEC 14496-12 §4.2: 32-bit size, type, then a
    /// 64-bit size when the size is 1; size 0 runs to the end). Stops at the first malformed box.
    static func children(of r: ByteReader, in range: Range<Int>) -> [ISOBox] {
        var boxes: [ISOBox] = []
        var offset = range.lowerBound
        while offset + 8 <= range.upperBound, boxes.count < 1024 {
            guard let size32 = r.uint32BE(at: offset), offset + 8 <= r.count else { break }
            var header = 8
            var size = Int(size32)
            if size32 == 1 {
                guard let high = r.uint32BE(at: offset + 8), let low = r.uint32BE(at: offset + 12), high == 0 else { break }
                size = Int(low)
                header = 16
            } else if size32 == 0 {
                size = range.upperBound - offset
            }
            guard size >= header, offset + size <= range.upperBound else { break }
            let type = String(decoding: r.bytes[offset + 4..<offset + 8], as: UTF8.self)
            boxes.append(ISOBox(type: type, payload: offset + header..<offset + size))
            offset += size
        }
        return boxes
    }
}
