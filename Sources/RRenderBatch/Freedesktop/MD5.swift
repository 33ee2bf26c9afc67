import Foundation
import RRender

/// MD5 (RFC 1321), for the freedesktop thumbnail cache's file names only (not for security).
enum MD5 {
    /// The lowercase hexadecimal digest of `bytes`.
    static func hex(_ bytes: [UInt8]) -> String {
        digest(bytes).lowercaseHex
    }

    static func digest(_ message: [UInt8]) -> [UInt8] {
        var bytes = message
        let bitLength = UInt64(message.count) &* 8
        bytes.append(0x80)
        while bytes.count % 64 != 56 { bytes.append(0) }
        for i in 0..<8 { bytes.append(UInt8((bitLength >> (8 * UInt64(i))) & 0xFF)) }
        var state: (UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476)
        for chunk in stride(from: 0, to: bytes.count, by: 64) {
            var words = [UInt32](repeating: 0, count: 16)
            for i in 0..<16 {
                let j = chunk + 4 * i
                words[i] = UInt32(bytes[j]) | UInt32(bytes[j + 1]) << 8 | UInt32(bytes[j + 2]) << 16 | UInt32(bytes[j + 3]) << 24
            }
            state = round(state, words)
        }
        var out: [UInt8] = []
        for word in [state.0, state.1, state.2, state.3] {
            for i in 0..<4 { out.append(UInt8((word >> (8 * UInt32(i))) & 0xFF)) }
        }
        return out
    }

    private static let shifts: [UInt32] = [7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
                                           5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
                                           4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
                                           6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21]
    /// floor(abs(sin(i + 1)) × 2^32).
    private static let constants: [UInt32] = (0..<64).map { UInt32(truncatingIfNeeded: Int64(abs(sin(Double($0 + 1))) * 4_294_967_296)) }

    private static func round(_ state: (UInt32, UInt32, UInt32, UInt32), _ m: [UInt32]) -> (UInt32, UInt32, UInt32, UInt32) {
        var (a, b, c, d) = state
        for i in 0..<64 {
            var f: UInt32, g: Int
            switch i {
            case 0..<16: f = (b & c) | (~b & d); g = i
            case 16..<32: f = (d & b) | (~d & c); g = (5 * i + 1) % 16
            case 32..<48: f = b ^ c ^ d; g = (3 * i + 5) % 16
            default: f = c ^ (b | ~d); g = (7 * i) % 16
            }
            f = f &+ a &+ constants[i] &+ m[g]
            a = d; d = c; c = b
            b = b &+ ((f << shifts[i]) | (f >> (32 - shifts[i])))
        }
        return (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
    }
}
