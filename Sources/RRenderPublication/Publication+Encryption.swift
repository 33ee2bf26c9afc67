import RRenderCore

/// Resources listed in `META-INF/encryption.xml` (EPUB OCF 3.3 §4.3): obfuscated fonts are
/// de-obfuscated transparently by `read(_:)`; anything else is DRM, which rrender cannot read.
extension Publication {
    /// The encryption algorithm of the resource at `href`, if `encryption.xml` lists it.
    public func encryptionAlgorithm(of href: String) -> String? {
        encryptionAlgorithms[HREF.containerPath(href)]
    }

    /// `bytes` of the resource at container path `href`, de-obfuscated when `algorithm` is a
    /// font obfuscation; throws `drmEncrypted` for any other algorithm, and
    /// `obfuscationKeyUnavailable` when the unique identifier cannot give the key.
    func decrypted(_ bytes: [UInt8], href: String, algorithm: String) throws(PublicationError) -> [UInt8] {
        guard let obfuscation = FontObfuscation(algorithm: algorithm) else {
            throw .drmEncrypted(publication: sourceName, href: href, algorithm: algorithm)
        }
        guard let identifier = metadata.identifier, let key = obfuscation.key(identifier: identifier) else {
            throw .obfuscationKeyUnavailable(publication: sourceName, href: href, algorithm: algorithm)
        }
        return obfuscation.apply(to: bytes, key: key)
    }

    /// The algorithm of every link with `properties.encrypted.algorithm`, by container path.
    static func encryptionAlgorithms(of links: [Link]) -> [String: String] {
        var result: [String: String] = [:]
        for link in links {
            guard let algorithm = link.properties["encrypted"]?.objectValue?["algorithm"]?.stringValue else { continue }
            result[HREF.containerPath(link.href)] = algorithm
        }
        return result
    }
}
