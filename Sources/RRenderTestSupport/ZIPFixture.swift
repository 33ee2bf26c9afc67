import Foundation
internal import ZIPFoundation

/// One file of a ZIP archive to build.
public struct ZIPEntrySpec: Sendable, Hashable {
    /// How an entry is stored.
    public enum Compression: Sendable, Hashable {
        /// Deflated (the usual case).
        case deflate
        /// Stored as is (what `mimetype` must be).
        case stored
    }

    /// The entry path (UTF-8).
    public var path: String
    /// The content.
    public var bytes: [UInt8]
    /// How it is stored.
    public var compression: Compression

    /// An entry.
    public init(path: String, bytes: [UInt8], compression: Compression = .deflate) {
        self.path = path
        self.bytes = bytes
        self.compression = compression
    }

    /// An entry with UTF-8 text.
    public init(path: String, text: String, compression: Compression = .deflate) {
        self.init(path: path, bytes: Array(text.utf8), compression: compression)
    }
}

/// Why a ZIP fixture could not be made or patched.
public enum ZIPFixtureError: Error, CustomStringConvertible {
    /// ZIPFoundation refused to write the archive.
    case writeFailed(String)
    /// The entry to patch is not in the archive.
    case entryNotFound(String)
    /// The archive is not a ZIP this helper understands.
    case malformed(String)

    /// One line.
    public var description: String {
        switch self {
        case .writeFailed(let reason): "cannot write the ZIP fixture: \(reason)"
        case .entryNotFound(let path): "no entry '\(path)' in the ZIP fixture"
        case .malformed(let reason): "unexpected ZIP structure: \(reason)"
        }
    }
}

/// Builds ZIP archives in memory, and patches their headers to make broken ones (an encrypted
/// flag, a lying size) that no ZIP writer would produce.
public enum ZIPFixture {
    /// The modification time of every entry: a fixed one, so the same entries make the same
    /// bytes in every run (ZIPFoundation's default, the current time, made a book built twice
    /// a second apart another book to the pagination cache, which keys on the file's digest).
    static let entryDate = Date(timeIntervalSince1970: 1_577_836_800)  // 2020-01-01

    /// An archive with `entries` in this order (UTF-8 names).
    public static func archive(_ entries: [ZIPEntrySpec]) throws -> Data {
        do {
            let archive = try Archive(accessMode: .create)
            for entry in entries {
                let data = Data(entry.bytes)
                try archive.addEntry(
                    with: entry.path, type: .file, uncompressedSize: Int64(data.count), modificationDate: entryDate,
                    compressionMethod: entry.compression == .deflate ? .deflate : .none,
                    provider: { position, size in data.subdata(in: Int(position)..<Int(position) + size) })
            }
            guard let data = archive.data else { throw ZIPFixtureError.writeFailed("no data") }
            return data
        } catch let error as ZIPFixtureError {
            throw error
        } catch {
            throw ZIPFixtureError.writeFailed("\(error)")
        }
    }

    /// Sets bit 0 (encrypted) of the general purpose flag of `path`, in its local and central
    /// headers (APPNOTE §4.4.4).
    public static func markEncrypted(_ path: String, in data: Data) throws -> Data {
        var bytes = [UInt8](data)
        let header = try centralHeader(of: path, in: bytes)
        bytes[header + 8] |= 1
        bytes[readUInt32(bytes, at: header + 42) + 6] |= 1
        return Data(bytes)
    }

    /// Writes `size` as the declared uncompressed size of `path` in both headers, as a zip bomb
    /// would lie about it.
    public static func declareUncompressedSize(_ size: UInt32, of path: String, in data: Data) throws -> Data {
        var bytes = [UInt8](data)
        let header = try centralHeader(of: path, in: bytes)
        writeUInt32(size, to: &bytes, at: header + 24)
        writeUInt32(size, to: &bytes, at: readUInt32(bytes, at: header + 42) + 22)
        return Data(bytes)
    }

    /// `data` with the compressed size of `path` set to `size` in its central directory header
    /// (the local header keeps the true one).
    public static func declareCompressedSize(_ size: UInt32, of path: String, in data: Data) throws -> Data {
        var bytes = [UInt8](data)
        writeUInt32(size, to: &bytes, at: try centralHeader(of: path, in: bytes) + 20)
        return Data(bytes)
    }

    /// The offset of the central directory header of `path`.
    private static func centralHeader(of path: String, in bytes: [UInt8]) throws -> Int {
        guard bytes.count >= 22 else { throw ZIPFixtureError.malformed("too short") }
        var eocd = bytes.count - 22
        while eocd >= 0, readUInt32(bytes, at: eocd) != 0x0605_4B50 { eocd -= 1 }
        guard eocd >= 0 else { throw ZIPFixtureError.malformed("no end of central directory") }
        let count = readUInt16(bytes, at: eocd + 10)
        var offset = readUInt32(bytes, at: eocd + 16)
        for _ in 0..<count {
            guard offset + 46 <= bytes.count, readUInt32(bytes, at: offset) == 0x0201_4B50 else {
                throw ZIPFixtureError.malformed("bad central directory header")
            }
            let nameLength = readUInt16(bytes, at: offset + 28)
            let name = String(decoding: bytes[(offset + 46)..<(offset + 46 + nameLength)], as: UTF8.self)
            if name == path { return offset }
            offset += 46 + nameLength + readUInt16(bytes, at: offset + 30) + readUInt16(bytes, at: offset + 32)
        }
        throw ZIPFixtureError.entryNotFound(path)
    }

    static func readUInt16(_ bytes: [UInt8], at offset: Int) -> Int {
        Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
    }

    static func readUInt32(_ bytes: [UInt8], at offset: Int) -> Int {
        readUInt16(bytes, at: offset) | readUInt16(bytes, at: offset + 2) << 16
    }

    private static func writeUInt32(_ value: UInt32, to bytes: inout [UInt8], at offset: Int) {
        for k in 0..<4 { bytes[offset + k] = UInt8((value >> (8 * UInt32(k))) & 0xFF) }
    }
}
