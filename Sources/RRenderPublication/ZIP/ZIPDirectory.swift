/// The central directory of a ZIP archive (APPNOTE.TXT 6.3.10 §4.3.12–§4.3.16, ZIP64 §4.3.14,
/// §4.5.3), read from the archive's bytes.
///
/// rrender reads the directory itself rather than through ZIPFoundation's `Archive`, which stops
/// enumerating at the first encrypted entry (silently hiding every later entry) and does not
/// expose the encryption flag; ZIPFoundation still inflates the data (`ZIPContainer`).
struct ZIPDirectory {
    /// One central directory record.
    struct Record: Sendable {
        /// The name, decoded as UTF-8 (what OCF requires), else as ISO-8859-1.
        let path: String
        /// The general purpose bit flag.
        let flags: UInt16
        /// 0 stored, 8 deflated.
        let method: UInt16
        let crc32: UInt32
        let compressedSize: UInt64
        let uncompressedSize: UInt64
        let localHeaderOffset: UInt64

        /// Bit 0 of the flag: the entry is encrypted.
        var isEncrypted: Bool { flags & 1 != 0 }
        /// A name ending with `/` is a directory.
        var isDirectory: Bool { path.hasSuffix("/") }
    }

    /// Why a directory could not be read; the reason is a sentence for `notAZip`.
    struct Failure: Error {
        let reason: String

        /// The reason when no end record is found: not a ZIP, or a truncated one.
        static let noEndRecord = "no end of central directory record"
    }

    /// Every record, in directory order.
    let records: [Record]

    /// Reads the directory of `source`, accepting at most `maximumEntries` records.
    init(source: any ZIPSource, maximumEntries: Int) throws(Failure) {
        let end = try ZIPDirectory.endRecord(in: source)
        guard end.count <= UInt64(maximumEntries) else { throw Failure(reason: "more than \(maximumEntries) entries") }
        // Compared without adding: offsets come from the file, and `offset + size` may overflow.
        guard end.size <= source.size, end.offset <= source.size - end.size, end.size < UInt64(Int32.max) else {
            throw Failure(reason: "the ZIP archive is truncated (central directory out of bounds)")
        }
        let bytes = try ZIPDirectory.read(source, at: end.offset, count: Int(end.size))
        var reader = ByteReader(bytes: bytes)
        var records: [Record] = []
        for _ in 0..<end.count {
            guard let record = reader.centralRecord() else { throw Failure(reason: "damaged central directory") }
            records.append(record)
        }
        try ZIPDirectory.checkNoOverlap(records)
        self.records = records
    }

    /// Throws unless every entry's local header and data lie apart from every other entry's:
    /// records that share data ("overlapping" ZIP bombs, where a few kilobytes inflate once
    /// per record) are refused. The bound is loose (a local header is at least 30 bytes, then
    /// the stored data) so that no well-formed archive is refused.
    private static func checkNoOverlap(_ records: [Record]) throws(Failure) {
        let sorted = records.sorted { $0.localHeaderOffset < $1.localHeaderOffset }
        for (previous, next) in zip(sorted, sorted.dropFirst()) {
            let (dataStart, overflow) = previous.localHeaderOffset.addingReportingOverflow(30)
            guard !overflow, dataStart <= next.localHeaderOffset, previous.compressedSize <= next.localHeaderOffset - dataStart
            else {
                throw Failure(
                    reason:
                        "the data of entry '\(previous.path)' overlaps entry '\(next.path)' (a ZIP bomb, or a damaged directory)")
            }
        }
    }

    /// The entry count, offset and size of the central directory, from the end record (ZIP64
    /// when the 32-bit fields are saturated).
    private static func endRecord(in source: any ZIPSource) throws(Failure) -> (count: UInt64, offset: UInt64, size: UInt64) {
        // The end record is 22 bytes plus a comment of at most 65535 bytes.
        let tailLength = Int(min(source.size, 22 + 0xFFFF))
        let tailStart = source.size - UInt64(tailLength)
        let tail = try read(source, at: tailStart, count: tailLength)
        guard tail.count >= 22,
            let at = stride(from: tail.count - 22, through: 0, by: -1).first(where: { ByteReader.uint32(tail, $0) == 0x0605_4B50 }
            )
        else { throw Failure(reason: Failure.noEndRecord) }
        var count = UInt64(ByteReader.uint16(tail, at + 10))
        var size = UInt64(ByteReader.uint32(tail, at + 12))
        var offset = UInt64(ByteReader.uint32(tail, at + 16))
        if count == 0xFFFF || size == 0xFFFF_FFFF || offset == 0xFFFF_FFFF, at >= 20,
            ByteReader.uint32(tail, at - 20) == 0x0706_4B50
        {
            let zip64 = try read(source, at: ByteReader.uint64(tail, at - 12), count: 56)
            guard zip64.count == 56, ByteReader.uint32(zip64, 0) == 0x0606_4B50 else {
                throw Failure(reason: "damaged ZIP64 end of central directory record")
            }
            count = ByteReader.uint64(zip64, 32)
            size = ByteReader.uint64(zip64, 40)
            offset = ByteReader.uint64(zip64, 48)
        }
        return (count, offset, size)
    }

    private static func read(_ source: any ZIPSource, at offset: UInt64, count: Int) throws(Failure) -> [UInt8] {
        do {
            return try source.read(at: offset, count: count)
        } catch {
            throw Failure(reason: "read error (\(error))")
        }
    }
}

/// Little-endian reading over a byte array, bounds-checked.
struct ByteReader {
    let bytes: [UInt8]
    var position = 0

    static func uint16(_ b: [UInt8], _ at: Int) -> UInt16 {
        at + 2 <= b.count ? UInt16(b[at]) | UInt16(b[at + 1]) << 8 : 0
    }

    static func uint32(_ b: [UInt8], _ at: Int) -> UInt32 {
        UInt32(uint16(b, at)) | UInt32(uint16(b, at + 2)) << 16
    }

    static func uint64(_ b: [UInt8], _ at: Int) -> UInt64 {
        UInt64(uint32(b, at)) | UInt64(uint32(b, at + 4)) << 32
    }

    /// `bytes` as ISO-8859-1 (every byte is a code point).
    static func latin1(_ bytes: [UInt8]) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
        return text
    }

    /// The central directory record at the current position (§4.3.12), nil when damaged.
    mutating func centralRecord() -> ZIPDirectory.Record? {
        let at = position
        guard at + 46 <= bytes.count, ByteReader.uint32(bytes, at) == 0x0201_4B50 else { return nil }
        let nameLength = Int(ByteReader.uint16(bytes, at + 28))
        let extraLength = Int(ByteReader.uint16(bytes, at + 30))
        let commentLength = Int(ByteReader.uint16(bytes, at + 32))
        let nameEnd = at + 46 + nameLength
        guard nameEnd + extraLength + commentLength <= bytes.count else { return nil }
        var sizes = (
            compressed: UInt64(ByteReader.uint32(bytes, at + 20)), uncompressed: UInt64(ByteReader.uint32(bytes, at + 24)),
            offset: UInt64(ByteReader.uint32(bytes, at + 42))
        )
        applyZIP64(extra: Array(bytes[nameEnd..<(nameEnd + extraLength)]), to: &sizes)
        position = nameEnd + extraLength + commentLength
        let name = Array(bytes[(at + 46)..<nameEnd])
        return ZIPDirectory.Record(
            path: String(validating: name, as: UTF8.self) ?? ByteReader.latin1(name),
            flags: ByteReader.uint16(bytes, at + 8), method: ByteReader.uint16(bytes, at + 10),
            crc32: ByteReader.uint32(bytes, at + 16), compressedSize: sizes.compressed,
            uncompressedSize: sizes.uncompressed, localHeaderOffset: sizes.offset)
    }

    /// Replaces saturated 32-bit sizes and offset by those of the ZIP64 extra field (§4.5.3).
    private func applyZIP64(extra: [UInt8], to sizes: inout (compressed: UInt64, uncompressed: UInt64, offset: UInt64)) {
        var at = 0
        while at + 4 <= extra.count {
            let id = ByteReader.uint16(extra, at)
            let length = Int(ByteReader.uint16(extra, at + 2))
            guard id == 0x0001 else { at += 4 + length; continue }
            var field = at + 4
            let end = min(field + length, extra.count)
            func next() -> UInt64? {
                guard field + 8 <= end else { return nil }
                defer { field += 8 }
                return ByteReader.uint64(extra, field)
            }
            if sizes.uncompressed == 0xFFFF_FFFF, let value = next() { sizes.uncompressed = value }
            if sizes.compressed == 0xFFFF_FFFF, let value = next() { sizes.compressed = value }
            if sizes.offset == 0xFFFF_FFFF, let value = next() { sizes.offset = value }
            return
        }
    }
}
