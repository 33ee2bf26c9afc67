import RRenderCore

/// Builds the reading order and the resources from the manifest and the spine
/// (EPUB 3.3 §5.7; readium.md §5.3).
///
/// - Only linear spine items (`linear` absent or not `no`) enter the reading order; non-linear
///   ones are plain resources (readium.md §5.3), listed again in `nonLinear` so a reading
///   system can still show them when a link leads there (EPUB RS 3.3 #sec-pkg-doc-spine).
/// - **An itemref that repeats an item** (the same `idref` twice) is a place of its own in the
///   reading order, with its own positions and pages: it can be reached and bookmarked. An item
///   takes at most `placeLimit` places (a hostile spine repeating one item 20,000 times would
///   otherwise be laid out 20,000 times); further repeats are folded.
/// - **Spine items that point into the same file are folded.** Some real EPUBs
///   (live-manual.en.epub: 190 spine items, 47 files) give manifest items hrefs with
///   `#fragment`s, so several spine items designate one file. A reading order is a list of
///   resources, and positions, page counts and "next resource" all assume each file appears
///   once; so each file enters the reading order once, at its first occurrence, without the
///   fragment, and one diagnostic says how many spine items were folded.
/// - Every other manifest item becomes a resource, once per file, in manifest order.
/// - A reading-order item missing from the archive stays in the reading order (so that the
///   publication still opens) with an `.error` diagnostic; reading it throws `resourceNotFound`.
struct ReadingOrderBuilder {
    /// The most places one manifest item takes in the reading order.
    static let placeLimit = 16

    let package: PackageDocument
    let container: any Container
    /// Algorithms from `encryption.xml`, keyed by canonical href.
    let encryption: [String: String]

    /// The result of `build()`.
    struct Output {
        var readingOrder: [Link] = []
        var resources: [Link] = []
        /// The non-linear spine items, in spine order (also in `resources`).
        var nonLinear: [Link] = []
        var diagnostics: [Diagnostic] = []
    }

    func build() -> Output {
        var output = Output()
        // The id of the item that brought each file into the reading order.
        var included: [String: String] = [:]
        var nonLinear: Set<String> = []
        var linearCount = 0, repeated = 0
        var places: [String: Int] = [:]
        for itemref in package.spine {
            guard let item = package.item(withID: itemref.idref) else {
                output.diagnostics.append(
                    Diagnostic(
                        code: "epub.spine-unknown-idref",
                        message: "spine itemref '\(itemref.idref)' names no manifest item",
                        severity: .warning, location: package.href))
                continue
            }
            let href = HREF.removingFragment(item.href), key = HREF.equivalenceKey(href)
            guard itemref.linear else {
                if nonLinear.insert(key).inserted { output.nonLinear.append(link(for: item, href: href, itemref: itemref)) }
                continue
            }
            linearCount += 1
            if let owner = included[key] {
                // Another item pointing into the same file is folded; the same item again is a place of its own.
                guard owner == item.id, places[key, default: 1] < Self.placeLimit else { continue }
                repeated += 1
            }
            included[key] = item.id
            places[key, default: 0] += 1
            output.readingOrder.append(link(for: item, href: href, itemref: itemref))
        }
        output.nonLinear.removeAll { included[HREF.equivalenceKey($0.href)] != nil }
        // Resources in manifest order; a non-linear item keeps its itemref's properties.
        let spineLinks = Dictionary(
            output.nonLinear.map { (HREF.equivalenceKey($0.href), $0) }, uniquingKeysWith: { first, _ in first })
        var listed = Set(included.keys)
        for item in package.manifest {
            let href = HREF.removingFragment(item.href), key = HREF.equivalenceKey(href)
            guard listed.insert(key).inserted else { continue }
            output.resources.append(spineLinks[key] ?? link(for: item, href: href, itemref: nil))
        }
        if repeated > 0 {
            output.diagnostics.append(
                Diagnostic(
                    code: "epub.spine-repeated",
                    message:
                        "\(repeated) spine itemref(s) repeat an item already in the reading order; each is shown as a place of its own",
                    severity: .warning, location: package.href))
        }
        let folded = linearCount - output.readingOrder.count
        if folded > 0 {
            output.diagnostics.append(
                Diagnostic(
                    code: "epub.spine-folded",
                    message: "\(folded) of \(linearCount) linear spine items point into a file already in the reading order "
                        + "(manifest hrefs with #fragments); the reading order lists each of the \(output.readingOrder.count) files once",
                    severity: .warning, location: package.href))
        }
        // Foreign or missing spine items, fallback chains (EPUB 3.3 §3.5.1).
        ManifestFallbacks(package: package) { HREF.isExternal($0) || container.entry(at: HREF.containerPath($0)) != nil }
            .apply(to: &output)
        output.diagnostics += missingEntries(output)
        return output
    }

    /// An `.error` per reading-order item and a `.warning` per resource missing from the archive.
    private func missingEntries(_ output: Output) -> [Diagnostic] {
        let missing: (Link) -> Bool = { !HREF.isExternal($0.href) && container.entry(at: HREF.containerPath($0.href)) == nil }
        let spine = output.readingOrder.filter(missing).map {
            Diagnostic(
                code: "epub.spine-item-missing", message: "spine item '\($0.href)' is missing from the archive",
                severity: .error, location: $0.href)
        }
        let resources = output.resources.filter(missing).map {
            Diagnostic(
                code: "epub.resource-missing", message: "manifest item '\($0.href)' is missing from the archive",
                severity: .warning, location: $0.href)
        }
        return spine + resources
    }

    /// The link of a manifest item: `rel` `cover`/`contents` from the item properties,
    /// `properties.contains`, `encrypted`, and from the itemref `page` and `layout`.
    private func link(for item: PackageDocument.Item, href: String, itemref: PackageDocument.ItemRef?) -> Link {
        var rels: [String] = []
        if item.properties.contains("cover-image") { rels.append("cover") }
        if item.properties.contains("nav") { rels.append("contents") }
        var properties: [String: JSONValue] = [:]
        // Each value once: Readium's schema wants `contains` without repeats.
        let contains = item.properties.compactMap(ReadingOrderBuilder.containsValue)
            .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        if !contains.isEmpty { properties["contains"] = .array(contains.map { .string($0) }) }
        if let algorithm = encryption[href] { properties["encrypted"] = .object(["algorithm": .string(algorithm)]) }
        // The first `page-spread-*` and the first `rendition:layout-*` win, as the package's
        // first valid `rendition:layout` does (RenditionParser).
        for token in itemref?.properties ?? [] {
            if properties["page"] == nil, let page = ReadingOrderBuilder.page(token) {
                properties["page"] = .string(page.rawValue)
            }
            if properties["layout"] == nil, let layout = ReadingOrderBuilder.layout(token) {
                properties["layout"] = .string(layout.rawValue)
            }
        }
        properties.merge(RenditionParser.overrides(itemref?.properties ?? [])) { current, _ in current }
        return Link(href: href, mediaType: item.mediaType, rels: rels, properties: properties)
    }

    /// Manifest item properties as RWPM `contains` values.
    private static func containsValue(_ property: String) -> String? {
        switch property {
        case "mathml", "svg", "remote-resources": property
        case "scripted": "js"
        default: nil
        }
    }

    /// Spine `page-spread-*` properties (EPUB 3.3 §8.2.2.6).
    private static func page(_ property: String) -> Link.Page? {
        switch property {
        case "page-spread-left", "rendition:page-spread-left": .left
        case "page-spread-right", "rendition:page-spread-right": .right
        case "page-spread-center", "rendition:page-spread-center": .center
        default: nil
        }
    }

    /// Spine `rendition:layout-*` overrides (EPUB 3.3 §8.2.2.2).
    private static func layout(_ property: String) -> Layout? {
        switch property {
        case "rendition:layout-pre-paginated": .fixed
        case "rendition:layout-reflowable": .reflowable
        default: nil
        }
    }
}
