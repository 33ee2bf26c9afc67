import RRenderPublication

extension PaginationCacheEntry {
    /// The entry of the EPUB `publication` laid out with `options`, in `options.paginationCache`;
    /// nil without a cache, for a PDF (its page counts need no layout), or when the publication's
    /// container cannot give its digest.
    convenience init?(publication: Publication, options: RenderOptions, resourceCount: Int) {
        guard let cache = options.paginationCache, !publication.isPDF, let digest = cache.digest(of: publication.container) else {
            return nil
        }
        self.init(cache: cache, key: PaginationCacheKey(contentDigest: digest, options: options), resourceCount: resourceCount)
    }
}
