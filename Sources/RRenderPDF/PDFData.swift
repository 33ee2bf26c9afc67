internal import CPoppler

/// A PDF's bytes, held once for every worker's document (Poppler reads them in place).
///
/// `@unchecked Sendable`: the buffer is written once, in `init`, and only read afterwards.
public final class PDFData: @unchecked Sendable {
    private let buffer: UnsafeMutableRawBufferPointer

    public init(_ bytes: [UInt8]) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, bytes.count), alignment: 16)
        bytes.withUnsafeBytes { source in
            if let base = source.baseAddress { buffer.baseAddress?.copyMemory(from: base, byteCount: source.count) }
        }
        self.buffer = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<bytes.count])
    }

    deinit { buffer.deallocate() }

    /// The number of bytes.
    public var count: Int { buffer.count }

    /// The bytes, for scanning.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(buffer))
    }

    /// A GBytes over the buffer without copying it; the caller keeps `self` alive as long.
    func makeGBytes() -> OpaquePointer? {
        g_bytes_new_static(buffer.baseAddress, gsize(buffer.count))
    }
}
