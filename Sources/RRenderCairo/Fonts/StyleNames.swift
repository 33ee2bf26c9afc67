/// The style names of an embedded font, kept from tripping fontconfig.
///
/// fontconfig 2.14.1 (Debian 12), when a font's name table has no full name, makes one of its
/// family and style, first moving the style left over its leading white space with `memcpy` on
/// overlapping bytes (`FcFreeTypeQuery`; later fontconfig uses `memmove`). That is undefined
/// behaviour, which AddressSanitizer stops on and glibc's forward copy happens to survive (input:
/// `Tests/FuzzRegressions/FuzzFonts/crash-f284ddbc14c8`). fontconfig trims only spaces from the
/// names it reads, so a style name that starts with a tab, line feed, vertical tab, form feed or
/// carriage return reaches that copy (as does FreeType's style name with a leading space, used
/// when fontconfig could read none). rrender replaces every name of an embedded font by its
/// `@font-face` ones (`FontConfiguration.describe`), so it turns such leading white space of the
/// subfamily names into hyphens before fontconfig reads the font.
enum StyleNames {
    /// Name IDs fontconfig reads as a style: subfamily, typographic subfamily, WWS subfamily.
    static let styleIDs: Set<Int> = [2, 17, 21]

    /// `sfnt` with the leading white space of its first font's style names made hyphens; `sfnt`
    /// itself when there is none.
    static func repaired(_ sfnt: [UInt8]) -> [UInt8] {
        guard let table = SfntTableDirectory.offset(of: "name", in: sfnt), table + 6 <= sfnt.count else { return sfnt }
        let count = SfntTableDirectory.number(sfnt, at: table + 2, bytes: 2)
        let storage = table + SfntTableDirectory.number(sfnt, at: table + 4, bytes: 2)
        var repaired = sfnt
        for index in 0..<count {
            let record = table + 6 + 12 * index
            guard record + 12 <= sfnt.count else { break }
            let field = { (at: Int) in SfntTableDirectory.number(sfnt, at: record + at, bytes: 2) }
            guard styleIDs.contains(field(6)), let width = unitWidth(platform: field(0), encoding: field(2)) else { continue }
            var at = storage + field(10)
            let end = min(at + field(8), sfnt.count)
            // Each leading unit that is white space: its last byte is the character (UTF-16BE's
            // high byte 0 for these), the one to change.
            while at + width <= end, width == 1 || sfnt[at] == 0, isWhiteSpace(sfnt[at + width - 1]) {
                repaired[at + width - 1] = UInt8(ascii: "-")
                at += width
            }
        }
        return repaired
    }

    /// The bytes per character of a name record's encoding: 2 for Unicode (UTF-16BE) and
    /// Windows names, 1 for Macintosh and ISO 8859-1 or ASCII ones; nil for encodings fontconfig
    /// does not read.
    static func unitWidth(platform: Int, encoding: Int) -> Int? {
        switch platform {
        case 0, 3: 2
        case 1: 1
        case 2: encoding == 1 ? 2 : 1
        default: nil
        }
    }

    /// C's `isspace` in the C locale: space, tab, line feed, vertical tab, form feed, carriage return.
    static func isWhiteSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
}
