import RRender
import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// The navigator's content queries on books the tests build: fixed-layout spreads, notes in
/// other resources, selectors with ids.
@Suite struct ContentQueryTests {
    /// Three fixed-layout pages of 400 × 300 with two big words each.
    private func fixedBook() throws -> String {
        var book = EPUBBuilder(
            chapters: (1...3).map { i in
                EPUBBuilder.Chapter(
                    href: "p\(i).xhtml", title: "Page \(i)",
                    document: """
                        <?xml version="1.0" encoding="UTF-8"?>
                        <html xmlns="http://www.w3.org/1999/xhtml"><head><title>Page \(i)</title>
                        <meta name="viewport" content="width=400, height=300"/></head>
                        <body style="margin: 0"><p style="font-size: 40px; margin: 100px 20px">page\(i) words</p></body></html>
                        """)
            })
        book.packageDirectory = ""
        book.extraMetadata = #"<meta property="rendition:layout">pre-paginated</meta>"#
        return try book.writeTemporaryFile(named: "content-fixed.epub").path
    }

    private func open(_ path: String, _ width: Double, _ height: Double) throws -> Renderer {
        try Renderer.open(path: path, options: RenderOptions(viewport: Viewport(width: width, height: height), concurrency: 1))
    }

    @Test func tapsOnBothPagesOfASpreadFindTheirWords() throws {
        let path = try fixedBook()
        let spreadRenderer = try open(path, 1200, 800)
        let spread = try #require(spreadRenderer.spreads?[1])
        #expect(spread.resources == [1, 2])
        // Each page's own layout, from a portrait screen showing one page at a time.
        let single = try open(path, 600, 800)
        for (entry, number) in zip(spread.pages, [2, 3]) {
            let points = try single.withPageLayout(number) { page in
                let area = PageFit.slotRect(entry.slot, in: spreadRenderer.options.viewport, spreads: true)
                let frame = PageFit.frame(of: page.size, slot: entry.slot, in: area, fit: spreadRenderer.options.settings.fit)
                return WordPoints.words(of: page, frame: frame)
            }
            #expect(points.map(\.word) == ["words"])
            for (point, word) in points {
                let locator = try #require(try spreadRenderer.textLocator(onPage: 2, at: point))
                #expect(locator.text.highlight == word)
                #expect(locator.text.before == "page\(number) ")
                #expect(locator.href == "p\(number).xhtml")
                #expect(locator.locations.cssSelector == "html > body > p:nth-child(1)")
            }
        }
        #expect(try spreadRenderer.textLocator(onPage: 2, at: Point(x: 600, y: 50)) == nil)
        // The element of a spread is its first page's.
        #expect(try spreadRenderer.firstVisibleElement(onPage: 2)?.href == "p2.xhtml")
        #expect(spreadRenderer.pageNumber(forSelector: "html > body > p:nth-child(1)", href: "p3.xhtml") == 2)
    }

    @Test func notesComeFromAnyResourceByID() throws {
        var book = EPUBBuilder(chapters: [
            EPUBBuilder.Chapter(
                href: "c1.xhtml", title: "One",
                body: "<p>Text<a epub:type='noteref' href='notes.xhtml#n%C3%A91'>1</a>.</p>")
        ])
        book.resources = [
            EPUBBuilder.Resource(
                href: "notes.xhtml", mediaType: "application/xhtml+xml",
                text: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Notes</title></head>
                    <body><aside epub:type="footnote" id="né1"><p>The   <em>first</em>
                      note.</p></aside><aside id="n2"><p>Second.</p></aside></body></html>
                    """)
        ]
        let renderer = try Renderer.open(path: try book.writeTemporaryFile(named: "content-notes.epub").path)
        let href = book.path("notes.xhtml")
        let regions = try renderer.renderPage(1).frame.hitRegions
        #expect(regions.map(\.kind) == [.noteref(href: href + "#n%C3%A91")])
        let note = try #require(renderer.note(at: href + "#n%C3%A91"))
        #expect(note.text == "The first note.")
        #expect(note.html.hasPrefix("<aside") && note.html.contains("<em>first</em>"))
        // n2 is an aside with no note semantics: a link, not a note (NoteTargetTests).
        #expect(renderer.note(at: href + "#n2") == nil)
        #expect(renderer.note(at: href + "#n3") == nil)
        #expect(renderer.note(at: href) == nil)
    }

    @Test func selectorsWithIDsResolveToTheirPage() throws {
        let filler = (1...40).map { "<p>Paragraph \($0) of filler text that takes a line or two.</p>" }.joined()
        let book = EPUBBuilder(chapters: [
            EPUBBuilder.Chapter(href: "c1.xhtml", title: "One", body: filler + "<p id='2nd.note'>Target</p>" + filler)
        ])
        let renderer = try open(try book.writeTemporaryFile(named: "content-ids.epub").path, 400, 300)
        let href = book.chapterPath(0)
        let page = try #require(renderer.pageNumber(forSelector: #"#\32 nd\.note"#, href: href))
        #expect(page > 1)
        #expect(try renderer.text(ofPage: page).contains("Target"))
        #expect(renderer.pageNumber(forSelector: "#missing", href: href) == nil)
        #expect(renderer.pageNumber(forSelector: "html > body > p:nth-child(500)", href: href) == nil)
        #expect(renderer.pageNumber(forSelector: "#x", href: "nowhere.xhtml") == nil)
        // Every page's first element resolves to its page or, when continued, an earlier one.
        for number in 1...renderer.pageCount() {
            let element = try #require(try renderer.firstVisibleElement(onPage: number))
            let resolved = renderer.pageNumber(forSelector: element.cssSelector, href: element.href)
            #expect(element.startsOnPage ? resolved == number : (resolved ?? .max) < number)
            let locator = try #require(try renderer.firstVisibleElementLocator(onPage: number))
            #expect(locator.locations.cssSelector == element.cssSelector && locator.text.highlight == element.text)
        }
    }
}
