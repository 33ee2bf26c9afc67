internal import CZlibShim
import Foundation

/// One entry of an archive written byte by byte (`ZIPFixture.rawArchive`): the data as stored,
/// and sizes and checksum as declared, which may lie.
public struct RawZIPEntry: Sendable {
    /// The entry path, written as given (`../x`, `/etc/passwd` and NUL bytes included).
    public var path: String
    /// 0 stored, 8 deflated.
    public var method: UInt16
    /// The bytes after the local header, as stored.
    public var stored: [UInt8]
    /// The uncompressed size declared in both headers.
    public var declaredSize: UInt64
    /// The compressed size declared in both headers (by default the stored byte count).
    public var declaredStoredSize: UInt64
    /// The CRC-32 declared.
    public var crc32: UInt32
    /// True to write the sizes in a ZIP64 extra field (saturated 32-bit fields), as needed past 4 GiB.
    public var zip64: Bool

    /// An entry stored as is, with true sizes and checksum.
    public init(path: String, bytes: [UInt8]) {
        self.init(path: path, method: 0, stored: bytes, declaredSize: UInt64(bytes.count), crc32: ZIPFixture.crc32(bytes))
    }

    /// An entry with the given stored bytes and declarations.
    public init(
        path: String, method: UInt16, stored: [UInt8], declaredSize: UInt64, declaredStoredSize: UInt64? = nil,
        crc32: UInt32, zip64: Bool = false
    ) {
        self.path = path
        self.method = method
        self.stored = stored
        self.declaredSize = declaredSize
        self.declaredStoredSize = declaredStoredSize ?? UInt64(stored.count)
        self.crc32 = crc32
        self.zip64 = zip64
    }
}

extension ZIPFixture {
    /// An archive of `entries` written directly (APPNOTE 6.3.10 §4.3): no ZIP library would
    /// write lying sizes or entries larger than memory. Each of `extraCentralRecords` is one more
    /// central directory record, named `name`, for the data of entry `entry` (overlapping
    /// entries, the trick of the "better" ZIP bombs). With `zip64End` (or past 65535 records)
    /// the end of central directory record is saturated and the ZIP64 end records precede it.
    public static func rawArchive(
        _ entries: [RawZIPEntry], extraCentralRecords: [(entry: Int, name: String)] = [],
        zip64End: Bool = false
    ) -> Data {
        var out: [UInt8] = []
        var offsets: [UInt64] = []
        for entry in entries {
            offsets.append(UInt64(out.count))
            out += localHeader(entry) + entry.stored
        }
        let directoryStart = UInt64(out.count)
        var count = 0
        for (index, entry) in entries.enumerated() {
            out += centralHeader(entry, offset: offsets[index])
            count += 1
        }
        for extra in extraCentralRecords {
            var copy = entries[extra.entry]
            copy.path = extra.name
            out += centralHeader(copy, offset: offsets[extra.entry])
            count += 1
        }
        let directorySize = UInt64(out.count) - directoryStart
        if zip64End || count > 0xFFFF {
            let zip64Start = UInt64(out.count)
            out +=
                le32(0x0606_4B50) + le64(44) + le16(45) + le16(45) + le32(0) + le32(0)
                + le64(UInt64(count)) + le64(UInt64(count)) + le64(directorySize) + le64(directoryStart)
            out += le32(0x0706_4B50) + le32(0) + le64(zip64Start) + le32(1)
            out +=
                le32(0x0605_4B50) + le16(0) + le16(0) + le16(0xFFFF) + le16(0xFFFF) + le32(0xFFFF_FFFF) + le32(0xFFFF_FFFF)
                + le16(0)
        } else {
            out +=
                le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(count)) + le16(UInt16(count))
                + le32(UInt32(directorySize)) + le32(UInt32(directoryStart)) + le16(0)
        }
        return Data(out)
    }

    /// A raw deflate stream of `count` zero bytes, made a mebibyte at a time: each mebibyte is
    /// compressed once and repeated (a full flush makes every block after the first identical),
    /// so 4 GB of zeros take about 4 MB and no time. `count` must be a whole number of MiB.
    public static func deflatedZeros(count: UInt64) -> [UInt8] {
        let chunk = 1 << 20
        precondition(count % UInt64(chunk) == 0 && count >= UInt64(2 * chunk), "a whole number of MiB, at least 2")
        var stream = z_stream()
        deflateInit2_(&stream, 9, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        defer { deflateEnd(&stream) }
        let zeros = [UInt8](repeating: 0, count: chunk)
        func compress(_ input: [UInt8], flush: Int32) -> [UInt8] {
            var output = [UInt8](repeating: 0, count: chunk)
            var input = input
            let produced = input.withUnsafeMutableBufferPointer { source in
                output.withUnsafeMutableBufferPointer { target in
                    stream.next_in = source.baseAddress
                    stream.avail_in = uInt(source.count)
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    deflate(&stream, flush)
                    return target.count - Int(stream.avail_out)
                }
            }
            return Array(output.prefix(produced))
        }
        let first = compress(zeros, flush: Z_FULL_FLUSH)
        let repeated = compress(zeros, flush: Z_FULL_FLUSH)
        let end = compress([], flush: Z_FINISH)
        var result = first
        result.reserveCapacity(first.count + repeated.count * Int(count / UInt64(chunk)) + end.count)
        for _ in 1..<(count / UInt64(chunk)) { result += repeated }
        return result + end
    }

    /// The CRC-32 of `bytes` (zlib's).
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        UInt32(bytes.withUnsafeBufferPointer { CZlibShim.crc32(0, $0.baseAddress, uInt($0.count)) })
    }

    /// The CRC-32 of `count` zero bytes, `count` a whole number of MiB.
    public static func crc32OfZeros(count: UInt64) -> UInt32 {
        let chunk = 1 << 20
        let one = CZlibShim.crc32(0, [UInt8](repeating: 0, count: chunk), uInt(chunk))
        var crc = one
        for _ in 1..<max(1, count / UInt64(chunk)) { crc = crc32_combine(crc, one, .init(chunk)) }
        return UInt32(crc)
    }

    private static func localHeader(_ entry: RawZIPEntry) -> [UInt8] {
        let name = Array(entry.path.utf8)
        let extra = entry.zip64 ? le16(1) + le16(16) + le64(entry.declaredSize) + le64(entry.declaredStoredSize) : []
        return le32(0x0403_4B50) + le16(45) + le16(0x0800) + le16(entry.method) + le16(0) + le16(0x21) + le32(entry.crc32)
            + le32(entry.zip64 ? 0xFFFF_FFFF : UInt32(truncatingIfNeeded: entry.declaredStoredSize))
            + le32(entry.zip64 ? 0xFFFF_FFFF : UInt32(truncatingIfNeeded: entry.declaredSize))
            + le16(UInt16(name.count)) + le16(UInt16(extra.count)) + name + extra
    }

    private static func centralHeader(_ entry: RawZIPEntry, offset: UInt64) -> [UInt8] {
        let name = Array(entry.path.utf8)
        let extra =
            entry.zip64 ? le16(1) + le16(24) + le64(entry.declaredSize) + le64(entry.declaredStoredSize) + le64(offset) : []
        return le32(0x0201_4B50) + le16(45) + le16(45) + le16(0x0800) + le16(entry.method) + le16(0) + le16(0x21)
            + le32(entry.crc32)
            + le32(entry.zip64 ? 0xFFFF_FFFF : UInt32(truncatingIfNeeded: entry.declaredStoredSize))
            + le32(entry.zip64 ? 0xFFFF_FFFF : UInt32(truncatingIfNeeded: entry.declaredSize))
            + le16(UInt16(name.count)) + le16(UInt16(extra.count)) + le16(0) + le16(0) + le16(0) + le32(0)
            + le32(entry.zip64 ? 0xFFFF_FFFF : UInt32(truncatingIfNeeded: offset)) + name + extra
    }

    private static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    private static func le32(_ value: UInt32) -> [UInt8] { le16(UInt16(value & 0xFFFF)) + le16(UInt16(value >> 16)) }
    private static func le64(_ value: UInt64) -> [UInt8] { le32(UInt32(value & 0xFFFF_FFFF)) + le32(UInt32(value >> 32)) }
}

extension EPUBBuilder {
    /// The book's entries written raw (each stored), each of `replacements` put in place of the
    /// entry of the same path, or appended: how a hostile archive is made from a valid book.
    public func rawEntries(replacing replacements: [RawZIPEntry] = []) -> [RawZIPEntry] {
        var entries = entries().map { RawZIPEntry(path: $0.path, bytes: $0.bytes) }
        for replacement in replacements {
            if let index = entries.firstIndex(where: { $0.path == replacement.path }) {
                entries[index] = replacement
            } else {
                entries.append(replacement)
            }
        }
        return entries
    }
}
