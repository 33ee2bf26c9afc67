internal import CPangoCairo

/// The x-height and cap height of an embedded font, kept from reaching Pango when damaged.
///
/// Pango sets `font-variant: small-caps` in a font without small capitals at its size times the
/// OS/2 table's x-height over its cap height (pango 1.50 `itemize.c`). A damaged font with a
/// negative or zero one makes that size negative or infinite: Pango prints a CRITICAL on the
/// reader's terminal and keeps the full size, or loads the font at a size of nonsense. Such a
/// font's OS/2 table is marked version 1, which has neither field, so Pango scales by 0.8 as for
/// any font without them, as browsers do whatever the font says.
enum CapitalMetrics {
    /// `sfnt` with its OS/2 table marked version 1 when `face` (opened from it) gives a version
    /// 2 or later table whose x-height or cap height is not positive; `sfnt` itself otherwise.
    static func repaired(_ sfnt: [UInt8], face: FT_Face) -> [UInt8] {
        guard let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
            table.pointee.version >= 2, table.pointee.version != 0xFFFF,
            table.pointee.sxHeight <= 0 || table.pointee.sCapHeight <= 0,
            let offset = os2Offset(in: sfnt)
        else { return sfnt }
        var repaired = sfnt
        repaired[offset] = 0
        repaired[offset + 1] = 1
        return repaired
    }

    /// Where the OS/2 table of the single font `sfnt` starts; nil for a collection, or when the
    /// table directory has no OS/2 table inside the data.
    static func os2Offset(in sfnt: [UInt8]) -> Int? {
        guard !sfnt.starts(with: Array("ttcf".utf8)), let offset = SfntTableDirectory.offset(of: "OS/2", in: sfnt) else {
            return nil
        }
        return offset + 2 <= sfnt.count ? offset : nil
    }
}
