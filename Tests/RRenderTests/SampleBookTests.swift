import Foundation
import RRender
import RRenderCairo
import RRenderTestSupport
import Testing

/// The project's sample book, end to end through the library: every page renders, links and
/// the footnote are hit regions, and every page matches its golden image.
@Suite struct SampleBookTests {
    let renderer: Renderer

    init() throws {
        renderer = try Renderer.open(path: try SampleBookFixture.path())
    }

    @Test func opensWithItsMetadataAndNavigation() {
        let publication = renderer.publication
        #expect(publication.metadata.title == "The Tide Keeper’s Notebook")
        #expect(
            publication.readingOrder.map(\.href) == [
                "OEBPS/title.xhtml", "OEBPS/chapter-1.xhtml", "OEBPS/chapter-2.xhtml",
                "OEBPS/chapter-3.xhtml", "OEBPS/notes.xhtml"
            ])
        #expect(publication.tableOfContents.count == 5)
        #expect(publication.resources.contains { $0.href == "OEBPS/nav.xhtml" }, "the non-linear nav is a resource")
        #expect(renderer.diagnostics().filter { $0.severity >= .warning }.isEmpty, "\(renderer.diagnostics())")
    }

    @Test func everyPageMatchesItsGoldenImage() throws {
        let count = renderer.pageCount()
        #expect(count == 9)
        let golden = GoldenImage(suite: "SampleBook")
        for number in 1...count {
            let page = try renderer.renderPage(number)
            #expect(page.frame.image.width == 600 && page.frame.image.height == 800)
            if let failure = golden.check(page.frame.image, named: "page-\(number)") { Issue.record("\(failure)") }
        }
    }

    @Test func chaptersStartOnNewPagesAndTheirTextIsThere() throws {
        let counts = renderer.resourcePageCounts()
        #expect(counts.allSatisfy { $0 >= 1 })
        let chapter2 = counts[0] + counts[1] + 1
        let text = try renderer.text(ofPage: chapter2)
        #expect(text.hasPrefix("2\nReading a Tide Table\nA tide table is a humble document"))
        let all = try (1...renderer.pageCount()).map { try renderer.text(ofPage: $0) }.joined(separator: "\n")
        for expected in ["Wednesday\n11:38\n5.1 m", "Find the day, and check", "third step", "fifty minutes is a good average"] {
            #expect(all.contains(expected), "\(expected)")
        }
    }

    @Test func linksAndTheFootnoteAreHitRegions() throws {
        var targets: Set<String> = [], notes: Set<String> = []
        for number in 1...renderer.pageCount() {
            for region in try renderer.renderPage(number).frame.hitRegions {
                switch region.kind {
                case .link(let href): targets.insert(href)
                case .noteref(let href): notes.insert(href)
                }
                #expect(region.rect.width > 0 && region.rect.height > 0)
            }
        }
        #expect(targets == ["OEBPS/chapter-2.xhtml#tide-table", "OEBPS/chapter-1.xhtml#ref-1"])
        // The footnote's reference is marked epub:type="noteref": a note, shown in place.
        #expect(notes == ["OEBPS/notes.xhtml#note-1"])
        #expect(renderer.note(at: "OEBPS/notes.xhtml#note-1")?.text.isEmpty == false)
    }

    @Test func linkTargetsAndTOCEntriesFindTheirPages() throws {
        let toc = renderer.publication.tableOfContents
        #expect(renderer.pageNumber(for: "OEBPS/chapter-1.xhtml") == 2)
        let table = try #require(renderer.pageNumber(for: "OEBPS/chapter-2.xhtml#tide-table"))
        #expect(try renderer.text(ofPage: table).contains("A week of tides"))
        let chart = try #require(toc.flatMap(\.children).first { $0.title == "The shape of a day" })
        let chartPage = try #require(renderer.pageNumber(for: chart.href))
        #expect(try renderer.text(ofPage: chartPage).contains("The shape of a day"))
        #expect(renderer.pageNumber(for: "OEBPS/notes.xhtml#note-1") == renderer.pageCount())
        #expect(renderer.pageNumber(for: "OEBPS/chapter-1.xhtml#no-such-id") == 2)
        // The nav document is a non-linear spine item: a link shows it after the last page.
        #expect(renderer.pageNumber(for: "OEBPS/nav.xhtml") == renderer.pageCount() + 1)
        #expect(renderer.pageNumber(for: "OEBPS/css/book.css") == nil, "not a document")
    }

    @Test func theDrawnChartIsOnThePageAsAnImage() throws {
        let page = try (1...renderer.pageCount()).map { try renderer.renderPage($0) }
            .first { $0.text.hasPrefix("Water height at Gull Point") || $0.text.contains("Water height at Gull Point") }
        let image = try #require(page).frame.image
        // The chart's deep blue water fills part of the page: count clearly blue pixels.
        var blue = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let c = image.color(x: x, y: y)
                if Int(c.blue) - Int(c.red) > 60 { blue += 1 }
            }
        }
        #expect(blue > 20_000, "\(blue) blue pixels")
    }

    @Test func scaleMultipliesTheFrameAndViewportChangesThePageCount() throws {
        let path = try SampleBookFixture.path()
        let double = try Renderer.open(path: path, options: RenderOptions(scale: 2))
        let frame = try double.renderPage(2).frame
        #expect(frame.image.width == 1200 && frame.image.height == 1600)
        let small = try Renderer.open(path: path, options: RenderOptions(viewport: Viewport(width: 320, height: 480)))
        #expect(small.pageCount() > renderer.pageCount() + 5)
        #expect(try small.renderPage(1).frame.image.width == 320)
    }

    @Test func aPagePastTheEndIsAnError() {
        #expect(throws: RRenderError.self) { try renderer.renderPage(10_000) }
        do {
            _ = try renderer.renderPage(10_000)
        } catch {
            #expect(error.description.contains("page 10000 is out of range"))
            #expect(error.exitCode == 64)
        }
    }
}
