/// A media type (MIME type) such as `application/xhtml+xml` or `text/html; charset=UTF-8`.
///
/// Type, subtype and parameter names are lowercased; parameter values are kept as written,
/// except `charset`, which is uppercased (RFC 2046 §4.1.2: charset names are case-insensitive).
public struct MediaType: Hashable, Sendable, CustomStringConvertible {
    /// The top-level type (`text`, `image`, `application`).
    public let type: String
    /// The subtype (`html`, `png`, `xhtml+xml`).
    public let subtype: String
    /// The parameters (`charset`), keyed by lowercased name.
    public let parameters: [String: String]

    /// Parses `type/subtype; name=value; …`; nil when there is no non-empty type and subtype.
    public init?(_ string: String) {
        let parts = string.split(separator: ";", omittingEmptySubsequences: false)
        guard let essence = parts.first else { return nil }
        let pair = essence.split(separator: "/", omittingEmptySubsequences: false)
        guard pair.count == 2 else { return nil }
        let type = MediaType.token(pair[0])
        let subtype = MediaType.token(pair[1])
        guard MediaType.isToken(type), MediaType.isToken(subtype) else { return nil }
        var parameters: [String: String] = [:]
        for parameter in parts.dropFirst() {
            guard let equals = parameter.firstIndex(of: "=") else { continue }
            let name = MediaType.token(parameter[..<equals])
            var value = String(parameter[parameter.index(after: equals)...]).trimmingSpaces()
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            guard !name.isEmpty, !value.isEmpty else { continue }
            parameters[name] = name == "charset" ? value.uppercased() : value
        }
        self.type = type
        self.subtype = subtype
        self.parameters = parameters
    }

    /// `type/subtype` without parameters.
    public var essence: String { "\(type)/\(subtype)" }

    /// The normalized string: the essence, then the parameters sorted by name.
    public var string: String {
        parameters.keys.sorted().reduce(essence) { $0 + ";\($1)=\(parameters[$1] ?? "")" }
    }

    /// Same as `string`.
    public var description: String { string }

    /// True when both have the same type and subtype (parameters ignored).
    public func matches(_ other: MediaType) -> Bool {
        type == other.type && subtype == other.subtype
    }

    /// HTML or XHTML.
    public var isHTML: Bool { matches(.html) || matches(.xhtml) }

    /// A raster image format a renderer may decode (PNG, JPEG, GIF, WebP, BMP, TIFF, AVIF).
    public var isBitmap: Bool {
        type == "image" && ["png", "jpeg", "gif", "webp", "bmp", "tiff", "avif"].contains(subtype)
    }

    private static func token<S: StringProtocol>(_ s: S) -> String {
        String(s).trimmingSpaces().lowercased()
    }

    private static func isToken(_ s: String) -> Bool {
        !s.isEmpty
            && s.unicodeScalars.allSatisfy {
                $0.value > 0x20 && $0.value < 0x7F && !"()<>@,;:\\\"/[]?=".unicodeScalars.contains($0)
            }
    }
}

extension MediaType {
    private static func known(_ string: StaticString) -> MediaType {
        MediaType(uncheckedType: "\(string)")
    }

    /// Builds a constant known to be valid (split on the slash, no parameters).
    private init(uncheckedType string: String) {
        let slash = string.firstIndex(of: "/") ?? string.endIndex
        type = String(string[..<slash])
        subtype = slash < string.endIndex ? String(string[string.index(after: slash)...]) : ""
        parameters = [:]
    }

    /// `application/xhtml+xml`.
    public static let xhtml = known("application/xhtml+xml")
    /// `text/html`.
    public static let html = known("text/html")
    /// `text/css`.
    public static let css = known("text/css")
    /// `text/javascript`.
    public static let javascript = known("text/javascript")
    /// `application/xml`.
    public static let xml = known("application/xml")
    /// `image/png`.
    public static let png = known("image/png")
    /// `image/jpeg`.
    public static let jpeg = known("image/jpeg")
    /// `image/gif`.
    public static let gif = known("image/gif")
    /// `image/webp`.
    public static let webp = known("image/webp")
    /// AVIF (AV1 image file format).
    public static let avif = known("image/avif")
    /// JPEG XL.
    public static let jxl = known("image/jxl")
    /// `image/svg+xml`.
    public static let svg = known("image/svg+xml")
    /// `application/x-dtbncx+xml` (EPUB 2 NCX).
    public static let ncx = known("application/x-dtbncx+xml")
    /// `application/oebps-package+xml` (the EPUB package document).
    public static let opf = known("application/oebps-package+xml")
    /// `application/epub+zip`.
    public static let epub = known("application/epub+zip")
    /// `application/pdf`.
    public static let pdf = known("application/pdf")
    /// `application/smil+xml` (EPUB media overlays).
    public static let smil = known("application/smil+xml")
    /// `font/otf`.
    public static let otf = known("font/otf")
    /// `font/ttf`.
    public static let ttf = known("font/ttf")
    /// `font/woff`.
    public static let woff = known("font/woff")
    /// `font/woff2`.
    public static let woff2 = known("font/woff2")
    /// `audio/mpeg`.
    public static let mp3 = known("audio/mpeg")
    /// `application/json`.
    public static let json = known("application/json")
    /// `application/vnd.readium.locators+json` (a LocatorCollection document).
    public static let readiumLocators = known("application/vnd.readium.locators+json")
    /// `application/vnd.readium.position-list+json` (the `~readium/positions` document).
    public static let readiumPositionList = known("application/vnd.readium.position-list+json")
    /// `application/webpub+json` (a Readium Web Publication Manifest).
    public static let readiumWebPubManifest = known("application/webpub+json")
}

extension String {
    /// This string without leading and trailing ASCII spaces and tabs.
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" { s = s.dropLast() }
        return String(s)
    }
}
