import Foundation
import RRenderCore
import RRenderStyle
import RRenderXML

/// An `<svg>` element written inside XHTML, laid out as a replaced image: its subtree is
/// serialised to a standalone SVG document and carried as a `data:image/svg+xml` URL, so it
/// follows the same path as `<img src="picture.svg">` (sized by layout, drawn by librsvg).
///
/// Images the SVG shows from the publication (`<image href="../images/x.png">`) are embedded as
/// `data:` URLs, because the SVG renderer reads nothing but the document it is given; references
/// outside the publication are removed. Both are bounded by `embeddedBytesLimit`.
struct InlineSVG {
    /// The largest serialised SVG made into an image (larger ones draw nothing).
    static let maximumDocumentSize = 16 << 20
    /// The most image bytes embedded into one inline SVG.
    static let embeddedBytesLimit = 16 << 20
    /// Elements that draw an external image through their `href`.
    static let imageElements: Set<String> = ["image", "feImage"]

    let context: BoxBuildContext

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
        let svg = element.element
        var budget = Self.embeddedBytesLimit
        let rewritten = svg.rewritingAttributes { embeddingImages(in: $0, budget: &budget) }
        let root = DOMElement(name: svg.name, namespace: svg.namespace, attributes: rewritten.attributes + inherited(element),
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
        return ImageBox(href: href, intrinsicSize: size, alt: title)
    }

    /// What an inline SVG inherits from the HTML around it in a browser, as presentation
    /// attributes on its root (which the SVG's own attributes and styles still override):
    /// `color` (for `currentColor`) and the font.
    private func inherited(_ element: StyledElement) -> [DOMAttribute] {
        let style = element.style
        let families = style.fontFamily.map { family in
            family.contains(where: { !$0.isLetter && !$0.isNumber && $0 != "-" }) ? "'\(family)'" : family
        }
        let values = [("color", style.color.description), ("font-family", families.joined(separator: ", ")),
                      ("font-size", "\(style.fontSize)px")]
        return values.compactMap { name, value in
            element.element.attribute(name) == nil ? DOMAttribute(name: name, namespace: nil, value: value) : nil
        }
    }

    /// The attributes of `element` with the `href` of an image element made self-contained.
    private func embeddingImages(in element: DOMElement, budget: inout Int) -> [DOMAttribute] {
        guard element.namespace == Namespace.svg, Self.imageElements.contains(element.name) else { return element.attributes }
        return element.attributes.compactMap { attribute in
            guard attribute.name == "href", attribute.namespace == nil || attribute.namespace == Namespace.xlink else {
                return attribute
            }
            guard let embedded = embedded(attribute.value, budget: &budget) else { return nil }
            return DOMAttribute(name: attribute.name, namespace: attribute.namespace, value: embedded)
        }
    }

    /// A `data:` URL for an image reference, or nil when it is outside the publication, missing,
    /// not an image, or over the budget. Fragment-only references (`#id`) are kept.
    private func embedded(_ reference: String, budget: inout Int) -> String? {
        let trimmed = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        if DataURL.isDataURL(trimmed) || trimmed.hasPrefix("#") { return reference }
        guard !HREF.isExternal(trimmed), let resolved = context.resolveHREF(trimmed), !HREF.isExternal(resolved),
              let bytes = context.resourceData?(HREF.removingFragment(resolved)), bytes.count <= budget,
              let format = ImageFormat(sniffing: bytes) else { return nil }
        budget -= bytes.count
        return DataURL(mediaType: Self.mediaType(format), data: bytes).url
    }

    static func mediaType(_ format: ImageFormat) -> String {
        switch format {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .gif: "image/gif"
        case .webp: "image/webp"
        case .svg: "image/svg+xml"
        }
    }
}
