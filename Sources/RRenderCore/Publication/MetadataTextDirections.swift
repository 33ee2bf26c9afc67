/// The language and base direction of the title, subtitle and contributor names, for callers
/// that display them: Readium's localized strings key each value by its language only, and the
/// schema lets a language map hold no other key, so both go in a metadata extension key
/// (`rrender:languageAndDirection`, written by `Metadata.toJSON`):
///
///     "rrender:languageAndDirection": {
///       "title": {"language": "he", "direction": "rtl",
///                 "alternateScripts": [{"language": "en", "direction": "ltr"}]},
///       "author": [{"language": "ar", "direction": "rtl"}, {}]
///     }
///
/// A contributor list has one object per contributor, in order (`{}` when the package states
/// nothing for one); the key is absent when the package states no language or direction for
/// any of these strings. Languages are BCP 47 (`BCP47`); directions `ltr`, `rtl` or `auto`
/// (EPUB 3.3 `#attrdef-dir`).
struct MetadataTextDirections {
    /// The extension key in metadata.
    static let key = "rrender:languageAndDirection"

    private var entries: [String: JSONValue] = [:]

    init(_ metadata: Metadata) {
        entries["title"] = metadata.localizedTitle.map(Self.entry)
        entries["subtitle"] = metadata.localizedSubtitle.map(Self.entry)
        for (key, list) in metadata.contributorLists where list.contains(where: { $0.localizedName != nil }) {
            entries[key] = .array(list.map { $0.localizedName.map(Self.entry) ?? .object([:]) })
        }
    }

    /// The object, or nil when it would be empty.
    func toJSON() -> JSONValue? {
        entries.isEmpty ? nil : .object(entries)
    }

    /// Sets the language and direction of `metadata`'s strings from a `toJSON` object: the
    /// inverse, for manifests rrender wrote itself.
    static func apply(_ json: JSONValue?, to metadata: inout Metadata) {
        guard let object = json?.objectValue else { return }
        if let title = metadata.title {
            metadata.localizedTitle = merged(object["title"], into: metadata.localizedTitle, value: title)
        }
        if let subtitle = metadata.subtitle {
            metadata.localizedSubtitle = merged(object["subtitle"], into: metadata.localizedSubtitle, value: subtitle)
        }
        for (key, path) in Metadata.contributorProperties {
            metadata[keyPath: path] = contributors(object[key], metadata[keyPath: path])
        }
    }

    private static func entry(_ string: MetadataString) -> JSONValue {
        var object = fields(string)
        let alternates = string.alternateScripts.map { JSONValue.object(fields($0)) }
        if !alternates.isEmpty { object["alternateScripts"] = .array(alternates) }
        return .object(object)
    }

    private static func fields(_ string: MetadataString) -> [String: JSONValue] {
        var object: [String: JSONValue] = [:]
        object["language"] = string.language.flatMap(BCP47.normalized).map { .string($0) }
        object["direction"] = string.direction.map { .string($0.rawValue) }
        return object
    }

    private static func contributors(_ json: JSONValue?, _ list: [Contributor]) -> [Contributor] {
        guard let items = json?.arrayValue, items.count == list.count else { return list }
        return zip(list, items).map { contributor, item in
            var contributor = contributor
            contributor.localizedName = merged(item, into: contributor.localizedName, value: contributor.name)
            return contributor
        }
    }

    /// `string` (or a plain `value`) with the language and direction of `json`, and those of
    /// its alternate scripts in order.
    private static func merged(_ json: JSONValue?, into string: MetadataString?, value: String) -> MetadataString? {
        guard let object = json?.objectValue, !object.isEmpty else { return string }
        var result = string ?? MetadataString(value)
        result.language = object["language"]?.stringValue ?? result.language
        result.direction = object["direction"]?.stringValue.flatMap(MetadataDirection.init(rawValue:)) ?? result.direction
        for (index, alternate) in (object["alternateScripts"]?.arrayValue ?? []).enumerated()
        where index < result.alternateScripts.count {
            let fields = alternate.objectValue ?? [:]
            result.alternateScripts[index].language = fields["language"]?.stringValue ?? result.alternateScripts[index].language
            result.alternateScripts[index].direction =
                fields["direction"]?.stringValue.flatMap(MetadataDirection.init(rawValue:))
                ?? result.alternateScripts[index].direction
        }
        return result
    }
}
