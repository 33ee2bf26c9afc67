/// Percent-encoding of a URL's bytes (RFC 3986 §2.1), as the Fetch standard's data: URL
/// processor applies it to the body.
enum PercentDecoding {
    /// `%XX` becomes the byte 0xXX; a `%` not followed by two hex digits stays as it is.
    static func decode(_ input: Substring.UTF8View) -> [UInt8] {
        let bytes = Array(input)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count,
               let high = bytes[index + 1].hexDigitValue, let low = bytes[index + 2].hexDigitValue {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    /// Unreserved characters as they are, everything else as `%XX`.
    static func encode(_ bytes: [UInt8]) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                output.append(byte)
            default:
                output += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}

/// Base64 (RFC 4648 §4) with the WHATWG Infra standard's "forgiving-base64 decode": ASCII white
/// space is ignored anywhere, the `=` padding is optional, anything else invalid fails.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The 6-bit value of each base64 character; 0xFF for the others.
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, character) in alphabet.enumerated() { table[Int(character)] = UInt8(index) }
        return table
    }()

    /// The decoded bytes, or nil for invalid input (a stray character, a length of 4n+1, `=`
    /// other than one or two at the end).
    static func decodeForgiving(_ input: [UInt8]) -> [UInt8]? {
        var symbols = input.filter { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0C || $0 == 0x0D) }
        if symbols.count % 4 == 0, symbols.last == UInt8(ascii: "=") {
            symbols.removeLast()
            if symbols.last == UInt8(ascii: "=") { symbols.removeLast() }
        }
        guard symbols.count % 4 != 1 else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(symbols.count / 4 * 3 + 2)
        var buffer: UInt32 = 0, bits = 0
        for symbol in symbols {
            let value = values[Int(symbol)]
            guard value != 0xFF else { return nil }
            buffer = buffer << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
                buffer &= (1 << UInt32(bits)) - 1
            }
        }
        return output
    }

    /// Standard base64 with `=` padding.
    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var chunk: UInt32 = 0
            for offset in 0..<3 { chunk = chunk << 8 | UInt32(offset < count ? bytes[index + offset] : 0) }
            for position in 0..<4 {
                let value = Int((chunk >> UInt32(18 - 6 * position)) & 0x3F)
                output.append(position <= count ? alphabet[value] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}
