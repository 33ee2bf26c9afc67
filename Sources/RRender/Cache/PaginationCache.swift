import Foundation

/// Where page counts are kept between runs: a folder of small files, one per publication and
/// layout, so that asking for page 400 of a book a second time lays out only the chapter that
/// holds it (see `PaginationCacheEntry`).
///
/// What an entry holds, per reflowable reading-order item: its page count and the problems laying
/// it out found (so a warm run reports what a cold one does). It is keyed by the SHA-256 of the
/// publication's bytes, the viewport, scale and resolved settings, rrender's build, the versions
/// of the libraries that shape text, and the fonts and hyphenation dictionaries installed
/// (`PaginationCacheKey`). Entries are written whole to a temporary file and renamed into place,
/// so many processes may share the folder; one that cannot be read, is damaged or answers
/// another key is ignored and replaced. The folder is held under `sizeLimit` by removing the
/// entries used least recently.
public struct PaginationCache: Sendable, Hashable {
    /// The folder of the entries.
    public var directory: URL
    /// The most bytes the entries may take together before the least recently used are removed.
    public var sizeLimit: Int

    /// 32 MiB: some 10,000 books of a few hundred chapters.
    public static let defaultSizeLimit = 32 << 20

    public init(directory: URL, sizeLimit: Int = PaginationCache.defaultSizeLimit) {
        self.directory = directory
        self.sizeLimit = max(0, sizeLimit)
    }

    /// The cache a command uses, from `environment`: `RRENDER_CACHE=off` (or `0`, `no`, `false`)
    /// gives none; otherwise the `pagination` folder of rrender's cache folder: `RRENDER_CACHE=DIR`,
    /// else `$XDG_CACHE_HOME/rrender`, else `~/.cache/rrender`. Nil when there is no home to put
    /// it in.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> PaginationCache? {
        if let chosen = environment["RRENDER_CACHE"], !chosen.isEmpty {
            if ["off", "0", "no", "false", "none"].contains(chosen.lowercased()) { return nil }
            return PaginationCache(
                directory: URL(fileURLWithPath: chosen, isDirectory: true).appendingPathComponent("pagination"))
        }
        let root: URL
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            root = URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("rrender", isDirectory: true)
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            root = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache/rrender", isDirectory: true)
        } else {
            return nil
        }
        return PaginationCache(directory: root.appendingPathComponent("pagination", isDirectory: true))
    }
}
