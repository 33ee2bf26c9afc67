import Foundation
import RRenderCore
import RRenderXML

/// Makes an SVG document ready for librsvg, which reads nothing but the document it is given:
/// the images it shows from the publication (`<image xlink:href="../images/x.jpg">`) become
/// `data:` URLs, references outside the publication are removed, and text positioned one
/// character at a time is split so librsvg follows it (`SVGTextPositions`).
///
/// Used for an inline `<svg>` (`InlineSVG`) and for an SVG file shown by `<img>` or in the
/// reading order. Embedded bytes are bounded by `embeddedBytesLimit` per document.
public struct SVGSelfContained {
    /// The most image bytes embedded into one SVG document.
    public static let embeddedBytesLimit = 16 << 20
    /// Elements that draw an external image through their `href`.
    static let imageElements: Set<String> = ["image", "feImage"]

    /// Resolves a reference as written to a publication href (or an external URL); nil when it
    /// cannot be resolved.
    let resolve: (String) -> String?
    /// The bytes of a publication resource (resolved href, no fragment), nil when missing.
    let read: (String) -> [UInt8]?
    /// The resolved hrefs of the images the document shows that are missing, not images, or
    /// over the budget, in document order.
    public private(set) var missing: [String] = []
    private var budget = Self.embeddedBytesLimit
    /// Declarations added to elements' `style` (the page's CSS for an inline SVG), by identity.
    public var styles: [ObjectIdentifier: String] = [:]

    /// A preparer resolving references with `resolve` and reading them with `read`.
    public init(resolve: @escaping (String) -> String?, read: @escaping (String) -> [UInt8]?) {
        self.resolve = resolve
        self.read = read
    }

    /// `element` (an SVG subtree) made self-contained.
    public mutating func prepare(_ element: DOMElement) -> DOMElement {
        var children: [DOMNode] = []
        children.reserveCapacity(element.children.count)
        for child in element.children {
            if case .element(let inner) = child { children.append(.element(prepare(inner))) } else { children.append(child) }
        }
        var attributes = embeddingImages(in: element)
        if let extra = styles[ObjectIdentifier(element)] {
            // After the element's own declarations: the cascade already let those win where they should.
            if let index = attributes.firstIndex(where: { $0.name == "style" && $0.namespace == nil }) {
                attributes[index] = DOMAttribute(name: "style", namespace: nil, value: attributes[index].value + "; " + extra)
            } else {
                attributes.append(DOMAttribute(name: "style", namespace: nil, value: extra))
            }
        }
        let prepared = DOMElement(
            name: element.name, namespace: element.namespace, attributes: attributes,
            children: children, line: element.line)
        if element.namespace == Namespace.svg, element.name == "text" { return SVGTextPositions.rewrite(prepared) }
        return prepared
    }

    /// The SVG document `bytes`, found at publication href `href`, made self-contained; nil when
    /// it needs nothing (no image nor text element) or cannot be parsed (librsvg then reports it).
    public static func document(
        _ bytes: [UInt8], href: String, read: @escaping (String) -> [UInt8]?
    )
        -> (bytes: [UInt8], missing: [String])?
    {
        guard contains(bytes, "image") || contains(bytes, "text"),
            let document = try? DOMParser.parseXML(bytes, location: href),
            document.root.namespace == Namespace.svg
        else { return nil }
        var preparer = SVGSelfContained(
            resolve: { reference in
                let trimmed = reference.trimmingCharacters(in: .whitespacesAndNewlines)
                if trimmed.isEmpty || HREF.isExternal(trimmed) { return nil }
                return HREF.resolve(trimmed, against: href)
            }, read: read)
        let root = preparer.prepare(document.root)
        return (DOMSerializer.serializedBytes(root), preparer.missing)
    }

    /// The attributes of `element` with the `href` of an image element made self-contained.
    private mutating func embeddingImages(in element: DOMElement) -> [DOMAttribute] {
        guard element.namespace == Namespace.svg, Self.imageElements.contains(element.name) else { return element.attributes }
        var attributes: [DOMAttribute] = []
        for attribute in element.attributes {
            guard attribute.name == "href", attribute.namespace == nil || attribute.namespace == Namespace.xlink else {
                attributes.append(attribute)
                continue
            }
            if let embedded = embedded(attribute.value) {
                attributes.append(DOMAttribute(name: attribute.name, namespace: attribute.namespace, value: embedded))
            }
        }
        return attributes
    }

    /// A `data:` URL for an image reference, or nil when it is outside the publication (dropped
    /// silently: never read), missing, not an image, or over the budget (recorded in `missing`).
    /// Fragment-only references (`#id`) and `data:` URLs are kept.
    private mutating func embedded(_ reference: String) -> String? {
        let trimmed = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        if DataURL.isDataURL(trimmed) || trimmed.hasPrefix("#") { return reference }
        guard !HREF.isExternal(trimmed), let resolved = resolve(trimmed), !HREF.isExternal(resolved) else { return nil }
        let href = HREF.removingFragment(resolved)
        guard let bytes = read(href), bytes.count <= budget, let format = ImageFormat(sniffing: bytes) else {
            if !missing.contains(href) { missing.append(href) }
            return nil
        }
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
        case .avif: "image/avif"
        case .jxl: "image/jxl"
        }
    }

    /// True when `bytes` contain the ASCII `word`.
    private static func contains(_ bytes: [UInt8], _ word: StaticString) -> Bool {
        let needle = Array(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
