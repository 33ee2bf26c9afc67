internal import CZlibShim

/// zlib's decoder for raw deflate streams (RFC 1951, no zlib header), to check what an encoder
/// wrote.
public enum RawInflate {
    /// The bytes `stream` decodes to (at most `expected` + 16), and whether the stream ended
    /// exactly at its last byte.
    public static func decode(_ stream: [UInt8], expected: Int) -> (bytes: [UInt8], endedExactly: Bool) {
        var z = z_stream()
        guard inflateInit2_(&z, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return ([], false) }
        defer { inflateEnd(&z) }
        var input = stream
        var output = [UInt8](repeating: 0, count: expected + 16)
        let code = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                z.next_in = source.baseAddress
                z.avail_in = uInt(source.count)
                z.next_out = target.baseAddress
                z.avail_out = uInt(target.count)
                return inflate(&z, Z_FINISH)
            }
        }
        return (Array(output[0..<Int(z.total_out)]), code == Z_STREAM_END && z.avail_in == 0)
    }

    /// The size of zlib's stream for `bytes` at `level` (header and checksum included).
    public static func zlibSize(of bytes: [UInt8], level: Int32) -> Int {
        var size = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(size))
        let code = compress2(&output, &size, bytes, uLong(bytes.count), level)
        return code == Z_OK ? Int(size) : -1
    }
}
