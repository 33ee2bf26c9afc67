import RRenderCore
import RRenderXML

/// Reads an EPUB container into a `Publication` (EPUB 3.3 §4–§7, EPUB 2 OPF/NCX fallbacks).
struct EPUBParser {
    let container: any Container
    /// The file as the user named it, for error messages.
    let file: String

    func parse(options: Publication.OpenOptions) throws(PublicationError) -> Publication {
        var diagnostics = OCFParser.mimetypeDiagnostics(in: container)
        let package = try packageDocument(diagnostics: &diagnostics)
        var metadata = MetadataParser(package: package, appleFixedLayout: OCFParser.appleFixedLayout(in: container)).parse()
        RenditionParser(package: package).apply(to: &metadata, diagnostics: &diagnostics)
        var order = ReadingOrderBuilder(
            package: package, container: container,
            encryption: OCFParser.encryptedResources(in: container)
        ).build()
        diagnostics += order.diagnostics
        let navigation = NavigationLoader(package: package, container: container).load(diagnostics: &diagnostics)
        order.readingOrder = EPUBParser.copyingLandmarkRels(navigation.landmarks, to: order.readingOrder)
        return Publication(
            container: container, metadata: metadata, readingOrder: order.readingOrder,
            resources: order.resources, nonLinear: order.nonLinear, navigation: navigation, diagnostics: diagnostics,
            positionPageLength: options.positionPageLength)
    }

    /// The package document named by `container.xml`; a `malformedPackage` error when it is
    /// missing, not XML, not a `package`, or has an empty spine.
    func packageDocument(diagnostics: inout [Diagnostic]) throws(PublicationError) -> PackageDocument {
        let href = try OCFParser.packagePath(in: container, file: file)
        let path = HREF.containerPath(href)
        guard container.entry(at: path) != nil else {
            throw .malformedPackage(path: file, reason: "the package document '\(path)' named by container.xml is missing")
        }
        let bytes = try container.read(path)
        let document: DOMDocument
        do {
            document = try DOMParser.parseXML(bytes, location: path)
        } catch {
            throw .malformedPackage(path: file, reason: "\(error)")
        }
        guard document.root.name == "package" else {
            throw .malformedPackage(
                path: file, reason: "'\(path)' is not a package document (root element '\(document.root.name)')")
        }
        diagnostics += document.diagnostics
        let package = PackageDocument(root: document.root, href: href)
        guard !package.spine.isEmpty else {
            throw .malformedPackage(path: file, reason: "the package document '\(path)' has an empty spine")
        }
        return package
    }

    /// Copies the `cover`, `contents` and `start` rels of landmarks onto the reading-order link
    /// of the same file (readium.md §5.2); only the first landmark of each rel counts, so that a
    /// guide listing every chapter as `text` does not mark them all as the start.
    static func copyingLandmarkRels(_ landmarks: [Link], to readingOrder: [Link]) -> [Link] {
        var result = readingOrder
        for rel in ["cover", "contents", "start"] {
            guard let landmark = landmarks.first(where: { $0.hasRel(rel) }) else { continue }
            let key = HREF.equivalenceKey(landmark.hrefWithoutFragment)
            guard let index = result.firstIndex(where: { HREF.equivalenceKey($0.href) == key }),
                !result[index].hasRel(rel)
            else { continue }
            result[index].rels.append(rel)
        }
        return result
    }
}
