import Foundation
import RRenderCore
import RRenderPublication
import RRenderTestSupport
import Synchronization
import Testing

@testable import RRender

/// `forEachPageText`: every page's text, in order, each chapter laid out once, the texts
/// `text(ofPage:)` gives one page at a time.
@Suite struct PageTextsTests {
    func texts(_ renderer: Renderer) throws -> [(Int, String)] {
        let found = Mutex<[(Int, String)]>([])
        try renderer.forEachPageText { location, text in found.withLock { $0.append((location.number, text)) } }
        return found.withLock { $0 }
    }

    @Test(arguments: [1, 2, 3])
    func everyPageInOrderWithTheTextOfEachPage(workers: Int) throws {
        let chapters = (1...7).map {
            EPUBBuilder.Chapter(
                title: "Chapter \($0)",
                body: String(repeating: "<p>Chapter \($0) says something long enough to fill lines.</p>", count: 4 * $0))
        }
        let publication = try Publication.open(data: try EPUBBuilder(chapters: chapters).data(), name: "texts.epub")
        let renderer = try Renderer(
            publication: publication, options: RenderOptions(viewport: Viewport(width: 240, height: 200), concurrency: workers))
        let found = try texts(renderer)
        let count = renderer.pageCount()
        #expect(count > 14)
        #expect(found.map(\.0) == Array(1...count))
        for (number, text) in found { #expect(text == (try renderer.text(ofPage: number)), "page \(number)") }
        #expect(found.contains { $0.1.contains("Chapter 7 says") })
    }

    @Test func aPDFsPagesInOrder() throws {
        let publication = try Renderer.openPublication(
            bytes: PDFFixture(pages: ["one", "two", "three"].map { PDFFixture.Page(lines: [$0]) }).data(),
            name: "three.pdf")
        let renderer = try Renderer(publication: publication)
        #expect(
            try texts(renderer).map(\.1).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } == ["one", "two", "three"])
    }
}
