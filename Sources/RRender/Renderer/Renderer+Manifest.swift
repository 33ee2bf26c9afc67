import RRenderCore

extension Renderer {
    /// The key of rrender's own subcollection in the manifest.
    public static let manifestCollectionKey = "rrender"

    /// The publication as a Readium Web Publication Manifest that Readium's JSON Schema accepts
    /// (Schemas/Readium; `rrender info` prints it), with what this renderer makes of it in a
    /// subcollection of its own, which the schema allows beside the defined members:
    ///
    ///     "rrender": {"metadata": {"pages": 679, "positions": 654, "viewport": "600x800"}, "links": []}
    ///
    /// (the page count at these options, the publication's positions, the viewport in CSS px).
    /// The schema wants every item of `readingOrder`, `resources` and `links` once and with a
    /// media type: a spine item listed twice is written once (the page sequence still shows it
    /// twice), and an item without a valid media type gets `application/octet-stream` (data of
    /// unknown type, RFC 2046 §4.5.1). `fallbackTitle` is the title when the publication has
    /// none (the schema requires one); the file name is a good choice.
    public func manifest(fallbackTitle: String? = nil) -> JSONValue {
        var metadata = publication.metadata
        if metadata.title?.isEmpty ?? true, let fallbackTitle { metadata.title = fallbackTitle }
        var object: [String: JSONValue] = [
            "metadata": metadata.toJSON(),
            "readingOrder": Self.uniqueTypedLinks(publication.readingOrder),
            "toc": publication.tableOfContents.toJSON(),
            Self.manifestCollectionKey: .object([
                "metadata": .object([
                    "pages": .number(Double(pageCount())),
                    "positions": .number(Double(publication.positions().count)),
                    "viewport": .string(options.viewport.description)
                ]),
                "links": .array([])
            ])
        ]
        if !publication.resources.isEmpty { object["resources"] = Self.uniqueTypedLinks(publication.resources) }
        if !publication.links.isEmpty { object["links"] = Self.uniqueTypedLinks(publication.links) }
        let navigation = publication.navigation
        for (key, links) in [
            ("pageList", navigation.pageList), ("landmarks", navigation.landmarks),
            ("loa", navigation.listOfAudioClips), ("loi", navigation.listOfIllustrations),
            ("lot", navigation.listOfTables), ("lov", navigation.listOfVideos)
        ] where !links.isEmpty {
            object[key] = links.toJSON()
        }
        return .object(object)
    }

    /// `links` in JSON, each distinct link once (the first), each with a media type.
    private static func uniqueTypedLinks(_ links: [Link]) -> JSONValue {
        var seen = Set<JSONValue>(), output: [JSONValue] = []
        for link in links {
            var json = link.toJSON()
            if case .object(var fields) = json, fields["type"] == nil {
                fields["type"] = .string("application/octet-stream")
                json = .object(fields)
            }
            if seen.insert(json).inserted { output.append(json) }
        }
        return .array(output)
    }
}
