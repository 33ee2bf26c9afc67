internal import CDeflate

/// Something that turns the filtered scanlines into a zlib stream (RFC 1950) in IDAT chunks.
protocol ZlibCompressor: ~Copyable {
    /// Takes `input` (any amount; may be called many times).
    mutating func write(_ input: UnsafeRawBufferPointer, to output: inout IDATWriter)
    /// Ends the stream.
    mutating func finish(to output: inout IDATWriter)
}

/// One zlib stream (RFC 1950) compressed by libdeflate in one call when it ends: libdeflate has
/// no streaming interface, so the scanlines are held until then (a 1264×1680 gray page, 2.1 MB),
/// in a `DeflateWorkspace` kept from image to image. It replaced a hand-written streaming
/// deflater whose files were larger on every book and whose CPU win missed the bar its code
/// needed (Benchmarks/results/2026-12-06-png-encoders.md). Its bytes depend on the input and the
/// level alone.
final class ZlibDeflater: ZlibCompressor {
    private let workspace: DeflateWorkspace

    /// A stream at libdeflate `level` (0: stored blocks, 1: fastest … 9), with room for
    /// `expectedSize` bytes of scanlines.
    init(level: Int, expectedSize: Int) {
        workspace = DeflateWorkspace.take(level: Int32(min(max(level, 0), 9)), capacity: expectedSize)
    }

    deinit {
        DeflateWorkspace.give(workspace)
    }

    func write(_ bytes: UnsafeRawBufferPointer, to output: inout IDATWriter) {
        workspace.append(bytes)
    }

    /// Compresses everything written, straight into the IDAT space when one chunk can take the
    /// whole stream; a stored stream when libdeflate could not allocate its state, so encoding
    /// never fails.
    func finish(to output: inout IDATWriter) {
        let input = UnsafeRawBufferPointer(start: workspace.bytes, count: workspace.count)
        guard let compressor = workspace.compressor else {
            var stored = StoredZlibWriter()
            stored.write(input, to: &output)
            stored.finish(to: &output)
            return
        }
        let bound = libdeflate_zlib_compress_bound(compressor, input.count)
        let space = output.space(minimum: bound)
        if space.count >= bound, let base = space.baseAddress {
            output.commit(libdeflate_zlib_compress(compressor, input.baseAddress, input.count, base, space.count))
            return
        }
        // The stream is longer than the chunk limit allows (tests set a small one).
        var stream = [UInt8](repeating: 0, count: bound)
        let n = stream.withUnsafeMutableBytes {
            libdeflate_zlib_compress(compressor, input.baseAddress, input.count, $0.baseAddress, bound)
        }
        stream.withUnsafeBytes { output.write(UnsafeRawBufferPointer(rebasing: $0[..<n])) }
    }
}

/// A zlib stream of stored (uncompressed) deflate blocks, written without any compressor state:
/// the fallback when libdeflate cannot allocate its state, so encoding never fails.
struct StoredZlibWriter: ZlibCompressor {
    private var adler: UInt32 = 1
    private var startedHeader = false

    mutating func write(_ input: UnsafeRawBufferPointer, to output: inout IDATWriter) {
        writeHeaderOnce(to: &output)
        guard let base = input.baseAddress else { return }
        adler = UInt32(libdeflate_adler32(adler, base, input.count))
        var offset = 0
        while offset < input.count {
            let n = min(input.count - offset, 65535)
            // Non-final stored block (RFC 1951 §3.2.4): BFINAL 0, BTYPE 00, LEN, NLEN.
            let length = UInt16(n)
            let header: [UInt8] = [0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            header.withUnsafeBytes { output.write($0) }
            output.write(UnsafeRawBufferPointer(rebasing: input[offset..<offset + n]))
            offset += n
        }
    }

    mutating func finish(to output: inout IDATWriter) {
        writeHeaderOnce(to: &output)
        // An empty final stored block, then the Adler-32 of all the input, big-endian.
        let a = adler
        let tail: [UInt8] = [
            1, 0, 0, 0xFF, 0xFF, UInt8(a >> 24), UInt8((a >> 16) & 0xFF), UInt8((a >> 8) & 0xFF), UInt8(a & 0xFF)
        ]
        tail.withUnsafeBytes { output.write($0) }
    }

    private mutating func writeHeaderOnce(to output: inout IDATWriter) {
        guard !startedHeader else { return }
        startedHeader = true
        // CMF 0x78 (deflate, 32 KiB window), FLG 0x01 (fastest, check bits make 0x7801 % 31 == 0).
        [UInt8(0x78), 0x01].withUnsafeBytes { output.write($0) }
    }
}
