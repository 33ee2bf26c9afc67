import RRenderCore
import RRenderXML

/// Reads the OCF files of `META-INF/` (EPUB 3.3 §4.2): `container.xml`, `encryption.xml`, and
/// Apple's `com.apple.ibooks.display-options.xml`.
enum OCFParser {
    static let containerPath = "META-INF/container.xml"
    static let encryptionPath = "META-INF/encryption.xml"
    static let appleDisplayOptionsPath = "META-INF/com.apple.ibooks.display-options.xml"
    private static let xmlEncryption = "http://www.w3.org/2001/04/xmlenc#"

    /// The canonical href of the package document: the first `rootfile` whose media type is
    /// `application/oebps-package+xml`, else the first `rootfile` with a `full-path`.
    static func packagePath(in container: any Container, file: String) throws(PublicationError) -> String {
        guard container.entry(at: containerPath) != nil else { throw .missingContainer(path: file) }
        let root = try parse(containerPath, in: container, file: file)
        let rootfiles = root.descendants(named: "rootfile").filter { ($0.attribute("full-path") ?? "").isEmpty == false }
        let preferred = rootfiles.first { MediaType($0.attribute("media-type") ?? "")?.matches(.opf) == true }
        guard let fullPath = (preferred ?? rootfiles.first)?.attribute("full-path") else {
            throw .malformedPackage(path: file, reason: "\(containerPath) names no package document (rootfile)")
        }
        // full-path is relative to the container root (OCF §4.2.6.3.1).
        return HREF.resolve(fullPath, against: "")
    }

    /// Parses the XML entry at `path`, as a malformed-package error when it cannot be read.
    static func parse(_ path: String, in container: any Container, file: String) throws(PublicationError) -> DOMElement {
        let bytes: [UInt8]
        do throws(PublicationError) {
            bytes = try container.read(path)
        } catch .resourceNotFound {
            throw .malformedPackage(path: file, reason: "\(path) is missing from the archive")
        }
        do {
            return try DOMParser.parseXML(bytes, location: path).root
        } catch {
            throw .malformedPackage(path: file, reason: "\(error)")
        }
    }

    /// The algorithm of every resource listed in `encryption.xml`, keyed by canonical href (font
    /// obfuscation, DRM). Missing or unreadable: empty.
    static func encryptedResources(in container: any Container) -> [String: String] {
        guard container.entry(at: encryptionPath) != nil,
            let bytes = try? container.read(encryptionPath),
            let root = try? DOMParser.parseXML(bytes, location: encryptionPath).root
        else { return [:] }
        var result: [String: String] = [:]
        for data in root.descendants(named: "EncryptedData", in: xmlEncryption) {
            guard let algorithm = data.firstChild(named: "EncryptionMethod", in: xmlEncryption)?.attribute("Algorithm"),
                let uri = data.descendants(named: "CipherReference", in: xmlEncryption).first?.attribute("URI")
            else { continue }
            result[HREF.resolve(uri, against: "")] = algorithm
        }
        return result
    }

    /// True when Apple's display options ask for fixed layout (`fixed-layout` = `true`), the
    /// fallback readium.md §5.3 uses when `rendition:layout` is absent.
    static func appleFixedLayout(in container: any Container) -> Bool {
        guard container.entry(at: appleDisplayOptionsPath) != nil,
            let bytes = try? container.read(appleDisplayOptionsPath),
            let root = try? DOMParser.parseXML(bytes, location: appleDisplayOptionsPath).root
        else { return false }
        return root.descendants(named: "option").contains {
            $0.attribute("name") == "fixed-layout" && $0.textContent.trimmingWhitespace() == "true"
        }
    }

    /// A diagnostic when the `mimetype` entry is missing, wrong, or not the first entry
    /// (OCF §4.3). rrender opens such archives anyway, as reading systems commonly do.
    static func mimetypeDiagnostics(in container: any Container) -> [Diagnostic] {
        guard container.entry(at: "mimetype") != nil, let bytes = try? container.read("mimetype") else {
            return [
                Diagnostic(
                    code: "epub.mimetype-missing", message: "the 'mimetype' entry is missing",
                    severity: .warning, location: "mimetype")
            ]
        }
        let content = String(decoding: bytes, as: UTF8.self).trimmingWhitespace()
        if content != MediaType.epub.string {
            return [
                Diagnostic(
                    code: "epub.mimetype-wrong",
                    message: "the 'mimetype' entry contains '\(content.prefix(60))', not 'application/epub+zip'",
                    severity: .warning, location: "mimetype")
            ]
        }
        if container.entryPaths.first != "mimetype" {
            return [
                Diagnostic(
                    code: "epub.mimetype-not-first", message: "the 'mimetype' entry is not the first entry of the ZIP archive",
                    severity: .info, location: "mimetype")
            ]
        }
        return []
    }
}
