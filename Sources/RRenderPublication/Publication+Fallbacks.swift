import RRenderCore

extension Publication {
    /// The href an image referenced as `href` is drawn from (EPUB 3.3 §3.5.1 manifest
    /// fallbacks): `href` itself unless its manifest item is of a type rrender does not decode
    /// (PSD, TIFF…) and lists a fallback chain, then the chain's first supported image (or SVG).
    /// A manifest item whose media type is merely misspelt (`image/jpg`) has no chain and keeps
    /// its href: the decoders go by signature.
    public func imageFallback(for href: String) -> String {
        guard let link = link(withHREF: href), !link.alternates.isEmpty,
              !(link.mediaType?.isSupportedImage ?? false) else { return href }
        return link.alternates.first { $0.mediaType?.isSupportedImage == true }?.href ?? href
    }
}
