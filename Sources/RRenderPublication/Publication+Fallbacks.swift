import RRenderCore

extension Publication {
    /// The href an image referenced as `href` is drawn from (EPUB 3.3 §3.5.1 manifest
    /// fallbacks): `href` itself unless its manifest item is of a type rrender does not decode
    /// (PSD, TIFF…) or is missing from the container, and lists a fallback chain, then the
    /// chain's first supported image (or SVG) the container holds.
    /// A manifest item whose media type is merely misspelt (`image/jpg`) has no chain and keeps
    /// its href: the decoders go by signature.
    public func imageFallback(for href: String) -> String {
        guard let link = link(withHREF: href), !link.alternates.isEmpty else { return href }
        let shows = { (link: Link) in link.mediaType?.isSupportedImage == true && self.storedSize(of: link.href) != nil }
        guard !shows(link) else { return href }
        return link.alternates.first(where: shows)?.href ?? href
    }
}

extension Publication {
    /// True when `href` (no fragment) is a publication resource: listed in the manifest (the
    /// reading order, the resources or the links), or a resource of a publication that has no
    /// manifest (a PDF).
    ///
    /// EPUB Reading Systems 3.3 §4.3 (manifest): reading systems SHOULD NOT use resources that
    /// are not publication resources; every resource a book uses must be in its manifest
    /// (EPUB 3.3 §3.1.1, §5.6). rrender follows that, as Readium's streamer does (it serves no
    /// undeclared resource): an unlisted image or stylesheet is not used, with a diagnostic.
    public func isListed(_ href: String) -> Bool {
        isPDF || link(withHREF: HREF.removingFragment(href)) != nil
    }

    /// The diagnostic of a resource in the archive that the manifest does not list, used from
    /// the document at `location`; nil when `href` is listed or not in the archive at all.
    public func unlistedResourceDiagnostic(_ href: String, usedIn location: String) -> Diagnostic? {
        guard !HREF.isExternal(href), !isListed(href), storedSize(of: HREF.removingFragment(href)) != nil else { return nil }
        return Diagnostic(
            code: "epub.resource-unlisted",
            message: "'\(HREF.removingFragment(href))' is in the archive but not in the manifest: not used "
                + "(EPUB 3.3 §3.1.1, EPUB Reading Systems 3.3 §4.3)",
            severity: .warning, location: location)
    }
}

extension Publication {
    /// The bytes of a listed resource (`isListed`), nil when unlisted, missing or unreadable.
    public func listedBytes(_ href: String) -> [UInt8]? {
        isListed(href) ? try? read(href) : nil
    }
}

extension Publication {
    /// The href a link to `href` (no fragment) lands on: the fallback shown in place of a
    /// foreign spine item (EPUB 3.3 §3.5.1; `ManifestFallbacks` lists the foreign item first
    /// among the replacement's alternates), else `href` itself.
    public func shownHREF(for href: String) -> String {
        let key = HREF.equivalenceKey(href)
        let replacement = (readingOrder + nonLinear).first { link in
            link.alternates.first.map { HREF.equivalenceKey($0.href) == key && $0.mediaType?.isSupportedSpineItem == false }
                ?? false
        }
        return replacement.map { HREF.removingFragment($0.href) } ?? href
    }
}
