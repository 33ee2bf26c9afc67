/// A least-recently-used cache of decoded image surfaces, bounded by their total pixel bytes.
///
/// Not thread-safe, by design: each render worker owns one (surfaces are not shared between
/// threads either). Eviction scans the entries, which is cheap for the few dozen images a byte
/// budget of tens of MiB holds.
public final class ImageCache {
    /// What a surface was decoded for: the resource and the size it was fitted to.
    public struct Key: Hashable, Sendable {
        /// The image resource's href within the publication.
        public var href: String
        /// The target width it was decoded for, or nil for full size.
        public var targetWidth: Int?
        /// The target height it was decoded for, or nil for full size.
        public var targetHeight: Int?

        /// A key for `href` decoded to fit `target` (nil: full size).
        public init(href: String, target: (width: Int, height: Int)? = nil) {
            self.href = href
            targetWidth = target?.width
            targetHeight = target?.height
        }
    }

    private struct Entry {
        let surface: CairoSurface
        var lastUse: UInt64
    }

    /// The most pixel memory kept, in bytes.
    public let byteLimit: Int
    /// Pixel memory held now, in bytes.
    public private(set) var totalBytes = 0
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0

    /// An empty cache holding at most `byteLimit` bytes of surfaces (64 MiB by default).
    public init(byteLimit: Int = 64 << 20) {
        self.byteLimit = byteLimit
    }

    /// Number of surfaces held.
    public var count: Int { entries.count }

    /// The cached surface for `key`, now the most recently used; nil when absent.
    public func surface(for key: Key) -> CairoSurface? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[key] = entry
        return entry.surface
    }

    /// Keeps `surface` under `key`, evicting the least recently used entries to stay within the
    /// limit. A surface larger than the whole limit is not kept.
    public func insert(_ surface: CairoSurface, for key: Key) {
        if let old = entries.removeValue(forKey: key) { totalBytes -= old.surface.byteCount }
        guard surface.byteCount <= byteLimit else { return }
        while totalBytes + surface.byteCount > byteLimit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries.removeValue(forKey: oldest.key)
            totalBytes -= oldest.value.surface.byteCount
        }
        clock += 1
        entries[key] = Entry(surface: surface, lastUse: clock)
        totalBytes += surface.byteCount
    }

    /// The cached surface for `key`, or the result of `decode`, which is then cached.
    public func surface(for key: Key, orDecode decode: () throws(ImageError) -> CairoSurface) throws(ImageError) -> CairoSurface {
        if let cached = surface(for: key) { return cached }
        let surface = try decode()
        insert(surface, for: key)
        return surface
    }

    /// Drops the surfaces of more than `bytes` bytes.
    public func removeAll(largerThan bytes: Int) {
        for (key, entry) in entries where entry.surface.byteCount > bytes {
            entries.removeValue(forKey: key)
            totalBytes -= entry.surface.byteCount
        }
    }

    /// Drops every surface.
    public func removeAll() {
        entries.removeAll()
        totalBytes = 0
    }
}
