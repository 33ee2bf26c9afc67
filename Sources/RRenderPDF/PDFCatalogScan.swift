/// Reads `/Lang` from a PDF's bytes when the catalog is stored as plain text (Poppler's GLib
/// API does not expose it). A catalog inside a compressed object stream is not found.
enum PDFCatalogScan {
    /// The first `/Lang (…)` literal string, if it is a plausible BCP 47 tag.
    static func language(_ bytes: UnsafeRawBufferPointer) -> String? {
        let key = Array("/Lang".utf8)
        guard bytes.count > key.count else { return nil }
        var index = 0
        while index + key.count < bytes.count {
            if bytes[index] == key[0], (0..<key.count).allSatisfy({ bytes[index + $0] == key[$0] }) {
                var cursor = index + key.count
                while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x0A || bytes[cursor] == 0x0D { cursor += 1 }
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "(") {
                    var tag: [UInt8] = []
                    cursor += 1
                    while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ")"), tag.count < 36 {
                        tag.append(bytes[cursor])
                        cursor += 1
                    }
                    let text = String(decoding: tag, as: UTF8.self)
                    if !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) { return text }
                }
            }
            index += 1
        }
        return nil
    }
}
