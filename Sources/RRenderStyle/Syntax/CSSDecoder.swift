import RRenderCore

/// Turns stylesheet bytes into text (CSS Syntax 3 §3.2 "determine the fallback encoding").
///
/// UTF-8, UTF-16LE/BE (by BOM) and windows-1252 (which the Encoding standard uses for the
/// `iso-8859-1`, `latin1` and `us-ascii` labels too) are decoded here, the other legacy
/// encodings (Shift_JIS, Big5, KOI8-R…) by `LegacyEncoding`. A label no decoder knows falls back
/// to UTF-8 with a problem reported; invalid bytes become U+FFFD.
public enum CSSDecoder {
    /// Decodes `bytes`; `fallbackEncoding` is the referring document's encoding label, if any.
    public static func decode(_ bytes: [UInt8], fallbackEncoding: String? = nil) -> (text: String, problem: String?) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (decodeUTF8(bytes.dropFirst(3)), nil) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (decodeUTF16(bytes.dropFirst(2), bigEndian: true), nil) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (decodeUTF16(bytes.dropFirst(2), bigEndian: false), nil) }
        guard let label = charsetLabel(bytes) ?? fallbackEncoding else { return (decodeUTF8(bytes[...]), nil) }
        switch label.asciiLowercased().trimmingASCIIWhitespace() {
        case "utf-8", "utf8", "unicode-1-1-utf-8", "utf-16", "utf-16le", "utf-16be":
            // A @charset naming UTF-16 means UTF-8: the bytes were readable as ASCII (§3.2).
            return (decodeUTF8(bytes[...]), nil)
        case "windows-1252", "iso-8859-1", "latin1", "us-ascii", "ascii", "cp1252", "l1", "iso_8859-1",
            "x-cp1252", "iso8859-1", "iso-ir-100", "cp819", "ibm819", "csisolatin1":
            return (decodeWindows1252(bytes), nil)
        default:
            if let text = LegacyEncoding.decode(bytes, label: label) { return (text, nil) }
            return (decodeUTF8(bytes[...]), "The stylesheet encoding “\(label)” is not supported; it was read as UTF-8.")
        }
    }

    /// The label of a leading `@charset "…";` (exact bytes, within the first 1024 bytes).
    private static func charsetLabel(_ bytes: [UInt8]) -> String? {
        let prefix = Array("@charset \"".utf8)
        guard bytes.starts(with: prefix) else { return nil }
        var end = prefix.count
        while end < min(bytes.count, 1024) - 1 {
            if bytes[end] == 0x22, bytes[end + 1] == 0x3B {
                return String(decoding: bytes[prefix.count..<end], as: UTF8.self)
            }
            end += 1
        }
        return nil
    }

    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private static func decodeUTF16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let a = UInt16(bytes[index]), b = UInt16(bytes[index + 1])
            units.append(bigEndian ? a << 8 | b : b << 8 | a)
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    private static func decodeWindows1252(_ bytes: [UInt8]) -> String {
        var text = ""
        text.unicodeScalars.reserveCapacity(bytes.count)
        for byte in bytes {
            let value = byte >= 0x80 && byte < 0xA0 ? windows1252High[Int(byte - 0x80)] : UInt32(byte)
            text.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        return text
    }

    /// Code points of bytes 0x80…0x9F in windows-1252 (the Encoding standard's index).
    private static let windows1252High: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x192, 0x201E, 0x2026, 0x2020, 0x2021, 0x2C6, 0x2030, 0x160, 0x2039, 0x152, 0x8D, 0x17D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x2DC, 0x2122, 0x161, 0x203A, 0x153, 0x9D, 0x17E, 0x178
    ]
}

extension String {
    /// The string without leading and trailing ASCII whitespace.
    func trimmingASCIIWhitespace() -> String {
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !isSpace($0) }),
            let end = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[start...end])
    }
}
