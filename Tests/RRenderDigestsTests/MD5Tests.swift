import RRenderDigests
import Testing

/// MD5 against the RFC 1321 test suite (appendix A.5), and around the padding boundary.
struct MD5Tests {
    @Test(arguments: [
        ("", "d41d8cd98f00b204e9800998ecf8427e"),
        ("a", "0cc175b9c0f1b6a831c399e269772661"),
        ("abc", "900150983cd24fb0d6963f7d28e17f72"),
        ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
        ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
        ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"),
        ("12345678901234567890123456789012345678901234567890123456789012345678901234567890", "57edf4a22be3c955ac49da2e2107b67a")
    ])
    func rfc1321Suite(_ message: String, _ digest: String) {
        #expect(hex(Digest.md5(Array(message.utf8))) == digest)
    }

    @Test func aMillionAs() {
        #expect(hex(Digest.md5([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))) == "7707d6ae4e027c70eea2a935c2296f21")
    }

    /// Lengths where the 64-bit length field no longer fits the last block (55, 56, 63, 64 bytes).
    @Test(arguments: [
        (55, "ef1772b6dff9a122358552954ad0df65"), (56, "3b0c8ac703f828b04c6c197006d17218"),
        (63, "b06521f39153d618550606be297466d5"), (64, "014842d480b571495a4a0363793f7367")
    ])
    func paddingBoundaries(_ length: Int, _ digest: String) {
        #expect(hex(Digest.md5([UInt8](repeating: UInt8(ascii: "a"), count: length))) == digest)
    }
}
