import RRenderCore
import RRenderStyle
import RRenderXML

extension ResourceLoader {
    /// The page shown for a reading-order item of a foreign media type that no manifest
    /// fallback replaced (EPUB 3.3 §3.5.1, EPUB Reading Systems 3.3 §3.2): a small XHTML
    /// document made here, laid out like any chapter, that names the item and says why it is
    /// not shown. The item's bytes are never read, so a JSON or PSD file is never drawn as text.
    func placeholderResource(_ link: Link, fontMetrics: (any FontMetricsSource)? = nil) -> LoadedResource {
        let href = HREF.removingFragment(link.href)
        let markup = Self.placeholderMarkup(href: href, mediaType: link.mediaType)
        // The markup is ours and well-formed; should it ever fail to parse, an empty page remains.
        guard let document = try? DOMParser.parseXHTML(Array(markup.utf8), location: href) else {
            return LoadedResource(
                root: Self.emptyRoot, canvasBackground: nil, diagnostics: [],
                fixedPageSize: isFixedLayout(link) ? deviceSize(of: link) : nil)
        }
        return load(document, link: link, fontMetrics: fontMetrics)
    }

    /// The placeholder document of a foreign item.
    static func placeholderMarkup(href: String, mediaType: MediaType?) -> String {
        let name = escaped(HREF.removingFragment(href).split(separator: "/").last.map(String.init) ?? href)
        let type = escaped(mediaType?.essence ?? "unknown type")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>\(name)</title></head>
            <body style="text-align: center"><div style="margin: 2em 1em; padding: 1em; border: 1px solid gray">
            <p style="font-weight: bold">This item cannot be shown</p>
            <p>\(name) (\(type)) is not a format this reader displays, and the book gives no fallback for it.</p>
            </div></body></html>
            """
    }

    /// Text escaped for XML character data and attributes.
    private static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
