import RRenderCore
import RRenderXML

/// The language and base direction of metadata values (EPUB 3.3 `#attrdef-xml-lang`,
/// `#attrdef-dir`): an element's own `xml:lang`/`dir`, else those of `metadata`, else those of
/// `package` (XML 1.0 §2.12: `xml:lang` is inherited; an empty value means "unknown"). Their
/// `alternate-script` refinements join the value (Readium "Parsing EPUB Metadata", Localized
/// Strings), each in its own language and direction.
extension MetadataParser {
    /// The value of `element` with its language, direction and alternate scripts; nil when it
    /// is empty or has none of the three (a plain value).
    func metadataString(_ element: DOMElement) -> MetadataString? {
        let value = element.textContent.collapsingWhitespace()
        guard !value.isEmpty else { return nil }
        let alternates = (element.id.flatMap { alternateScripts[$0] } ?? []).compactMap { meta -> MetadataString? in
            let text = meta.textContent.collapsingWhitespace()
            return text.isEmpty ? nil : MetadataString(text, language: language(of: meta), direction: direction(of: meta))
        }
        let string = MetadataString(
            value, language: language(of: element), direction: direction(of: element),
            alternateScripts: alternates)
        return string.language == nil && string.direction == nil && alternates.isEmpty ? nil : string
    }

    /// A `dc:publisher` as a contributor, its name localized; nil when empty.
    func publisher(_ element: DOMElement) -> Contributor? {
        let name = element.textContent.collapsingWhitespace()
        guard !name.isEmpty else { return nil }
        var publisher = Contributor(name: name)
        publisher.localizedName = metadataString(element)
        return publisher
    }

    /// The language `element` has or inherits inside the package; nil when none is stated.
    func language(of element: DOMElement) -> String? {
        for value in [
            element.attribute("lang", namespace: Namespace.xml), metadata.attribute("lang", namespace: Namespace.xml),
            package.language
        ] {
            if let value { return Self.languageTag(value) }  // the nearest one decides, even when empty
        }
        return nil
    }

    /// The base direction `element` has or inherits; nil when none is stated. The nearest `dir`
    /// decides: an invalid value there is `auto` (EPUB 3.3 `#attrdef-dir`).
    func direction(of element: DOMElement) -> MetadataDirection? {
        for value in [element.attribute("dir"), metadata.attribute("dir"), package.direction] {
            if let value { return Self.direction(value) ?? .auto }
        }
        return nil
    }

    /// A language tag, trimmed and in BCP 47 when it can be (`pt_BR` is `pt-BR`); nil when
    /// empty (XML 1.0 §2.12: the language is unknown).
    static func languageTag(_ value: String?) -> String? {
        guard let tag = value?.trimmingWhitespace(), !tag.isEmpty else { return nil }
        return BCP47.normalized(tag) ?? tag
    }

    /// `ltr`, `rtl` or `auto` (ASCII case-insensitive); nil for anything else.
    static func direction(_ value: String?) -> MetadataDirection? {
        value.flatMap { MetadataDirection(rawValue: $0.trimmingWhitespace().lowercased()) }
    }
}
