/// Code point classes (CSS Syntax 3 §4.2), tested on UTF-8 code units: bytes from 0x80 up belong
/// to non-ASCII code points, which are all ident code points.
extension CSSTokenizer {
    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }

    @inline(__always) static func isWhitespace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x0A || c == 0x09
    }

    @inline(__always) static func isIdentStart(_ c: UInt8) -> Bool {
        (c | 0x20) &- 0x61 < 26 || c >= 0x80 || c == 0x5F
    }

    @inline(__always) static func isIdentCodePoint(_ c: UInt8) -> Bool {
        isIdentStart(c) || isDigit(c) || c == 0x2D
    }

    static func isNonPrintable(_ c: UInt8) -> Bool {
        c <= 0x08 || c == 0x0B || (c >= 0x0E && c <= 0x1F) || c == 0x7F
    }

    static func hexValue(_ c: UInt8) -> UInt32? {
        if c &- 0x30 < 10 { return UInt32(c - 0x30) }
        let lower = c | 0x20
        if lower &- 0x61 < 6 { return UInt32(lower - 0x61 + 10) }
        return nil
    }

    /// The value of a hex digit code point, for callers holding scalars.
    static func hexValue(_ c: Unicode.Scalar) -> UInt32? {
        c.isASCII ? hexValue(UInt8(c.value)) : nil
    }
}
