import Glibc

/// Decodes text in the legacy encodings a publication may declare (`@charset "Shift_JIS"`:
/// Shift_JIS, Big5, GBK, EUC-JP/KR, ISO-2022-JP, KOI8, ISO-8859-x, windows-125x) through glibc's
/// `iconv`, which knows them all; writing those tables here would copy the Encoding standard's
/// indexes for no gain. Labels are the Encoding standard's, mapped to the glibc names of the
/// encodings that standard means by them (its `shift_jis` is Microsoft's CP932, its `big5` is
/// Big5-HKSCS, its `gbk` is decoded as GB18030).
public enum LegacyEncoding {
    /// The text of `bytes` in the encoding labelled `label`, invalid sequences as U+FFFD; nil
    /// when glibc has no such encoding.
    public static func decode(_ bytes: [UInt8], label: String) -> String? {
        guard let name = iconvName(label) else { return nil }
        let converter = iconv_open("UTF-8", name)
        guard let converter, converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 2)
        var input = bytes
        var chunk = [UInt8](repeating: 0, count: 4096)
        input.withUnsafeMutableBufferPointer { source in
            var inPointer = source.baseAddress.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: CChar.self) }
            var inLeft = source.count
            while inLeft > 0 {
                let (result, produced) = chunk.withUnsafeMutableBufferPointer { target -> (Int, Int) in
                    var outPointer = target.baseAddress.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: CChar.self) }
                    var outLeft = target.count
                    let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                    return (result, target.count - outLeft)
                }
                output += chunk[0..<produced]
                // Done, or the output chunk was full (E2BIG): go on.
                guard result == -1, errno != E2BIG else { continue }
                // An invalid (or, at the end, incomplete) sequence: one replacement character for
                // its first byte, and on from the next. Anything else ends the text here.
                guard errno == EILSEQ || errno == EINVAL else { return }
                output += [0xEF, 0xBF, 0xBD]
                inPointer = inPointer.map { $0 + 1 }
                inLeft -= 1
                iconv(converter, nil, nil, nil, nil)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// glibc's name for the encoding an Encoding-standard label means; nil for the labels of
    /// encodings the caller decodes itself (UTF-8, UTF-16) or that are not text (`replacement`).
    static func iconvName(_ label: String) -> String? {
        // Labels are ASCII (Encoding §4.2): a non-ASCII letter lowercased here is refused below.
        let key = label.trimmingWhitespace().lowercased()
        if let name = names[key] { return name }
        if ["utf-8", "utf8", "unicode-1-1-utf-8", "utf-16", "utf-16le", "utf-16be", "replacement", ""].contains(key) {
            return nil
        }
        // Labels glibc knows as they are (iso-8859-5, koi8-r, euc-jp…); never iconv's own
        // suffixes (`//TRANSLIT`), which no label has.
        let labelBytes = Set("abcdefghijklmnopqrstuvwxyz0123456789-_:.".utf8)
        guard key.utf8.allSatisfy(labelBytes.contains) else { return nil }
        return key.uppercased()
    }

    /// The Encoding standard's labels whose glibc name differs from the label.
    private static let names: [String: String] = {
        var table: [String: String] = [:]
        func add(_ name: String, _ labels: [String]) { for label in labels { table[label] = name } }
        add("CP932", ["shift_jis", "shift-jis", "sjis", "ms_kanji", "csshiftjis", "windows-31j", "x-sjis", "ms932"])
        add("BIG5-HKSCS", ["big5", "big5-hkscs", "cn-big5", "csbig5", "x-x-big5"])
        add(
            "GB18030",
            ["gbk", "gb2312", "gb_2312", "gb_2312-80", "chinese", "csgb2312", "csiso58gb231280", "iso-ir-58", "x-gbk", "gb18030"])
        add("EUC-JP", ["euc-jp", "cseucpkdfmtjapanese", "x-euc-jp"])
        add("ISO-2022-JP", ["iso-2022-jp", "csiso2022jp"])
        add(
            "CP949",
            [
                "euc-kr", "cseuckr", "csksc56011987", "iso-ir-149", "korean", "ks_c_5601-1987", "ks_c_5601-1989",
                "ksc5601", "ksc_5601", "windows-949"
            ])
        add("KOI8-R", ["koi", "koi8", "koi8_r", "cskoi8r"])
        add("KOI8-U", ["koi8-ru"])
        add("CP874", ["dos-874", "iso-8859-11", "iso8859-11", "iso885911", "tis-620", "windows-874"])
        add("MACINTOSH", ["csmacintosh", "mac", "x-mac-roman", "macintosh"])
        add("CP1254", ["iso-8859-9", "iso8859-9", "iso88599", "iso_8859-9", "latin5", "l5", "csisolatin5", "iso-ir-148"])
        for n in [2, 3, 4, 5, 6, 7, 8, 10, 13, 14, 15, 16] {
            add("ISO-8859-\(n)", ["iso8859-\(n)", "iso8859\(n)", "iso_8859-\(n)"])
        }
        for n in 0...8 { add("CP125\(n)", ["windows-125\(n)", "cp125\(n)", "x-cp125\(n)"]) }
        return table
    }()
}
