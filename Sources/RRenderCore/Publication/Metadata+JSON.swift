extension Contributor: JSONRepresentable {
    /// `{name, sortAs?, role?}`; `role` is an array when set.
    public func toJSON() -> JSONValue {
        var json: [String: JSONValue] = ["name": localizedName?.localized.toJSON() ?? .string(name)]
        json["sortAs"] = sortAs.map { .string($0) }
        if !roles.isEmpty { json["role"] = .array(roles.map { .string($0) }) }
        return .object(json)
    }

    /// Reads a contributor object, or a plain string (the name).
    public init(json: JSONValue) throws(JSONParseError) {
        if let name = json.stringValue { self.init(name: name); return }
        guard let object = json.objectValue else { throw .notAnObject(model: "Contributor") }
        guard let localized = LocalizedString(json: object["name"]) else {
            throw .missingKey(model: "Contributor", key: "name")
        }
        self.init(name: localized.string(), sortAs: object["sortAs"]?.stringValue, roles: Link.strings(object["role"]))
        localizedName = MetadataString(localized, main: name)
    }

    /// A contributor value or an array of them (RWPM allows both).
    static func list(_ json: JSONValue?) -> [Contributor] {
        guard let json else { return [] }
        if json.arrayValue == nil { return [Contributor](json: .array([json])) }
        return [Contributor](json: json)
    }
}

/// The top-level keys `Metadata` reads itself; every other key goes to `otherMetadata`.
private let knownMetadataKeys: Set<String> = [
    "identifier", "title", "sortAs", "subtitle", "author", "translator", "editor", "artist", "illustrator",
    "colorist", "narrator", "publisher", "contributor", "language", "modified", "published", "description",
    "subject", "readingProgression", "presentation", "layout", "cover"
]

extension Metadata: JSONRepresentable {
    /// The RWPM metadata object, as Readium's schema (Schemas/Readium) accepts it: `title`
    /// always (empty when the publication has none), language tags in BCP 47 (`pt_BR` becomes
    /// `pt-BR`, a value that is no tag is left out), `readingProgression` only when it is `ltr`
    /// or `rtl`, `layout` (Readium 3) beside the older `presentation`. Extension keys, which the
    /// schema allows in metadata: `cover` (the cover image href) and `rrender:languageAndDirection`
    /// (`MetadataTextDirections`).
    public func toJSON() -> JSONValue {
        var json = otherMetadata
        json["identifier"] = identifier.map { .string($0) }
        json["title"] = localizedTitle.map { $0.localized.toJSON() } ?? .string(title ?? "")
        json["sortAs"] = sortAs.map { .string($0) }
        json["subtitle"] = localizedSubtitle.map { $0.localized.toJSON() } ?? subtitle.map { .string($0) }
        for (key, list) in contributorLists where !list.isEmpty { json[key] = list.toJSON() }
        let tags = languages.compactMap(BCP47.normalized)
        if !tags.isEmpty { json["language"] = .array(tags.map { .string($0) }) }
        json["modified"] = modified.map { .string($0) }
        json["published"] = published.map { .string($0) }
        json["description"] = description.map { .string($0) }
        if !subjects.isEmpty { json["subject"] = .array(subjects.map { .string($0) }) }
        if readingProgression == .ltr || readingProgression == .rtl {
            json["readingProgression"] = .string(readingProgression.rawValue)
        }
        json["layout"] = .string(layout.rawValue)
        var presentation: [String: JSONValue] = ["layout": .string(layout.rawValue)]
        presentation["spread"] = spread.map { .string($0.rawValue) }
        presentation["orientation"] = orientation.map { .string($0.rawValue) }
        presentation["overflow"] = flow.map { .string($0.overflow.rawValue) }
        // Readium's `continuous`: one scroll across resources (scrolled-continuous) or one per
        // resource (scrolled-doc).
        if flow == .scrolledContinuous || flow == .scrolledDoc { presentation["continuous"] = .bool(flow == .scrolledContinuous) }
        json["presentation"] = .object(presentation)
        json["cover"] = coverHref.map { .string($0) }
        json[MetadataTextDirections.key] = MetadataTextDirections(self).toJSON()
        return .object(json)
    }

    /// Reads RWPM metadata (titles may be localized objects; contributors strings or objects).
    public init(json: JSONValue) throws(JSONParseError) {
        guard let object = json.objectValue else { throw .notAnObject(model: "Metadata") }
        let presentation = object["presentation"]?.objectValue ?? [:]
        let layout = (presentation["layout"] ?? object["layout"])?.stringValue.flatMap(Layout.init(rawValue:))
        let title = LocalizedString(json: object["title"]), subtitle = LocalizedString(json: object["subtitle"])
        self.init(
            identifier: object["identifier"]?.stringValue,
            title: title?.string(),
            sortAs: LocalizedString(json: object["sortAs"])?.string(),
            subtitle: subtitle?.string(),
            authors: Contributor.list(object["author"]), translators: Contributor.list(object["translator"]),
            editors: Contributor.list(object["editor"]), artists: Contributor.list(object["artist"]),
            illustrators: Contributor.list(object["illustrator"]), colorists: Contributor.list(object["colorist"]),
            narrators: Contributor.list(object["narrator"]), publishers: Contributor.list(object["publisher"]),
            contributors: Contributor.list(object["contributor"]),
            languages: Link.strings(object["language"]),
            modified: object["modified"]?.stringValue, published: object["published"]?.stringValue,
            description: object["description"]?.stringValue, subjects: Link.strings(object["subject"]),
            readingProgression: object["readingProgression"]?.stringValue.flatMap(ReadingProgression.init(rawValue:)) ?? .auto,
            layout: layout ?? .reflowable,
            spread: presentation["spread"]?.stringValue.flatMap(Spread.init(rawValue:)),
            orientation: presentation["orientation"]?.stringValue.flatMap(Orientation.init(rawValue:)),
            flow: Metadata.flow(overflow: presentation["overflow"], continuous: presentation["continuous"]),
            coverHref: object["cover"]?.stringValue,
            otherMetadata: object.filter { !knownMetadataKeys.contains($0.key) && $0.key != MetadataTextDirections.key }
        )
        localizedTitle = title.flatMap { MetadataString($0, main: self.title ?? "") }
        localizedSubtitle = subtitle.flatMap { MetadataString($0, main: self.subtitle ?? "") }
        MetadataTextDirections.apply(object[MetadataTextDirections.key], to: &self)
    }
}

extension Metadata {
    /// The EPUB flow an RWPM `overflow` (and `continuous`) stands for.
    static func flow(overflow: JSONValue?, continuous: JSONValue?) -> RenditionFlow? {
        switch overflow?.stringValue.flatMap(Overflow.init(rawValue:)) {
        case .auto?: .auto
        case .paginated?: .paginated
        case .scrolled?: continuous?.boolValue == false ? .scrolledDoc : .scrolledContinuous
        case nil: nil
        }
    }
}
