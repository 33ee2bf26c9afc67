import Foundation
import RRender
import RRenderCairo

/// Makes thumbnails of EPUB and PDF publications: the declared cover image when there is one,
/// read straight from the ZIP (central directory, `container.xml`, package document, one
/// entry: no navigation, no content documents, no layout, no fonts), else a page rendered at
/// the thumbnail's size.
///
/// The cover lookup, in order (`CoverRule`): the EPUB 3 `cover-image` item; the EPUB 2
/// `meta name="cover"`; the guide's `cover` reference or the navigation's `cover` landmark (that
/// document's first page, rendered); the first page of the reading order. A candidate that is
/// missing or cannot be decoded passes to the next. A PDF's thumbnail is its first page.
///
/// A value type without state: thread-safe, one call per book on any number of threads.
public struct Thumbnailer: Sendable {
    /// The size and format.
    public let options: ThumbnailOptions

    /// A thumbnailer with `options`.
    public init(options: ThumbnailOptions = ThumbnailOptions()) {
        self.options = options
    }

    /// The thumbnail of the publication (EPUB or PDF, recognised by content) at `path`.
    public func thumbnail(path: String) throws(ThumbnailError) -> Thumbnail {
        if PublicationKind.detect(path: path) == .pdf { return try pdfThumbnail(path: path) }
        let container: ZIPContainer
        do { container = try ZIPContainer(path: path) } catch { throw .publication(error) }
        return try epubThumbnail(container, path: path)
    }

    /// The thumbnail of an EPUB whose files `container` holds; `path` names it in messages.
    public func epubThumbnail(_ container: any Container, path: String) throws(ThumbnailError) -> Thumbnail {
        let candidates: [CoverCandidate]
        do { candidates = try CoverDeclarations.candidates(in: container, file: path) } catch { throw .publication(error) }
        var problems: [String] = []
        // The fast path: a declared image, before anything else is parsed.
        for candidate in candidates where !candidate.isDocument {
            do {
                return try coverImage(candidate, in: container)
            } catch {
                problems.append("\(candidate.rule): \(error)")
            }
        }
        let publication: Publication
        do { publication = try Publication.open(container: container, file: path) } catch { throw .publication(error) }
        let pages = PageThumbnails(publication: publication, options: options, path: path)
        for candidate in candidates where candidate.isDocument {
            if let thumbnail = pages.document(candidate.href, rule: candidate.rule, problems: &problems) { return thumbnail }
        }
        if let landmark = publication.landmarks.first(where: { $0.hasRel("cover") }),
            let thumbnail = pages.document(landmark.hrefWithoutFragment, rule: .guideCover, problems: &problems)
        {
            return thumbnail
        }
        if let thumbnail = pages.firstPage(problems: &problems) { return thumbnail }
        throw .noImage(path: path, reason: problems.last ?? "the publication has no page")
    }

    /// The declared cover image `candidate`, decoded and scaled.
    func coverImage(_ candidate: CoverCandidate, in container: any Container) throws -> Thumbnail {
        let bytes = try container.read(HREF.containerPath(candidate.href))
        return Thumbnail(image: try CoverImage.scaled(bytes, options: options), rule: candidate.rule, href: candidate.href)
    }

    /// The thumbnail of the PDF at `path`: its first page, rendered at the size.
    func pdfThumbnail(path: String) throws(ThumbnailError) -> Thumbnail {
        try PDFThumbnail(options: options).thumbnail(path: path)
    }
}
