internal import CDeflate
import Foundation
import RRenderCore
import RRenderDigests
import Synchronization

/// A ZIP archive (an EPUB's OCF container), from a file or from memory.
///
/// The central directory is read by `ZIPDirectory`; the data is inflated by libdeflate or zlib (`ZIPInflater`)
/// and CRC-checked (libdeflate's CRC-32, about 16 GB/s). Safety, since publications are untrusted (DESIGN §6):
/// - every entry is indexed once by its UTF-8 path; names are only compared with lookups, never
///   used as file-system paths;
/// - encrypted entries are listed but refused on read (`encryptedEntry`);
/// - reads are bounded: an entry that declares more than `sizeLimit` bytes is refused
///   (`resourceTooLarge`), and inflating stops with `corruptEntry` as soon as the output would
///   pass the declared size (the header lied);
/// - the archive is bounded: at most `maximumEntryCount` entries, no two sharing data
///   (overlapping-entry ZIP bombs), and at most `maximumTotalSize` bytes declared by all the
///   entries together (each counted up to `sizeLimit`), so one pass over every entry inflates
///   at most that much;
/// - the CRC-32 of every read is checked (`corruptEntry`);
/// - reads are thread-safe: in-memory data is immutable, and a file is read with `pread`
///   (`FileZIPSource`).
public final class ZIPContainer: Container {
    /// The default bound on one entry's uncompressed size: 64 MiB.
    public static let defaultSizeLimit = 64 << 20
    /// The largest number of entries accepted.
    public static let maximumEntryCount = 100_000
    /// The most bytes all entries may declare together (each counted up to the size limit): 2 GiB.
    public static let maximumTotalSize: UInt64 = 2 << 30

    /// The file name (or the name given for in-memory data), used in messages.
    public let name: String
    /// The bound on one entry's uncompressed size, in bytes.
    public let sizeLimit: Int
    /// Every file entry path, in archive order.
    public let entryPaths: [String]
    private let records: [String: ZIPDirectory.Record]
    private let source: any ZIPSource
    /// `contentDigest()`, once computed.
    private let digest = Mutex<String?>(nil)

    /// Opens the ZIP file at `path`.
    public convenience init(path: String, sizeLimit: Int = ZIPContainer.defaultSizeLimit) throws(PublicationError) {
        try ZIPContainer.checkReadableFile(path)
        let source: FileZIPSource
        do {
            source = try FileZIPSource(path: path)
        } catch {
            throw .unreadable(path: path, reason: error.description)
        }
        try self.init(source: source, name: (path as NSString).lastPathComponent, displayPath: path, sizeLimit: sizeLimit)
    }

    /// Opens a ZIP archive held in memory; `name` is used in messages.
    public convenience init(data: Data, name: String, sizeLimit: Int = ZIPContainer.defaultSizeLimit) throws(PublicationError) {
        guard !data.isEmpty else { throw .notAZip(path: name, reason: "the file is empty") }
        try self.init(source: DataZIPSource(data: data), name: name, displayPath: name, sizeLimit: sizeLimit)
    }

    private init(source: any ZIPSource, name: String, displayPath: String, sizeLimit: Int) throws(PublicationError) {
        let directory: ZIPDirectory
        do {
            directory = try ZIPDirectory(source: source, maximumEntries: ZIPContainer.maximumEntryCount)
        } catch {
            throw ZIPContainer.openError(error, path: displayPath, header: (try? source.read(at: 0, count: 4)) ?? [])
        }
        var paths: [String] = []
        var records: [String: ZIPDirectory.Record] = [:]
        for record in directory.records where !record.isDirectory && records[record.path] == nil {
            paths.append(record.path)  // a duplicate name: the first entry wins
            records[record.path] = record
        }
        guard !paths.isEmpty else { throw .notAZip(path: displayPath, reason: "the ZIP archive has no entries") }
        let total = records.values.reduce(UInt64(0)) { $0 + min($1.uncompressedSize, UInt64(sizeLimit)) }
        guard total <= ZIPContainer.maximumTotalSize else {
            throw .notAZip(
                path: displayPath,
                reason: "its entries would inflate to \(total) bytes, more than the limit of \(ZIPContainer.maximumTotalSize)")
        }
        self.name = name
        self.sizeLimit = sizeLimit
        self.entryPaths = paths
        self.records = records
        self.source = source
    }

    /// The entry at `path`, if any.
    public func entry(at path: String) -> ContainerEntry? {
        records[path].map {
            ContainerEntry(
                path: path, storedSize: Int(clamping: storedSize(of: $0)), size: Int(clamping: $0.uncompressedSize),
                isCompressed: $0.method != 0, isEncrypted: $0.isEncrypted)
        }
    }

    /// The stored size the directory gives, at most the bytes after the entry's local header:
    /// positions are counted from it (a 3 KB archive whose last entry claimed 4 GB made four
    /// million of them).
    private func storedSize(of record: ZIPDirectory.Record) -> UInt64 {
        let (dataStart, overflow) = record.localHeaderOffset.addingReportingOverflow(30)
        return overflow || dataStart >= source.size ? 0 : min(record.compressedSize, source.size - dataStart)
    }

    /// The SHA-256 of the whole archive, read 1 MiB at a time, once per container (a navigator
    /// makes a renderer per change of preferences); nil when it cannot be read.
    public func contentDigest() -> String? {
        digest.withLock { digest in
            if let digest { return digest }
            let hasher = Digest(.sha256)
            var offset: UInt64 = 0
            while offset < source.size {
                guard let chunk = try? source.read(at: offset, count: 1 << 20), !chunk.isEmpty else { return nil }
                hasher.update(chunk)
                offset += UInt64(chunk.count)
            }
            digest = hasher.finalize().lowercaseHex
            return digest
        }
    }

    /// The identity of the archive's file (`FileZIPSource.identity`); nil for data in memory.
    public func sourceIdentity() -> String? {
        (source as? FileZIPSource)?.identity
    }

    /// The bytes of the entry at `path`, CRC-checked and bounded by `sizeLimit`.
    public func read(_ path: String) throws(PublicationError) -> [UInt8] {
        guard let record = records[path] else { throw .resourceNotFound(publication: name, href: path) }
        guard !record.isEncrypted else { throw .encryptedEntry(publication: name, href: path) }
        guard record.uncompressedSize <= UInt64(sizeLimit) else {
            throw .resourceTooLarge(publication: name, href: path, size: Int(clamping: record.uncompressedSize), limit: sizeLimit)
        }
        let extraction = ZIPExtraction(source: source, record: record)
        switch extraction.run() {
        case .success(let bytes):
            return bytes
        case .failure(.corrupt(let reason)):
            throw .corruptEntry(publication: name, href: path, reason: reason)
        }
    }
}

/// Reading one entry's data: its local header, then the stored or deflated bytes.
private struct ZIPExtraction {
    let source: any ZIPSource
    let record: ZIPDirectory.Record

    enum Failure: Error {
        case corrupt(String)
    }

    func run() -> Result<[UInt8], Failure> {
        do {
            let start = try dataOffset()
            // Compared without adding: a lying ZIP64 size may be near 2^64.
            guard record.compressedSize <= source.size, start <= source.size - record.compressedSize else {
                throw Failure.corrupt("the entry's data is truncated")
            }
            let bytes: [UInt8]
            switch record.method {
            case 0:
                guard record.compressedSize == record.uncompressedSize else { throw Failure.corrupt("stored sizes differ") }
                bytes = try source.read(at: start, count: Int(record.compressedSize))
            case 8:
                do {
                    bytes = try ZIPInflater.inflate(
                        source, at: start, compressedSize: record.compressedSize,
                        declaredSize: Int(record.uncompressedSize))
                } catch ZIPInflater.Failure.corrupt(let reason) {
                    throw Failure.corrupt(reason)
                }
            default:
                throw Failure.corrupt("unsupported compression method \(record.method)")
            }
            let crc = bytes.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
            guard crc == record.crc32 else { throw Failure.corrupt("CRC-32 mismatch") }
            return .success(bytes)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(.corrupt("\(error)"))
        }
    }

    /// Where the data starts: after the local header, its name and its own extra field (§4.3.7).
    private func dataOffset() throws -> UInt64 {
        let header = try source.read(at: record.localHeaderOffset, count: 30)
        guard header.count == 30, ByteReader.uint32(header, 0) == 0x0403_4B50 else {
            throw Failure.corrupt("bad local file header")
        }
        return record.localHeaderOffset + 30 + UInt64(ByteReader.uint16(header, 26)) + UInt64(ByteReader.uint16(header, 28))
    }
}
