/// A precise location in a publication, interoperable with Readium (readium.md §1.1): saved
/// reading positions, bookmarks, highlights, search hits.
public struct Locator: Hashable, Sendable {
    /// The resource: a canonical href, never with a fragment (fragments go in `locations`).
    public var href: String
    /// The media type of the resource.
    public var mediaType: MediaType
    /// The title of the most relevant chapter or section.
    public var title: String?
    /// One or more expressions of the location inside the resource.
    public var locations: Locations
    /// The text at and around the location.
    public var text: Text

    /// A locator. `href` is percent-encoding normalized.
    public init(
        href: String, mediaType: MediaType, title: String? = nil,
        locations: Locations = Locations(), text: Text = Text()
    ) {
        self.href = HREF.normalize(href)
        self.mediaType = mediaType
        self.title = title
        self.locations = locations
        self.text = text
    }

    /// A copy with some parts changed; `title: .some(nil)` clears the title.
    public func copy(
        href: String? = nil, mediaType: MediaType? = nil, title: String?? = nil,
        locations transformLocations: ((inout Locations) -> Void)? = nil,
        text transformText: ((inout Text) -> Void)? = nil
    ) -> Locator {
        var locations = self.locations
        var text = self.text
        transformLocations?(&locations)
        transformText?(&text)
        return Locator(
            href: href ?? self.href, mediaType: mediaType ?? self.mediaType,
            title: title ?? self.title, locations: locations, text: text)
    }
}

extension Locator {
    /// Alternative expressions of a location in a resource (readium.md §1.2). Keys this type
    /// does not know are kept in `otherLocations` and written back unchanged.
    public struct Locations: Hashable, Sendable {
        /// Fragments without `#`, percent-encoded (`page=12`, an HTML id, `:~:text=…`).
        public var fragments: [String]
        /// Progression in the resource, 0…1 (not validated).
        public var progression: Double?
        /// Progression in the whole publication, 0…1 (not validated).
        public var totalProgression: Double?
        /// Index in the publication's positions list, from 1.
        public var position: Int?
        /// Every other key, verbatim (`cssSelector`, `partialCfi`, `domRange`, extensions).
        public var otherLocations: [String: JSONValue]

        /// Locations; all parts optional.
        public init(
            fragments: [String] = [], progression: Double? = nil, totalProgression: Double? = nil,
            position: Int? = nil, otherLocations: [String: JSONValue] = [:]
        ) {
            self.fragments = fragments
            self.progression = progression
            self.totalProgression = totalProgression
            self.position = position
            self.otherLocations = otherLocations
        }

        /// True when nothing is set (the object is then omitted from a Locator's JSON).
        public var isEmpty: Bool {
            fragments.isEmpty && progression == nil && totalProgression == nil && position == nil && otherLocations.isEmpty
        }

        /// The value of another key (`locations["cssSelector"]`).
        public subscript(key: String) -> JSONValue? { otherLocations[key] }
    }

    /// Text at and around a location (readium.md §1.3).
    public struct Text: Hashable, Sendable {
        /// The text just before the location.
        public var before: String?
        /// The located text itself (a selection, a search hit).
        public var highlight: String?
        /// The text just after.
        public var after: String?

        /// A text context; all parts optional.
        public init(before: String? = nil, highlight: String? = nil, after: String? = nil) {
            self.before = before
            self.highlight = highlight
            self.after = after
        }

        /// True when no part is set (the object is then omitted from a Locator's JSON).
        public var isEmpty: Bool { before == nil && highlight == nil && after == nil }
    }
}

extension Locator: JSONRepresentable {
    /// The Locator JSON: `href` and `type` always, empty `locations` and `text` omitted.
    public func toJSON() -> JSONValue {
        var json: [String: JSONValue] = ["href": .string(href), "type": .string(mediaType.string)]
        json["title"] = title.map { .string($0) }
        if !locations.isEmpty { json["locations"] = locations.toJSON() }
        if !text.isEmpty { json["text"] = text.toJSON() }
        return .object(json)
    }

    /// Reads a Locator; `href` and a valid `type` are required.
    public init(json: JSONValue) throws(JSONParseError) {
        guard let object = json.objectValue else { throw .notAnObject(model: "Locator") }
        guard let href = object["href"]?.stringValue else { throw .missingKey(model: "Locator", key: "href") }
        guard let type = object["type"]?.stringValue else { throw .missingKey(model: "Locator", key: "type") }
        guard let mediaType = MediaType(type) else {
            throw .invalidValue(model: "Locator", key: "type", reason: "'\(type)' is not a media type")
        }
        let locations = try object["locations"].map { json throws(JSONParseError) in try Locations(json: json) }
        let text = try object["text"].map { json throws(JSONParseError) in try Text(json: json) }
        self.init(
            href: href, mediaType: mediaType, title: object["title"]?.stringValue,
            locations: locations ?? Locations(), text: text ?? Text())
    }
}

extension Locator.Locations: JSONRepresentable {
    /// The locations object; other keys written at the same level.
    public func toJSON() -> JSONValue {
        var json = otherLocations
        if !fragments.isEmpty { json["fragments"] = .array(fragments.map { .string($0) }) }
        json["progression"] = progression.map { .number($0) }
        json["totalProgression"] = totalProgression.map { .number($0) }
        json["position"] = position.map { .number(Double($0)) }
        return .object(json)
    }

    /// Reads locations; the legacy `fragment` string is appended to `fragments`; null is empty.
    public init(json: JSONValue) throws(JSONParseError) {
        if json.isNull { self.init(); return }
        guard var object = json.objectValue else { throw .notAnObject(model: "Locations") }
        var fragments = object.removeValue(forKey: "fragments")?.arrayValue?.compactMap(\.stringValue) ?? []
        if let fragment = object.removeValue(forKey: "fragment")?.stringValue { fragments.append(fragment) }
        self.init(
            fragments: fragments,
            progression: object.removeValue(forKey: "progression")?.doubleValue,
            totalProgression: object.removeValue(forKey: "totalProgression")?.doubleValue,
            position: object.removeValue(forKey: "position")?.intValue,
            otherLocations: object)
    }
}

extension Locator.Text: JSONRepresentable {
    /// The text object with the parts that are set.
    public func toJSON() -> JSONValue {
        var json: [String: JSONValue] = [:]
        json["before"] = before.map { .string($0) }
        json["highlight"] = highlight.map { .string($0) }
        json["after"] = after.map { .string($0) }
        return .object(json)
    }

    /// Reads a text object; null is empty.
    public init(json: JSONValue) throws(JSONParseError) {
        if json.isNull { self.init(); return }
        guard let object = json.objectValue else { throw .notAnObject(model: "Text") }
        self.init(
            before: object["before"]?.stringValue, highlight: object["highlight"]?.stringValue,
            after: object["after"]?.stringValue)
    }
}
