internal import CIsal

/// Intel ISA-L's deflate (igzip) at its level 1: the engine of the default PNG levels (1 and 2).
///
/// Measured on 30 pages of linear-algebra.epub at 1264×1680 (gray, palette and RGB scanlines,
/// 153 MB, whole pages): zlib level 2 295 ms and 3,955 KB; ISA-L level 1 41 ms and 4,202 KB
/// (+6 %). ISA-L's level 0 is no faster (39 ms) and 25 % larger; its level 3 is 5 times slower
/// and no smaller. The output does not depend on the processor: ISA-L picks SSE4.2, AVX, AVX2 or
/// AVX-512 code when first called, and every combination of those variants gave the same bytes
/// on those pages (levels 0–2, with full flushes) and on `DeflateEngineTests`' images: a
/// preloaded library defined ISA-L's dispatching functions (`isal_deflate_icf_body_lvl1`,
/// `encode_deflate_icf`…) to call each variant in turn (the variants are exported, and
/// `LD_DEBUG=bindings` showed libisal bound to them). ISA-L's plain-C fallback, for processors
/// without SSE4.2, hashes differently.
///
/// ISA-L's bytes depend on how much output room each call is given (unlike zlib's): the same
/// input deflated with 4 KiB or 64 KiB of room per call comes out different. So it always
/// writes into a room of its own of `roomSize`, copied into the PNG after each call: its bytes
/// depend on its input alone, not on how full the PNG buffer happened to be (which differs
/// between the encoder's paths, and made pages differ from run to run).
final class IsalDeflateEngine: DeflateEngine {
    private let stream: UnsafeMutablePointer<isal_zstream>
    private let levelBuffer: UnsafeMutablePointer<UInt8>
    private let room: UnsafeMutablePointer<UInt8>
    private static let levelBufferSize = Int(rrender_isal_level1_buffer_size)
    static let roomSize = 64 << 10

    init() {
        stream = .allocate(capacity: 1)
        stream.initialize(to: isal_zstream())
        levelBuffer = .allocate(capacity: Self.levelBufferSize)
        room = .allocate(capacity: Self.roomSize)
        isal_deflate_init(stream)
        stream.pointee.level = 1
        stream.pointee.level_buf = levelBuffer
        stream.pointee.level_buf_size = UInt32(Self.levelBufferSize)
        stream.pointee.gzip_flag = UInt16(IGZIP_DEFLATE)  // raw deflate: ZlibDeflater wraps it
    }

    deinit {
        stream.deinitialize(count: 1)
        stream.deallocate()
        levelBuffer.deallocate()
        room.deallocate()
    }

    /// Calls `isal_deflate` until the input is consumed (and flushed, or the stream ended),
    /// copying what it writes into the PNG. `isal_deflate` fails only on a level,
    /// flush or level buffer it does not take, which are fixed here; the loop ends then too.
    func run(_ input: UnsafeRawPointer?, count: Int, flush: DeflateFlush, output: inout IDATWriter) {
        var offset = 0
        repeat {
            // avail_in is 32-bit: feed at most 1 GiB at a time.
            let n = min(count - offset, 1 << 30)
            let last = offset + n == count
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input.map { $0.assumingMemoryBound(to: UInt8.self) + offset })
            stream.pointee.avail_in = UInt32(n)
            stream.pointee.flush = UInt16(last && flush == .full ? FULL_FLUSH : NO_FLUSH)
            stream.pointee.end_of_stream = last && flush == .finish ? 1 : 0
            while true {
                stream.pointee.next_out = room
                stream.pointee.avail_out = UInt32(Self.roomSize)
                let before = stream.pointee.avail_in
                let code = isal_deflate(stream)
                let wrote = Self.roomSize - Int(stream.pointee.avail_out)
                output.write(UnsafeRawBufferPointer(start: room, count: wrote))
                // Done once the input is in and the output not full (what igzip_lib.h says shows
                // a flush complete); when finishing, once the stream has ended. A call that reads
                // and writes nothing would not end either.
                let drained = stream.pointee.avail_in == 0 && stream.pointee.avail_out > 0
                let done = last && flush == .finish ? stream.pointee.internal_state.state == ZSTATE_END : drained
                guard code == COMP_OK, !done, wrote > 0 || stream.pointee.avail_in < before else { break }
            }
            offset += n
        } while offset < count
    }
}
