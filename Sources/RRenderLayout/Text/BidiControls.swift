import RRenderStyle

/// The paragraph direction of text holding the bidi formatting characters that `unicode-bidi`
/// puts around inline elements. Pango finds a paragraph's direction from its first strong
/// character and takes an override or embedding character (RLO, RLE) for a strong one, so
/// `<span dir=rtl style="unicode-bidi: bidi-override">` at a paragraph's start turned the whole
/// paragraph right-to-left. The rule of the bidi algorithm (UAX #9 P2, P3) is done here instead:
/// the first letter's direction, skipping isolated text, never a formatting character's.
enum BidiControls {
    static let all: Set<Unicode.Scalar> = ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
                                           "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"]

    /// True when `text` holds a bidi formatting character.
    static func contains(_ text: String) -> Bool {
        text.unicodeScalars.contains { all.contains($0) }
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
