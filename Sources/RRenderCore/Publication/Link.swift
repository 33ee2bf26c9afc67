/// A link to a resource of a publication or to an external URL, as in a Readium Web Publication
/// Manifest: reading-order items, resources, table-of-contents entries (readium.md §1.5).
public struct Link: Hashable, Sendable {
    /// The target: a canonical href (`OPS/ch1.xhtml#sec2`, see `HREF`), an external URL, or a URI
    /// template when `templated`. Kept as a string because templates are not valid URLs.
    public var href: String
    /// The media type of the target, when known.
    public var mediaType: MediaType?
    /// True when `href` is a URI template (RFC 6570).
    public var templated: Bool
    /// The title (a TOC label, a landmark name).
    public var title: String?
    /// Relations (`cover`, `contents`, `start`, or a URL).
    public var rels: [String]
    /// Extra properties, kept verbatim; EPUB uses `page`, `layout`, `contains`, `encrypted`.
    public var properties: [String: JSONValue]
    /// Height in pixels, when positive.
    public var height: Int?
    /// Width in pixels, when positive.
    public var width: Int?
    /// Bit rate in kbps, when positive.
    public var bitrate: Double?
    /// Duration in seconds, when positive.
    public var duration: Double?
    /// Languages of the target (BCP 47 tags).
    public var languages: [String]
    /// Alternate versions of the same target.
    public var alternates: [Link]
    /// Nested links (sub-sections of a TOC entry).
    public var children: [Link]

    /// A link. A non-templated `href` is percent-encoding normalized (`a b` → `a%20b`).
    public init(
        href: String, mediaType: MediaType? = nil, templated: Bool = false, title: String? = nil,
        rels: [String] = [], properties: [String: JSONValue] = [:], height: Int? = nil, width: Int? = nil,
        bitrate: Double? = nil, duration: Double? = nil, languages: [String] = [],
        alternates: [Link] = [], children: [Link] = []
    ) {
        self.href = templated ? href : HREF.normalize(href)
        self.mediaType = mediaType
        self.templated = templated
        self.title = title
        self.rels = rels
        self.properties = properties
        self.height = height.flatMap { $0 > 0 ? $0 : nil }
        self.width = width.flatMap { $0 > 0 ? $0 : nil }
        self.bitrate = bitrate.flatMap { $0 > 0 ? $0 : nil }
        self.duration = duration.flatMap { $0 > 0 ? $0 : nil }
        self.languages = languages
        self.alternates = alternates
        self.children = children
    }

    /// How an EPUB page is placed in a spread (`properties.page`).
    public enum Page: String, Sendable, CaseIterable {
        /// The left slot of a spread.
        case left
        /// The right slot of a spread.
        case right
        /// Alone, centred (never paired).
        case center
    }

    /// `properties.page`, when it is `left`, `right` or `center`.
    public var page: Page? {
        properties["page"]?.stringValue.flatMap(Page.init(rawValue:))
    }

    /// `properties.layout` (a per-resource override of the publication layout), when valid.
    public var layout: Layout? {
        properties["layout"]?.stringValue.flatMap(Layout.init(rawValue:))
    }

    /// The layout of this reading-order item in a publication of `layout`: its override, else
    /// the publication's. A roll takes no overrides (EPUB 3.4 draft, "MUST NOT be specified
    /// with roll layouts"), so they are ignored there.
    public func layout(in layout: Layout) -> Layout {
        layout == .scrolled ? .scrolled : self.layout ?? layout
    }

    /// True when `rels` contains `rel`.
    public func hasRel(_ rel: String) -> Bool { rels.contains(rel) }

    /// The href without its fragment.
    public var hrefWithoutFragment: String { HREF.removingFragment(href) }
}

extension Link: JSONRepresentable {
    /// The RWPM JSON form: `templated` always written, `rel` and `language` always arrays (the
    /// languages in BCP 47, those that are no tag left out), empty collections and absent values
    /// omitted.
    public func toJSON() -> JSONValue {
        var json: [String: JSONValue] = ["href": .string(href), "templated": .bool(templated)]
        json["type"] = mediaType.map { .string($0.string) }
        json["title"] = title.map { .string($0) }
        if !rels.isEmpty { json["rel"] = .array(rels.map { .string($0) }) }
        if !properties.isEmpty { json["properties"] = .object(properties) }
        json["height"] = height.map { .number(Double($0)) }
        json["width"] = width.map { .number(Double($0)) }
        json["bitrate"] = bitrate.map { .number($0) }
        json["duration"] = duration.map { .number($0) }
        let tags = languages.compactMap(BCP47.normalized)
        if !tags.isEmpty { json["language"] = .array(tags.map { .string($0) }) }
        if !alternates.isEmpty { json["alternate"] = alternates.toJSON() }
        if !children.isEmpty { json["children"] = children.toJSON() }
        return .object(json)
    }

    /// Reads an RWPM link: `href` required; `rel`/`language` as a string or an array; invalid
    /// media types, non-positive sizes and invalid nested links are dropped.
    public init(json: JSONValue) throws(JSONParseError) {
        guard let object = json.objectValue else { throw .notAnObject(model: "Link") }
        guard let href = object["href"]?.stringValue else { throw .missingKey(model: "Link", key: "href") }
        self.init(
            href: href,
            mediaType: object["type"]?.stringValue.flatMap(MediaType.init),
            templated: object["templated"]?.boolValue ?? false,
            title: object["title"]?.stringValue,
            rels: Link.strings(object["rel"]),
            properties: object["properties"]?.objectValue ?? [:],
            height: object["height"]?.intValue,
            width: object["width"]?.intValue,
            bitrate: object["bitrate"]?.doubleValue,
            duration: object["duration"]?.doubleValue,
            languages: Link.strings(object["language"]),
            alternates: [Link](json: object["alternate"]),
            children: [Link](json: object["children"])
        )
    }

    /// A string or an array of strings, as an array.
    static func strings(_ json: JSONValue?) -> [String] {
        switch json {
        case .string(let s)?: [s]
        case .array(let items)?: items.compactMap(\.stringValue)
        default: []
        }
    }
}
