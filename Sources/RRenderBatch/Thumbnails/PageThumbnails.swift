import RRender

/// Pages rendered as thumbnails, at the thumbnail's size (never rendered large and reduced):
/// a reflowable page in a 3:4 viewport, a fixed-layout page at its own aspect ratio.
///
/// Only the one document is laid out: the renderer is given a publication whose reading order
/// is that document alone (its other resources stay reachable for styles, images and fonts).
struct PageThumbnails {
    let publication: Publication
    let options: ThumbnailOptions
    let path: String

    /// The first page of the document at `href` (a guide or landmark cover); nil, with the
    /// cause in `problems`, when it has none or cannot be rendered.
    func document(_ href: String, rule: CoverRule, problems: inout [String]) -> Thumbnail? {
        let key = HREF.equivalenceKey(HREF.removingFragment(href))
        let links = publication.readingOrder + publication.resources
        guard let link = links.first(where: { HREF.equivalenceKey($0.hrefWithoutFragment) == key }) ?? documentLink(href) else {
            problems.append("\(rule): \(href) is not in the publication")
            return nil
        }
        do {
            return Thumbnail(image: try firstPage(of: link), rule: rule, href: link.hrefWithoutFragment)
        } catch {
            problems.append("\(rule): \(error)")
            return nil
        }
    }

    /// The first page of the reading order: of the first document that has one.
    func firstPage(problems: inout [String]) -> Thumbnail? {
        for link in publication.readingOrder.prefix(Self.documentsTried) {
            do {
                return Thumbnail(image: try firstPage(of: link), rule: .firstPage, href: link.hrefWithoutFragment)
            } catch {
                problems.append("\(CoverRule.firstPage): \(error)")
            }
        }
        return nil
    }

    /// How many leading documents may be empty before the first page is given up on.
    static let documentsTried = 4

    /// A link for a document the manifest does not list but the archive holds.
    private func documentLink(_ href: String) -> Link? {
        publication.storedSize(of: href) == nil ? nil : Link(href: HREF.removingFragment(href), mediaType: .xhtml)
    }

    /// Renders the first page of `link` at the thumbnail's size.
    private func firstPage(of link: Link) throws -> PixelImage {
        let others = (publication.readingOrder + publication.resources).filter {
            $0.hrefWithoutFragment != link.hrefWithoutFragment
        }
        let single = Publication(
            container: publication.container, metadata: publication.metadata, readingOrder: [link],
            resources: others, navigation: publication.navigation)
        var viewport = options.pageViewport
        if publication.metadata.layout.hasOwnPageSize {
            // A fixed-layout page has its own size: learn it, then render the page to fill the viewport.
            let probe = try Renderer(publication: single, options: renderOptions(viewport, scale: 1))
            let size = try probe.withPageLayout(1) { $0.size }
            viewport = Viewport(width: size.width, height: size.height)
        }
        let scale = options.scale(width: viewport.width, height: viewport.height)
        let renderer = try Renderer(publication: single, options: renderOptions(viewport, scale: scale))
        return try renderer.renderPage(1).frame.image
    }

    private func renderOptions(_ viewport: Viewport, scale: Double) -> RenderOptions {
        var settings = EPUBSettings()
        settings.spread = .never
        return RenderOptions(viewport: viewport, scale: scale, concurrency: 1, settings: settings)
    }
}
