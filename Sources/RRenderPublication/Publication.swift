import Foundation
import RRenderCore
import Synchronization

/// An opened publication: its metadata, reading order, resources and navigation, its
/// resources' bytes, and Readium positions and locator services.
///
/// Immutable after opening and safe to share between threads (positions are computed once,
/// under a lock).
public final class Publication: Sendable {
    /// How a publication is opened.
    public struct OpenOptions: Sendable {
        /// The bound on one resource's uncompressed size, in bytes (64 MiB by default).
        public var resourceSizeLimit: Int
        /// The page length of reflowable positions, in stored bytes (Readium: 1024).
        public var positionPageLength: Int

        /// Options; the defaults suit every real publication.
        public init(
            resourceSizeLimit: Int = ZIPContainer.defaultSizeLimit,
            positionPageLength: Int = EPUBPositions.defaultPageLength
        ) {
            self.resourceSizeLimit = resourceSizeLimit
            self.positionPageLength = positionPageLength
        }
    }

    /// A short name for messages: the file name.
    public let sourceName: String
    /// The metadata.
    public let metadata: Metadata
    /// The resources to read in order (linear spine items, one per file).
    public let readingOrder: [Link]
    /// Every other resource (stylesheets, images, fonts, non-linear items, navigation files).
    public let resources: [Link]
    /// The non-linear spine items (`linear="no"`), in spine order: also in `resources`, as
    /// Readium lists them, and outside the reading order, but shown when a link or a `goTo`
    /// leads to one (EPUB RS 3.3 #sec-pkg-doc-spine: skipped when reading on, never when followed).
    public let nonLinear: [Link]
    /// Other links of the manifest (none for EPUB today).
    public let links: [Link]
    /// The navigation collections.
    public let navigation: Navigation
    /// What was forgiven while opening: a missing spine item, a recovered XML file…
    public let diagnostics: [Diagnostic]
    /// The files of the publication.
    public let container: any Container
    /// The page length used for reflowable positions.
    public let positionPageLength: Int
    private let positionsCache = Mutex<[[Locator]]?>(nil)
    /// The `encryption.xml` algorithm of each encrypted or obfuscated resource, by container
    /// path (from the links' `properties.encrypted`; see `Publication+Encryption.swift`).
    let encryptionAlgorithms: [String: String]
    /// Every link by the equivalence key of its href, the first in `link(withHREF:)`'s order:
    /// resolving an href (each image drawn, each resource checked against the manifest) is
    /// then a lookup, not a walk over the manifest.
    private let linksByKey: [String: Link]

    /// A publication over `container`; `Publication.open` builds one from an EPUB. `positions`,
    /// when given, are the positions of each reading-order item (a PDF's: one per page);
    /// otherwise they are computed as for an EPUB.
    public init(
        container: any Container, metadata: Metadata, readingOrder: [Link], resources: [Link] = [], nonLinear: [Link] = [],
        links: [Link] = [], navigation: Navigation = Navigation(), diagnostics: [Diagnostic] = [],
        positionPageLength: Int = EPUBPositions.defaultPageLength, positions: [[Locator]]? = nil
    ) {
        self.sourceName = container.name
        self.container = container
        self.metadata = metadata
        self.readingOrder = readingOrder
        self.resources = resources
        self.nonLinear = nonLinear
        self.links = links
        self.navigation = navigation
        self.diagnostics = diagnostics
        self.positionPageLength = positionPageLength
        if let positions { positionsCache.withLock { $0 = positions } }
        self.encryptionAlgorithms = Self.encryptionAlgorithms(of: readingOrder + resources + links)
        self.linksByKey = Self.index([readingOrder, resources, links])
    }

    /// True for a PDF (one reading-order item of type `application/pdf`).
    public var isPDF: Bool { readingOrder.count == 1 && readingOrder[0].mediaType == .pdf }

    /// The table of contents.
    public var tableOfContents: [Link] { navigation.tableOfContents }
    /// The print page list.
    public var pageList: [Link] { navigation.pageList }
    /// The landmarks.
    public var landmarks: [Link] { navigation.landmarks }

    /// The bytes of the resource at `href` (a canonical or percent-encoded href; the fragment
    /// and query are ignored), bounded by the open options' size limit. Obfuscated fonts come
    /// back de-obfuscated; a DRM-encrypted resource throws `drmEncrypted`.
    public func read(_ href: String) throws(PublicationError) -> [UInt8] {
        guard !HREF.isExternal(href) else { throw .resourceNotFound(publication: sourceName, href: href) }
        let path = HREF.containerPath(href)
        let bytes = try container.read(path)
        guard let algorithm = encryptionAlgorithms[path] else { return bytes }
        return try decrypted(bytes, href: path, algorithm: algorithm)
    }

    /// The size of the resource at `href` as stored in the archive (compressed size), or nil
    /// when it is not in the archive.
    public func storedSize(of href: String) -> Int? {
        container.entry(at: HREF.containerPath(href))?.storedSize
    }

    /// The link of the reading order, resources or links whose href designates `href`
    /// (readium.md §1.5, with the retry without query and fragment).
    public func link(withHREF href: String) -> Link? {
        if let found = linksByKey[HREF.equivalenceKey(href)] { return found }
        let bare = HREF.removingQueryAndFragment(href)
        return bare == href ? nil : linksByKey[HREF.equivalenceKey(bare)]
    }

    /// The links of `collections` by the equivalence key of their hrefs, in `LocatorService`'s
    /// search order (each link, then its alternates and children, depth first): the first wins.
    private static func index(_ collections: [[Link]]) -> [String: Link] {
        var index: [String: Link] = [:]
        func add(_ links: [Link]) {
            for link in links {
                let key = HREF.equivalenceKey(link.href)
                if index[key] == nil { index[key] = link }
                add(link.alternates)
                add(link.children)
            }
        }
        collections.forEach(add)
        return index
    }

    /// The positions of each reading-order item (readium.md §1.7), computed once.
    public func positionsByReadingOrder() -> [[Locator]] {
        positionsCache.withLock { cache in
            if let cache { return cache }
            let computed = EPUBPositions.positionsByReadingOrder(
                readingOrder: readingOrder, layout: metadata.layout, pageLength: positionPageLength,
                length: { storedSize(of: $0.href) })
            cache = computed
            return computed
        }
    }

    /// Every position of the publication, in reading order.
    public func positions() -> [Locator] {
        positionsByReadingOrder().flatMap { $0 }
    }

    /// The locator service over this publication's links and positions.
    public var locatorService: LocatorService {
        LocatorService(
            readingOrder: readingOrder, resources: resources, links: links,
            positionsByReadingOrder: positionsByReadingOrder())
    }

    /// See `LocatorService.locate(progression:)`.
    public func locate(progression: Double) -> Locator? {
        locatorService.locate(progression: progression)
    }

    /// See `LocatorService.locate(_:)` for links.
    public func locate(_ link: Link) -> Locator? {
        LocatorService(readingOrder: readingOrder, resources: resources, links: links).locate(link)
    }

    /// See `LocatorService.locate(_:)` for locators.
    public func locate(_ locator: Locator) -> Locator? {
        locatorService.locate(locator)
    }
}
