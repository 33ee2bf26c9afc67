import Foundation
import RRenderCore
import RRenderPublication
import RRenderTestSupport
import Testing

func open(_ book: EPUBBuilder, name: String = "book.epub") throws -> Publication {
    try Publication.open(data: try book.data(), name: name)
}

struct PackageParsingTests {
    @Test func defaultBookOpens() throws {
        let publication = try open(EPUBBuilder())
        #expect(publication.sourceName == "book.epub")
        #expect(publication.metadata.title == "Test Book")
        #expect(publication.metadata.languages == ["en"])
        #expect(publication.metadata.identifier == "urn:uuid:00000000-0000-4000-8000-000000000000")
        #expect(publication.metadata.modified == "2024-01-01T00:00:00Z")
        #expect(publication.readingOrder.map(\.href) == ["OEBPS/chapter_001.xhtml", "OEBPS/chapter_002.xhtml"])
        #expect(publication.readingOrder.allSatisfy { $0.mediaType == .xhtml })
        #expect(publication.resources.map(\.href) == ["OEBPS/nav.xhtml"])
        #expect(publication.resources.first?.rels == ["contents"])
        #expect(publication.tableOfContents.map(\.title) == ["Chapter 1", "Chapter 2"])
        #expect(publication.diagnostics.isEmpty)
        #expect(String(decoding: try publication.read("OEBPS/chapter_002.xhtml#x"), as: UTF8.self).contains("<h1>Chapter 2</h1>"))
    }

    @Test func epub3RefinementsChooseTheMainTitleAndRoles() throws {
        var book = EPUBBuilder()
        book.title = "Collection"
        book.extraMetadata = """
            <dc:title id="t2">The Real Title</dc:title>
            <meta refines="#t2" property="title-type">main</meta>
            <meta refines="#t2" property="file-as">Real Title, The</meta>
            <dc:creator id="c1">Herman Melville</dc:creator>
            <meta refines="#c1" property="file-as">MELVILLE, HERMAN</meta>
            <meta refines="#c1" property="role" scheme="marc:relators">aut</meta>
            <dc:creator id="c2">Jane Translator</dc:creator>
            <meta refines="#c2" property="role" scheme="marc:relators">trl</meta>
            <dc:contributor id="c3">Dave Cramer</dc:contributor>
            <meta refines="#c3" property="role" scheme="marc:relators">mrk</meta>
            <dc:contributor>Anonymous Helper</dc:contributor>
            <dc:language>fr</dc:language>
            <dc:publisher>Harper &amp; Brothers</dc:publisher>
            <dc:description>  A whale of a tale.  </dc:description>
            <meta property="rendition:layout">pre-paginated</meta>
            <meta property="rendition:spread">portrait</meta>
            <meta property="rendition:orientation">landscape</meta>
            """
        let metadata = try open(book).metadata
        #expect(metadata.title == "The Real Title")
        #expect(metadata.sortAs == "Real Title, The")
        #expect(metadata.authors == [Contributor(name: "Herman Melville", sortAs: "MELVILLE, HERMAN")])
        #expect(metadata.translators == [Contributor(name: "Jane Translator")])
        #expect(
            metadata.contributors == [Contributor(name: "Dave Cramer", roles: ["mrk"]), Contributor(name: "Anonymous Helper")])
        #expect(metadata.languages == ["en", "fr"])
        #expect(metadata.publishers == [Contributor(name: "Harper & Brothers")])
        #expect(metadata.description == "A whale of a tale.")
        #expect(metadata.layout == .fixed)
        #expect(metadata.spread == .both)
        #expect(metadata.orientation == .landscape)
    }

    @Test func epub2AttributesGiveRolesAndCover() throws {
        var book = EPUBBuilder()
        book.version = "2.0"
        book.title = "First Title"
        book.extraMetadata = """
            <dc:title>Second Title</dc:title>
            <dc:creator opf:role="ill" opf:file-as="Doe, Jane">Jane Doe</dc:creator>
            <dc:creator>John Writer</dc:creator>
            <dc:date opf:event="publication">1851</dc:date>
            <meta name="cover" content="cover-jpg"/>
            """
        book.resources = [.init(id: "cover-jpg", href: "images/cover.jpg", mediaType: "image/jpeg", bytes: [0xFF, 0xD8, 0xFF])]
        let metadata = try open(book).metadata
        #expect(metadata.title == "First Title")
        #expect(metadata.illustrators == [Contributor(name: "Jane Doe", sortAs: "Doe, Jane")])
        #expect(metadata.authors == [Contributor(name: "John Writer")])
        #expect(metadata.published == "1851")
        #expect(metadata.coverHref == "OEBPS/images/cover.jpg")
    }

    @Test func epub2CoverMetaMayNameAnHref() throws {
        var book = EPUBBuilder()
        book.extraMetadata = #"<meta name="cover" content="images/cover.jpg"/>"#
        book.resources = [.init(href: "images/cover.jpg", mediaType: "image/jpeg", bytes: [0xFF, 0xD8])]
        #expect(try open(book).metadata.coverHref == "OEBPS/images/cover.jpg")
    }

    @Test func epub3CoverImageProperty() throws {
        var book = EPUBBuilder()
        book.resources = [.init(href: "img/c.png", mediaType: "image/png", bytes: [0x89, 0x50], properties: ["cover-image"])]
        let publication = try open(book)
        #expect(publication.metadata.coverHref == "OEBPS/img/c.png")
        #expect(publication.link(withHREF: "OEBPS/img/c.png")?.rels == ["cover"])
    }

    @Test(arguments: [("rtl", .rtl), ("ltr", .ltr), ("default", .auto), (nil, .auto)] as [(String?, ReadingProgression)])
    func readingProgressionFromTheSpine(direction: String?, expected: ReadingProgression) throws {
        var book = EPUBBuilder()
        book.pageProgressionDirection = direction
        #expect(try open(book).metadata.readingProgression == expected)
    }

    @Test func appleDisplayOptionsGiveFixedLayout() throws {
        var book = EPUBBuilder()
        book.rawEntries = [
            ZIPEntrySpec(
                path: "META-INF/com.apple.ibooks.display-options.xml",
                text: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <display_options><platform name="*"><option name="fixed-layout">true</option></platform></display_options>
                    """)
        ]
        let publication = try open(book)
        #expect(publication.metadata.layout == .fixed)
        #expect(publication.positions().count == 2, "one position per fixed-layout resource")
    }

    @Test func spinePropertiesBecomeLinkProperties() throws {
        let book = EPUBBuilder(chapters: [
            .init(title: "L", spineProperties: ["page-spread-left"]),
            .init(title: "R", spineProperties: ["page-spread-right", "rendition:layout-pre-paginated"]),
            .init(title: "C", spineProperties: ["rendition:page-spread-center", "rendition:layout-reflowable"]),
            .init(title: "N")
        ])
        let order = try open(book).readingOrder
        #expect(order.map(\.page) == [.left, .right, .center, nil])
        #expect(order.map(\.layout) == [nil, .fixed, .reflowable, nil])
        #expect(order[1].toJSON()["properties"] == ["page": "right", "layout": "fixed"])
    }

    @Test func nonLinearItemsAreResources() throws {
        let book = EPUBBuilder(chapters: [
            .init(title: "Cover", linear: false), .init(title: "One"), .init(title: "Notes", linear: false), .init(title: "Two")
        ])
        let publication = try open(book)
        #expect(publication.readingOrder.map(\.href) == ["OEBPS/chapter_002.xhtml", "OEBPS/chapter_004.xhtml"])
        #expect(publication.resources.map(\.href) == ["OEBPS/nav.xhtml", "OEBPS/chapter_001.xhtml", "OEBPS/chapter_003.xhtml"])
        #expect(publication.link(withHREF: "OEBPS/chapter_003.xhtml")?.mediaType == .xhtml)
    }

    @Test func spineItemsIntoTheSameFileAreFolded() throws {
        var book = EPUBBuilder(chapters: [.init(title: "A"), .init(title: "B")])
        book.navigation = .none
        book.customPackageDocument = """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="id">
              <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Folded</dc:title><dc:identifier id="id">x</dc:identifier></metadata>
              <manifest>
                <item id="a" href="chapter_001.xhtml" media-type="application/xhtml+xml"/>
                <item id="a1" href="chapter_001.xhtml#s1" media-type="application/xhtml+xml"/>
                <item id="b" href="chapter_002.xhtml#start" media-type="application/xhtml+xml"/>
                <item id="a2" href="chapter_001.xhtml#s2" media-type="application/xhtml+xml"/>
                <item id="b1" href="chapter_002.xhtml#s1" media-type="application/xhtml+xml"/>
              </manifest>
              <spine><itemref idref="a"/><itemref idref="a1"/><itemref idref="b"/><itemref idref="a2"/><itemref idref="b1"/></spine>
            </package>
            """
        let publication = try open(book)
        #expect(publication.readingOrder.map(\.href) == ["OEBPS/chapter_001.xhtml", "OEBPS/chapter_002.xhtml"])
        #expect(publication.resources.isEmpty, "every manifest item is a fragment of a reading-order file")
        let folded = publication.diagnostics.filter { $0.code == "epub.spine-folded" }
        #expect(folded.count == 1)
        #expect(folded.first?.message.hasPrefix("3 of 5 linear spine items") == true)
    }

    @Test func unknownIdrefIsADiagnostic() throws {
        var book = EPUBBuilder(chapters: [.init(title: "A")])
        book.customPackageDocument = book.packageDocument().replacingOccurrences(
            of: "</spine>", with: #"<itemref idref="ghost"/></spine>"#)
        let publication = try open(book)
        #expect(publication.readingOrder.count == 1)
        #expect(publication.diagnostics.map(\.code) == ["epub.spine-unknown-idref"])
    }

    @Test func encryptionXMLMarksObfuscatedFonts() throws {
        var book = EPUBBuilder()
        book.resources = [.init(href: "fonts/a.otf", mediaType: "font/otf", bytes: [1, 2, 3])]
        book.rawEntries = [
            ZIPEntrySpec(
                path: "META-INF/encryption.xml",
                text: """
                    <encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
                      <enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.idpf.org/2008/embedding"/>
                        <enc:CipherData><enc:CipherReference URI="OEBPS/fonts/a.otf"/></enc:CipherData></enc:EncryptedData>
                    </encryption>
                    """)
        ]
        let font = try #require(try open(book).link(withHREF: "OEBPS/fonts/a.otf"))
        #expect(font.properties["encrypted"] == ["algorithm": "http://www.idpf.org/2008/embedding"])
    }

    @Test func metadataJSONForInfo() throws {
        var book = EPUBBuilder()
        book.pageProgressionDirection = "rtl"
        let json = try open(book).metadata.toJSON()
        #expect(json["title"] == "Test Book")
        #expect(json["language"] == ["en"])
        #expect(json["readingProgression"] == "rtl")
        #expect(json["presentation"] == ["layout": "reflowable"])
    }
}
