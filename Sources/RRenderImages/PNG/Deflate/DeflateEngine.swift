internal import CZlibShim

/// A raw deflate stream (RFC 1951) behind `ZlibDeflater`, which adds the zlib header and the
/// Adler-32.
protocol DeflateEngine: AnyObject {
    /// Compresses `input` (any amount; may be called many times).
    func write(_ input: UnsafeRawBufferPointer, to output: inout IDATWriter)
    /// Everything so far goes out, byte-aligned, and the stream forgets it (zlib's
    /// `Z_FULL_FLUSH`): bytes written next by hand follow on, and no later match reaches before.
    func fullFlush(to output: inout IDATWriter)
    /// The final block goes out.
    func finish(to output: inout IDATWriter)
}

extension FastDeflater: DeflateEngine {}

/// zlib's `deflate` with fixed parameters (window 32 KiB, memLevel 8), so equal input gives
/// equal output. The `z_stream` lives on the heap because zlib keeps a pointer back to it
/// between calls.
final class ZlibEngine: DeflateEngine {
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

    func write(_ input: UnsafeRawBufferPointer, to output: inout IDATWriter) {
        guard let base = input.baseAddress else { return }
        var offset = 0
        // avail_in is 32-bit: feed at most 1 GiB at a time.
        while offset < input.count {
            let n = min(input.count - offset, 1 << 30)
            run(UnsafeMutableRawPointer(mutating: base + offset), count: n, flush: Z_NO_FLUSH, output: &output)
            offset += n
        }
    }

    func fullFlush(to output: inout IDATWriter) { run(nil, count: 0, flush: Z_FULL_FLUSH, output: &output) }

    func finish(to output: inout IDATWriter) { run(nil, count: 0, flush: Z_FINISH, output: &output) }

    /// Calls `deflate` until the input is consumed (and, when finishing, the stream has ended),
    /// giving it output space straight in the PNG buffer.
    private func run(_ input: UnsafeMutableRawPointer?, count: Int, flush: Int32, output: inout IDATWriter) {
        stream.pointee.next_in = input?.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_in = uInt(count)
        while true {
            // Room for a quarter of the input, at least 4 KiB (deflate asks again when it fills
            // it): no more, since runs of repeated rows make many small writes and each would
            // otherwise grow the PNG buffer near the end of a page.
            let space = output.space(minimum: max(count / 4, 1 << 12))
            let offered = min(space.count, Int(UInt32.max))
            stream.pointee.next_out = space.baseAddress
            stream.pointee.avail_out = uInt(offered)
            let code = deflate(stream, flush)
            output.commit(offered - Int(stream.pointee.avail_out))
            // With output space offered, deflate only fails on a broken stream state; any
            // code other than Z_OK/Z_BUF_ERROR ends the loop (Z_STREAM_END when finishing).
            let needsMore = flush == Z_FINISH ? code == Z_OK : stream.pointee.avail_in > 0 || stream.pointee.avail_out == 0
            if !needsMore || (code != Z_OK && code != Z_BUF_ERROR) { break }
        }
    }
}
