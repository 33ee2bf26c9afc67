import Foundation
import RRenderCore
import RRenderStyle
import RRenderXML

/// An `<svg>` element written inside XHTML, laid out as a replaced image: its subtree is
/// serialised to a standalone SVG document and carried as a `data:image/svg+xml` URL, so it
/// follows the same path as `<img src="picture.svg">` (sized by layout, drawn by librsvg).
///
/// The subtree is made self-contained first (`SVGSelfContained`): images from the publication
/// embedded, references outside it removed, per-character text positions split; images it
/// cannot embed are reported as missing images.
struct InlineSVG {
    /// The largest serialised SVG made into an image (larger ones draw nothing).
    static let maximumDocumentSize = 16 << 20

    let context: BoxBuildContext
    /// The page's CSS for SVG elements, as `style` text by element index.
    var presentation: [Int: String] = [:]
    /// The document's SVG definitions, which this SVG may use (`SVGSharedDefinitions`).
    var definitions: SVGSharedDefinitions?

    /// The image of the cover-page idiom: an `<svg>` that only wraps one `<image>` (plus
    /// `<title>`, `<desc>`, `<metadata>`); its href as written, else nil.
    static func wrappedImageSource(_ svg: DOMElement) -> String? {
        var images: [DOMElement] = [], others = 0
        svg.forEachDescendant { element in
            if element.isNamed("image", in: Namespace.svg) {
                images.append(element)
            } else if !["title", "desc", "metadata"].contains(element.name) || element.namespace != Namespace.svg {
                others += 1
            }
        }
        guard images.count == 1, others == 0 else { return nil }
        return images[0].attribute("href", namespace: Namespace.xlink) ?? images[0].attribute("href")
    }

    /// The image box of an inline `<svg>` (SVG namespace) styled `element`.
    func image(for element: StyledElement) -> ImageBox {
        let svg = definitions?.completing(element.element) ?? element.element
        var preparer = SVGSelfContained(
            resolve: { reference in
                let trimmed = reference.trimmingCharacters(in: .whitespacesAndNewlines)
                return HREF.isExternal(trimmed) ? nil : context.resolveHREF(trimmed)
            }, read: { context.resourceData?($0) })
        preparer.styles = pageStyles(of: element)
        if svg !== element.element, let root = preparer.styles.removeValue(forKey: ObjectIdentifier(element.element)) {
            preparer.styles[ObjectIdentifier(svg)] = root
        }
        let rewritten = preparer.prepare(svg)
        // Reported through the image sizes asked of the publication, as a missing `<img>` is.
        for href in preparer.missing { _ = context.imageSize(href) }
        let root = DOMElement(
            name: svg.name, namespace: svg.namespace, attributes: rewritten.attributes + inherited(element),
            children: rewritten.children, line: svg.line)
        let bytes = DOMSerializer.serializedBytes(root)
        let title = svg.firstChild(named: "title", in: Namespace.svg)?.textContent ?? ""
        guard bytes.count <= Self.maximumDocumentSize else {
            return ImageBox(href: "data:image/svg+xml,", intrinsicSize: SVGViewBox(svg.attribute("viewBox"))?.size, alt: title)
        }
        let href = DataURL(mediaType: "image/svg+xml", data: bytes).url
        // width/height in px (or unitless), else the viewBox; 0×0 (unknown) falls back to 300×150.
        let info = ImageInfo.read(bytes)
        let size = info.map { Size(width: Double($0.width), height: Double($0.height)) } ?? .zero
        var image = ImageBox(href: href, intrinsicSize: size, alt: title)
        if size.isEmpty, let natural = info?.naturalDimensions, natural != .none { image.partialDimensions = natural }
        return image
    }

    /// The page's CSS for the SVG's elements (the root included), by element identity.
    private func pageStyles(of root: StyledElement) -> [ObjectIdentifier: String] {
        guard !presentation.isEmpty else { return [:] }
        var styles: [ObjectIdentifier: String] = [:]
        var pending = [root]
        while let element = pending.popLast() {
            if let text = presentation[element.index], !element.isGenerated { styles[ObjectIdentifier(element.element)] = text }
            for case .element(let child) in element.children { pending.append(child) }
        }
        return styles
    }

    /// What an inline SVG inherits from the HTML around it in a browser, as presentation
    /// attributes on its root (which the SVG's own attributes and styles still override):
    /// `color` (for `currentColor`) and the font.
    private func inherited(_ element: StyledElement) -> [DOMAttribute] {
        let style = element.style
        let families = style.fontFamily.map { family in
            family.contains(where: { !$0.isLetter && !$0.isNumber && $0 != "-" }) ? "'\(family)'" : family
        }
        let values = [
            ("color", style.color.description), ("font-family", families.joined(separator: ", ")),
            ("font-size", "\(style.fontSize)px")
        ]
        return values.compactMap { name, value in
            element.element.attribute(name) == nil ? DOMAttribute(name: name, namespace: nil, value: value) : nil
        }
    }
}
