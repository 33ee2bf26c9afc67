/// Pure helpers for the hrefs of a publication's resources.
///
/// rrender's canonical href is **root-relative without a leading slash**, percent-encoded, e.g.
/// `OPS/chapter_001.xhtml` or `OPS/images/%E5%A4%8F.jpg`: the path of the entry inside the
/// container, the way Readium writes it in a manifest. A fragment (`#id`) or query may follow.
///
/// No Foundation `URL` is involved: `URL` rejects or rewrites some strings found in real EPUBs
/// (raw spaces, raw UTF-8, `%` not followed by hex digits), and these functions must be total.
public enum HREF {
    /// The parts of an href: everything before `?`/`#`, the query and the fragment (both without
    /// their delimiter; nil when absent).
    public struct Parts: Hashable, Sendable {
        /// The path (may be empty for `#id`).
        public var path: String
        /// The query, without `?`.
        public var query: String?
        /// The fragment, without `#`.
        public var fragment: String?

        /// The parts of an href.
        public init(path: String, query: String? = nil, fragment: String? = nil) {
            self.path = path
            self.query = query
            self.fragment = fragment
        }
    }

    /// Splits `href` at the first `#` (fragment), then at the first `?` before it (query).
    public static func split(_ href: String) -> Parts {
        // Searched as UTF-8 bytes (`#` and `?` are ASCII, so their indices split whole scalars):
        // hrefs are split for every manifest item, link and image, and a `Character` search
        // walks grapheme clusters.
        var rest = Substring(href)
        var fragment: String?
        if let hash = rest.utf8.firstIndex(of: UInt8(ascii: "#")) {
            fragment = String(rest[rest.utf8.index(after: hash)...])
            rest = rest[..<hash]
        }
        var query: String?
        if let mark = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
            query = String(rest[rest.utf8.index(after: mark)...])
            rest = rest[..<mark]
        }
        return Parts(path: String(rest), query: query, fragment: fragment)
    }

    /// `href` without its fragment.
    public static func removingFragment(_ href: String) -> String {
        href.utf8.firstIndex(of: UInt8(ascii: "#")).map { String(href[..<$0]) } ?? href
    }

    /// True when `href` is its own container path and equivalence key: no `#`, `?` or `%`, no
    /// leading `/` (most hrefs of a package).
    private static func isPlainPath(_ href: String) -> Bool {
        href.utf8.first != UInt8(ascii: "/")
            && !href.utf8.contains { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "%") }
    }

    /// `href` without its query and fragment.
    public static func removingQueryAndFragment(_ href: String) -> String {
        split(href).path
    }

    /// The fragment of `href` (without `#`), nil when there is none.
    public static func fragment(of href: String) -> String? {
        split(href).fragment
    }

    /// True when `href` has a URI scheme (`http:`, `mailto:`, `data:`…) or is network-path
    /// relative (`//host/…`): it points outside the publication.
    public static func isExternal(_ href: String) -> Bool {
        if href.hasPrefix("//") { return true }
        guard let colon = href.firstIndex(of: ":") else { return false }
        let scheme = href[..<colon]
        guard let first = scheme.unicodeScalars.first, isASCIILetter(first) else { return false }
        // RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
        return scheme.unicodeScalars.allSatisfy {
            isASCIILetter($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)
        }
    }

    /// Resolves `reference` (as written in a document) against `base`, the canonical href of the
    /// document that holds it, and returns a canonical href.
    ///
    /// RFC 3986 §5.2: merge with the base's directory, then remove dot segments; `..` above the
    /// root is clamped at the root, a leading `/` means the container root. An empty reference
    /// or a bare `#id` designate the base document itself. External references are only
    /// normalized.
    public static func resolve(_ reference: String, against base: String) -> String {
        joinedSimply(reference, to: base) ?? resolvedInFull(reference, against: base)
    }

    /// `resolve` the general way (`joinedSimply` gives the same for the hrefs it takes).
    static func resolvedInFull(_ reference: String, against base: String) -> String {
        if isExternal(reference) { return normalize(reference) }
        let ref = split(reference)
        let baseParts = split(base)
        var path: String
        var query = ref.query
        if ref.path.isEmpty {
            path = baseParts.path
            if query == nil { query = baseParts.query }
        } else if ref.path.hasPrefix("/") {
            path = ref.path
        } else {
            let directory = baseParts.path.lastIndex(of: "/").map { String(baseParts.path[...$0]) } ?? ""
            path = directory + ref.path
        }
        var result = removeDotSegments(path)
        if let query { result += "?" + query }
        if let fragment = ref.fragment { result += "#" + fragment }
        return normalize(result)
    }

    /// `reference` after `base`'s directory, when that is all resolving does: both are made of
    /// unreserved characters and `/` only (nothing to split off, encode or decode), neither
    /// begins with `/` nor has a `.` or `..` segment or a doubled slash, and `reference` is
    /// not empty.
    /// Nearly every href of a package document and its navigation is of this kind (moby-dick's
    /// 300 cost 0.6 ms of a warm page the general way); nil for any other.
    static func joinedSimply(_ reference: String, to base: String) -> String? {
        guard isSimplePath(reference.utf8), isSimplePath(base.utf8) else { return nil }
        guard let slash = base.utf8.lastIndex(of: UInt8(ascii: "/")) else { return reference }
        return String(base[...slash]) + reference
    }

    /// True for a non-empty path of unreserved characters (RFC 3986 §2.3) and slashes with no
    /// empty segment before the last (a leading or doubled slash) and no `.` or `..` segment.
    private static func isSimplePath(_ path: String.UTF8View) -> Bool {
        guard !path.isEmpty else { return false }
        var length = 0, dots = 0
        for byte in path {
            if byte == UInt8(ascii: "/") {
                guard length > 0, !isDotSegment(length: length, dots: dots) else { return false }
                length = 0
                dots = 0
                continue
            }
            guard isUnreserved(byte) else { return false }
            length += 1
            if byte == UInt8(ascii: ".") { dots += 1 }
        }
        return !isDotSegment(length: length, dots: dots)
    }

    /// True for a segment of `length` bytes, `dots` of them dots, that is `.` or `..`.
    private static func isDotSegment(length: Int, dots: Int) -> Bool {
        dots == length && (length == 1 || length == 2)
    }

    /// RFC 3986 §2.3: ALPHA, DIGIT, `-`, `.`, `_`, `~`.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    /// Removes `.` and `..` segments and any leading `/` (RFC 3986 §5.2.4, clamped at the root).
    public static func removeDotSegments(_ path: String) -> String {
        var output: [Substring] = []
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        for (index, segment) in segments.enumerated() {
            let isLast = index == segments.count - 1
            switch segment {
            case ".":
                if isLast { output.append("") }
            case "..":
                if !output.isEmpty { output.removeLast() }
                if isLast { output.append("") }
            default:
                output.append(segment)
            }
        }
        // A leading "/" produced an empty first segment; hrefs are root-relative without it.
        while output.count > 1, output.first == "" { output.removeFirst() }
        return output.joined(separator: "/")
    }

    /// Percent-encodes every character that may not appear raw in a URI reference (spaces,
    /// non-ASCII text as UTF-8 bytes, `%` not followed by two hex digits…), keeping existing
    /// escapes and the delimiters `/ ? # : @ ! $ & ' ( ) * + , ; =` as they are.
    ///
    /// `01_Note de l editeur audio.mp3` becomes `01_Note%20de%20l%20editeur%20audio.mp3`.
    public static func normalize(_ href: String) -> String {
        let bytes = Array(href.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "%"), i + 2 < bytes.count, isHex(bytes[i + 1]), isHex(bytes[i + 2]) {
                out.append(b)
            } else if isAllowed(b) {
                out.append(b)
            } else {
                appendEscape(b, to: &out)
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Decodes `%XX` escapes (as UTF-8); malformed escapes and invalid UTF-8 are kept as written.
    public static func percentDecoded(_ string: String) -> String {
        guard string.contains("%") else { return string }
        let bytes = Array(string.utf8)
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "%"), i + 2 < bytes.count,
                let high = bytes[i + 1].hexDigitValue, let low = bytes[i + 2].hexDigitValue
            {
                out.append(high << 4 | low)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(validating: out, as: UTF8.self) ?? string
    }

    /// The container entry path an href designates: query and fragment dropped, escapes
    /// decoded, no leading slash (`OPS/images/夏目漱石.jpg`).
    public static func containerPath(_ href: String) -> String {
        if isPlainPath(href) { return href }
        var path = percentDecoded(split(href).path)
        while path.hasPrefix("/") { path.removeFirst() }
        return path
    }

    /// A key under which two hrefs that designate the same resource and location compare equal,
    /// whatever their percent-encoding (`a%20b.xhtml` and `a b.xhtml`).
    public static func equivalenceKey(_ href: String) -> String {
        if isPlainPath(href) { return href }
        let parts = split(href)
        var key = containerPath(href)
        if let query = parts.query { key += "?" + percentDecoded(query) }
        if let fragment = parts.fragment { key += "#" + percentDecoded(fragment) }
        return key
    }

    private static func isASCIILetter(_ s: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(s) || ("A"..."Z").contains(s)
    }

    private static func isHex(_ b: UInt8) -> Bool { b.hexDigitValue != nil }

    /// RFC 3986 unreserved characters plus the delimiters that keep their meaning in an href.
    private static func isAllowed(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~/?#:@!$&'()*+,;=".utf8.contains(b)
        }
    }

    private static func appendEscape(_ b: UInt8, to out: inout [UInt8]) {
        let digits = Array("0123456789ABCDEF".utf8)
        out.append(UInt8(ascii: "%"))
        out.append(digits[Int(b >> 4)])
        out.append(digits[Int(b & 0x0F)])
    }
}
