import Foundation
import RRenderCore

/// Random access to the bytes of a ZIP archive, safe from any thread.
protocol ZIPSource: Sendable {
    /// The archive size in bytes.
    var size: UInt64 { get }
    /// `count` bytes at `offset`; fewer only at the end of the archive.
    func read(at offset: UInt64, count: Int) throws(ZIPSourceError) -> [UInt8]
}

/// An I/O failure of a `ZIPSource`.
struct ZIPSourceError: Error, CustomStringConvertible {
    let description: String
}

/// An archive held in memory. `Data` is immutable here, so reads need no lock.
struct DataZIPSource: ZIPSource {
    let data: Data

    var size: UInt64 { UInt64(data.count) }

    func read(at offset: UInt64, count: Int) throws(ZIPSourceError) -> [UInt8] {
        guard offset <= size else { return [] }
        let start = data.startIndex + Int(offset)
        let end = start + min(count, data.endIndex - start)
        return [UInt8](data[start..<end])
    }
}

/// An archive file, read with `pread`, which takes its own offset: reads from many threads
/// need no lock.
final class FileZIPSource: ZIPSource {
    let size: UInt64
    /// The open file, until the source goes.
    private let descriptor: Int32

    /// Opens `path` (a regular file) for reading.
    init(path: String) throws(ZIPSourceError) {
        switch RegularFile.open(path) {
        case .success(let file): (descriptor, size) = file
        case .failure(let failure): throw ZIPSourceError(description: failure.reason)
        }
    }

    deinit { close(descriptor) }

    /// The open file's device, inode, size, and modification and change times (to the
    /// nanosecond), from `fstat`: the same while nobody writes to the file. A change time
    /// within the last two seconds gives nil, since a file being written may change again
    /// within the clock's granularity without its times changing.
    var identity: String? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        guard now.tv_sec - info.st_ctim.tv_sec >= 2 else { return nil }
        return "\(info.st_dev) \(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) "
            + "\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
    }

    func read(at offset: UInt64, count: Int) throws(ZIPSourceError) -> [UInt8] {
        // Offsets come from the archive: past the end there is nothing to read (and one past
        // `Int64.max` cannot even be sought).
        guard offset <= size else { return [] }
        let wanted = Int(min(UInt64(max(0, count)), size - offset))
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, initialized in
            initialized = 0
            while initialized < wanted {
                let got = pread(
                    descriptor, buffer.baseAddress! + initialized, wanted - initialized, off_t(offset) + off_t(initialized))
                if got < 0, errno == EINTR { continue }
                if got < 0 { failure = errno }
                guard got > 0 else { return }
                initialized += got
            }
        }
        if failure != 0 { throw ZIPSourceError(description: String(cString: strerror(failure))) }
        return bytes
    }
}
