/// SHA-1 (FIPS 180-4 §6.1), only for the key of IDPF font obfuscation (EPUB OCF 3.3 §4.3.5),
/// where the algorithm is fixed by the spec. Not for anything that needs a secure hash.
enum SHA1 {
    /// The 20-byte digest of `message`.
    static func digest(_ message: [UInt8]) -> [UInt8] {
        var state: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        let padded = pad(message)
        var schedule = [UInt32](repeating: 0, count: 80)
        for blockStart in stride(from: 0, to: padded.count, by: 64) {
            for t in 0..<16 {
                let i = blockStart + t * 4
                schedule[t] = UInt32(padded[i]) << 24 | UInt32(padded[i + 1]) << 16
                    | UInt32(padded[i + 2]) << 8 | UInt32(padded[i + 3])
            }
            for t in 16..<80 {
                schedule[t] = rotl(schedule[t - 3] ^ schedule[t - 8] ^ schedule[t - 14] ^ schedule[t - 16], 1)
            }
            compress(&state, schedule)
        }
        return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) } }
    }

    /// The message with a `1` bit, zeros, and its bit length as 64 bits, to a multiple of
    /// 512 bits (§5.1.1).
    private static func pad(_ message: [UInt8]) -> [UInt8] {
        var padded = message
        padded.append(0x80)
        while padded.count % 64 != 56 { padded.append(0) }
        let bits = UInt64(message.count) &* 8
        padded += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * UInt64($0))) }
        return padded
    }

    /// The 80 rounds over one block's message schedule (§6.1.2 step 3–4).
    private static func compress(_ state: inout [UInt32], _ schedule: [UInt32]) {
        var a = state[0], b = state[1], c = state[2], d = state[3], e = state[4]
        for t in 0..<80 {
            let f: UInt32, k: UInt32
            switch t {
            case 0..<20: f = (b & c) | (~b & d); k = 0x5A82_7999
            case 20..<40: f = b ^ c ^ d; k = 0x6ED9_EBA1
            case 40..<60: f = (b & c) | (b & d) | (c & d); k = 0x8F1B_BCDC
            default: f = b ^ c ^ d; k = 0xCA62_C1D6
            }
            let temp = rotl(a, 5) &+ f &+ e &+ k &+ schedule[t]
            e = d
            d = c
            c = rotl(b, 30)
            b = a
            a = temp
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
    }

    private static func rotl(_ x: UInt32, _ n: UInt32) -> UInt32 { (x << n) | (x >> (32 - n)) }
}
