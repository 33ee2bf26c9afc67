import Foundation
import RRenderCore
import RRenderDigests
import RRenderPublication

extension PaginationCache {
    /// The SHA-256 of the publication `container` reads. Hashing a book costs about 3 ms a
    /// megabyte, a good part of a warm `rrender info`, so the digest of a file is kept in
    /// the `digests` folder under the file's identity (device, inode, size, modification and
    /// change times; `Container.sourceIdentity()`), which any write to the file changes. Bytes in
    /// memory, and files written in the last two seconds, are hashed every time.
    func digest(of container: any Container) -> String? {
        guard let identity = container.sourceIdentity() else { return container.contentDigest() }
        let memo = directory.appendingPathComponent("digests", isDirectory: true)
            .appendingPathComponent(Digest.sha256(identity.utf8).lowercaseHex)
        if let bytes = PaginationCacheFolder.read(memo, limit: 1024) {
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            if lines.count == 2, lines[0] == identity, lines[1].count == 64, lines[1].allSatisfy(\.isHexDigit) {
                PaginationCacheFolder.markUsed(memo)
                return String(lines[1])
            }
        }
        guard let digest = container.contentDigest() else { return nil }
        _ = PaginationCacheFolder.write(Array("\(identity)\n\(digest)".utf8), to: memo, prune: self)
        return digest
    }
}
