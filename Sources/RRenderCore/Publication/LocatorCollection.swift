/// A string that is either plain or given in several languages (`{"en": "…", "fr": "…"}`), as
/// RWPM titles are.
public enum LocalizedString: Hashable, Sendable {
    /// One string, language unspecified.
    case plain(String)
    /// Translations keyed by BCP 47 language tag.
    case localized([String: String])

    /// The plain string, else the translation for `language`, else English, else the first
    /// translation in tag order.
    public func string(for language: String? = nil) -> String {
        switch self {
        case .plain(let s):
            return s
        case .localized(let translations):
            if let language, let s = translations[language] { return s }
            if let s = translations["en"] ?? translations["und"] { return s }
            return translations.keys.sorted().first.flatMap { translations[$0] } ?? ""
        }
    }

    /// The JSON form: a string or an object.
    public func toJSON() -> JSONValue {
        switch self {
        case .plain(let s): .string(s)
        case .localized(let translations): .object(translations.mapValues { .string($0) })
        }
    }

    /// Reads a string or an object of strings; nil for anything else.
    public init?(json: JSONValue?) {
        switch json {
        case .string(let s)?: self = .plain(s)
        case .object(let o)?: self = .localized(o.compactMapValues(\.stringValue))
        default: return nil
        }
    }
}

/// A list of locators with metadata and links: a page of search results, a positions list
/// (readium.md §1.6). Media type `application/vnd.readium.locators+json`.
public struct LocatorCollection: Hashable, Sendable {
    /// Metadata of a collection.
    public struct Metadata: Hashable, Sendable {
        /// The title (plain or localized).
        public var title: LocalizedString?
        /// The total number of locators (of all pages), when positive.
        public var numberOfItems: Int?
        /// Every other key, verbatim.
        public var otherMetadata: [String: JSONValue]

        /// Collection metadata; a non-positive `numberOfItems` is dropped.
        public init(title: LocalizedString? = nil, numberOfItems: Int? = nil, otherMetadata: [String: JSONValue] = [:]) {
            self.title = title
            self.numberOfItems = numberOfItems.flatMap { $0 > 0 ? $0 : nil }
            self.otherMetadata = otherMetadata
        }

        /// True when nothing is set (then omitted from JSON).
        public var isEmpty: Bool { title == nil && numberOfItems == nil && otherMetadata.isEmpty }
    }

    /// The collection's metadata.
    public var metadata: Metadata
    /// Links (`self`, `next`, `prev`…).
    public var links: [Link]
    /// The locators.
    public var locators: [Locator]

    /// A collection.
    public init(metadata: Metadata = Metadata(), links: [Link] = [], locators: [Locator] = []) {
        self.metadata = metadata
        self.links = links
        self.locators = locators
    }
}

extension LocatorCollection: JSONRepresentable {
    /// `{metadata?, links?, locators}`: empty metadata and links omitted, locators always written.
    public func toJSON() -> JSONValue {
        var json: [String: JSONValue] = ["locators": locators.toJSON()]
        if !metadata.isEmpty {
            var meta = metadata.otherMetadata
            meta["title"] = metadata.title?.toJSON()
            meta["numberOfItems"] = metadata.numberOfItems.map { .number(Double($0)) }
            json["metadata"] = .object(meta)
        }
        if !links.isEmpty { json["links"] = links.toJSON() }
        return .object(json)
    }

    /// Reads a collection; invalid links and locators are skipped.
    public init(json: JSONValue) throws(JSONParseError) {
        guard let object = json.objectValue else { throw .notAnObject(model: "LocatorCollection") }
        var meta = object["metadata"]?.objectValue ?? [:]
        let title = LocalizedString(json: meta.removeValue(forKey: "title"))
        let count = meta.removeValue(forKey: "numberOfItems")?.intValue
        self.init(
            metadata: Metadata(title: title, numberOfItems: count, otherMetadata: meta),
            links: [Link](json: object["links"]), locators: [Locator](json: object["locators"]))
    }
}
