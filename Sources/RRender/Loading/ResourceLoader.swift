import Foundation
import RRenderCore
import RRenderLayout
import RRenderPublication
import RRenderStyle
import RRenderXML
import Synchronization

/// Turns a reading-order resource into a box tree: parses the XHTML, gathers its stylesheets
/// (linked, `@import`ed, `<style>`), runs the cascade and builds the boxes. Shared by all render
/// workers: parsed stylesheets and image sizes are cached for the whole publication.
final class ResourceLoader: Sendable {
    let publication: Publication
    /// The cascade of reflowable resources: the Readium sheets and the reader's settings.
    let resolver: StyleResolver
    /// The cascade of fixed-layout resources, before each takes its own viewport size: only the
    /// settings that apply to fixed layout (readium.md §3.2).
    private let fixedResolver: StyleResolver
    private let stylesheets = Mutex<[String: CSSStylesheet]>([:])
    private let imageInfos = Mutex<[String: ImageInfo?]>([:])
    /// The missing images of each SVG file shown (`missingSVGReferences`).
    private let svgMissing = Mutex<[String: [String]]>([:])

    /// The documents a renderer shows, by index: the reading order, then the non-linear spine
    /// items (reached by links only).
    let documents: [Link]

    /// The language of elements no `lang` covers: the reader's or the app's `language` setting,
    /// never the package's (`ResourceLoader.contentLanguage`).
    let defaultLanguage: String?

    /// The fixed-layout items shown in one slot of a two-page spread (their hrefs' equivalence
    /// keys): their `device-width` is the slot's, half the screen (`deviceSize(of:)`).
    let halfScreenItems: Set<String>

    init(
        publication: Publication, environment: MediaEnvironment, settings: EPUBSettings = EPUBSettings(),
        halfScreenItems: Set<String> = []
    ) {
        self.publication = publication
        self.halfScreenItems = halfScreenItems
        documents = publication.readingOrder + publication.nonLinear
        // A book may mix layouts item by item (EPUB 3.3 §8.2.2.2): each kind has its cascade.
        func userSheets(_ layout: Layout) -> [CSSStylesheet] {
            ReadiumUserSheet.stylesheet(for: settings, layout: layout).map { [$0] } ?? []
        }
        func zoom(_ layout: Layout) -> Double { settings.isActive(.fontSize, layout: layout) ? settings.fontSize : 1 }
        resolver = StyleResolver(
            environment: environment, userSheets: userSheets(.reflowable), textZoom: zoom(.reflowable),
            authorBefore: ReadiumSheets.before(layout: .reflowable).map { [$0] } ?? [],
            authorAfter: ReadiumSheets.after(layout: .reflowable).map { [$0] } ?? [])
        fixedResolver = StyleResolver(environment: environment, userSheets: userSheets(.fixed), textZoom: zoom(.fixed))
        defaultLanguage = Self.contentLanguage(settings: settings)
    }

    /// The boxes of reading-order item `link`; problems are diagnostics, never errors, so a
    /// broken chapter still leaves the rest of the book readable. Nil when the resource cannot
    /// be read (it then has no pages), with the reason in `unreadable` unless the publication
    /// already reported it when it was opened.
    /// `fontMetrics` measures the fonts of `ex` and `ch` (the worker's shaper).
    func load(_ link: Link, unreadable: inout [Diagnostic], fontMetrics: (any FontMetricsSource)? = nil) -> LoadedResource? {
        let href = HREF.removingFragment(link.href)
        // A foreign resource no fallback replaced (EPUB 3.3 §3.5.1): a page saying so, never its bytes.
        if let type = link.mediaType, !type.isSupportedSpineItem { return placeholderResource(link, fontMetrics: fontMetrics) }
        let document: DOMDocument
        do {
            // In a block of its own: the markup's bytes are freed once parsed, before the cascade
            // and the boxes reach their peak (2 MB less for a 2 MB chapter).
            let bytes: [UInt8]
            do {
                bytes = try publication.read(href)
            } catch {
                if !publication.diagnostics.contains(where: { $0.location == href && $0.severity == .error }) {
                    unreadable.append(
                        Diagnostic(code: "epub.resource-unreadable", message: "\(error)", severity: .error, location: href))
                }
                return nil
            }
            // A picture in the reading order (an SVG content document too): one page showing it.
            if let type = link.mediaType, type.isSupportedImage { return imageResource(href, fixed: isFixedLayout(link)) }
            document = try DOMParser.parseXHTML(bytes, location: href)
        } catch {
            let problem = Diagnostic(code: "xhtml.unreadable", message: "\(error)", severity: .error, location: href)
            return LoadedResource(
                root: Self.emptyRoot, canvasBackground: nil, diagnostics: [problem],
                fixedPageSize: isFixedLayout(link) ? deviceSize(of: link) : nil)
        }
        return load(document, link: link, fontMetrics: fontMetrics)
    }

    /// The boxes of a parsed content document, reading-order item `link`.
    func load(_ document: DOMDocument, link: Link, fontMetrics: (any FontMetricsSource)? = nil) -> LoadedResource {
        let href = HREF.removingFragment(link.href)
        var diagnostics = document.diagnostics
        // A fixed-layout page is laid out at the size its viewport meta states, which is also
        // the viewport its media queries and vw/vh units see.
        let fixedPageSize = isFixedLayout(link) ? fixedPageSize(of: document.root, link: link) : nil
        var resolver = resolver
        if let fixedPageSize {
            var environment = fixedResolver.environment
            (environment.width, environment.height) = (fixedPageSize.width, fixedPageSize.height)
            resolver = StyleResolver(
                environment: environment, userSheets: fixedResolver.userSheets, textZoom: fixedResolver.textZoom)
        }
        let sheets = authorSheets(of: document.root, documentHREF: href, diagnostics: &diagnostics)
        let missing = MissingImages()
        let styled = resolver.style(
            document, authorSheets: sheets, location: href,
            defaultLanguage: defaultLanguage,
            imageDimensions: { [self] image in
                // Background pictures: a missing one is reported like a missing <img>.
                let info = self.imageInfo(image)
                if info == nil { missing.insert(image) }
                return info?.naturalDimensions
            }, fontMetrics: fontMetrics)
        diagnostics += styled.diagnostics
        var context = BoxBuildContext(
            resolveHREF: { Self.resolve($0, in: href) },
            imageSize: { image in
                let size = self.imageSize(image)
                if size == nil { missing.insert(image) }
                missing.insert(contentsOf: self.missingSVGReferences(image))
                return size
            }, hyphenator: Self.hyphenator)
        // An <object> shows its data when it is an image (or falls back to one), else its children.
        context.isImage = { self.imageSize($0) != nil }
        context.fontMetrics = fontMetrics
        // Images inside an inline <svg> are embedded from the publication (never from outside it).
        context.resourceData = { [publication] in HREF.isExternal($0) ? nil : publication.listedBytes($0) }
        let root = BoxTreeBuilder(context: context).build(styled)
        diagnostics += missing.sorted.map {
            publication.unlistedResourceDiagnostic($0, usedIn: href)
                ?? Diagnostic(
                    code: "image.missing", message: "image \(DataURL.abbreviated($0)) is missing or not an image",
                    severity: .warning, location: href)
        }
        return LoadedResource(
            root: root, canvasBackground: styled.canvasBackground, diagnostics: diagnostics,
            writingMode: styled.body.style.writingMode, pageMargins: styled.pageMargins,
            fixedPageSize: fixedPageSize, centersContent: link.alignsXCenter && fixedPageSize == nil)
    }

    /// True for a fixed-layout resource, one page of its own size: its spine item's
    /// `rendition:layout-*` override, else the publication's `rendition:layout` (EPUB 3.3 §8.2.2.2).
    func isFixedLayout(_ link: Link) -> Bool { link.layout(in: publication.metadata.layout).hasOwnPageSize }

    /// The viewport's size.
    var viewportSize: Size { Size(width: resolver.environment.width, height: resolver.environment.height) }

    /// The screen area a fixed-layout item is shown in: the viewport, or its half when the item
    /// is one page of a two-page spread (each page of a synthetic spread is a viewport of its
    /// own, as in Readium's two frames). Its `device-width` and `device-height`, and the page
    /// size of a document that states none.
    func deviceSize(of link: Link) -> Size {
        let size = viewportSize
        guard halfScreenItems.contains(HREF.equivalenceKey(HREF.removingFragment(link.href))) else { return size }
        return Size(width: size.width / 2, height: size.height)
    }

    /// The initial containing block of a fixed-layout document (epub-rs-33 §8.2.2): its first
    /// `<meta name="viewport">` (later ones are ignored), each missing, invalid or `device-*`
    /// dimension being its screen area's (`deviceSize(of:)`); a document without one takes the
    /// package's deprecated `rendition:viewport`, else that area.
    func fixedPageSize(of root: DOMElement, link: Link) -> Size {
        Self.pageSize(of: root, device: deviceSize(of: link), packageViewport: publication.metadata.viewport)
    }

    /// `fixedPageSize`, for a screen area of `device` and the package's `rendition:viewport`.
    static func pageSize(of root: DOMElement, device: Size, packageViewport: Size?) -> Size {
        guard let dimensions = viewportMeta(root) else { return packageViewport ?? device }
        return dimensions.size(in: device)
    }

    /// The page size of item `link` with a size of its own, shown in a screen area of `device`,
    /// read without laying it out (a roll measures its strip so): a picture's natural size, a
    /// document's `fixedPageSize`, else the area, as `load` and `ResourceLayout` size its page.
    static func ownPageSize(of link: Link, in publication: Publication, device: Size) -> Size {
        let href = HREF.removingFragment(link.href)
        if let type = link.mediaType, !type.isSupportedSpineItem { return device }
        if let type = link.mediaType, type.isSupportedImage {
            guard let info = imageBytes(href, in: publication, prepared: false).flatMap(ImageInfo.read) else { return device }
            return Size(width: Double(info.width), height: Double(info.height))
        }
        guard let bytes = try? publication.read(href), let document = try? DOMParser.parseXHTML(bytes, location: href) else {
            return device
        }
        return pageSize(of: document.root, device: device, packageViewport: publication.metadata.viewport)
    }

    /// What the document's first `<meta name="viewport">` says, nil when it has none.
    static func viewportMeta(_ root: DOMElement) -> ViewportMeta.Dimensions? {
        guard let head = root.firstChild(named: "head"),
            let meta = head.children(named: "meta").first(where: {
                $0.attribute("name")?.trimmingCharacters(in: .whitespaces).lowercased() == "viewport"
            })
        else { return nil }
        return ViewportMeta.dimensions(content: meta.attribute("content") ?? "")
    }

    func cachedSheet(_ href: String) -> CSSStylesheet? { stylesheets.withLock { $0[href] } }

    func cacheSheet(_ sheet: CSSStylesheet, href: String) { stylesheets.withLock { $0[href] = sheet } }

    /// The parsed document at `href` (no fragment), nil when it cannot be read or parsed.
    func document(_ href: String) -> DOMDocument? {
        guard let bytes = try? publication.read(href) else { return nil }
        return try? DOMParser.parseXHTML(bytes, location: href)
    }

    /// The styled tree of reading-order item `link` (for checks that compare what is laid out
    /// with what the cascade gave), nil when it cannot be read or parsed.
    func styledDocument(_ link: Link) -> StyledDocument? {
        let href = HREF.removingFragment(link.href)
        guard let document = document(href) else { return nil }
        var diagnostics: [Diagnostic] = []
        let sheets = authorSheets(of: document.root, documentHREF: href, diagnostics: &diagnostics)
        return resolver.style(document, authorSheets: sheets, location: href, defaultLanguage: defaultLanguage)
    }

    /// An href written in `documentHREF`, resolved: fragments stay, external URLs are kept as they are.
    static func resolve(_ reference: String, in documentHREF: String) -> String? {
        let trimmed = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        if HREF.isExternal(trimmed) { return trimmed }
        return HREF.resolve(trimmed, against: documentHREF)
    }

    /// The natural size of an image resource (or `data:` URL), read from its header; nil when
    /// missing or unreadable.
    func imageSize(_ href: String) -> Size? {
        imageInfo(href).map { Size(width: Double($0.width), height: Double($0.height)) }
    }

    /// The format and size of an image resource (or `data:` URL), read from its header once;
    /// nil when missing or unreadable.
    func imageInfo(_ href: String) -> ImageInfo? {
        if let known = imageInfos.withLock({ $0[href] }) { return known }
        let info = Self.imageBytes(href, in: publication, prepared: false).flatMap(ImageInfo.read)
        imageInfos.withLock { $0[href] = .some(info) }
        return info
    }

    /// The bytes of an image: a `data:` URL's payload, or a publication resource (never anything
    /// outside the publication). Nil when missing or malformed.
    /// An SVG file comes self-contained (`SVGSelfContained`): its images from the publication
    /// embedded, its per-character text positions split.
    /// `prepared: false` gives an SVG's bytes as stored (enough for its size).
    static func imageBytes(_ href: String, in publication: Publication, prepared: Bool = true) -> [UInt8]? {
        if DataURL.isDataURL(href) { return DataURL(href)?.data }
        guard !HREF.isExternal(href) else { return nil }
        let path = publication.imageFallback(for: HREF.removingFragment(href))
        // A resource the manifest does not list is not used (EPUB Reading Systems 3.3 §4.3).
        guard publication.isListed(path), let bytes = try? publication.read(path) else { return nil }
        guard prepared, ImageFormat(sniffing: bytes) == .svg else { return bytes }
        return SVGSelfContained.document(bytes, href: path, read: { publication.listedBytes($0) })?.bytes ?? bytes
    }

    /// The images an SVG file in the publication shows that are missing (resolved hrefs), each
    /// SVG read once; empty for any other image.
    func missingSVGReferences(_ href: String) -> [String] {
        if let known = svgMissing.withLock({ $0[href] }) { return known }
        var missing: [String] = []
        if !DataURL.isDataURL(href), !HREF.isExternal(href), let bytes = try? publication.read(HREF.removingFragment(href)),
            ImageFormat(sniffing: bytes) == .svg
        {
            missing =
                SVGSelfContained.document(
                    bytes, href: HREF.removingFragment(href),
                    read: { [publication] in publication.listedBytes($0) })?.missing ?? []
        }
        svgMissing.withLock { $0[href] = missing }
        return missing
    }

    /// A bitmap in the reading order: one page showing it, fitted. A fixed-layout page is the
    /// picture's own size (the viewport's when it cannot be read).
    private func imageResource(_ href: String, fixed: Bool) -> LoadedResource {
        var style = ComputedStyle.initial
        style.display = .block
        style.margin = Sides(all: .auto)
        let size = imageSize(href)
        let image = ImageBox(href: href, intrinsicSize: size, alt: "")
        let root = BlockBox(style: style, source: nil, tag: "img", content: .image(image))
        let diagnostics = missingSVGReferences(href).map {
            Diagnostic(
                code: "image.missing", message: "image \($0) is missing or not an image", severity: .warning, location: href)
        }
        return LoadedResource(
            root: root, canvasBackground: nil, diagnostics: diagnostics,
            fixedPageSize: fixed ? size ?? viewportSize : nil)
    }

    static let emptyRoot: BlockBox = {
        var style = ComputedStyle.initial
        style.display = .block
        return BlockBox(style: style, source: nil, tag: "html", content: .blocks([]))
    }()
}

/// The images a document refers to that could not be sized.
private final class MissingImages: Sendable {
    private let hrefs = Mutex<Set<String>>([])

    func insert(_ href: String) { hrefs.withLock { _ = $0.insert(href) } }

    func insert(contentsOf more: some Sequence<String>) { hrefs.withLock { $0.formUnion(more) } }

    var sorted: [String] { hrefs.withLock { $0.sorted() } }
}

/// A resource ready for layout.
struct LoadedResource {
    let root: BlockBox
    let canvasBackground: Color?
    let diagnostics: [Diagnostic]
    /// The document's writing mode (from its body): vertical documents flow in columns.
    var writingMode: WritingMode = .horizontalTB
    /// What the document's `@page` rules ask for.
    var pageMargins: PageMargins = .none
    /// The page size of a fixed-layout document (nil for a reflowable one): it is laid out as
    /// one page of this size, without gutters, and fitted to the screen when painted.
    var fixedPageSize: Size?
    /// A reflowable item with `rendition:align-x-center` (EPUB 3.3 §8.2.2): its pages' content
    /// centred horizontally (`PageAssembler.centersContentHorizontally`).
    var centersContent = false
}
