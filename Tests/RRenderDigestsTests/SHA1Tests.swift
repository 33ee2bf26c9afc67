import RRenderDigests
import Testing

/// SHA-1 against the FIPS 180 / NIST CAVS example vectors.
struct SHA1Tests {
    @Test(arguments: [
        ("", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
        ("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "84983e441c3bd26ebaae4aa1f95129e5e54670f1"),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "a49b2446a02c645bf419f995b67091253a04a259"
        ),
        ("The quick brown fox jumps over the lazy dog", "2fd4e1c67a2d28fced849ee1bb76e7391b93eb12")
    ])
    func knownVectors(_ message: String, _ digest: String) {
        #expect(hex(Digest.sha1(Array(message.utf8))) == digest)
    }

    @Test func aMillionAs() {
        #expect(
            hex(Digest.sha1([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)))
                == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    }

    /// Lengths around the padding boundary (55, 56, 63, 64 bytes), where a length field that
    /// does not fit forces an extra block.
    @Test(arguments: [
        (55, "c1c8bbdc22796e28c0e15163d20899b65621d65a"), (56, "c2db330f6083854c99d4b5bfb6e8f29f201be699"),
        (63, "03f09f5b158a7a8cdad920bddc29b81c18a551f5"), (64, "0098ba824b5c16427bd7a1122a5a442a25ec644d")
    ])
    func paddingBoundaries(_ length: Int, _ digest: String) {
        #expect(hex(Digest.sha1([UInt8](repeating: UInt8(ascii: "a"), count: length))) == digest)
    }
}
