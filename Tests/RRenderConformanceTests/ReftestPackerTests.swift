import Foundation
import RRender
import RRenderTestSupport
import Testing

@testable import RRenderConformance

/// A test packs as a one-chapter EPUB holding what it uses, which rrender opens like any book.
@Suite struct ReftestPackerTests {
    @Test func packsTheDocumentAndTheFilesItUses() throws {
        let suites = try CSSSuitesFixture().make()
        defer { suites.remove() }
        let epub = try ReftestPacker(root: suites.root, converted: [:]).epub(of: "demo/sheet-001.xht")
        let publication = try Renderer.openPublication(bytes: Array(epub), name: "sheet-001")
        #expect(publication.readingOrder.map(\.href) == ["demo/sheet-001.xht"])
        #expect(Set(publication.resources.map(\.href)) == ["demo/support/sheet.css", "demo/support/green.png"])
    }

    @Test func declaresAhemFirstInTheHeadWhenTheTestNamesIt() throws {
        let text = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head ><title>t</title></head><body/></html>"
        #expect(
            ReftestPacker.linking("../fonts/a.css", in: text)
                == "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head ><link rel=\"stylesheet\" type=\"text/css\" href=\"../fonts/a.css\"/><title>t</title></head><body/></html>"
        )
        #expect(
            ReftestPacker.linking("a.css", in: "<html><header/><body/></html>")
                == "<html><head><link rel=\"stylesheet\" type=\"text/css\" href=\"a.css\"/></head><header/><body/></html>")
        guard CSSSuitesFixture.ahem != nil else { return }
        let suites = try CSSSuitesFixture().make()
        defer { suites.remove() }
        let epub = try ReftestPacker(root: suites.root, converted: [:]).epub(of: "demo/ahem-001.xht")
        let publication = try Renderer.openPublication(bytes: Array(epub), name: "ahem-001")
        #expect(Set(publication.resources.map(\.href)) == ["fonts/Ahem.ttf", "fonts/rrender-ahem.css"])
    }

    @Test func anHTMLDocumentBecomesAnXHTMLChapter() {
        #expect(ReftestPacker.chapterPath("css-text-3/a.html") == "css-text-3/a.xht")
        #expect(ReftestPacker.chapterPath("css21/a.xht") == "css21/a.xht")
    }

    @Test func findsURLsInStyleSheets() {
        let css = "@import \"a.css\"; @import url(b.css); div { background: URL( 'c.png' ) } p { content: 'url(' }"
        #expect(ResourceReferences.cssURLs(css) == ["b.css", "c.png", "a.css"])
    }
}
