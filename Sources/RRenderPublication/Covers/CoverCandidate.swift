import RRenderCore

/// A cover a package document declares: an image to show, or a document whose first page is
/// the cover.
public struct CoverCandidate: Sendable, Hashable {
    /// The rule that found it.
    public let rule: CoverRule
    /// The canonical href (percent-encoded, from the container root, no fragment).
    public let href: String
    /// The media type the manifest gives, if it lists the resource.
    public let mediaType: MediaType?

    /// A candidate.
    public init(rule: CoverRule, href: String, mediaType: MediaType?) {
        self.rule = rule
        self.href = href
        self.mediaType = mediaType
    }

    /// True when the candidate is a document to render (XHTML or HTML) rather than an image: by
    /// its media type, else by its extension.
    public var isDocument: Bool {
        if let mediaType { return mediaType.isHTML }
        let lower = href.lowercased()
        return lower.hasSuffix(".xhtml") || lower.hasSuffix(".html") || lower.hasSuffix(".htm")
    }
}
