import RRender

/// A publication's thumbnail: its pixels and where they came from.
public struct Thumbnail: Sendable {
    /// The pixels (premultiplied, as every `PixelImage`).
    public let image: PixelImage
    /// The rule of the cover lookup that chose the source.
    public let rule: CoverRule
    /// The resource shown: the cover image or the rendered document (nil for a PDF page).
    public let href: String?
    /// The number of pages, when known without laying the publication out (a PDF's).
    public let pageCount: Int?

    /// A thumbnail.
    public init(image: PixelImage, rule: CoverRule, href: String?, pageCount: Int? = nil) {
        self.image = image
        self.rule = rule
        self.href = href
        self.pageCount = pageCount
    }

    /// The pixel width.
    public var width: Int { image.width }
    /// The pixel height.
    public var height: Int { image.height }
}
