import RRenderStyle

/// The paragraph direction of text holding the bidi formatting characters that `unicode-bidi`
/// puts around inline elements. Pango finds a paragraph's direction from its first strong
/// character and takes an override or embedding character (RLO, RLE) for a strong one, so
/// `<span dir=rtl style="unicode-bidi: bidi-override">` at a paragraph's start turned the whole
/// paragraph right-to-left. The rule of the bidi algorithm (UAX #9 P2, P3) is done here instead:
/// the first letter's direction, skipping isolated text, never a formatting character's.
enum BidiControls {
    /// True when `text` holds a bidi formatting character. Asked of every left-to-right
    /// paragraph, so it reads bytes: U+202A…U+202E are E2 80 AA…AE, U+2066…U+2069 E2 81 A6…A9.
    static func contains(_ text: String) -> Bool {
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            guard byte == 0xE2, let second = utf8.next(), second == 0x80 || second == 0x81, let third = utf8.next() else {
                continue
            }
            if second == 0x80 ? (0xAA...0xAE).contains(third) : (0xA6...0xA9).contains(third) { return true }
        }
        return false
    }

    /// The direction of the first strong character outside isolates; nil when there is none.
    static func firstStrongDirection(_ text: String) -> Direction? {
        var isolates = 0
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\u{2066}", "\u{2067}", "\u{2068}": isolates += 1
            case "\u{2069}": isolates = max(0, isolates - 1)
            default:
                guard isolates == 0, scalar.properties.isAlphabetic else { continue }
                return isRightToLeft(scalar) ? .rtl : .ltr
            }
        }
        return nil
    }

    /// Letters of the right-to-left scripts: Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan,
    /// Mandaic and their presentation forms, and the historic right-to-left blocks.
    private static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }
}
