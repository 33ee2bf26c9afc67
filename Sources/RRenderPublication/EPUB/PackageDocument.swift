import RRenderCore
import RRenderXML

/// The parts of an EPUB package document (EPUB 3.3 §5) that rrender uses, hrefs resolved.
struct PackageDocument {
    /// One manifest `item`.
    struct Item {
        let id: String
        /// Canonical href, resolved against the package document (may carry a `#fragment` in
        /// broken EPUBs such as live-manual).
        let href: String
        let mediaType: MediaType?
        /// The `properties` tokens (`nav`, `cover-image`, `mathml`…).
        let properties: [String]
        /// The `fallback` attribute: the id of the next item of its manifest fallback chain
        /// (EPUB 3.3 §3.5.1).
        var fallback: String? = nil
    }

    /// One spine `itemref`.
    struct ItemRef {
        let idref: String
        /// False for `linear="no"`.
        let linear: Bool
        /// The `properties` tokens (`page-spread-left`, `rendition:layout-pre-paginated`…).
        let properties: [String]
    }

    /// One EPUB 2 `guide/reference`.
    struct GuideReference {
        let type: String
        let title: String?
        let href: String
    }

    /// The canonical href of the package document itself.
    let href: String
    /// The `version` attribute (`2.0`, `3.0`).
    let version: String
    /// The `unique-identifier` attribute (an id of a `dc:identifier`).
    let uniqueIdentifierID: String?
    /// The `metadata` element (nil when missing).
    let metadata: DOMElement?
    let manifest: [Item]
    let spine: [ItemRef]
    /// The spine's `page-progression-direction`.
    let pageProgressionDirection: String?
    /// The spine's `toc` attribute (the NCX item id).
    let tocID: String?
    let guide: [GuideReference]
    /// The `package` element's `xml:lang` and `dir`: defaults for its metadata only.
    let language: String?, direction: String?
    /// Manifest items by id (the first of duplicates).
    private let itemsByID: [String: Item]

    /// The manifest item with this id.
    func item(withID id: String) -> Item? {
        itemsByID[id]
    }
}

extension PackageDocument {
    /// Reads a parsed package document whose canonical href is `href`.
    init(root: DOMElement, href: String) {
        // Any namespace: some EPUB 2 files omit the OPF namespace on the package document.
        let opf: String? = nil
        let manifestElement = root.firstChild(named: "manifest", in: opf)
        let spineElement = root.firstChild(named: "spine", in: opf)
        self.href = href
        version = root.attribute("version") ?? ""
        uniqueIdentifierID = root.attribute("unique-identifier")
        language = root.attribute("lang", namespace: Namespace.xml)
        direction = root.attribute("dir")
        metadata = root.firstChild(named: "metadata", in: opf)
        manifest = (manifestElement?.children(named: "item", in: opf) ?? []).compactMap { element in
            guard let id = element.attribute("id"), let itemHref = element.attribute("href"), !itemHref.isEmpty else {
                return nil
            }
            return Item(
                id: id, href: HREF.resolve(itemHref, against: href),
                mediaType: element.attribute("media-type").flatMap(MediaType.init),
                properties: PackageDocument.tokens(element.attribute("properties")),
                fallback: element.attribute("fallback")?.trimmingWhitespace())
        }
        itemsByID = Dictionary(manifest.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        spine = (spineElement?.children(named: "itemref", in: opf) ?? []).compactMap { element in
            guard let idref = element.attribute("idref") else { return nil }
            return ItemRef(
                idref: idref, linear: element.attribute("linear")?.trimmingWhitespace() != "no",
                properties: PackageDocument.tokens(element.attribute("properties")))
        }
        pageProgressionDirection = spineElement?.attribute("page-progression-direction")
        tocID = spineElement?.attribute("toc")
        guide = (root.firstChild(named: "guide", in: opf)?.children(named: "reference", in: opf) ?? []).compactMap { element in
            guard let reference = element.attribute("href"), !reference.isEmpty else { return nil }
            return GuideReference(
                type: element.attribute("type") ?? "", title: element.attribute("title"),
                href: HREF.resolve(reference, against: href))
        }
    }

    /// Whitespace-separated tokens of an attribute.
    static func tokens(_ value: String?) -> [String] {
        (value ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
    }
}
