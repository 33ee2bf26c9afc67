import RRenderDigests
import Testing

/// What holds for every algorithm: the same digest however the bytes arrive, and its length.
struct DigestTests {
    /// Messages of every length around the block and padding boundaries, fed whole or in pieces
    /// of 1, 7, 63 and 64 bytes (as slices, as the cache feeds a file), give the same digest, with
    /// every algorithm.
    @Test(arguments: Digest.Algorithm.allCases)
    func piecesGiveTheDigestOfTheWhole(_ algorithm: Digest.Algorithm) {
        for length in [0, 1, 55, 56, 63, 64, 65, 119, 120, 127, 128, 129, 1000] {
            let message = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let whole = Digest(algorithm)
            whole.update(message)
            let expected = whole.finalize()
            for piece in [1, 7, 63, 64] {
                let digest = Digest(algorithm)
                var start = 0
                while start < message.count {
                    digest.update(message[start..<min(message.count, start + piece)])
                    start += piece
                }
                #expect(digest.finalize() == expected, "length \(length), pieces of \(piece)")
            }
        }
    }

    /// Each algorithm gives its digest's length, and the one-call forms agree with `Digest`.
    @Test func lengthsAndOneCallForms() {
        let message = Array("rrender".utf8)
        #expect(Digest.md5(message).count == 16)
        #expect(Digest.sha1(message).count == 20)
        #expect(Digest.sha256(message).count == 32)
        let digest = Digest(.sha256)
        message.withUnsafeBytes { digest.update($0) }
        #expect(digest.finalize() == Digest.sha256(message))
    }
}
