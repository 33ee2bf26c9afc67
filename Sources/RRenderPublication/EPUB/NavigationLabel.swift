import RRenderCore
import RRenderXML

/// The text of a navigation label whose content may be an image (EPUB 3.3 §7.4.2.2: the
/// "text content" of a nav label "MUST NOT be empty", and an `img` in it contributes its `alt`;
/// the HTML accessible name of `<a><img alt="Chapter 1"/></a>` is "Chapter 1"). A label made of
/// an image alone therefore keeps its entry, titled by the image's `alt` (or `title`).
enum NavigationLabel {
    /// The label text of `element`: its text, each `img` replaced by its `alt` (else `title`);
    /// when that is blank, the element's own `title` attribute. Not whitespace-collapsed.
    static func text(of element: DOMElement) -> String {
        var text = ""
        append(element, to: &text)
        guard text.trimmingWhitespace().isEmpty, let title = element.attribute("title") else { return text }
        return title
    }

    /// The label of an NCX `navLabel` (readium.md §5.2): its `text`, else the `alt`/`title` of
    /// its `img` (NCX 2005-1 allows a label to be only an image).
    static func ncxText(of label: DOMElement?) -> String {
        guard let label else { return "" }
        if let text = label.firstChild(named: "text")?.textContent, !text.trimmingWhitespace().isEmpty { return text }
        let image = label.firstChild(named: "img")
        return image.flatMap { nonBlank($0.attribute("alt")) ?? nonBlank($0.attribute("title")) } ?? ""
    }

    private static func append(_ element: DOMElement, to text: inout String) {
        for child in element.children {
            switch child {
            case .text(let string):
                text += string
            case .element(let child) where child.name == "img":
                // Spaces around the alt so that "Part<img alt='One'/>" does not run together.
                if let alt = nonBlank(child.attribute("alt")) ?? nonBlank(child.attribute("title")) { text += " \(alt) " }
            case .element(let child):
                append(child, to: &text)
            }
        }
    }

    private static func nonBlank(_ value: String?) -> String? {
        value.flatMap { $0.trimmingWhitespace().isEmpty ? nil : $0 }
    }
}
