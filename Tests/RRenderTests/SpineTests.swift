import Foundation
import RRender
import RRenderTestSupport
import Testing

/// The spine (EPUB 3.3 §5.7; EPUB RS 3.3 #sec-pkg-doc-spine): an itemref that repeats an item is a place
/// of its own; a non-linear item is outside the page sequence but shown when a link or a
/// `goTo` leads to it.
@Suite struct SpineTests {
    /// Three chapters; the spine reads one, two, one again.
    private func bookRepeatingItsFirstChapter() throws -> String {
        var book = EPUBBuilder(chapters: [
            .init(id: "one", title: "One", body: MixedLayoutTests.longChapter("First", 30)),
            .init(id: "two", title: "Two", body: MixedLayoutTests.longChapter("Second", 30))
        ])
        book.customPackageDocument = book.packageDocument().replacingOccurrences(
            of: #"<itemref idref="two"/>"#, with: #"<itemref idref="two"/><itemref idref="one"/>"#)
        return try book.writeTemporaryFile(named: "repeated.epub").path
    }

    /// A chapter linking to a non-linear answer sheet, and a last chapter.
    private func bookWithNonLinearAnswers() throws -> String {
        let book = EPUBBuilder(chapters: [
            .init(title: "Questions", body: #"<p>Question one. <a href="answers.xhtml#a1">See the answer</a>.</p>"#),
            .init(
                href: "answers.xhtml", title: "Answers",
                body: #"<p id="a1">Answer one is forty-two.</p>"#
                    + MixedLayoutTests.longChapter("Answer", 30), linear: false),
            .init(title: "Epilogue", body: "<p>The end of the book.</p>")
        ])
        return try book.writeTemporaryFile(named: "non-linear.epub").path
    }

    // §5.7: each itemref is a place in the default reading order, the same item twice too.
    @Test func aRepeatedItemIsAPlaceOfItsOwnWithItsOwnPositions() throws {
        let renderer = try Renderer.open(path: try bookRepeatingItsFirstChapter(), options: RenderOptions(concurrency: 1))
        let order = renderer.publication.readingOrder.map(\.href)
        #expect(order == ["OEBPS/chapter_001.xhtml", "OEBPS/chapter_002.xhtml", "OEBPS/chapter_001.xhtml"])
        #expect(renderer.publication.diagnostics.contains { $0.code == "epub.spine-repeated" })
        let counts = renderer.resourcePageCounts()
        #expect(counts[0] == counts[2] && renderer.pageCount() == counts.reduce(0, +))
        let positions = renderer.publication.positionsByReadingOrder()
        #expect(
            positions[2].count == positions[0].count && positions[2][0].locations.position != positions[0][0].locations.position)
        // The copy's second page can be bookmarked and found again: its locator names its own position.
        let copy = counts[0] + counts[1] + 2
        let locator = try renderer.locator(ofPage: copy)
        #expect(locator.href == "OEBPS/chapter_001.xhtml")
        #expect(renderer.pageNumber(for: locator) == copy)
        #expect(renderer.pageNumber(for: try renderer.locator(ofPage: 2)) == 2)
        #expect(try renderer.text(ofPage: copy) == renderer.text(ofPage: 2))
    }

    // EPUB RS 3.3 #sec-pkg-doc-spine: reading on skips a non-linear item; following a link shows it.
    @Test func aNonLinearItemIsSkippedByReadingOnAndShownByALink() throws {
        let path = try bookWithNonLinearAnswers()
        let publication = try Renderer.openPublication(path)
        #expect(publication.readingOrder.map(\.href) == ["OEBPS/chapter_001.xhtml", "OEBPS/chapter_003.xhtml"])
        #expect(publication.nonLinear.map(\.href) == ["OEBPS/answers.xhtml"])
        #expect(publication.resources.contains { $0.href == "OEBPS/answers.xhtml" })
        #expect(publication.positionsByReadingOrder().count == 2)
        let navigator = try PageNavigator(publication: publication, options: RenderOptions(concurrency: 1))
        let renderer = navigator.renderer
        #expect(renderer.pageCount() == 2)
        #expect(try renderer.text(ofPage: 2).contains("The end of the book."))
        // Following the link lands on the answer, past the last page, and turning pages stays in it.
        let link = try #require(try renderer.renderPage(1).frame.hitRegions.first)
        guard case .link(let href) = link.kind else { Issue.record("not a link: \(link.kind)"); return }
        #expect(navigator.go(to: Link(href: href)))
        #expect(navigator.currentPage > 2 && navigator.currentLocation.href == "OEBPS/answers.xhtml")
        #expect(try renderer.text(ofPage: navigator.currentPage).contains("Answer one is forty-two."))
        let answers = navigator.currentPage
        #expect(navigator.goForward() && navigator.currentLocation.href == "OEBPS/answers.xhtml")
        while navigator.goForward() { #expect(navigator.currentLocation.href == "OEBPS/answers.xhtml") }
        // Turning back stops at the answers' first screen, never entering the reading order.
        while navigator.goBackward() { #expect(navigator.currentLocation.href == "OEBPS/answers.xhtml") }
        #expect(navigator.currentPage == answers)
        #expect(navigator.goBack() && navigator.currentPage == 1)
        #expect(navigator.goForward() && navigator.currentPage == 2 && !navigator.goForward())
        // The page sequence ends at the last page: --page past it is out of range.
        #expect(throws: RRenderError.self) { try renderer.readingOrderLocation(ofPage: answers) }
        #expect(renderer.pageNumber(for: "OEBPS/answers.xhtml#a1") == answers)
    }

    // `--at` renders a non-linear item; `--page` past the last page is a usage error.
    @Test func theCommandLineRendersANonLinearItemByItsHref() throws {
        let path = try bookWithNonLinearAnswers()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-nonlinear-\(UUID().uuidString).png")
            .path
        let at = try CommandRunner().run(["render", path, "--at", "OEBPS/answers.xhtml", "-o", output])
        #expect(at.status == 0, "\(at.stderr)")
        #expect(FileManager.default.fileExists(atPath: output))
        let past = try CommandRunner().run(["render", path, "--page", "3", "-o", output + ".3.png"])
        #expect(past.status == 64 && past.stderr.contains("page 3"), "\(past.stderr)")
    }
}
