import RRenderCore
import RRenderXML

/// Reads an EPUB 2 NCX (readium.md §5.2).
enum NCXParser {
    /// The table of contents and page list of the NCX whose canonical href is `href`.
    static func parse(_ root: DOMElement, href: String) -> (tableOfContents: [Link], pageList: [Link]) {
        let toc = root.firstChild(named: "navMap").map { points(in: $0, node: "navPoint", href: href) } ?? []
        let pages = root.firstChild(named: "pageList").map { points(in: $0, node: "pageTarget", href: href) } ?? []
        return (toc, pages)
    }

    private static func points(in element: DOMElement, node: String, href: String) -> [Link] {
        element.children(named: node).compactMap { point in
            let title = NavigationLabel.ncxText(of: point.firstChild(named: "navLabel"))
            return NavigationEntry.link(
                title: title, reference: point.firstChild(named: "content")?.attribute("src"),
                base: href, children: points(in: point, node: node, href: href))
        }
    }
}
