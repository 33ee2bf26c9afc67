extension Renderer {
    /// This publication's entry in the pagination cache, made (its key hashed) on first use; nil
    /// without a cache or when the publication's container cannot give its digest.
    var persistentPagination: PaginationCacheEntry? {
        paginationEntry.withLock { slot in
            if let made = slot { return made }
            var entry: PaginationCacheEntry?
            if let cache = options.paginationCache, let digest = cache.digest(of: publication.container) {
                entry = PaginationCacheEntry(cache: cache, key: PaginationCacheKey(contentDigest: digest, options: options),
                                             resourceCount: loader.documents.count)
            }
            slot = .some(entry)
            return entry
        }
    }
}
