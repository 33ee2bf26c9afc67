/// `text-transform: full-width` (CSS Text 3 §2.1): characters with a full-width form (their
/// `<wide>` compatibility mapping, reversed) take it; others are left as they are.
enum FullWidth {
    /// `bytes` (UTF-8, after white space processing) with ASCII `!`…`~` as U+FF01…U+FF5E and
    /// the signs ¢ £ ¬ ¯ ¦ ¥ ₩ as U+FFE0…U+FFE6. A space becomes U+3000 only where white space
    /// is preserved: the transform happens after white space processing, so collapsible spaces
    /// stay (CSS Text 3 §2.1). Half-width katakana are left alone.
    static func transforming(_ bytes: [UInt8], preservedSpaces: Bool) -> [UInt8] {
        guard bytes.contains(where: { (0x21...0x7E).contains($0) || $0 >= 0xC2 || ($0 == 0x20 && preservedSpaces) }) else {
            return bytes
        }
        var scalars = String.UnicodeScalarView()
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            scalars.append(wide(scalar, preservedSpaces: preservedSpaces))
        }
        return Array(String(scalars).utf8)
    }

    /// The full-width form of one character, or the character.
    static func wide(_ scalar: Unicode.Scalar, preservedSpaces: Bool = true) -> Unicode.Scalar {
        let value = scalar.value
        switch value {
        case 0x21...0x7E: return Unicode.Scalar(value + 0xFEE0) ?? scalar
        case 0x20: return preservedSpaces ? "\u{3000}" : scalar
        case 0xA2: return "\u{FFE0}"
        case 0xA3: return "\u{FFE1}"
        case 0xAC: return "\u{FFE2}"
        case 0xAF: return "\u{FFE3}"
        case 0xA6: return "\u{FFE4}"
        case 0xA5: return "\u{FFE5}"
        case 0x20A9: return "\u{FFE6}"
        default: return scalar
        }
    }
}
