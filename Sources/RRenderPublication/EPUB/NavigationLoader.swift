import RRenderCore
import RRenderXML

/// Loads the navigation of an EPUB (readium.md §5.1, §5.2): the EPUB 3 navigation document;
/// the NCX when the nav document yields no table of contents (its page list only when the nav
/// document has none); the EPUB 2 guide as landmarks when there are no others.
struct NavigationLoader {
    let package: PackageDocument
    let container: any Container

    func load(diagnostics: inout [Diagnostic]) -> Navigation {
        var navigation = Navigation()
        if let nav = package.manifest.first(where: { $0.properties.contains("nav") }),
            let root = parse(nav.href, xhtml: true, diagnostics: &diagnostics)
        {
            navigation = NavigationDocumentParser.parse(root, href: HREF.removingFragment(nav.href))
        }
        if navigation.tableOfContents.isEmpty, let ncx = ncxItem(),
            let root = parse(ncx.href, xhtml: false, diagnostics: &diagnostics)
        {
            let (toc, pageList) = NCXParser.parse(root, href: HREF.removingFragment(ncx.href))
            navigation.tableOfContents = toc
            if navigation.pageList.isEmpty { navigation.pageList = pageList }
        }
        if navigation.landmarks.isEmpty {
            navigation.landmarks = LandmarkRel.landmarks(from: package.guide)
        }
        return navigation
    }

    /// The NCX: the item named by the spine's `toc`, else the first item of the NCX media type.
    private func ncxItem() -> PackageDocument.Item? {
        if let id = package.tocID, let item = package.item(withID: id) { return item }
        return package.manifest.first { $0.mediaType?.matches(.ncx) == true }
    }

    /// The root element of a navigation file; nil, with a warning, when it cannot be read.
    private func parse(_ href: String, xhtml: Bool, diagnostics: inout [Diagnostic]) -> DOMElement? {
        let path = HREF.containerPath(href)
        do {
            let bytes = try container.read(path)
            let document = try xhtml ? DOMParser.parseXHTML(bytes, location: path) : DOMParser.parseXML(bytes, location: path)
            diagnostics += document.diagnostics
            return document.root
        } catch {
            diagnostics.append(
                Diagnostic(
                    code: "epub.navigation-unreadable",
                    message: "navigation file '\(href)' could not be read: \(error)",
                    severity: .warning, location: href))
            return nil
        }
    }
}
