#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An iconv conversion from an 8-bit charset to UTF-32 (platform byte order), used once per
/// dictionary to learn which character each byte stands for. Owns the descriptor.
final class CharsetDecoder {
    private let descriptor: iconv_t

    /// A decoder from `charset` (an iconv name such as `ISO-8859-2` or `KOI8-R`).
    init(charset: String) throws(HyphenationError) {
        let target = UInt32(1).littleEndian == 1 ? "UTF-32LE" : "UTF-32BE"
        let descriptor = iconv_open(target, charset)
        // iconv_open reports failure as (iconv_t)-1.
        guard let descriptor, Int(bitPattern: descriptor) != -1 else {
            throw .unsupportedCharset(charset, path: "")
        }
        self.descriptor = descriptor
    }

    deinit { iconv_close(descriptor) }

    /// The character `byte` stands for on its own, or nil when it stands for none (unassigned,
    /// or only the start of a multi-byte sequence).
    func scalar(forByte byte: UInt8) -> Unicode.Scalar? {
        var input: [CChar] = [CChar(bitPattern: byte)]
        var output: UInt32 = 0
        var inLeft = 1, outLeft = MemoryLayout<UInt32>.size
        // Reset the shift state so one byte's failure cannot affect the next.
        _ = iconv(descriptor, nil, nil, nil, nil)
        let converted = input.withUnsafeMutableBufferPointer { inBuffer in
            withUnsafeMutableBytes(of: &output) { outBuffer in
                var inPointer = inBuffer.baseAddress
                var outPointer = outBuffer.baseAddress?.assumingMemoryBound(to: CChar.self)
                return iconv(descriptor, &inPointer, &inLeft, &outPointer, &outLeft)
            }
        }
        guard converted != -1, inLeft == 0, outLeft == 0 else { return nil }
        return Unicode.Scalar(output)
    }
}
