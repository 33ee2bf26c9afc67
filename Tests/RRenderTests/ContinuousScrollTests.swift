import Foundation
import RRender
import RRenderCore
import RRenderPublication
import RRenderTestSupport
import Synchronization
import Testing

/// `rendition:flow` `scrolled-continuous` (EPUB 3.3 §8.2.1: "render all content documents in
/// the spine in a single continuous flow"): the chapters scroll as one strip, a chapter's end
/// and the next one's start sharing a screen.
@Suite struct ContinuousScrollTests {
    /// Three chapters of one coloured block each, 700 (red), 300 (blue) and 500 px (green)
    /// high; the third with `extra` spine properties.
    private func book(flow: String = "scrolled-continuous", thirdProperties: [String] = []) throws -> Publication {
        func chapter(_ name: String, _ height: Int, _ color: String, properties: [String] = []) -> EPUBBuilder.Chapter {
            EPUBBuilder.Chapter(
                href: "\(name).xhtml", title: name,
                document: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <html xmlns="http://www.w3.org/1999/xhtml"><head><title>\(name)</title></head>
                    <body style="margin: 0; padding: 0"><div id="c-\(name)" style="height: \(height)px; background: \(color); \
                    margin: 0; font: 20px serif">Chapter \(name)</div></body></html>
                    """, spineProperties: properties)
        }
        var builder = EPUBBuilder(chapters: [
            chapter("one", 700, "#FF0000"), chapter("two", 300, "#0000FF"),
            chapter("three", 500, "#00FF00", properties: thirdProperties)
        ])
        builder.packageDirectory = ""
        builder.extraMetadata = #"<meta property="rendition:flow">\#(flow)</meta>"#
        return try Publication.open(data: try builder.data(), name: "continuous.epub")
    }

    /// A 400 × 600 viewport (a content area 360 × 520 at (20, 40)), with the settings the
    /// publication asks for (`scroll` from its flow).
    private func renderer(_ publication: Publication) throws -> Renderer {
        try Renderer.asPublished(publication, width: 400, height: 600)
    }

    @Test func chaptersFollowEachOtherWithoutABlank() throws {
        let renderer = try renderer(try book())
        // 1,500 px of content in windows of 520: three screens, where per-chapter scrolling
        // takes two, one and one.
        #expect(renderer.pageCount() == 3)
        #expect(try renderer.resourcePageCounts() == [2, 1, 2])
        // Screen 2 shows the strip from 520: one's last 180 px, two's 300, three's first 40.
        let second = try renderer.renderPage(2).frame.image
        #expect(second.color(x: 200, y: 40 + 179) == Color(rgb: 0xFF0000))
        #expect(second.color(x: 200, y: 40 + 180) == Color(rgb: 0x0000FF))
        #expect(second.color(x: 200, y: 40 + 479) == Color(rgb: 0x0000FF))
        #expect(second.color(x: 200, y: 40 + 480) == Color(rgb: 0x00FF00))
        #expect(second.color(x: 200, y: 40 + 519) == Color(rgb: 0x00FF00))
        // Screen 3: the rest of three (460 px), then the page after the strip's end.
        let third = try renderer.renderPage(3).frame.image
        #expect(third.color(x: 200, y: 40 + 459) == Color(rgb: 0x00FF00))
        #expect(third.color(x: 200, y: 40 + 461) == .white)
        #expect(try renderer.text(ofPage: 2) == "\nChapter two\nChapter three")
    }

    @Test func locatorsAndTapsNameTheChapterWhereTheyAre() throws {
        let renderer = try renderer(try book())
        let second = try renderer.locator(ofPage: 2)
        #expect(second.href == "one.xhtml")
        #expect(renderer.pageNumber(for: second) == 2)
        let three = try #require(renderer.publication.positionsByReadingOrder()[2].first)
        #expect(renderer.pageNumber(for: three) == 2)
        #expect(try renderer.location(ofPage: 3).resource == 2)
        let word = try renderer.textLocator(onPage: 2, at: Point(x: 40, y: 40 + 190))
        #expect(word?.href == "two.xhtml" && word?.text.highlight == "Chapter")
        #expect(renderer.pageNumber(forSelector: "#c-three", href: "three.xhtml") == 2)
    }

    @Test func anItemWithItsOwnFlowStartsItsOwnScreens() throws {
        let renderer = try renderer(try book(thirdProperties: ["rendition:flow-scrolled-doc"]))
        // one and two make a strip of 1,000 px (two screens); three scrolls alone (one screen).
        #expect(renderer.pageCount() == 3)
        let second = try renderer.renderPage(2).frame.image
        #expect(second.color(x: 200, y: 40 + 479) == Color(rgb: 0x0000FF))
        #expect(second.color(x: 200, y: 40 + 481) == .white)
    }

    @Test func scrolledDocRestartsAtEachChapter() throws {
        let renderer = try renderer(try book(flow: "scrolled-doc"))
        // 700, 300 and 500 px in windows of 520: two, one and one screens.
        #expect(renderer.pageCount() == 4)
    }

    @Test func everyPathCountsAndPaintsTheSameScreens() throws {
        let renderer = try renderer(try book())
        let all = Mutex<[Int: [UInt8]]>([:])
        try renderer.renderAllPNGs { location, png in all.withLock { $0[location.number] = png } }
        let painted = all.withLock { $0 }
        #expect(painted.keys.sorted() == [1, 2, 3])
        for number in 1...3 {
            let one = Mutex<[UInt8]>([])
            try renderer.renderPNGs([number]) { _, png in one.withLock { $0 = png } }
            #expect(painted[number] == one.withLock { $0 })
        }
    }

    /// The golden of the screen where a chapter of text ends and the next begins, each with its
    /// own background: no blank screen between them, each band painted by its own chapter.
    @Test func goldenOfAChapterEndAndTheNextStart() throws {
        let words = "The sea was calm that night, and the ship rode easy at her anchor while the crew slept"
        func chapter(_ name: String, _ title: String, paragraphs: Int, background: String) -> EPUBBuilder.Chapter {
            EPUBBuilder.Chapter(
                href: "\(name).xhtml", title: title,
                document: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <html xmlns="http://www.w3.org/1999/xhtml"><head><title>\(title)</title></head>
                    <body style="background: \(background)"><h1>\(title)</h1>\
                    \(String(repeating: "<p>\(words).</p>", count: paragraphs))</body></html>
                    """)
        }
        var builder = EPUBBuilder(chapters: [
            chapter("one", "Chapter One", paragraphs: 10, background: "#FFF8E0"),
            chapter("two", "Chapter Two", paragraphs: 3, background: "#E0F0FF")
        ])
        builder.extraMetadata = #"<meta property="rendition:flow">scrolled-continuous</meta>"#
        let renderer = try renderer(try Publication.open(data: try builder.data(), name: "chapters.epub"))
        let start = try #require(renderer.publication.positionsByReadingOrder()[1].first)
        let page = try #require(renderer.pageNumber(for: start))
        #expect(page == 2)
        #expect(try renderer.location(ofPage: page).resource == 0)
        if let failure = GoldenImage(suite: "ContinuousScroll").check(
            try renderer.renderPage(page).frame.image, named: "chapterMeeting")
        {
            Issue.record(Comment(rawValue: failure.description))
        }
    }
}
