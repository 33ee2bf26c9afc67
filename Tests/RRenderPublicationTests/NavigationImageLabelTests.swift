import Foundation
import RRenderCore
import RRenderPublication
import RRenderTestSupport
import Testing

/// Navigation entries whose label is an image (EPUB 3.3 §7.4.2.2 "The nav element:
/// restrictions": a label's text includes the `alt` of its `img`; NCX 2005-1 `navLabel` may
/// hold only an `img`): they are titled by the image's `alt`, else its `title`, not dropped.
struct NavigationImageLabelTests {
    static let nav = """
        <?xml version="1.0" encoding="UTF-8"?>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
        <head><title>Nav</title></head>
        <body>
          <nav epub:type="toc"><ol>
            <li><a href="chapter_001.xhtml"><img src="c1.png" alt="Chapter 1"/></a></li>
            <li><a href="chapter_002.xhtml">Part <img src="two.png" alt="Two"/></a></li>
            <li><a href="chapter_002.xhtml#end"><img src="end.png" alt="" title="The End"/></a></li>
            <li><a href="chapter_001.xhtml#x" title="Link title"><img src="x.png"/></a></li>
            <li><a href="chapter_001.xhtml#y"><img src="y.png"/></a></li>
          </ol></nav>
          <nav epub:type="landmarks"><ol>
            <li><a epub:type="bodymatter" href="chapter_001.xhtml"><img src="start.png" alt="Start reading"/></a></li>
          </ol></nav>
        </body>
        </html>
        """

    private func open(_ book: EPUBBuilder) throws -> Publication {
        try Publication.open(data: try book.data(), name: "image-labels.epub")
    }

    /// EPUB 3.3 §7.4.2.2: `<a><img alt="Chapter 1"/></a>` is the entry "Chapter 1"; an image
    /// with an empty `alt` gives its `title`; a link with no text and no alt, its own `title`;
    /// with nothing at all the entry is still skipped (its label is empty).
    @Test func navEntriesTakeTheAltOfTheirImage() throws {
        var book = EPUBBuilder()
        book.navigation = .custom(href: "nav.xhtml", xhtml: Self.nav)
        let publication = try open(book)
        #expect(
            publication.tableOfContents == [
                Link(href: "OEBPS/chapter_001.xhtml", title: "Chapter 1"),
                Link(href: "OEBPS/chapter_002.xhtml", title: "Part Two"),
                Link(href: "OEBPS/chapter_002.xhtml#end", title: "The End"),
                Link(href: "OEBPS/chapter_001.xhtml#x", title: "Link title")
            ])
        #expect(publication.landmarks.map(\.title) == ["Start reading"])
    }

    /// NCX 2005-1 §"navLabel": a label of an `img` alone titles its entry with the image's
    /// `alt` (or `title`); a `text` wins when there is one.
    @Test func ncxLabelsMadeOfAnImageTakeItsAlt() throws {
        var book = EPUBBuilder()
        book.version = "2.0"
        book.navigation = .none
        book.ncx = """
            <?xml version="1.0" encoding="UTF-8"?>
            <ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
              <head/><docTitle><text>Book</text></docTitle>
              <navMap>
                <navPoint id="p1"><navLabel><img src="c1.png" alt="Chapter 1"/></navLabel><content src="chapter_001.xhtml"/></navPoint>
                <navPoint id="p2"><navLabel><text>Chapter 2</text><img src="c2.png" alt="ignored"/></navLabel><content src="chapter_002.xhtml"/></navPoint>
                <navPoint id="p3"><navLabel><img src="c3.png" title="Epilogue"/></navLabel><content src="chapter_002.xhtml#e"/></navPoint>
                <navPoint id="p4"><navLabel><img src="c4.png"/></navLabel><content src="chapter_002.xhtml#f"/></navPoint>
              </navMap>
            </ncx>
            """
        #expect(
            try open(book).tableOfContents == [
                Link(href: "OEBPS/chapter_001.xhtml", title: "Chapter 1"),
                Link(href: "OEBPS/chapter_002.xhtml", title: "Chapter 2"),
                Link(href: "OEBPS/chapter_002.xhtml#e", title: "Epilogue")
            ])
    }
}
