/// Where an sfnt font's tables are: the table directory of a single font (TrueType, OpenType) or
/// of a collection's first font, the one fontconfig and Pango use (face 0).
enum SfntTableDirectory {
    /// Where the table `tag` of the first font of `sfnt` starts; nil when the directory has no such
    /// table inside the data.
    static func offset(of tag: String, in sfnt: [UInt8]) -> Int? {
        var directory = 0
        if sfnt.starts(with: Array("ttcf".utf8)) {
            guard sfnt.count >= 16 else { return nil }
            directory = number(sfnt, at: 12, bytes: 4)
        }
        guard directory >= 0, directory + 12 <= sfnt.count else { return nil }
        let tables = number(sfnt, at: directory + 4, bytes: 2)
        for index in 0..<tables {
            let record = directory + 12 + 16 * index
            guard record + 16 <= sfnt.count else { return nil }
            guard sfnt[record..<record + 4].elementsEqual(tag.utf8) else { continue }
            let offset = number(sfnt, at: record + 8, bytes: 4)
            return offset < sfnt.count ? offset : nil
        }
        return nil
    }

    /// The big-endian unsigned number of `bytes` bytes at `at` (inside `sfnt`).
    static func number(_ sfnt: [UInt8], at: Int, bytes: Int) -> Int {
        sfnt[at..<at + bytes].reduce(0) { $0 << 8 | Int($1) }
    }
}
