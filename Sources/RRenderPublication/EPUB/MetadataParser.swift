import RRenderCore
import RRenderXML

/// Reads the package `metadata` into a `Metadata` (EPUB 3.3 §5.5, with the EPUB 2 forms:
/// `opf:role`/`opf:file-as` attributes, `<meta name= content=>`, `dc:date opf:event`).
struct MetadataParser {
    let package: PackageDocument
    private let appleFixedLayout: Bool
    let metadata: DOMElement
    /// EPUB 3 `meta refines="#id"` values, keyed by the refined id, then by property.
    private let refinements: [String: [String: [String]]]
    /// `meta` elements that refine nothing.
    private let primaryMetas: [DOMElement]
    /// `meta property="alternate-script"` elements, keyed by the refined id, in document order.
    let alternateScripts: [String: [DOMElement]]

    init(package: PackageDocument, appleFixedLayout: Bool) {
        self.package = package
        self.appleFixedLayout = appleFixedLayout
        metadata =
            package.metadata ?? DOMElement(name: "metadata", namespace: Namespace.opf, attributes: [], children: [], line: 0)
        var refinements: [String: [String: [String]]] = [:]
        var primary: [DOMElement] = [], alternates: [String: [DOMElement]] = [:]
        for meta in metadata.descendants(named: "meta") {
            guard let refines = meta.attribute("refines") else { primary.append(meta); continue }
            guard let property = meta.attribute("property") else { continue }
            let id = refines.hasPrefix("#") ? String(refines.dropFirst()) : refines
            refinements[id, default: [:]][property, default: []].append(meta.textContent.collapsingWhitespace())
            if property == "alternate-script" { alternates[id, default: []].append(meta) }
        }
        self.refinements = refinements
        alternateScripts = alternates
        primaryMetas = primary
    }

    /// The metadata, with the reading progression from the spine and the cover from the manifest.
    func parse() -> Metadata {
        let titles = dc("title")
        let main = titles.first { refined("title-type", of: $0).contains("main") } ?? titles.first
        var result = Metadata(
            identifier: identifier(), title: main.map(text),
            sortAs: main.flatMap { refined("file-as", of: $0).first } ?? epub2Meta("calibre:title_sort"),
            subtitle: titles.first { refined("title-type", of: $0).contains("subtitle") }.map(text),
            publishers: dc("publisher").compactMap(publisher),
            languages: dc("language").map(text).filter { !$0.isEmpty }.map { BCP47.normalized($0) ?? $0 },
            modified: property("dcterms:modified") ?? dates(event: "modification").first,
            published: dates(event: nil).first,
            description: dc("description").first.map { $0.textContent.trimmingWhitespace() },
            subjects: dc("subject").map(text).filter { !$0.isEmpty },
            readingProgression: readingProgression(), layout: layout(),
            coverHref: coverHref(), otherMetadata: otherMetadata())
        result.localizedTitle = main.flatMap(metadataString)
        result.localizedSubtitle = titles.first { refined("title-type", of: $0).contains("subtitle") }.flatMap(metadataString)
        result.packageLanguage = Self.languageTag(package.language)
        result.packageDirection = package.direction.map { Self.direction($0) ?? .auto }
        for creator in dc("creator") { add(creator, defaultRole: "aut", to: &result) }
        for contributor in dc("contributor") { add(contributor, defaultRole: nil, to: &result) }
        return result
    }

    // MARK: - Elements

    private func dc(_ name: String) -> [DOMElement] {
        metadata.descendants(named: name, in: Namespace.dc)
    }

    private func text(_ element: DOMElement) -> String {
        element.textContent.collapsingWhitespace()
    }

    private func refined(_ property: String, of element: DOMElement) -> [String] {
        guard let id = element.id else { return [] }
        return refinements[id]?[property] ?? []
    }

    /// The text of the first EPUB 3 `meta property=…` that refines nothing.
    private func property(_ name: String) -> String? {
        primaryMetas.first { $0.attribute("property") == name }.map(text).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The `content` of the first EPUB 2 `meta name=…`.
    private func epub2Meta(_ name: String) -> String? {
        primaryMetas.first { $0.attribute("name") == name }?.attribute("content")
    }

    /// `dc:date` values with `opf:event` = `event` (nil: any other event or none).
    private func dates(event: String?) -> [String] {
        dc("date").filter { element in
            let value = element.attribute("event", namespace: Namespace.opf)
            return event == nil ? value != "modification" : value == event
        }.map(text).filter { !$0.isEmpty }
    }

    // MARK: - Values

    /// The `dc:identifier` named by the package's `unique-identifier`, else the first one.
    private func identifier() -> String? {
        let identifiers = dc("identifier")
        let unique = package.uniqueIdentifierID.flatMap { id in identifiers.first { $0.id == id } }
        return (unique ?? identifiers.first).map(text)
    }

    /// Spine `page-progression-direction` (readium.md §5.4): `ltr`, `rtl`, else `auto`.
    private func readingProgression() -> ReadingProgression {
        switch package.pageProgressionDirection?.trimmingWhitespace() {
        case "ltr": .ltr
        case "rtl": .rtl
        default: .auto
        }
    }

    /// `rendition:layout` (readium.md §5.3), else Apple's display options, else reflowable.
    private func layout() -> Layout {
        switch property("rendition:layout") {
        case "pre-paginated": .fixed
        case "reflowable": .reflowable
        case "roll": .scrolled
        default: appleFixedLayout ? .fixed : .reflowable
        }
    }

    /// EPUB 3 `properties="cover-image"`, else EPUB 2 `<meta name="cover" content="item id">`
    /// (some books put the image's href in `content` instead of its id: accepted too).
    private func coverHref() -> String? {
        if let item = package.manifest.first(where: { $0.properties.contains("cover-image") }) { return item.href }
        guard let content = epub2Meta("cover")?.trimmingWhitespace(), !content.isEmpty else { return nil }
        if let item = package.item(withID: content) { return item.href }
        let href = HREF.resolve(content, against: package.href)
        return package.manifest.first { HREF.equivalenceKey($0.href) == HREF.equivalenceKey(href) }?.href
    }

    private func otherMetadata() -> [String: JSONValue] {
        var other: [String: JSONValue] = [:]
        other["rights"] = dc("rights").first.map(text).map { .string($0) }
        other["source"] = dc("source").first.map(text).map { .string($0) }
        return other
    }

    /// Files a creator or contributor under its first known MARC relator role
    /// (`aut`, `trl`, `edt`, `art`, `ill`, `clr`, `nrt`, `pbl`), else under `contributors`.
    private func add(_ element: DOMElement, defaultRole: String?, to metadata: inout Metadata) {
        let name = text(element)
        guard !name.isEmpty else { return }
        var roles = refined("role", of: element)
        if let role = element.attribute("role", namespace: Namespace.opf) { roles.append(role) }
        roles = roles.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        if roles.isEmpty, let defaultRole { roles = [defaultRole] }
        let sortAs = refined("file-as", of: element).first ?? element.attribute("file-as", namespace: Namespace.opf)
        var person = Contributor(name: name, sortAs: sortAs)
        person.localizedName = metadataString(element)
        for role in roles {
            switch role {
            case "aut": metadata.authors.append(person)
            case "trl": metadata.translators.append(person)
            case "edt": metadata.editors.append(person)
            case "art": metadata.artists.append(person)
            case "ill": metadata.illustrators.append(person)
            case "clr": metadata.colorists.append(person)
            case "nrt": metadata.narrators.append(person)
            case "pbl": metadata.publishers.append(person)
            default: continue
            }
            return
        }
        var other = Contributor(name: name, sortAs: sortAs, roles: roles)
        other.localizedName = person.localizedName
        metadata.contributors.append(other)
    }
}
