/// What a container knows about one of its entries without reading it.
public struct ContainerEntry: Hashable, Sendable {
    /// The entry path (decoded, no leading slash): `OPS/images/夏目漱石.jpg`.
    public let path: String
    /// The size as stored in the container: the compressed size for a deflated ZIP entry. This
    /// is the length Readium's positions are computed from.
    public let storedSize: Int
    /// The declared uncompressed size.
    public let size: Int
    /// True when the entry is compressed.
    public let isCompressed: Bool
    /// True when the entry uses ZIP encryption (it cannot be read).
    public let isEncrypted: Bool

    /// An entry description.
    public init(path: String, storedSize: Int, size: Int, isCompressed: Bool, isEncrypted: Bool) {
        self.path = path
        self.storedSize = storedSize
        self.size = size
        self.isCompressed = isCompressed
        self.isEncrypted = isEncrypted
    }
}

/// The files of a publication, addressed by entry path (decoded, without a leading slash).
///
/// Implementations are safe to use from several threads at once.
public protocol Container: Sendable {
    /// A short name for messages: the file name, or the name given for in-memory data.
    var name: String { get }
    /// Every file entry path, in archive order (directories excluded).
    var entryPaths: [String] { get }
    /// The entry at `path`, if any (exact, case-sensitive match).
    func entry(at path: String) -> ContainerEntry?
    /// The bytes of the entry at `path`, bounded by the container's size limit.
    func read(_ path: String) throws(PublicationError) -> [UInt8]
    /// The SHA-256 of the publication's bytes, as hexadecimal digits (what the pagination cache
    /// keys a publication by); nil when the container cannot tell (the default).
    func contentDigest() -> String?
    /// What identifies the file the container reads, for as long as its bytes do not change:
    /// device, inode, size, modification and change times. Nil for bytes in memory (the default).
    func sourceIdentity() -> String?
}

extension Container {
    public func contentDigest() -> String? { nil }
    public func sourceIdentity() -> String? { nil }
}
