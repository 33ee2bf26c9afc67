import RRenderCore
import RRenderXML

/// The covers an EPUB declares in its package document, read the fast way: the ZIP's central
/// directory, `container.xml` and the package document only (no navigation document, no
/// content documents), for thumbnails of many books.
public enum CoverDeclarations {
    /// The declared covers in the order of the cover lookup: the `cover-image` item, then the
    /// EPUB 2 `meta name="cover"` (by id, else by href), then the guide's `cover` reference.
    /// Each rule gives at most one candidate; a candidate may name a missing entry (the caller
    /// falls back to the next). Throws what opening would throw for a broken container or package.
    public static func candidates(in container: any Container, file: String? = nil) throws(PublicationError) -> [CoverCandidate] {
        var diagnostics: [Diagnostic] = []
        let package = try EPUBParser(container: container, file: file ?? container.name).packageDocument(
            diagnostics: &diagnostics)
        return candidates(in: package)
    }

    /// The candidates of a parsed package document.
    static func candidates(in package: PackageDocument) -> [CoverCandidate] {
        var found: [CoverCandidate] = []
        if let item = package.manifest.first(where: { $0.properties.contains("cover-image") }) {
            found.append(candidate(.coverImage, item))
        }
        if let item = metaCoverItem(package) { found.append(candidate(.metaCover, item)) }
        if let reference = package.guide.first(where: { $0.type.lowercased() == "cover" }) {
            let href = HREF.removingFragment(reference.href)
            let item = package.manifest.first { HREF.equivalenceKey($0.href) == HREF.equivalenceKey(href) }
            found.append(CoverCandidate(rule: .guideCover, href: href, mediaType: item?.mediaType))
        }
        return found
    }

    private static func candidate(_ rule: CoverRule, _ item: PackageDocument.Item) -> CoverCandidate {
        CoverCandidate(rule: rule, href: HREF.removingFragment(item.href), mediaType: item.mediaType)
    }

    /// The manifest item `<meta name="cover" content="…">` names: by id, else by href (resolved
    /// against the package document, as some books write it).
    private static func metaCoverItem(_ package: PackageDocument) -> PackageDocument.Item? {
        let meta = package.metadata?.descendants(named: "meta").first {
            $0.attribute("name") == "cover" && $0.attribute("refines") == nil
        }
        guard let content = meta?.attribute("content")?.trimmingWhitespace(), !content.isEmpty else { return nil }
        if let item = package.item(withID: content) { return item }
        let key = HREF.equivalenceKey(HREF.resolve(content, against: package.href))
        return package.manifest.first { HREF.equivalenceKey($0.href) == key }
    }
}
