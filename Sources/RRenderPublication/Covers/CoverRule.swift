/// Which rule of the cover lookup chose what a thumbnail shows, by the names batch tools and
/// manifests use (issue 15): the rules are tried in this order.
public enum CoverRule: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The EPUB 3 manifest item whose `properties` contain `cover-image` (EPUB 3.3 §5.6.2).
    case coverImage = "cover-image"
    /// The EPUB 2 `<meta name="cover" content="…">`: a manifest id, or (in some books) an href.
    case metaCover = "meta-cover"
    /// The EPUB 2 guide's `<reference type="cover">`, or the navigation's `cover` landmark.
    case guideCover = "guide-cover"
    /// The first page of the reading order, rendered.
    case firstPage = "first-page"
    /// The first page of a PDF.
    case pdfPage = "pdf-page"

    /// The rule's name (`cover-image`…).
    public var description: String { rawValue }
}
