internal import CGLib

/// A message digest (MD5, SHA-1 or SHA-256) computed by GLib's `GChecksum`, whole or fed in
/// pieces: the pagination cache's keys, the freedesktop thumbnail names and the IDPF font key.
public final class Digest {
    /// The algorithms rrender needs, each fixed by what it serves (a spec or a cache's names).
    public enum Algorithm: Sendable, CaseIterable {
        /// RFC 1321: the freedesktop thumbnail cache's file names (not for security).
        case md5
        /// FIPS 180-4: the key of IDPF font obfuscation (EPUB OCF 3.3 §4.3.5).
        case sha1
        /// FIPS 180-4: content keys that must not collide by accident or on purpose.
        case sha256
    }

    /// The algorithm this digest computes.
    public let algorithm: Algorithm
    private let checksum: OpaquePointer

    /// An empty digest of `algorithm`, ready for `update`.
    public init(_ algorithm: Algorithm) {
        // GLib implements all three itself; g_checksum_new fails only for a type it does not know.
        guard let checksum = g_checksum_new(algorithm.type) else { preconditionFailure("GLib has no \(algorithm)") }
        self.algorithm = algorithm
        self.checksum = checksum
    }

    deinit {
        g_checksum_free(checksum)
    }

    /// Adds `bytes` to the message.
    public func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        g_checksum_update(checksum, base.assumingMemoryBound(to: guchar.self), gssize(bytes.count))
    }

    /// Adds `bytes` to the message.
    public func update<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { update(UnsafeRawBufferPointer($0)) }
        if done == nil { Array(bytes).withUnsafeBytes { update($0) } }
    }

    /// The digest of everything added (16, 20 or 32 bytes); no more can be added after it.
    public func finalize() -> [UInt8] {
        var length = gsize(g_checksum_type_get_length(algorithm.type))
        var digest = [UInt8](repeating: 0, count: Int(length))
        digest.withUnsafeMutableBufferPointer { g_checksum_get_digest(checksum, $0.baseAddress, &length) }
        return Array(digest.prefix(Int(length)))
    }

    /// The MD5 of `bytes` (16 bytes).
    public static func md5<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [UInt8] { of(bytes, .md5) }

    /// The SHA-1 of `bytes` (20 bytes).
    public static func sha1<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [UInt8] { of(bytes, .sha1) }

    /// The SHA-256 of `bytes` (32 bytes).
    public static func sha256<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [UInt8] { of(bytes, .sha256) }

    private static func of<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ algorithm: Algorithm) -> [UInt8] {
        let digest = Digest(algorithm)
        digest.update(bytes)
        return digest.finalize()
    }
}

extension Digest.Algorithm {
    fileprivate var type: GChecksumType {
        switch self {
        case .md5: G_CHECKSUM_MD5
        case .sha1: G_CHECKSUM_SHA1
        case .sha256: G_CHECKSUM_SHA256
        }
    }
}
