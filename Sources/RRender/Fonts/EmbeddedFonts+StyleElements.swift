import RRenderCairo
import RRenderCore
import RRenderPublication
import RRenderStyle
import RRenderXML

/// `@font-face` rules inside XHTML `<style>` elements (CSS Fonts 4 §4: a `@font-face` rule
/// counts wherever the document's style sheets are, embedded ones included). They load as the
/// rules of linked sheets do (obfuscated fonts de-obfuscated by `Publication.read`, the same
/// formats, `@import` depth and cycle limits); relative `src: url()`s resolve against the
/// document, the base URL of an embedded sheet.
extension EmbeddedFontCollector {
    /// The bytes that mark a document worth parsing here (compared without ASCII case).
    private static let marker = Array("@font-face".utf8)

    /// The faces of the `<style>` elements of `items`' XHTML and HTML documents, in item order.
    /// Only documents whose bytes contain `@font-face` are parsed: most books have none, and
    /// this runs before the first page. With `fontFaceDocuments` known, only those are read.
    mutating func faces(inStyleElementsOf items: [Link]) -> [EmbeddedFontFace] {
        var found: [EmbeddedFontFace] = [], seen: Set<String> = [], marked: [String] = []
        let known = fontFaceDocuments.map(Set.init)
        for item in items where Self.isDocument(item) {
            let href = HREF.removingFragment(item.href)
            guard known?.contains(href) ?? true, seen.insert(HREF.equivalenceKey(href)).inserted,
                let bytes = try? publication.read(href),
                Self.contains(Self.marker, in: bytes)
            else { continue }
            marked.append(href)
            guard let document = try? DOMParser.parseXHTML(bytes, location: href) else { continue }
            // The cascade reads at most this many sheets per document (`SheetGathering`): no more here.
            for style in Self.styleElements(of: document.root).prefix(ContentLimits.maximumStylesheetsPerDocument) {
                if let media = style.attribute("media"), !MediaQueryList(parsing: media).matches(environment) { continue }
                let sheet = CSSParser.parseStylesheet(style.textContent, location: "\(href):\(style.line)")
                found += faces(in: sheet, baseHREF: href, depth: 0)
            }
        }
        if fontFaceDocuments == nil { fontFaceDocuments = marked }
        return found
    }

    /// True for an XHTML or HTML document (by media type, or by extension when it has none).
    private static func isDocument(_ item: Link) -> Bool {
        if let type = item.mediaType { return type.matches(.xhtml) || type.matches(.html) }
        let path = HREF.removingQueryAndFragment(item.href).lowercased()
        return path.hasSuffix(".xhtml") || path.hasSuffix(".html") || path.hasSuffix(".htm")
    }

    /// The CSS `<style>` elements of the tree (no `type`, an empty one, or `text/css`).
    private static func styleElements(of root: DOMElement) -> [DOMElement] {
        var styles: [DOMElement] = []
        root.forEachDescendant { element in
            guard element.name == "style" else { return }
            let type = element.attribute("type")?.lowercased() ?? "text/css"
            if type == "text/css" || type.isEmpty { styles.append(element) }
        }
        return styles
    }

    /// True when `needle` (lower-case ASCII) occurs in `bytes`, ignoring ASCII case.
    static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var offset = 1
                while offset < needle.count, bytes[index + offset] | 0x20 == needle[offset] | 0x20 { offset += 1 }
                if offset == needle.count { return true }
            }
            index += 1
        }
        return false
    }
}
