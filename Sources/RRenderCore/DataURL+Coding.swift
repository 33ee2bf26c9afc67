import Foundation

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
                let high = bytes[index + 1].hexDigitValue, let low = bytes[index + 2].hexDigitValue
            {
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
/// space is ignored anywhere, the `=` padding is optional, anything else invalid fails. Foundation
/// decodes and encodes; only the forgiving rules are written here.
enum Base64 {
    /// The decoded bytes, or nil for invalid input (a stray character, a length of 4n+1, `=`
    /// other than one or two at the end).
    static func decodeForgiving(_ input: [UInt8]) -> [UInt8]? {
        var symbols = input.filter { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0C || $0 == 0x0D) }
        if symbols.count % 4 == 0, symbols.last == UInt8(ascii: "=") {
            symbols.removeLast()
            if symbols.last == UInt8(ascii: "=") { symbols.removeLast() }
        }
        // Foundation would decode an `=` inside (`YQ=a`), which forgiving-base64 refuses.
        guard symbols.count % 4 != 1, !symbols.contains(UInt8(ascii: "=")) else { return nil }
        symbols += repeatElement(UInt8(ascii: "="), count: (4 - symbols.count % 4) % 4)
        return Data(base64Encoded: Data(symbols)).map { Array($0) }
    }

    /// Standard base64 with `=` padding.
    static func encode(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
    }
}
