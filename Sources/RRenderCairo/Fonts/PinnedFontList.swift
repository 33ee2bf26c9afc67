/// The files a configuration's `<selectfont>` block pins, for building it without fontconfig's
/// file globs (`FontConfiguration.load`).
///
/// rrender's `fonts.conf` names its fonts the standard way: `<rejectfont><glob>*</glob>` and an
/// `<acceptfont>` glob per file. fontconfig then matches every font of the four folders (332)
/// against each of the 100 globs while it builds the configuration: 0.36 ms of the 0.40 a build
/// takes, twice for a book with fonts of its own. When the block is exactly that (one
/// `<selectfont>` rejecting `*` and accepting plain paths, no `<include>` that could add
/// another), the configuration is parsed without it and its font set is cut to those paths
/// afterwards: the same fonts in the same order. Any other configuration (`RRENDER_FONTS_CONF`)
/// is left to fontconfig.
struct PinnedFontList: Equatable {
    /// The configuration's text without its `<selectfont>` block.
    let configuration: String
    /// The accepted paths.
    let files: Set<String>

    /// The list of `text`, nil when its `<selectfont>` is not of the plain kind above. Read as
    /// bytes: Foundation's `range(of:)` took 0.1 ms a search on this 15 KB file.
    init?(configuration text: String) {
        let bytes = Array(text.utf8)
        guard Self.find("<include", in: bytes[...]) == nil, let open = Self.find("<selectfont>", in: bytes[...]),
            let close = Self.find("</selectfont>", in: bytes[open.upperBound...]),
            Self.find("<selectfont>", in: bytes[close.upperBound...]) == nil
        else { return nil }
        var block = Self.removingComments(bytes[open.upperBound..<close.lowerBound])[...]
        guard let reject = Self.find("<rejectfont><glob>*</glob></rejectfont>", in: block) else { return nil }
        block = (Array(block[..<reject.lowerBound]) + Array(block[reject.upperBound...]))[...]
        guard var rest = Self.after("<acceptfont>", in: Self.skippingSpace(block)) else { return nil }
        var files: Set<String> = []
        while let glob = Self.after("<glob>", in: Self.skippingSpace(rest)) {
            guard let end = Self.find("</glob>", in: glob) else { return nil }
            let file = glob[..<end.lowerBound]
            // A plain absolute path: no glob characters, nothing XML would decode differently.
            guard file.first == UInt8(ascii: "/"), !file.contains(where: Self.isSpecial) else { return nil }
            files.insert(String(decoding: file, as: UTF8.self))
            rest = glob[end.upperBound...]
        }
        guard let tail = Self.after("</acceptfont>", in: Self.skippingSpace(rest)), Self.skippingSpace(tail).isEmpty,
            !files.isEmpty
        else { return nil }
        configuration = String(decoding: bytes[..<open.lowerBound] + bytes[close.upperBound...], as: UTF8.self)
        self.files = files
    }

    /// True for a byte a glob or XML gives a meaning to: `*`, `?`, `[`, `]`, `&`, `<`, `>`.
    private static func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "?"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "&"), UInt8(ascii: "<"),
            UInt8(ascii: ">"):
            true
        default: false
        }
    }

    /// Where `needle` first occurs in `haystack`.
    private static func find(_ needle: String, in haystack: ArraySlice<UInt8>) -> Range<Int>? {
        let needle = Array(needle.utf8)
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = haystack.startIndex
        while index <= haystack.endIndex - needle.count {
            if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) {
                return index..<index + needle.count
            }
            index += 1
        }
        return nil
    }

    /// `text` after `prefix`, when it begins with it.
    private static func after(_ prefix: String, in text: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        text.starts(with: prefix.utf8) ? text.dropFirst(prefix.utf8.count) : nil
    }

    /// `text` from its first byte that is not XML white space.
    private static func skippingSpace(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        text[(text.firstIndex { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D } ?? text.endIndex)...]
    }

    /// `text` without its `<!-- … -->` comments.
    private static func removingComments(_ text: ArraySlice<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        var rest = text
        while let start = find("<!--", in: rest) {
            result += rest[..<start.lowerBound]
            guard let end = find("-->", in: rest[start.upperBound...]) else { return result }
            rest = rest[end.upperBound...]
        }
        return result + rest
    }
}
