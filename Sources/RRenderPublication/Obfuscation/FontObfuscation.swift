import RRenderDigests
import RRenderXML

/// The two font obfuscation schemes of EPUB: not encryption, only a XOR of the start of the
/// font file with a key derived from the publication's unique identifier, so that a font cannot
/// be lifted out of the ZIP and installed as it is. XOR is its own inverse: `apply` both
/// obfuscates and de-obfuscates.
public enum FontObfuscation: Sendable, CaseIterable {
    /// IDPF font obfuscation (EPUB OCF 3.3 §4.3.5, `http://www.idpf.org/2008/embedding`):
    /// the first 1040 bytes XORed with the SHA-1 of the identifier, cycling.
    case idpf
    /// Adobe font mangling (`http://ns.adobe.com/pdf/enc#RC`): the first 1024 bytes XORed with
    /// the 16 bytes of the identifier's UUID, cycling.
    case adobe

    /// The scheme named by an `encryption.xml` `Algorithm`, or nil for anything else (DRM).
    public init?(algorithm: String) {
        guard let found = Self.allCases.first(where: { $0.algorithm == algorithm }) else { return nil }
        self = found
    }

    /// The `Algorithm` URI of the scheme in `encryption.xml`.
    public var algorithm: String {
        switch self {
        case .idpf: "http://www.idpf.org/2008/embedding"
        case .adobe: "http://ns.adobe.com/pdf/enc#RC"
        }
    }

    /// How many bytes at the start of the file are XORed.
    public var headerLength: Int {
        switch self {
        case .idpf: 1040
        case .adobe: 1024
        }
    }

    /// The key for a publication whose unique identifier is `identifier`; nil when the scheme
    /// cannot derive one (Adobe with an identifier that is not a UUID).
    public func key(identifier: String) -> [UInt8]? {
        switch self {
        case .idpf:
            // OCF §4.3.5.2: the identifier without U+0020, U+0009, U+000D and U+000A, as UTF-8.
            let whitespace: Set<UInt8> = [0x20, 0x09, 0x0D, 0x0A]
            return Digest.sha1(identifier.utf8.filter { !whitespace.contains($0) })
        case .adobe:
            return Self.uuidBytes(identifier)
        }
    }

    /// `bytes` with the first `headerLength` bytes XORed with `key`, cycling.
    public func apply(to bytes: [UInt8], key: [UInt8]) -> [UInt8] {
        guard !key.isEmpty else { return bytes }
        var result = bytes
        for index in 0..<min(headerLength, result.count) {
            result[index] ^= key[index % key.count]
        }
        return result
    }

    /// The 16 bytes of a UUID written as `urn:uuid:` (optional) and 32 hex digits with optional
    /// dashes, as Adobe's reading systems take it; nil for anything else.
    static func uuidBytes(_ identifier: String) -> [UInt8]? {
        var text = Substring(identifier.trimmingWhitespace())
        if text.lowercased().hasPrefix("urn:uuid:") { text = text.dropFirst("urn:uuid:".count) }
        let digits = text.utf8.filter { $0 != UInt8(ascii: "-") }.map(\.hexDigitValue)
        guard digits.count == 32, digits.allSatisfy({ $0 != nil }) else { return nil }
        let values = digits.compactMap { $0 }
        return stride(from: 0, to: 32, by: 2).map { values[$0] << 4 | values[$0 + 1] }
    }
}
