import CHyphen
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One libhyphen dictionary loaded from a `.dic` file (platform-notes Q6: Debian's
/// `/usr/share/hyphen/hyph_<lang>.dic`, UTF-8 or ISO-8859-1 as its first line says). Owns the
/// `HyphenDict`; `DictionaryStore` keeps one per file for the whole process.
///
/// `@unchecked Sendable` is safe: once `hnj_hyphen_load` has returned, libhyphen never writes to
/// the dictionary. `hnj_hyphen_hyphenate2` only reads its states and patterns; it writes to the
/// `hyphens` buffer each call passes and to `rep`/`pos`/`cut` arrays it allocates for that call,
/// and libhyphen keeps no global state. The pointer never leaves this class and is freed in
/// `deinit`, when no thread can still use it.
final class HyphenDictionary: @unchecked Sendable {
    /// The file it was loaded from.
    let path: String
    /// How words must be spelled for it.
    let encoding: DictionaryEncoding
    /// The charset its first line names.
    let charset: String
    /// `LEFTHYPHENMIN` and `RIGHTHYPHENMIN` of the file (libhyphen's default 2 when absent).
    let leftMinimum: Int
    let rightMinimum: Int
    /// Points already found, by word as written.
    let cache = PointCache()
    private let dictionary: UnsafeMutablePointer<HyphenDict>

    /// Loads `path`.
    init(path: String) throws(HyphenationError) {
        guard let dictionary = hnj_hyphen_load(path) else { throw .unreadableDictionary(path: path) }
        let charset = Self.charset(of: dictionary)
        do {
            encoding = dictionary.pointee.utf8 != 0 ? .utf8 : try DictionaryEncoding(charset: charset)
        } catch {
            hnj_hyphen_free(dictionary)
            throw .unsupportedCharset(charset, path: path)
        }
        self.path = path
        self.charset = charset
        self.dictionary = dictionary
        leftMinimum = dictionary.pointee.lhmin > 0 ? Int(dictionary.pointee.lhmin) : 2
        rightMinimum = dictionary.pointee.rhmin > 0 ? Int(dictionary.pointee.rhmin) : 2
    }

    deinit { hnj_hyphen_free(dictionary) }

    /// Character offsets `k` (0 < k < `characterCount`) after which the patterns allow a plain
    /// hyphen in `spelling` (the word lowercased and encoded for this dictionary, one character
    /// per scalar). Points where the dictionary asks for a changed spelling (German "ck" → "k-k",
    /// Hungarian "ssz" → "sz-sz") are left out: inserting a soft hyphen there would show a word
    /// that is spelled wrongly.
    func points(spelling: [UInt8], characterCount: Int) -> [Int] {
        guard characterCount > 1, !spelling.isEmpty, spelling.count < Int(Int32.max) - 5 else { return [] }
        // libhyphen reads the word as a C string (strstr for NOHYPHEN), so it ends with a NUL.
        let size = spelling.count
        let word = spelling + [0]
        var hyphens = [CChar](repeating: 0, count: size + 5)
        var rep: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var pos: UnsafeMutablePointer<Int32>?
        var cut: UnsafeMutablePointer<Int32>?
        let status = word.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { word in
                hnj_hyphen_hyphenate2(dictionary, word.baseAddress, Int32(size), &hyphens, nil, &rep, &pos, &cut)
            }
        }
        defer { Self.release(rep, pos, cut, count: size) }
        guard status == 0 else { return [] }
        // For UTF-8 dictionaries libhyphen has re-indexed `hyphens` (and `rep`) by character.
        var points: [Int] = []
        for index in 0..<(characterCount - 1) where hyphens[index] & 1 == 1 {
            if let rep, rep[index] != nil { continue }
            points.append(index + 1)
        }
        return points
    }

    /// Frees the non-standard hyphenation arrays libhyphen allocated for one call (`count`
    /// entries each, the word's length in bytes).
    private static func release(
        _ rep: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
        _ pos: UnsafeMutablePointer<Int32>?, _ cut: UnsafeMutablePointer<Int32>?, count: Int
    ) {
        if let rep {
            for index in 0..<count { free(rep[index]) }
            free(rep)
        }
        free(pos)
        free(cut)
    }

    /// The charset name libhyphen read from the file's first line.
    private static func charset(of dictionary: UnsafeMutablePointer<HyphenDict>) -> String {
        withUnsafeBytes(of: dictionary.pointee.cset) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }
}
