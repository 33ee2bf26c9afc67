internal import CZlibShim
import Foundation
internal import ZIPFoundation

/// Font files for the embedded-font tests, repackaged from an installed TrueType or OpenType
/// font: WOFF 1 (zlib), WOFF 2 (a brotli stream of stored meta-blocks, no table transforms)
/// and a one-face TrueType collection. Hand-made so that the tests need no font tools.
public enum FontFileFixture {
    /// Why a font could not be repackaged.
    public struct Malformed: Error, CustomStringConvertible {
        /// What is wrong.
        public let description: String
    }

    /// One table of an sfnt font.
    struct Table {
        var tag: [UInt8]
        var checksum: UInt32
        var data: [UInt8]
    }

    /// The sfnt version (`00010000` or `OTTO`) and tables of a TrueType/OpenType file.
    static func tables(of sfnt: [UInt8]) throws -> (flavor: UInt32, tables: [Table]) {
        guard sfnt.count >= 12 else { throw Malformed(description: "too short for an sfnt header") }
        let count = Int(readU16(sfnt, 4))
        var tables: [Table] = []
        for index in 0..<count {
            let record = 12 + 16 * index
            guard record + 16 <= sfnt.count else { throw Malformed(description: "the table directory is truncated") }
            let offset = Int(readU32(sfnt, record + 8)), length = Int(readU32(sfnt, record + 12))
            guard offset + length <= sfnt.count else { throw Malformed(description: "table \(index) lies outside the file") }
            tables.append(
                Table(
                    tag: Array(sfnt[record..<record + 4]), checksum: readU32(sfnt, record + 4),
                    data: Array(sfnt[offset..<offset + length])))
        }
        return (readU32(sfnt, 0), tables)
    }

    /// The size of the sfnt file the tables make: header, directory, tables padded to 4 bytes.
    static func sfntSize(_ tables: [Table]) -> UInt32 {
        UInt32(12 + 16 * tables.count + tables.reduce(0) { $0 + padded($1.data.count) })
    }

    /// `sfnt` as WOFF 1 (W3C WOFF 1.0): each table zlib-compressed when that makes it smaller.
    public static func woff(from sfnt: [UInt8]) throws -> [UInt8] {
        let (flavor, tables) = try tables(of: sfnt)
        let stored = try tables.map { table -> [UInt8] in
            let compressed = try zlib(table.data)
            return compressed.count < table.data.count ? compressed : table.data
        }
        var offset = 44 + 20 * tables.count
        var directory: [UInt8] = [], data: [UInt8] = []
        for (table, bytes) in zip(tables, stored) {
            directory +=
                table.tag + u32(UInt32(offset)) + u32(UInt32(bytes.count)) + u32(UInt32(table.data.count))
                + u32(table.checksum)
            data += bytes + [UInt8](repeating: 0, count: padded(bytes.count) - bytes.count)
            offset += padded(bytes.count)
        }
        let length = UInt32(44 + directory.count + data.count)
        let header =
            Array("wOFF".utf8) + u32(flavor) + u32(length) + u16(UInt16(tables.count)) + u16(0)
            + u32(sfntSize(tables)) + u16(1) + u16(0) + [UInt8](repeating: 0, count: 20)
        return header + directory + data
    }

    /// `sfnt` as WOFF 2 (W3C WOFF 2.0) with every table untransformed (the null transform,
    /// version 3 for `glyf` and `loca`) and stored in uncompressed brotli meta-blocks.
    public static func woff2(from sfnt: [UInt8]) throws -> [UInt8] {
        let (flavor, tables) = try tables(of: sfnt)
        var directory: [UInt8] = []
        for table in tables {
            let nullTransform: UInt8 = ["glyf", "loca"].contains(String(decoding: table.tag, as: UTF8.self)) ? 3 : 0
            directory += [nullTransform << 6 | 63] + table.tag + base128(UInt32(table.data.count))
        }
        let stream = storedBrotli(tables.flatMap(\.data))
        var file =
            Array("wOF2".utf8) + u32(flavor) + u32(0) + u16(UInt16(tables.count)) + u16(0)
            + u32(sfntSize(tables)) + u32(UInt32(stream.count)) + u16(1) + u16(0) + [UInt8](repeating: 0, count: 20)
        file += directory + stream
        file += [UInt8](repeating: 0, count: padded(file.count) - file.count)
        file.replaceSubrange(8..<12, with: u32(UInt32(file.count)))
        return file
    }

    /// `sfnt` as a TrueType collection of one face: a `ttcf` header, then the font with its
    /// table offsets moved past the header.
    public static func collection(from sfnt: [UInt8]) throws -> [UInt8] {
        let (_, tables) = try tables(of: sfnt)
        let shift = 16
        var font = sfnt
        for index in tables.indices {
            let record = 12 + 16 * index
            font.replaceSubrange(record + 8..<record + 12, with: u32(readU32(sfnt, record + 8) + UInt32(shift)))
        }
        return Array("ttcf".utf8) + u32(0x0001_0000) + u32(1) + u32(UInt32(shift)) + font
    }

    /// A brotli stream (RFC 7932) of `data` in stored meta-blocks: WBITS 16, then per 64 KiB
    /// `ISLAST=0, MNIBBLES=4, MLEN-1, ISUNCOMPRESSED=1`, byte-aligned raw bytes, and an empty last
    /// meta-block.
    static func storedBrotli(_ data: [UInt8]) -> [UInt8] {
        var bits = BitWriter()
        bits.write(0, count: 1)
        for start in stride(from: 0, to: data.count, by: 65536) {
            let chunk = data[start..<min(data.count, start + 65536)]
            bits.write(0, count: 1)
            bits.write(0, count: 2)
            bits.write(UInt32(chunk.count - 1), count: 16)
            bits.write(1, count: 1)
            bits.alignToByte()
            bits.bytes += chunk
        }
        bits.write(1, count: 1)
        bits.write(1, count: 1)
        bits.alignToByte()
        return bits.bytes
    }

    /// A zlib stream (RFC 1950) of `data`: header, raw deflate, Adler-32.
    static func zlib(_ data: [UInt8]) throws -> [UInt8] {
        var deflated = Data()
        let source = Data(data)
        _ = try Data.compress(
            size: Int64(source.count), bufferSize: 64 * 1024,
            provider: { position, size in
                source.subdata(in: Int(position)..<Int(position) + size)
            }, consumer: { deflated.append($0) })
        let adler = data.withUnsafeBufferPointer { UInt32(CZlibShim.adler32(1, $0.baseAddress, uInt($0.count))) }
        return [0x78, 0x9C] + Array(deflated) + u32(adler)
    }

    /// WOFF 2's UIntBase128: 7 bits per byte, most significant first, high bit = more follows.
    static func base128(_ value: UInt32) -> [UInt8] {
        var groups: [UInt8] = [UInt8(value & 0x7F)]
        var rest = value >> 7
        while rest > 0 {
            groups.insert(UInt8(rest & 0x7F) | 0x80, at: 0)
            rest >>= 7
        }
        return groups
    }

    static func padded(_ count: Int) -> Int { (count + 3) & ~3 }
    static func u16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
    static func u32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
    static func readU16(_ bytes: [UInt8], _ at: Int) -> UInt16 { UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]) }
    static func readU32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[at + $1]) }
    }
}

/// Bits written least significant first, as brotli reads them.
private struct BitWriter {
    var bytes: [UInt8] = []
    private var used = 8

    mutating func write(_ value: UInt32, count: Int) {
        for bit in 0..<count {
            if used == 8 {
                bytes.append(0)
                used = 0
            }
            if value >> bit & 1 == 1 { bytes[bytes.count - 1] |= 1 << used }
            used += 1
        }
    }

    mutating func alignToByte() { used = 8 }
}
