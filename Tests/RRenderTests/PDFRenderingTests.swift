import Foundation
import RRender
import RRenderPDF
import RRenderTestSupport
import Synchronization
import Testing

/// PDFs the tests make with cairo (`PDFFixture`): metadata, outline, links, page sizes, an image
/// page, a password; screens under the PDF settings (fit, spread, offsetFirstPage, pageSpacing,
/// readingProgression, backgroundColor).
@Suite struct PDFRenderingTests {
    static let blue = Color(rgb: 0x0000FF)

    /// Page 1: US Letter, two lines, a link to a named destination on page 3, a link to page 2
    /// and a web link. Page 2: 400 × 300. Page 3: 300 × 500, a picture, the destination.
    private func document() throws -> String {
        let fixture = PDFFixture(
            pages: [
                .init(
                    lines: ["First page", "Second line"],
                    links: [
                        .init(rect: (72, 120, 100, 20), target: .named("ending")),
                        .init(rect: (72, 150, 100, 20), target: .page(2)),
                        .init(rect: (72, 180, 100, 20), target: .uri("https://example.org/"))
                    ]),
                .init(width: 400, height: 300, lines: ["Wide page"]),
                .init(
                    width: 300, height: 500, lines: ["Picture page"], destinations: ["ending"],
                    jpeg: PDFFixture.jpeg(width: 64, height: 48))
            ], outline: [.init("Start", page: 1, children: [.init("Wide", page: 2)]), .init("End", page: 3)],
            title: "Fixture", author: "Tester")
        return try fixture.writeTemporaryFile().path
    }

    private func renderer(
        _ path: String, _ viewport: (Double, Double) = (600, 800), _ assignments: [String] = [],
        password: String? = nil
    ) throws -> Renderer {
        var preferences = PDFPreferences.empty
        for assignment in assignments { try preferences.set(assignment: assignment) }
        let publication = try Renderer.openPublication(path, password: password)
        return try Renderer(
            publication: publication,
            options: RenderOptions(
                viewport: Viewport(width: viewport.0, height: viewport.1),
                concurrency: 1), pdfPreferences: preferences)
    }

    @Test func metadataOutlineAndPositions() throws {
        let renderer = try renderer(try document())
        let publication = renderer.publication
        #expect(publication.isPDF)
        #expect(publication.metadata.title == "Fixture" && publication.metadata.authors.map(\.name) == ["Tester"])
        #expect(publication.metadata.layout == .fixed)
        #expect(renderer.pageCount() == 3)
        #expect(publication.tableOfContents.map(\.href) == ["document.pdf#page=1", "document.pdf#page=3"])
        #expect(publication.tableOfContents.first?.children.map(\.title) == ["Wide"])
        #expect(publication.positions().map(\.locations.fragments) == [["page=1"], ["page=2"], ["page=3"]])
        let progressions: [Double?] = [0, 1.0 / 3, 2.0 / 3]
        #expect(publication.positions().map(\.locations.totalProgression) == progressions)
        #expect(try renderer.text(ofPage: 1) == "First page\nSecond line")
    }

    @Test func aPageIsFittedOnWhitePaperOverTheBackground() throws {
        let page = try renderer(try document(), (600, 800), ["backgroundColor=#0000FF"]).renderPage(2)
        // 400 × 300 pt at 1.5: 600 × 450 from row 175.
        #expect(page.frame.image.color(x: 300, y: 170) == Self.blue)
        #expect(page.frame.image.color(x: 300, y: 600) == .white)
        #expect(page.frame.image.color(x: 300, y: 630) == Self.blue)
        #expect(page.text == "Wide page")
    }

    @Test func fitWidthFillsTheWidthFromTheTop() throws {
        let path = try document()
        let auto = try renderer(path, (600, 800), ["backgroundColor=#0000FF"]).renderPage(3).frame.image
        let width = try renderer(path, (600, 800), ["backgroundColor=#0000FF", "fit=width"]).renderPage(3).frame.image
        // 300 × 500 pt: auto 480 × 800 from x 60; width 600 × 1000 from the top, cut.
        #expect(auto.color(x: 30, y: 400) == Self.blue)
        #expect(width.color(x: 30, y: 400) != Self.blue)
    }

    @Test func linksBecomeHitRegionsOnTheScreen() throws {
        let renderer = try renderer(try document())
        let regions = try renderer.renderPage(1).frame.hitRegions
        #expect(
            regions.map(\.kind) == [
                .link(href: "document.pdf#page=3"), .link(href: "document.pdf#page=2"),
                .link(href: "https://example.org/")
            ])
        // Letter at 600/612 of its size, from row (800 - 792 × 600/612) / 2.
        let scale = 600.0 / 612, top = (800 - 792 * scale) / 2
        let first = try #require(regions.first).rect
        #expect(
            abs(first.x - 72 * scale) < 0.01 && abs(first.y - (top + 120 * scale)) < 0.01 && abs(first.width - 100 * scale) < 0.01
        )
        #expect(renderer.pageNumber(for: "document.pdf#page=3") == 3)
    }

    @Test func spreadsPairPagesWithSpacingAndMirrorForRightToLeft() throws {
        let path = try document()
        #expect(try renderer(path, (1200, 800)).pageCount() == 2, "1+2, then 3 alone")
        #expect(try renderer(path, (1200, 800), ["offsetFirstPage=true"]).spreads(), "1 alone, then 2+3")
        #expect(try renderer(path, (1200, 800), ["spread=never"]).pageCount() == 3)
        #expect(try renderer(path, (600, 800), ["spread=always"]).pageCount() == 2)
        let plain = try renderer(path, (1200, 800), ["backgroundColor=#0000FF"]).renderPage(1)
        let spaced = try renderer(path, (1200, 800), ["backgroundColor=#0000FF", "pageSpacing=40"]).renderPage(1).frame.image
        // Page 2 (400 × 300) starts at the spine, or 40 px past it.
        #expect(plain.frame.image.color(x: 603, y: 400) == .white && spaced.color(x: 603, y: 400) == Self.blue)
        #expect(plain.text == "First page\nSecond line\nWide page")
        // Right to left: page 1 goes right of the spine, page 2 left of it.
        let rtl = try renderer(path, (1200, 800), ["backgroundColor=#0000FF", "readingProgression=rtl"]).renderPage(1).frame.image
        #expect(plain.frame.image.color(x: 300, y: 100) == .white && rtl.color(x: 300, y: 100) == Self.blue)
        #expect(rtl.color(x: 900, y: 100) == .white)
    }

    @Test func locatorsFindTheirScreen() throws {
        let renderer = try renderer(try document(), (1200, 800))
        let locator = try renderer.locator(ofPage: 2)
        #expect(locator.locations.fragments == ["page=3"] && locator.locations.position == 3)
        #expect(locator.text.highlight == "Picture page")
        #expect(renderer.pageNumber(for: locator) == 2)
        #expect(renderer.pageNumber(for: try renderer.locator(ofPage: 1)) == 1)
    }

    @Test func theSamePixelsEveryTime() throws {
        let path = try document()
        let first = try renderer(path).renderPage(3).frame.image
        let again = try renderer(path)
        let same = try again.renderPage(3).frame.image == first && again.renderPage(3).frame.image == first
        #expect(same)
    }

    /// Poppler collects no text while it renders (CPoppler/text_guard.c, about 2 MB a page of
    /// text held until the page was freed), so a page's text comes from a Poppler page that was
    /// never rendered: asked after rendering, on the same worker, the text is all there.
    @Test func aPageRendersWithoutCollectingItsTextAndKeepsIt() throws {
        let renderer = try renderer(try document())
        let before = PDFDocument.charactersNotCollected
        let page = try renderer.renderPage(1)
        #expect(PDFDocument.charactersNotCollected > before, "the test bundle exports ActualText::addChar")
        #expect(page.text == "First page\nSecond line")
        #expect(try renderer.text(ofPage: 1) == "First page\nSecond line")
        _ = try renderer.renderPage(1)
        #expect(try renderer.text(ofPage: 1) == "First page\nSecond line")
    }

    @Test func anEncryptedPDFNeedsItsPassword() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("locked-\(UUID().uuidString).pdf")
        try Data(PDFFixture.locked).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let missing = #expect(throws: RRenderError.self) { try Renderer.openPublication(url.path) }
        guard case .publication(.passwordRequired(url.path))? = missing else {
            Issue.record("\(String(describing: missing))"); return
        }
        let wrong = #expect(throws: RRenderError.self) { try Renderer.openPublication(url.path, password: "guess") }
        guard case .publication(.wrongPassword(url.path))? = wrong else { Issue.record("\(String(describing: wrong))"); return }
        let renderer = try renderer(url.path, password: "secret")
        #expect(try renderer.text(ofPage: 1) == "Locked page")
        #expect(try renderer.renderPage(1).frame.image.width == 600)
    }
}

extension Renderer {
    /// True when the first screen shows page 1 alone and the second pages 2 and 3.
    fileprivate func spreads() -> Bool {
        (try? [text(ofPage: 1), text(ofPage: 2)]) == ["First page\nSecond line", "Wide page\nPicture page"]
    }
}

/// Tapping text on a PDF page.
@Suite struct PDFTextHitTests {
    @Test func theWordUnderAPointWithItsContext() throws {
        let path = try PDFFixture(pages: [.init(lines: ["Call me Ishmael. Some years ago,", "never mind how long"])])
            .writeTemporaryFile().path
        let renderer = try Renderer.open(path: path, options: RenderOptions(viewport: Viewport(width: 612, height: 792)))
        // The page fills the viewport at 1:1; line 1's em box spans 72 to 84 pt.
        let word = try #require(try renderer.textLocator(onPage: 1, at: Point(x: 80, y: 80)))
        #expect(word.text.highlight == "Call" && word.text.before == nil && word.text.after?.hasPrefix(" me Ishmael.") == true)
        #expect(word.locations.fragments == ["page=1"])
        // The word ends before its punctuation.
        let text = try renderer.text(ofPage: 1)
        #expect(text.hasPrefix("Call me Ishmael."))
        // Across the line: each word once, in order, punctuation and spaces giving nothing.
        var words: [String] = []
        for x in stride(from: 72.0, through: 400, by: 1) {
            if let word = try renderer.textLocator(onPage: 1, at: Point(x: x, y: 80))?.text.highlight, words.last != word {
                words.append(word)
            }
        }
        #expect(words == ["Call", "me", "Ishmael", "Some", "years", "ago"])
        #expect(try renderer.textLocator(onPage: 1, at: Point(x: 500, y: 700)) == nil, "no text there")
    }
}

/// What a PDF's catalog says: its language and, in its viewer preferences, its direction.
@Suite struct PDFCatalogTests {
    /// A two-page PDF written by hand, its catalog stating `/Lang (fr)` and `/Direction /R2L`.
    static func rightToLeftDocument() -> [UInt8] {
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R /Lang (fr) /ViewerPreferences << /Direction /R2L >> >>",
            "<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 300] >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 300] >>"
        ]
        return HostilePDFs.document(objects)
    }

    /// A one-page PDF whose outline entry ("Gone") and link go to page 8.
    static func pastTheLastPageDocument() -> [UInt8] {
        HostilePDFs.document([
            "<< /Type /Catalog /Pages 2 0 R /Outlines 4 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 300] /Annots [6 0 R] >>",
            "<< /Type /Outlines /First 5 0 R /Last 5 0 R /Count 1 >>",
            "<< /Title (Gone) /Parent 4 0 R /Dest [7 /XYZ 10 20 0] >>",
            "<< /Type /Annot /Subtype /Link /Rect [10 10 100 40] /Dest [7 /XYZ 10 20 0] >>"
        ])
    }

    /// An outline entry and a link going to page 8 of a one-page PDF: poppler-glib asks for that
    /// page unchecked and prints a CRITICAL (CLibraryMessages), which must not reach
    /// the reader's terminal. Both go nowhere.
    @Test func destinationsPastTheLastPageGoNowhereQuietly() throws {
        let before = PDFDocument.destinationMessagesQuieted
        let publication = try Renderer.openPublication(bytes: Self.pastTheLastPageDocument(), name: "gone.pdf")
        #expect(publication.tableOfContents.map(\.title) == ["Gone"])
        #expect(publication.tableOfContents.map(\.href) == ["gone.pdf"])
        let renderer = try Renderer(publication: publication, options: RenderOptions(concurrency: 1))
        #expect(try renderer.renderPage(1).frame.hitRegions.isEmpty)
        #expect(PDFDocument.destinationMessagesQuieted >= before + 2)
    }

    /// The same on four threads at once: the messages are quieted per thread, with no lock
    /// between the calls (`CLibraryMessages`), and every thread's are counted.
    @Test func destinationsPastTheLastPageGoNowhereQuietlyOnManyThreadsAtOnce() throws {
        let bytes = Self.pastTheLastPageDocument()
        let before = PDFDocument.destinationMessagesQuieted
        let regions = Mutex([Int]())
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let publication = try? Renderer.openPublication(bytes: bytes, name: "gone.pdf")
            let renderer = publication.flatMap { try? Renderer(publication: $0, options: RenderOptions(concurrency: 1)) }
            let count = (try? renderer?.renderPage(1).frame.hitRegions.count) ?? -1
            regions.withLock { $0.append(count) }
        }
        #expect(regions.withLock { $0 } == [0, 0, 0, 0])
        #expect(PDFDocument.destinationMessagesQuieted >= before + 8)
    }

    @Test func languageAndDirectionComeFromTheCatalog() throws {
        let publication = try Renderer.openPublication(bytes: Self.rightToLeftDocument(), name: "rtl.pdf")
        #expect(publication.metadata.languages == ["fr"])
        #expect(publication.metadata.readingProgression == .rtl)
        // Settings follow the document: a spread puts its first page on the right.
        var preferences = PDFPreferences.empty
        try preferences.set(assignment: "spread=always")
        let renderer = try Renderer(
            publication: publication, options: RenderOptions(viewport: Viewport(width: 400, height: 300)),
            pdfPreferences: preferences)
        #expect(renderer.options.pdfSettings.readingProgression == .rtl)
        #expect(renderer.spreads == nil && renderer.pageCount() == 1)
    }
}
