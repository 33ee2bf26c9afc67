/// Reads what Poppler's GLib API does not give from a PDF's bytes: the catalog's `/Lang` and
/// the viewer preferences' `/Direction` (poppler-glib 22.12 reports no direction). Only a
/// catalog stored as plain text is found, not one inside a compressed object stream.
enum PDFCatalogScan {
    /// The first `/Lang (…)` literal string, if it is a plausible BCP 47 tag.
    static func language(_ bytes: UnsafeRawBufferPointer) -> String? {
        guard let tag = value(after: "/Lang", opening: "(", in: bytes) else { return nil }
        return !tag.isEmpty && tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) ? tag : nil
    }

    /// True when `/Direction /R2L` is stated.
    static func isRightToLeft(_ bytes: UnsafeRawBufferPointer) -> Bool {
        value(after: "/Direction", opening: "/", in: bytes) == "R2L"
    }

    /// What follows the first `key` after blanks and `opening`: up to `)`, a delimiter or a blank,
    /// at most 36 bytes.
    private static func value(after key: String, opening: Character, in bytes: UnsafeRawBufferPointer) -> String? {
        let key = Array(key.utf8), open = UInt8(ascii: opening.unicodeScalars.first ?? "(")
        var index = 0
        while index + key.count < bytes.count {
            defer { index += 1 }
            guard bytes[index] == key[0], (1..<key.count).allSatisfy({ bytes[index + $0] == key[$0] }) else { continue }
            var cursor = index + key.count
            while cursor < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == open else { continue }
            cursor += 1
            var value: [UInt8] = []
            while cursor < bytes.count, value.count < 36, !")/<>[] \n\r\t".utf8.contains(bytes[cursor]) {
                value.append(bytes[cursor])
                cursor += 1
            }
            return String(decoding: value, as: UTF8.self)
        }
        return nil
    }
}
