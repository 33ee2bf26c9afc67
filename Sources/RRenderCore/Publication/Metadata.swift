/// The direction in which the pages of a publication follow each other (readium.md §5.4).
public enum ReadingProgression: String, Sendable, CaseIterable {
    /// Left to right.
    case ltr
    /// Right to left (Arabic, Hebrew, Japanese vertical books).
    case rtl
    /// Top to bottom.
    case ttb
    /// Bottom to top.
    case btt
    /// Not stated: the navigator decides (from the language, then defaults).
    case auto
}

/// How the content of a publication or resource is laid out.
public enum Layout: String, Sendable, CaseIterable {
    /// Reflowable: laid out in pages of the viewport.
    case reflowable
    /// Fixed layout (EPUB `pre-paginated`): each resource is one page of a fixed size.
    case fixed
    /// Scrolled (RWPM's webtoon layout): EPUB's `rendition:layout` `roll` (EPUB 3.4 draft), each
    /// item at its own size like a fixed-layout page, fitted to the viewport's width and shown
    /// as one continuous strip.
    case scrolled

    /// True when each item is one page of its own size (fixed layout and roll), laid out
    /// without Readium CSS or the reflowable settings.
    public var hasOwnPageSize: Bool { self != .reflowable }
}

/// When to show two pages side by side (EPUB `rendition:spread`).
public enum Spread: String, Sendable, CaseIterable {
    /// The reading system decides.
    case auto
    /// In landscape and portrait.
    case both
    /// Never.
    case none
    /// Only in landscape.
    case landscape
}

/// The orientation a publication asks for (EPUB `rendition:orientation`).
public enum Orientation: String, Sendable, CaseIterable {
    /// Any orientation.
    case auto
    /// Landscape.
    case landscape
    /// Portrait.
    case portrait
}

/// A person or organisation who contributed to a publication.
public struct Contributor: Hashable, Sendable {
    /// The name as displayed.
    public var name: String
    /// The name for sorting (EPUB `file-as`).
    public var sortAs: String?
    /// Roles (MARC relator codes such as `dtc`, or RWPM role names), for `contributors`.
    public var roles: [String]
    /// The name with its language, direction and alternate scripts; nil when the package gives
    /// it none of those (then `name` is all there is).
    public var localizedName: MetadataString? = nil

    /// A contributor.
    public init(name: String, sortAs: String? = nil, roles: [String] = []) {
        self.name = name
        self.sortAs = sortAs
        self.roles = roles
    }
}

/// The metadata of a publication, in the shape of the Readium Web Publication Manifest: what
/// `rrender info` prints, and what settings resolution reads (language, reading progression,
/// layout).
public struct Metadata: Hashable, Sendable {
    /// The unique identifier (EPUB: the package's `unique-identifier`).
    public var identifier: String?
    /// The main title.
    public var title: String?
    /// The title for sorting, when given.
    public var sortAs: String?
    /// A subtitle, when given.
    public var subtitle: String?
    /// Authors (EPUB: creators without a role or with role `aut`).
    public var authors: [Contributor]
    /// Translators (`trl`).
    public var translators: [Contributor]
    /// Editors (`edt`).
    public var editors: [Contributor]
    /// Artists (`art`).
    public var artists: [Contributor]
    /// Illustrators (`ill`).
    public var illustrators: [Contributor]
    /// Colorists (`clr`).
    public var colorists: [Contributor]
    /// Narrators (`nrt`).
    public var narrators: [Contributor]
    /// Publishers (`dc:publisher`).
    public var publishers: [Contributor]
    /// Every other contributor, with its roles.
    public var contributors: [Contributor]
    /// Languages, in document order (BCP 47 tags).
    public var languages: [String]
    /// Last modification date as written (EPUB `dcterms:modified`).
    public var modified: String?
    /// Publication date as written (EPUB `dc:date`).
    public var published: String?
    /// The description.
    public var description: String?
    /// Subjects.
    public var subjects: [String]
    /// The reading progression (EPUB: the spine's `page-progression-direction`).
    public var readingProgression: ReadingProgression
    /// The publication-level layout (EPUB `rendition:layout`; reflowable when unstated).
    public var layout: Layout
    /// `rendition:spread`, when stated.
    public var spread: Spread?
    /// `rendition:orientation`, when stated.
    public var orientation: Orientation?
    /// `rendition:flow`, when stated (RWPM `presentation.overflow` and `continuous`).
    public var flow: RenditionFlow?
    /// The deprecated `rendition:viewport` size, when stated and valid: the initial containing
    /// block of a fixed-layout document that has no viewport meta of its own.
    public var viewport: Size?
    /// The href of the cover image, when the publication names one.
    public var coverHref: String?
    /// Other metadata, kept verbatim and written at the top level (`rights`, `source`…).
    public var otherMetadata: [String: JSONValue]
    /// The main title with its language, direction and alternate scripts; nil when the package
    /// gives it none of those. `title` stays the plain main title.
    public var localizedTitle: MetadataString? = nil
    /// The subtitle likewise.
    public var localizedSubtitle: MetadataString? = nil
    /// The package's default language (`<package xml:lang>`): the language of its metadata,
    /// never of the content documents (EPUB RS 3.3 `#sec-epub-rs-i18n`).
    public var packageLanguage: String? = nil
    /// The package's default base direction (`<package dir>`), for its metadata only.
    public var packageDirection: MetadataDirection? = nil

    /// Metadata; everything optional.
    public init(
        identifier: String? = nil, title: String? = nil, sortAs: String? = nil, subtitle: String? = nil,
        authors: [Contributor] = [], translators: [Contributor] = [], editors: [Contributor] = [],
        artists: [Contributor] = [], illustrators: [Contributor] = [], colorists: [Contributor] = [],
        narrators: [Contributor] = [], publishers: [Contributor] = [], contributors: [Contributor] = [],
        languages: [String] = [], modified: String? = nil, published: String? = nil,
        description: String? = nil, subjects: [String] = [],
        readingProgression: ReadingProgression = .auto, layout: Layout = .reflowable,
        spread: Spread? = nil, orientation: Orientation? = nil, flow: RenditionFlow? = nil, viewport: Size? = nil,
        coverHref: String? = nil, otherMetadata: [String: JSONValue] = [:]
    ) {
        self.identifier = identifier
        self.title = title
        self.sortAs = sortAs
        self.subtitle = subtitle
        self.authors = authors
        self.translators = translators
        self.editors = editors
        self.artists = artists
        self.illustrators = illustrators
        self.colorists = colorists
        self.narrators = narrators
        self.publishers = publishers
        self.contributors = contributors
        self.languages = languages
        self.modified = modified
        self.published = published
        self.description = description
        self.subjects = subjects
        self.readingProgression = readingProgression
        self.layout = layout
        self.spread = spread
        self.orientation = orientation
        self.flow = flow
        self.viewport = viewport
        self.coverHref = coverHref
        self.otherMetadata = otherMetadata
    }

    /// The RWPM key and the property of every contributor list, in a fixed order.
    static var contributorProperties: [(key: String, path: WritableKeyPath<Metadata, [Contributor]>)] {
        [
            ("author", \.authors), ("translator", \.translators), ("editor", \.editors), ("artist", \.artists),
            ("illustrator", \.illustrators), ("colorist", \.colorists), ("narrator", \.narrators),
            ("publisher", \.publishers), ("contributor", \.contributors)
        ]
    }

    /// The RWPM key and the value of every contributor list, in a fixed order.
    var contributorLists: [(key: String, value: [Contributor])] {
        Self.contributorProperties.map { ($0.key, self[keyPath: $0.path]) }
    }
}
