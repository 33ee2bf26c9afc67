import RRenderCore
import RRenderXML

/// A note a note reference points to (readium.md §2.6: a navigator shows it in place rather
/// than going to it).
public struct Note: Sendable, Hashable {
    /// The href asked for: the resource and the note's id as fragment.
    public let href: String
    /// The note's plain text, white space collapsed.
    public let text: String
    /// The note element's markup (XML, namespaces declared on it).
    public let html: String
}

extension Renderer {
    /// The note at `href` (`chapter.xhtml#note-4`, as a `.noteref` hit region gives it): the
    /// element of that id in that resource, from the reading order or the other resources.
    /// Nil when the resource is not in the publication, has no such element, or the element
    /// is not a note (`NoteElement`: a heading or a plain paragraph is reached as a link).
    public func note(at href: String) -> Note? {
        guard !publication.isPDF, let fragment = HREF.fragment(of: href), !fragment.isEmpty else { return nil }
        let path = HREF.removingFragment(href), id = HREF.percentDecoded(fragment)
        guard (publication.readingOrder + publication.resources).contains(where: { HREF.removingFragment($0.href) == path }),
            let document = loader.document(path), let element = NoteElement.note(withID: id, in: document.root)
        else { return nil }
        return Note(href: href, text: element.textContent.collapsingWhitespace(), html: DOMSerializer.serialize(element))
    }
}
