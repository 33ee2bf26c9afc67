import FuzzSupport
import RRenderCore
import RRenderPublication

/// Fuzz target: the OCF, package document, navigation document and NCX parsers, through
/// `Publication.open(container:)` over an in-memory container whose files come from the input.
///
/// The input is up to five parts separated by `FuzzPackage.separator` (see `PackageContainer`):
/// the package document, the NCX, the navigation document, then optionally `container.xml` and
/// `encryption.xml`. `scripts/fuzz.sh` makes seeds of that shape from the corpus's books.
enum FuzzPackage {
    static let separator = Array("\n%%fuzz-part%%\n".utf8)

    static func testOneInput(_ bytes: [UInt8]) {
        let container = PackageContainer(parts: split(bytes))
        guard let publication = try? Publication.open(container: container) else { return }
        _ = publication.metadata.title
        _ = publication.tableOfContents.count + publication.pageList.count + publication.landmarks.count
        let positions = publication.positions()
        _ = publication.locate(progression: 0.5)
        if let first = publication.readingOrder.first { _ = publication.locate(first) }
        if let last = positions.last { _ = publication.locate(last) }
    }

    /// The parts of `bytes` between separators.
    static func split(_ bytes: [UInt8]) -> [[UInt8]] {
        var parts: [[UInt8]] = []
        var start = 0, index = 0
        while index + separator.count <= bytes.count {
            if bytes[index] == separator[0], bytes[index..<(index + separator.count)].elementsEqual(separator) {
                parts.append(Array(bytes[start..<index]))
                index += separator.count
                start = index
            } else {
                index += 1
            }
        }
        parts.append(Array(bytes[start...]))
        return parts
    }
}

/// An EPUB container made of the fuzz input's parts. Any path ending in `.opf` is the package
/// document and any ending in `.ncx` the NCX; any other path outside `META-INF/` is the
/// navigation document, so the hrefs of a real package document resolve to something whatever
/// they are. `container.xml` is the input's fourth part, else one naming `OPS/package.opf`.
struct PackageContainer: Container {
    let files: [String: [UInt8]]
    let package: [UInt8], ncx: [UInt8], nav: [UInt8]

    static let defaultContainerXML = Array(
        """
        <?xml version="1.0"?>
        <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>
        <rootfile full-path="OPS/package.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
        """.utf8)

    init(parts: [[UInt8]]) {
        func part(_ index: Int) -> [UInt8] { index < parts.count ? parts[index] : [] }
        package = part(0)
        ncx = part(1)
        nav = part(2)
        var files = [
            "mimetype": Array("application/epub+zip".utf8),
            "META-INF/container.xml": part(3).isEmpty ? Self.defaultContainerXML : part(3)
        ]
        if !part(4).isEmpty { files["META-INF/encryption.xml"] = part(4) }
        self.files = files
    }

    var name: String { "fuzz.epub" }

    var entryPaths: [String] {
        ["mimetype"] + files.keys.filter { $0 != "mimetype" }.sorted() + ["OPS/package.opf", "OPS/toc.ncx", "OPS/nav.xhtml"]
    }

    func entry(at path: String) -> ContainerEntry? {
        bytes(at: path).map {
            ContainerEntry(path: path, storedSize: $0.count, size: $0.count, isCompressed: false, isEncrypted: false)
        }
    }

    func read(_ path: String) throws(PublicationError) -> [UInt8] {
        guard let bytes = bytes(at: path) else { throw .resourceNotFound(publication: name, href: path) }
        return bytes
    }

    private func bytes(at path: String) -> [UInt8]? {
        if let file = files[path] { return file }
        if path.hasPrefix("META-INF/") { return nil }
        if path.hasSuffix(".opf") { return package }
        if path.hasSuffix(".ncx") { return ncx }
        return nav
    }
}

#if RRENDER_LIBFUZZER
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzPackage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzPackage.testOneInput(fuzzBytes(data, size))
        return 0
    }
#else
    @main struct FuzzPackageReplay {
        static func main() { FuzzReplay.main(FuzzPackage.testOneInput) }
    }
#endif
