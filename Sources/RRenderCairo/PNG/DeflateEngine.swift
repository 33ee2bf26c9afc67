internal import CZlibShim

/// How a call to a deflate engine ends its input.
enum DeflateFlush {
    /// More input follows: the engine may keep some of it back.
    case none
    /// Everything so far goes out, byte-aligned, and the engine forgets it (zlib's
    /// `Z_FULL_FLUSH`): bytes written next by hand follow on.
    case full
    /// The last input: the final block goes out.
    case finish
}

/// A raw deflate (RFC 1951) compressor behind `ZlibDeflater`, which adds the zlib header and
/// the Adler-32. Equal calls give equal bytes.
protocol DeflateEngine: AnyObject {
    /// Compresses `count` bytes at `input` (none for a bare flush), asking `output` for room.
    func run(_ input: UnsafeRawPointer?, count: Int, flush: DeflateFlush, output: inout IDATWriter)
}

/// Room offered per call: a quarter of the input, at least 4 KiB (the engine asks again when
/// it fills it). No more, since runs of repeated rows make many small writes and each would
/// otherwise grow the PNG buffer near the end of a page.
func deflateOutputRoom(forInput count: Int) -> Int { max(count / 4, 1 << 12) }

/// zlib's `deflate` with fixed parameters (window 32 KiB, memLevel 8). The `z_stream` lives on
/// the heap because zlib keeps a pointer back to it between calls.
final class ZlibDeflateEngine: DeflateEngine {
    private let stream: UnsafeMutablePointer<z_stream>

    init(level: Int32, strategy: Int32) throws(ZlibError) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let code = deflateInit2_(stream, level, Z_DEFLATED, -15, 8, strategy,
                                 zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard code == Z_OK else {
            stream.deinitialize(count: 1)
            stream.deallocate()
            throw ZlibError(code: code)
        }
    }

    deinit {
        deflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Calls `deflate` until the input is consumed (and, when finishing, the stream has ended),
    /// giving it output space straight in the PNG buffer.
    func run(_ input: UnsafeRawPointer?, count: Int, flush: DeflateFlush, output: inout IDATWriter) {
        let mode = switch flush { case .none: Z_NO_FLUSH; case .full: Z_FULL_FLUSH; case .finish: Z_FINISH }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input?.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = uInt(count)
        while true {
            let space = output.space(minimum: deflateOutputRoom(forInput: count))
            let offered = min(space.count, Int(UInt32.max))
            stream.pointee.next_out = space.baseAddress
            stream.pointee.avail_out = uInt(offered)
            let code = deflate(stream, mode)
            output.commit(offered - Int(stream.pointee.avail_out))
            // With output space offered, deflate only fails on a broken stream state; any
            // code other than Z_OK/Z_BUF_ERROR ends the loop (Z_STREAM_END when finishing).
            let needsMore = mode == Z_FINISH ? code == Z_OK : stream.pointee.avail_in > 0 || stream.pointee.avail_out == 0
            if !needsMore || (code != Z_OK && code != Z_BUF_ERROR) { break }
        }
    }
}
