import Foundation

/// How a dictionary spells words: in UTF-8, or one byte per character in the 8-bit charset its
/// first line names (`ISO8859-1` for German, `ISO8859-2` for Czech and Polish, `KOI8-R` for
/// Russian among Debian's). libhyphen matches bytes, so a word must be spelled the same way.
enum DictionaryEncoding: Sendable {
    case utf8
    /// Non-ASCII characters to their byte; ASCII stands for itself.
    case singleByte([Unicode.Scalar: UInt8])

    /// The encoding libhyphen's charset line `charset` names (`UTF-8`, `ISO8859-1`, …).
    init(charset: String) throws(HyphenationError) {
        let name = Self.iconvName(charset)
        if name == "UTF-8" {
            self = .utf8
            return
        }
        let decoder = try CharsetDecoder(charset: name)
        // One byte per character, ASCII-compatible: anything else would misplace positions.
        for byte in UInt8(0x20)..<0x7F where decoder.scalar(forByte: byte) != Unicode.Scalar(byte) {
            throw .unsupportedCharset(charset, path: "")
        }
        var table: [Unicode.Scalar: UInt8] = [:]
        for byte in UInt8(0x80)...0xFF {
            if let scalar = decoder.scalar(forByte: byte), table[scalar] == nil { table[scalar] = byte }
        }
        guard table.count >= 32 else { throw .unsupportedCharset(charset, path: "") }
        self = .singleByte(table)
    }

    /// The iconv name of a charset line: trimmed, uppercase, and the spellings iconv does not
    /// know mapped (`microsoft-cp1251` in some dictionaries).
    static func iconvName(_ charset: String) -> String {
        let name = charset.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        switch name {
        case "UTF8", "UTF-8": return "UTF-8"
        case "MICROSOFT-CP1250": return "CP1250"
        case "MICROSOFT-CP1251": return "CP1251"
        default: return name
        }
    }

    /// `scalars` as the dictionary spells them, appended to `bytes`; false when one of them is
    /// not in the dictionary's charset (such a word gets no points). A typographic apostrophe
    /// (U+2019) becomes `'` where the charset has no `’`.
    func encode(_ scalars: [Unicode.Scalar], into bytes: inout [UInt8]) -> Bool {
        switch self {
        case .utf8:
            for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
            return true
        case .singleByte(let table):
            for scalar in scalars {
                if scalar.isASCII {
                    bytes.append(UInt8(scalar.value))
                } else if let byte = table[scalar] {
                    bytes.append(byte)
                } else if scalar == "\u{2019}" {
                    bytes.append(UInt8(ascii: "'"))
                } else {
                    return false
                }
            }
            return true
        }
    }
}
