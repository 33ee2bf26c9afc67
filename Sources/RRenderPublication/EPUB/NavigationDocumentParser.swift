import RRenderCore
import RRenderXML

/// Reads an EPUB 3 navigation document (EPUB 3.3 §7.4; readium.md §5.1).
enum NavigationDocumentParser {
    /// The collections of the nav document whose canonical href is `href`.
    static func parse(_ root: DOMElement, href: String) -> Navigation {
        var navigation = Navigation()
        navigation.tableOfContents = links(ofType: "toc", in: root, href: href)
        navigation.pageList = links(ofType: "page-list", in: root, href: href)
        navigation.landmarks = links(ofType: "landmarks", in: root, href: href, landmarks: true)
        navigation.listOfAudioClips = links(ofType: "loa", in: root, href: href)
        navigation.listOfIllustrations = links(ofType: "loi", in: root, href: href)
        navigation.listOfTables = links(ofType: "lot", in: root, href: href)
        navigation.listOfVideos = links(ofType: "lov", in: root, href: href)
        return navigation
    }

    /// The list of the first `nav` whose `epub:type` has the token `type`, anywhere in the
    /// document (also inside `section`s).
    private static func links(ofType type: String, in root: DOMElement, href: String, landmarks: Bool = false) -> [Link] {
        let nav = root.descendants(named: "nav").first { epubType(of: $0).contains(type) }
        guard let nav else { return [] }
        return list(in: nav, href: href, landmarks: landmarks)
    }

    /// The entries of the first `ol` child of `element`, recursively.
    private static func list(in element: DOMElement, href: String, landmarks: Bool) -> [Link] {
        guard let ol = element.firstChild(named: "ol") else { return [] }
        return ol.children(named: "li").compactMap { item in
            guard let label = item.elementChildren.first(where: { $0.name == "a" || $0.name == "span" }) else { return nil }
            let rels = landmarks ? epubType(of: label).map(LandmarkRel.rel(forType:)) : []
            return NavigationEntry.link(
                title: NavigationLabel.text(of: label), reference: label.attribute("href"), base: href, rels: rels,
                children: list(in: item, href: href, landmarks: landmarks))
        }
    }

    /// The `epub:type` tokens (also the unnamespaced `epub:type` attribute of an HTML parse).
    private static func epubType(of element: DOMElement) -> [String] {
        PackageDocument.tokens(element.attribute("type", namespace: Namespace.epub) ?? element.attribute("epub:type"))
    }
}

/// The rules shared by nav documents, the NCX and the guide (EPUB 3.3 §7.4.2).
enum NavigationEntry {
    /// A link, or nil when the entry must be skipped: the title is whitespace-collapsed and
    /// trimmed; an entry with an empty title is skipped; an unlinked entry is skipped unless it
    /// has children, and then gets the href `#`.
    static func link(title: String, reference: String?, base: String, rels: [String] = [], children: [Link]) -> Link? {
        let title = title.collapsingWhitespace()
        let target = reference.flatMap {
            $0.trimmingWhitespace().isEmpty ? nil : HREF.resolve($0.trimmingWhitespace(), against: base)
        }
        guard !title.isEmpty, target != nil || !children.isEmpty else { return nil }
        return Link(href: target ?? "#", title: title, rels: rels, children: children)
    }
}
