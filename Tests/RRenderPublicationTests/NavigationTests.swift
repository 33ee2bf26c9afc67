import RRenderCore
import RRenderPublication
import RRenderTestSupport
import Testing

/// Navigation documents, NCX and guide (readium.md §5.1, §5.2), on the cases of Readium's
/// `NavigationDocumentParserTests` and `NCXParserTests`, with the nav document in `base/`.
struct NavigationTests {
    static let navXHTML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
        <head><meta charset="utf-8"/><title>Nav</title></head>
        <body>
          <section>
          <nav epub:type="toc">
            <h2>Contents</h2>
            <ol>
              <li><a href="ch1.xhtml">Chapter&nbsp;1</a></li>
              <li><a href="ch2.xhtml">Chapter 2</a></li>
              <li>
                <span>Unlinked <span>section <b>with</b> nested</span> <span>HTML       elements          </span></span>
                <ol hidden="hidden">
                  <li><a href="ssec1.xhtml">Linked sub-section</a>
                    <ol><li><a href="ssec1.xhtml#p1">Paragraph</a></li></ol>
                  </li>
                </ol>
              </li>
              <li><a href="dir/ch3.xhtml">A <span>link <b>with</b> nested</span> HTML <span>elements</span>     </a></li>
              <li><a href="../ch4.xhtml">    A link
                  with <span>newlines</span>
                  splitting        the text
                </a></li>
              <li><span>An unlinked element without children is skipped</span></li>
              <li><a href="ch5.xhtml"> <!-- an empty label is skipped --> </a></li>
              <li><a href="my chapter.xhtml">Spaces</a></li>
            </ol>
          </nav>
          </section>
          <nav epub:type="page-list"><ol><li><a href="ch1.xhtml#page1">1</a></li><li><a href="ch1.xhtml#page2">2</a></li></ol></nav>
          <nav epub:type="landmarks"><ol>
            <li><a epub:type="toc" href="#toc">Table of Contents</a></li>
            <li><a epub:type="bodymatter" href="ch1.xhtml">Begin Reading</a></li>
            <li><a epub:type="index" href="index.xhtml">Index</a></li>
          </ol></nav>
          <nav epub:type="loi"><ol><li><a href="ch2.xhtml#fig1">Figure 1</a></li></ol></nav>
        </body>
        </html>
        """

    /// A book whose package is at the root and whose nav document is `base/nav.xhtml`.
    func bookWithNav() -> EPUBBuilder {
        var book = EPUBBuilder(chapters: [
            .init(href: "base/ch1.xhtml", title: "One"), .init(href: "base/ch2.xhtml", title: "Two")
        ])
        book.packageDirectory = ""
        book.navigation = .custom(href: "base/nav.xhtml", xhtml: Self.navXHTML)
        return book
    }

    @Test func tableOfContentsFollowsTheNavRules() throws {
        let toc = try open(bookWithNav()).tableOfContents
        #expect(
            toc == [
                Link(href: "base/ch1.xhtml", title: "Chapter 1"),
                Link(href: "base/ch2.xhtml", title: "Chapter 2"),
                Link(
                    href: "#", title: "Unlinked section with nested HTML elements",
                    children: [
                        Link(
                            href: "base/ssec1.xhtml", title: "Linked sub-section",
                            children: [
                                Link(href: "base/ssec1.xhtml#p1", title: "Paragraph")
                            ])
                    ]),
                Link(href: "base/dir/ch3.xhtml", title: "A link with nested HTML elements"),
                Link(href: "ch4.xhtml", title: "A link with newlines splitting the text"),
                Link(href: "base/my%20chapter.xhtml", title: "Spaces")
            ])
    }

    @Test func pageListLandmarksAndLists() throws {
        let publication = try open(bookWithNav())
        #expect(
            publication.pageList == [
                Link(href: "base/ch1.xhtml#page1", title: "1"), Link(href: "base/ch1.xhtml#page2", title: "2")
            ])
        #expect(
            publication.landmarks == [
                Link(href: "base/nav.xhtml#toc", title: "Table of Contents", rels: ["contents"]),
                Link(href: "base/ch1.xhtml", title: "Begin Reading", rels: ["start"]),
                Link(href: "base/index.xhtml", title: "Index", rels: ["http://idpf.org/epub/vocab/structure/#index"])
            ])
        #expect(publication.navigation.listOfIllustrations == [Link(href: "base/ch2.xhtml#fig1", title: "Figure 1")])
        #expect(publication.navigation.listOfTables.isEmpty)
        #expect(publication.readingOrder.first?.rels == ["start"], "landmark rels are copied onto the reading order")
    }

    @Test func navInAnotherFolderThanThePackage() throws {
        var book = EPUBBuilder()
        book.navigation = .custom(
            href: "nav/toc.xhtml",
            xhtml: """
                <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><body>
                <nav epub:type="toc"><ol><li><a href="../chapter_002.xhtml#s">Second</a></li></ol></nav></body></html>
                """)
        #expect(try open(book).tableOfContents == [Link(href: "OEBPS/chapter_002.xhtml#s", title: "Second")])
    }

    static let ncx = """
        <?xml version="1.0" encoding="UTF-8"?>
        <ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
          <head/><docTitle><text>T</text></docTitle>
          <navMap>
            <navPoint id="a"><navLabel><text>  Chapter
              1 </text></navLabel><content src="../chapter_001.xhtml"/>
              <navPoint id="a1"><navLabel><text>Section 1.1</text></navLabel><content src="../chapter_001.xhtml#s1"/></navPoint>
            </navPoint>
            <navPoint id="e"><navLabel><text></text></navLabel><content src="../chapter_002.xhtml"/></navPoint>
            <navPoint id="b"><navLabel><text>Chapter 2</text></navLabel><content src="../chapter_002.xhtml"/></navPoint>
          </navMap>
          <pageList><pageTarget id="p1" type="normal" value="1"><navLabel><text>1</text></navLabel><content src="../chapter_001.xhtml#page1"/></pageTarget></pageList>
        </ncx>
        """

    @Test func ncxIsTheFallbackWithoutANavDocument() throws {
        var book = EPUBBuilder()
        book.version = "2.0"
        book.navigation = .none
        book.resources = [.init(href: "ncx/toc.ncx", mediaType: "application/x-dtbncx+xml", text: Self.ncx)]
        let publication = try open(book)
        #expect(
            publication.tableOfContents == [
                Link(
                    href: "OEBPS/chapter_001.xhtml", title: "Chapter 1",
                    children: [Link(href: "OEBPS/chapter_001.xhtml#s1", title: "Section 1.1")]),
                Link(href: "OEBPS/chapter_002.xhtml", title: "Chapter 2")
            ])
        #expect(publication.pageList == [Link(href: "OEBPS/chapter_001.xhtml#page1", title: "1")])
    }

    @Test func ncxIsIgnoredWhenTheNavDocumentHasAToc() throws {
        var book = EPUBBuilder()
        book.resources = [.init(href: "ncx/toc.ncx", mediaType: "application/x-dtbncx+xml", text: Self.ncx)]
        let publication = try open(book)
        #expect(publication.tableOfContents.map(\.title) == ["Chapter 1", "Chapter 2"])
        #expect(publication.tableOfContents.allSatisfy { $0.children.isEmpty })
        #expect(publication.pageList.isEmpty, "the NCX page list is only used with the NCX toc")
    }

    @Test func ncxNamedBySpineTocAttribute() throws {
        var book = EPUBBuilder()
        book.navigation = .none
        book.ncx = EPUBBuilder.ncxDocument([(title: "Only", src: "chapter_002.xhtml")])
        #expect(try open(book).tableOfContents == [Link(href: "OEBPS/chapter_002.xhtml", title: "Only")])
    }

    @Test func guideBecomesLandmarksOnlyWithoutNavLandmarks() throws {
        var book = EPUBBuilder()
        book.guide = """
            <reference type="cover" title="Cover" href="chapter_001.xhtml"/>
            <reference type="text" title="Start" href="chapter_002.xhtml#x"/>
            <reference type="title-page" href="chapter_001.xhtml"/>
            <reference type="acknowledgements" title="Thanks" href="chapter_002.xhtml"/>
            """
        let publication = try open(book)
        #expect(
            publication.landmarks == [
                Link(href: "OEBPS/chapter_001.xhtml", title: "Cover", rels: ["cover"]),
                Link(href: "OEBPS/chapter_002.xhtml#x", title: "Start", rels: ["start"]),
                Link(
                    href: "OEBPS/chapter_001.xhtml", title: "title-page",
                    rels: ["http://idpf.org/epub/vocab/structure/#titlepage"]),
                Link(
                    href: "OEBPS/chapter_002.xhtml", title: "Thanks",
                    rels: ["http://idpf.org/epub/vocab/structure/#acknowledgments"])
            ])
        #expect(publication.readingOrder.map(\.rels) == [["cover"], ["start"]])

        var withNav = bookWithNav()
        withNav.guide = #"<reference type="cover" title="Cover" href="base/ch2.xhtml"/>"#
        #expect(try open(withNav).landmarks.map(\.title) == ["Table of Contents", "Begin Reading", "Index"])
    }

    @Test func unreadableNavDocumentIsADiagnostic() throws {
        var book = EPUBBuilder()
        book.omittedEntries = ["OEBPS/nav.xhtml"]
        let publication = try open(book)
        #expect(publication.tableOfContents.isEmpty)
        #expect(publication.diagnostics.map(\.code).contains("epub.navigation-unreadable"))
    }
}
