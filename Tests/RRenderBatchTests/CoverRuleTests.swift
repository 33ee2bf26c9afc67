import Foundation
import RRender
import RRenderBatch
import RRenderCairo
import RRenderImages
import RRenderTestSupport
import Testing

/// Each rule of the cover lookup on a small EPUB made for it, and the fallbacks between them.
@Suite struct CoverRuleTests {
    @Test func epub3PropertyListNamesTheCoverImage() throws {
        var book = CoverFixtures.plainBook()
        book.resources.append(
            .init(
                href: "images/cover.png", mediaType: "image/png", bytes: CoverFixtures.coverPNG(),
                properties: ["cover-image", "svg"]))
        let thumbnail = try CoverFixtures.thumbnail(book)
        #expect(thumbnail.rule == .coverImage)
        #expect(thumbnail.href == "OEBPS/images/cover.png")
        #expect((thumbnail.width, thumbnail.height) == (192, 256))
        #expect(near(thumbnail.image.rgb(atX: 0.5, y: 0.25), 0xFF0000))
        #expect(near(thumbnail.image.rgb(atX: 0.5, y: 0.75), 0x0000FF))
    }

    @Test func epub2MetaCoverByID() throws {
        var book = CoverFixtures.plainBook()
        book.version = "2.0"
        book.extraMetadata = #"<meta name="cover" content="the-cover"/>"#
        book.resources.append(.init(id: "the-cover", href: "cover.png", mediaType: "image/png", bytes: CoverFixtures.coverPNG()))
        let thumbnail = try CoverFixtures.thumbnail(book)
        #expect(thumbnail.rule == .metaCover)
        #expect(near(thumbnail.image.rgb(atX: 0.5, y: 0.25), 0xFF0000))
    }

    @Test func epub2MetaCoverByHref() throws {
        var book = CoverFixtures.plainBook()
        book.version = "2.0"
        book.extraMetadata = #"<meta name="cover" content="art/cover.png"/>"#
        book.resources.append(.init(id: "img", href: "art/cover.png", mediaType: "image/png", bytes: CoverFixtures.coverPNG()))
        let thumbnail = try CoverFixtures.thumbnail(book)
        #expect(thumbnail.rule == .metaCover)
        #expect(thumbnail.href == "OEBPS/art/cover.png")
    }

    @Test func guideCoverRendersThatPage() throws {
        var book = CoverFixtures.plainBook()
        book.chapters.insert(CoverFixtures.coverPage, at: 1)
        book.guide = #"<reference type="cover" title="Cover" href="cover.xhtml"/>"#
        let thumbnail = try CoverFixtures.thumbnail(book)
        #expect(thumbnail.rule == .guideCover)
        #expect(thumbnail.href == "OEBPS/cover.xhtml")
        // A 600×800 page rendered at 256 px: never rendered large and reduced.
        #expect((thumbnail.width, thumbnail.height) == (192, 256))
        #expect(near(thumbnail.image.rgb(atX: 0.5, y: 0.5), 0xFF00FF))
    }

    @Test func landmarkCoverRendersThatPage() throws {
        var book = CoverFixtures.plainBook()
        book.chapters.insert(CoverFixtures.coverPage, at: 1)
        book.navigation = .custom(
            href: "nav.xhtml",
            xhtml: """
                <?xml version="1.0" encoding="UTF-8"?>
                <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Nav</title></head><body>
                <nav epub:type="toc"><ol><li><a href="chapter_001.xhtml">Opening</a></li></ol></nav>
                <nav epub:type="landmarks"><ol><li><a epub:type="cover" href="cover.xhtml">Cover</a></li></ol></nav>
                </body></html>
                """)
        let thumbnail = try CoverFixtures.thumbnail(book)
        #expect(thumbnail.rule == .guideCover)
        #expect(near(thumbnail.image.rgb(atX: 0.5, y: 0.5), 0xFF00FF))
    }

    @Test func noCoverRendersTheFirstPage() throws {
        let thumbnail = try CoverFixtures.thumbnail(CoverFixtures.plainBook())
        #expect(thumbnail.rule == .firstPage)
        #expect(thumbnail.href == "OEBPS/chapter_001.xhtml")
        #expect((thumbnail.width, thumbnail.height) == (192, 256))
        // A white page with some dark text on it.
        let pixels = (0..<thumbnail.height).flatMap { y in
            (0..<thumbnail.width).map { x in
                thumbnail.image.rgb(atX: Double(x) / Double(thumbnail.width), y: Double(y) / Double(thumbnail.height))
            }
        }
        #expect(pixels.filter { $0 == 0xFFFFFF }.count > pixels.count / 2)
        #expect(pixels.contains { ($0 & 0xFF) < 128 })
    }

    @Test func fixedLayoutFirstPageKeepsItsOwnAspect() throws {
        var book = EPUBBuilder(chapters: [
            .init(
                title: "Page",
                document: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <html xmlns="http://www.w3.org/1999/xhtml"><head><title>Page</title>
                    <meta name="viewport" content="width=400, height=300"/></head>
                    <body style="margin:0"><div style="background:#00ffff;width:400px;height:300px">&#160;</div></body></html>
                    """)
        ])
        book.extraMetadata = #"<meta property="rendition:layout">pre-paginated</meta>"#
        let thumbnail = try CoverFixtures.thumbnail(book)
        #expect(thumbnail.rule == .firstPage)
        // A landscape page of 400×300 CSS px, rendered 256 px wide: no letterbox around it.
        #expect((thumbnail.width, thumbnail.height) == (256, 192))
        #expect(near(thumbnail.image.rgb(atX: 0.05, y: 0.05), 0x00FFFF))
        #expect(near(thumbnail.image.rgb(atX: 0.95, y: 0.95), 0x00FFFF))
    }

    @Test func svgCoverIsRenderedAtTheSize() throws {
        var book = CoverFixtures.plainBook()
        book.resources.append(
            .init(href: "cover.svg", mediaType: "image/svg+xml", text: CoverFixtures.coverSVG, properties: ["cover-image"]))
        let thumbnail = try CoverFixtures.thumbnail(book, size: 512)
        #expect(thumbnail.rule == .coverImage)
        // Vectors are drawn at the size: 300×400 becomes 384×512.
        #expect((thumbnail.width, thumbnail.height) == (384, 512))
        #expect(near(thumbnail.image.rgb(atX: 0.5, y: 0.25), 0x00FF00))
        #expect(near(thumbnail.image.rgb(atX: 0.5, y: 0.75), 0x0000FF))
    }

    @Test func missingCoverFileFallsBackToTheNextRule() throws {
        var book = CoverFixtures.plainBook()
        book.resources.append(
            .init(href: "gone.png", mediaType: "image/png", bytes: CoverFixtures.coverPNG(), properties: ["cover-image"]))
        book.omittedEntries = [book.path("gone.png")]
        let firstPage = try CoverFixtures.thumbnail(book)
        #expect(firstPage.rule == .firstPage)

        book.extraMetadata = #"<meta name="cover" content="other"/>"#
        book.resources.append(.init(id: "other", href: "other.png", mediaType: "image/png", bytes: CoverFixtures.coverPNG()))
        let meta = try CoverFixtures.thumbnail(book)
        #expect(meta.rule == .metaCover)
    }

    @Test func damagedCoverImageFallsBack() throws {
        var book = CoverFixtures.plainBook()
        book.resources.append(
            .init(
                href: "cover.jpg", mediaType: "image/jpeg", bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0, 1, 2], properties: ["cover-image"])
        )
        #expect(try CoverFixtures.thumbnail(book).rule == .firstPage)
    }

    @Test func coverInASubfolderWithAPercentEncodedHref() throws {
        var book = CoverFixtures.plainBook()
        book.resources.append(
            .init(href: "images/covers/my%20cover.png", mediaType: "image/png", bytes: [], properties: ["cover-image"]))
        book.omittedEntries = [book.path("images/covers/my%20cover.png")]
        book.rawEntries = [ZIPEntrySpec(path: book.path("images/covers/my cover.png"), bytes: CoverFixtures.coverPNG())]
        let thumbnail = try CoverFixtures.thumbnail(book)
        #expect(thumbnail.rule == .coverImage)
        #expect(near(thumbnail.image.rgb(atX: 0.5, y: 0.75), 0x0000FF))
    }

    @Test func smallCoverKeepsItsOwnSize() throws {
        var book = CoverFixtures.plainBook()
        book.resources.append(
            .init(
                href: "c.png", mediaType: "image/png", bytes: CoverFixtures.coverPNG(width: 90, height: 120),
                properties: ["cover-image"]))
        let thumbnail = try CoverFixtures.thumbnail(book)
        #expect((thumbnail.width, thumbnail.height) == (90, 120))
    }

    @Test func largeJPEGCoverIsDecodedScaled() throws {
        var book = CoverFixtures.plainBook()
        let jpeg = try JPEGEncoder.encode(PixelImage(width: 2400, height: 3200, fill: 0xFF20_8040))
        book.resources.append(.init(href: "big.jpg", mediaType: "image/jpeg", bytes: jpeg, properties: ["cover-image"]))
        let thumbnail = try CoverFixtures.thumbnail(book)
        #expect((thumbnail.width, thumbnail.height) == (192, 256))
        #expect(near(thumbnail.image.rgb(atX: 0.5, y: 0.5), 0x208040, tolerance: 6))
    }
}
