import Foundation
import RRenderCore
import RRenderTestSupport
import Testing

@testable import RRenderPublication

/// Obfuscated fonts (EPUB OCF 3.3 §4.3.5, Adobe) read back as the original bytes; DRM is a
/// clear error.
struct FontObfuscationTests {
    /// Bytes that look like nothing in particular, longer than both obfuscated headers.
    private let font: [UInt8] = (0..<3000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 / 13) }

    /// A book with `font` stored at `OEBPS/fonts/face.otf`, listed in `encryption.xml` with
    /// `algorithm` and stored as `stored`.
    private func book(identifier: String, algorithm: String, stored: [UInt8]) throws -> Publication {
        var builder = EPUBBuilder()
        builder.identifier = identifier
        builder.resources = [.init(href: "fonts/face.otf", mediaType: "font/otf", bytes: stored)]
        builder.encryption = ["fonts/face.otf": algorithm]
        return try Publication.open(data: try builder.data(), name: "fonts.epub")
    }

    @Test func idpfKeyIsTheSHA1OfTheIdentifierWithoutWhitespace() throws {
        let key = try #require(FontObfuscation.idpf.key(identifier: " urn:uuid:1234\t\r\n5678 "))
        // sha1sum of "urn:uuid:12345678".
        #expect(key.lowercaseHex == "6d5fe762b57fe9e98156efc463ebe60db8bb50e8")
        #expect(key.count == 20)
    }

    @Test func adobeKeyIsTheUUIDsBytes() throws {
        let key = try #require(FontObfuscation.adobe.key(identifier: "urn:uuid:0123ABCD-89ab-4cde-8f01-23456789abcd"))
        #expect(key == [0x01, 0x23, 0xAB, 0xCD, 0x89, 0xAB, 0x4C, 0xDE, 0x8F, 0x01, 0x23, 0x45, 0x67, 0x89, 0xAB, 0xCD])
        #expect(FontObfuscation.adobe.key(identifier: "0123abcd89ab4cde8f0123456789abcd") == key)
        #expect(FontObfuscation.adobe.key(identifier: "isbn:9780000000000") == nil)
        #expect(FontObfuscation.adobe.key(identifier: "urn:uuid:0123abcd-89ab-4cde-8f01-23456789abc") == nil)
    }

    @Test(arguments: FontObfuscation.allCases)
    func onlyTheHeaderIsChanged(_ scheme: FontObfuscation) throws {
        let key = try #require(scheme.key(identifier: "urn:uuid:00000000-0000-4000-8000-000000000001"))
        let obfuscated = scheme.apply(to: font, key: key)
        #expect(obfuscated[..<scheme.headerLength] != font[..<scheme.headerLength])
        #expect(obfuscated[scheme.headerLength...] == font[scheme.headerLength...])
        #expect(scheme.apply(to: obfuscated, key: key) == font)
        let short = Array(font.prefix(10))
        #expect(scheme.apply(to: scheme.apply(to: short, key: key), key: key) == short)
    }

    @Test(arguments: FontObfuscation.allCases)
    func readReturnsTheOriginalBytes(_ scheme: FontObfuscation) throws {
        let identifier = "urn:uuid:7a1f3c2e-9b4d-4e6f-8a1b-2c3d4e5f6a7b"
        let key = try #require(scheme.key(identifier: identifier))
        let publication = try book(identifier: identifier, algorithm: scheme.algorithm, stored: scheme.apply(to: font, key: key))
        #expect(try publication.read("OEBPS/fonts/face.otf") == font)
        #expect(try publication.container.read("OEBPS/fonts/face.otf") != font)
        #expect(publication.encryptionAlgorithm(of: "OEBPS/fonts/face.otf") == scheme.algorithm)
        #expect(publication.encryptionAlgorithm(of: "OEBPS/chapter_001.xhtml") == nil)
    }

    @Test func drmIsAClearError() throws {
        let algorithm = "http://www.w3.org/2001/04/xmlenc#aes128-cbc"
        let publication = try book(
            identifier: "urn:uuid:7a1f3c2e-9b4d-4e6f-8a1b-2c3d4e5f6a7b", algorithm: algorithm, stored: font)
        let error = #expect(throws: PublicationError.self) { try publication.read("OEBPS/fonts/face.otf") }
        #expect(error == .drmEncrypted(publication: "fonts.epub", href: "OEBPS/fonts/face.otf", algorithm: algorithm))
        #expect(error?.description.contains("DRM-encrypted") == true)
        #expect(error?.kind == .malformedPublication)
    }

    @Test func adobeWithoutAUUIDCannotBeDeobfuscated() throws {
        let publication = try book(identifier: "isbn:9780000000000", algorithm: FontObfuscation.adobe.algorithm, stored: font)
        let error = #expect(throws: PublicationError.self) { try publication.read("OEBPS/fonts/face.otf") }
        #expect(
            error
                == .obfuscationKeyUnavailable(
                    publication: "fonts.epub", href: "OEBPS/fonts/face.otf",
                    algorithm: FontObfuscation.adobe.algorithm))
    }

    /// The corpus book's fonts: stored obfuscated, read back as OpenType (`OTTO`).
    @Test func wastelandFontsReadAsOpenType() throws {
        let publication = try Publication.open(path: try Corpus.path("wasteland-otf-obf.epub"))
        for name in ["Regular", "Bold", "Italic"] {
            let href = "EPUB/OldStandard-\(name).obf.otf"
            #expect(publication.encryptionAlgorithm(of: href) == FontObfuscation.idpf.algorithm)
            #expect(Array(try publication.container.read(href).prefix(4)) != Array("OTTO".utf8))
            #expect(Array(try publication.read(href).prefix(4)) == Array("OTTO".utf8), "\(href)")
        }
    }
}
