/// A `data:` URL (RFC 2397, as the WHATWG Fetch standard's "data: URL processor" reads it):
/// a media type and the bytes it carries inline, such as `data:image/png;base64,iVBORw0…`.
///
/// Parsing is total and bounded: garbage gives nil, never a crash, and a URL longer than
/// `maximumLength` characters is refused before anything is decoded.
public struct DataURL: Sendable, Hashable {
    /// The longest `data:` URL accepted, in UTF-8 bytes (a chapter is at most 64 MiB anyway).
    public static let maximumLength = 48 << 20

    /// The essence of the media type, lowercased (`image/png`); `text/plain` when none is given.
    public let mediaType: String
    /// The media type's parameters (`charset`), names lowercased; `base64` is not one of them.
    public let parameters: [String: String]
    /// Whether the payload was base64-encoded.
    public let isBase64: Bool
    /// The decoded payload.
    public let data: [UInt8]

    /// A data URL made of its parts (for building one; `url(for:)` writes it out).
    public init(mediaType: String, parameters: [String: String] = [:], isBase64: Bool = true, data: [UInt8]) {
        self.mediaType = mediaType.lowercased()
        self.parameters = parameters
        self.isBase64 = isBase64
        self.data = data
    }

    /// True when `string` starts with the `data:` scheme (ASCII case-insensitive, leading white
    /// space ignored): it names inline bytes, never a resource of the publication.
    public static func isDataURL(_ string: String) -> Bool {
        var utf8 = Substring(string).utf8.drop(while: { $0 <= 0x20 })
        let scheme = Array("data:".utf8)
        guard utf8.count >= scheme.count else { return false }
        for expected in scheme {
            guard let byte = utf8.popFirst(), byte | 0x20 == expected | 0x20 else { return false }
        }
        return true
    }

    /// Parses `string`; nil when it is not a `data:` URL, lacks the comma, is too long, or its
    /// base64 payload is invalid. A fragment (`#…`) ends the URL, as in browsers.
    public init?(_ string: String) {
        guard string.utf8.count <= Self.maximumLength, Self.isDataURL(string) else { return nil }
        // What `isDataURL` skipped: C0 controls and space, as the URL parser strips them.
        var text = Substring(string).drop(while: { $0.unicodeScalars.allSatisfy { $0.value <= 0x20 } })
        text = text.dropFirst(5)  // "data:"
        if let hash = text.firstIndex(of: "#") { text = text[..<hash] }
        guard let comma = text.firstIndex(of: ",") else { return nil }
        var header = Substring(text[..<comma]).trimmingASCIISpace()
        let body = PercentDecoding.decode(text[text.index(after: comma)...].utf8)
        var base64 = false
        if let semicolon = header.lastIndex(of: ";"),
            header[header.index(after: semicolon)...].trimmingASCIISpace().lowercased() == "base64"
        {
            base64 = true
            header = header[..<semicolon]
        }
        guard let payload = base64 ? Base64.decodeForgiving(body) : body else { return nil }
        let (type, parameters) = Self.parseMediaType(header)
        self.init(mediaType: type, parameters: parameters, isBase64: base64, data: payload)
    }

    /// This URL as text: `data:<type>;base64,<payload>` (or percent-encoded when not base64).
    public var url: String {
        let parameterText = parameters.sorted { $0.key < $1.key }.map { ";\($0.key)=\($0.value)" }.joined()
        let payload = isBase64 ? Base64.encode(data) : PercentDecoding.encode(data)
        return "data:\(mediaType)\(parameterText)\(isBase64 ? ";base64" : ""),\(payload)"
    }

    /// A short form of `href` for messages: a data URL becomes `data:image/png;base64,… (N bytes)`
    /// so a diagnostic never carries megabytes of base64; other hrefs are returned unchanged.
    public static func abbreviated(_ href: String) -> String {
        guard isDataURL(href), let comma = href.firstIndex(of: ",") else { return href }
        let header = href[..<comma].prefix(80)
        return "\(header),… (\(href.utf8.count) bytes)"
    }

    /// `type/subtype;name=value…`: the type must look like one, else `text/plain` applies (with
    /// its parameters kept, as the Fetch standard says for `data:;charset=…`).
    private static func parseMediaType(_ header: Substring) -> (String, [String: String]) {
        var parts = header.split(separator: ";", omittingEmptySubsequences: false).map { $0.trimmingASCIISpace() }
        let essence = parts.isEmpty ? "" : parts.removeFirst().lowercased()
        var parameters: [String: String] = [:]
        for part in parts {
            guard let equals = part.firstIndex(of: "=") else { continue }
            let name = part[..<equals].trimmingASCIISpace().lowercased()
            var value = part[part.index(after: equals)...].trimmingASCIISpace()
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = value.dropFirst().dropLast() }
            if !name.isEmpty, parameters[name] == nil { parameters[name] = String(value) }
        }
        let slash = essence.split(separator: "/", omittingEmptySubsequences: false)
        let valid =
            slash.count == 2 && !slash[0].isEmpty && !slash[1].isEmpty
            && essence.unicodeScalars.allSatisfy {
                $0.isASCII && $0.value > 0x20 && !"\"(),:;<=>?@[\\]{}".unicodeScalars.contains($0)
            }
        return (valid ? essence : "text/plain", parameters)
    }
}

extension Substring {
    /// Without leading and trailing ASCII white space (space, tab, LF, FF, CR).
    fileprivate func trimmingASCIISpace() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[first...last]
    }
}
