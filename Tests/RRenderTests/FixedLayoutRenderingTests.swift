import Foundation
import RRender
import RRenderCairo
import RRenderImages
import RRenderTestSupport
import Testing

/// Fixed-layout EPUB: each page laid out at its viewport meta size and fitted to the screen,
/// spreads paired as Readium pairs them (readium.md §2.7), and the `spread`, `fit` and
/// `offsetFirstPage` settings.
@Suite struct FixedLayoutRenderingTests {
    /// A fixed-layout book of `count` red pages of `size` (its viewport meta), each with a link
    /// to the next page at its top left.
    private func book(_ count: Int, size: (Int, Int) = (400, 300)) throws -> String {
        try fixedBook(
            (1...count).map { i in
                page(
                    i, viewport: "width=\(size.0), height=\(size.1)",
                    body: """
                        <div style="width: \(size.0)px; height: \(size.1)px; background: #FF0000">\
                        <a href="p\(i % count + 1).xhtml">Next page \(i)</a></div>
                        """)
            }, named: "fixed-\(count)-\(size.0)x\(size.1).epub")
    }

    /// Fixed-layout page `i` (`p<i>.xhtml`) with its viewport meta `viewport` and `body`.
    private func page(
        _ i: Int, viewport: String, body: String, bodyStyle: String = "margin: 0", properties: [String] = []
    ) -> EPUBBuilder.Chapter {
        EPUBBuilder.Chapter(
            href: "p\(i).xhtml", title: "Page \(i)",
            document: """
                <?xml version="1.0" encoding="UTF-8"?>
                <html xmlns="http://www.w3.org/1999/xhtml"><head><title>Page \(i)</title>
                <meta name="viewport" content="\(viewport)"/></head>
                <body style="\(bodyStyle)">\(body)</body></html>
                """, spineProperties: properties)
    }

    /// A pre-paginated book of `pages`, written to a temporary file named `name`; its path.
    private func fixedBook(_ pages: [EPUBBuilder.Chapter], named name: String) throws -> String {
        var book = EPUBBuilder(chapters: pages)
        book.packageDirectory = ""
        book.extraMetadata = #"<meta property="rendition:layout">pre-paginated</meta>"#
        return try book.writeTemporaryFile(named: name).path
    }

    private func renderer(_ path: String, _ viewport: (Double, Double), _ assignments: [String] = []) throws -> Renderer {
        var preferences = EPUBPreferences.empty
        for assignment in assignments { try preferences.set(assignment: assignment) }
        return try Renderer.open(
            path: path,
            options: RenderOptions(
                viewport: Viewport(width: viewport.0, height: viewport.1),
                concurrency: 1), preferences: preferences)
    }

    @Test func aPageIsLaidOutAtItsViewportMetaSizeAndFittedToTheScreen() throws {
        let renderer = try renderer(try book(1), (600, 800))
        let size = try renderer.withPageLayout(1) { $0.size }
        #expect(size.width == 400 && size.height == 300)
        let page = try renderer.renderPage(1)
        // Scaled by 1.5 to 600 × 450, centred: rows 175 to 625.
        #expect(page.frame.image.color(x: 300, y: 170) == .white)
        #expect(page.frame.image.color(x: 300, y: 180) == Color(rgb: 0xFF0000))
        #expect(page.frame.image.color(x: 300, y: 620) == Color(rgb: 0xFF0000))
        #expect(page.frame.image.color(x: 300, y: 630) == .white)
        let link = try renderer.withPageLayout(1) { $0.links[0].rect }
        let region = try #require(page.frame.hitRegions.first)
        #expect(region.kind == .link(href: "p1.xhtml"))
        #expect(abs(region.rect.y - (175 + link.y * 1.5)) < 0.001 && abs(region.rect.height - link.height * 1.5) < 0.001)
        #expect(page.text == "Next page 1")
    }

    @Test func backgroundColorPaintsAroundThePagesOnly() throws {
        let image = try renderer(try book(1), (600, 800), ["backgroundColor=#0000FF"]).renderPage(1).frame.image
        #expect(image.color(x: 300, y: 100) == Color(rgb: 0x0000FF))
        #expect(image.color(x: 300, y: 400) == Color(rgb: 0xFF0000))
    }

    @Test func fitWidthFillsTheWidthFromTheTop() throws {
        let path = try book(1, size: (400, 1000))
        let auto = try renderer(path, (600, 800)).renderPage(1).frame.image
        let width = try renderer(path, (600, 800), ["fit=width"]).renderPage(1).frame.image
        // auto: 320 × 800 at x 140; width: 600 × 1500 from the top, cut at the bottom.
        #expect(auto.color(x: 100, y: 400) == .white && auto.color(x: 300, y: 400) == Color(rgb: 0xFF0000))
        #expect(width.color(x: 100, y: 400) == Color(rgb: 0xFF0000) && width.color(x: 590, y: 790) == Color(rgb: 0xFF0000))
    }

    @Test func landscapeScreensShowSpreads() throws {
        let renderer = try renderer(try book(4), (1200, 800))
        #expect(renderer.pageCount() == 3)
        #expect(renderer.spreads?.map(\.resources) == [[0], [1, 2], [3]])
        let first = try renderer.renderPage(1).frame.image
        // The cover alone, in the middle: a half-width slot, 600 × 450 at x 300.
        #expect(first.color(x: 290, y: 400) == .white && first.color(x: 310, y: 400) == Color(rgb: 0xFF0000))
        #expect(first.color(x: 890, y: 400) == Color(rgb: 0xFF0000) && first.color(x: 910, y: 400) == .white)
        let second = try renderer.renderPage(2)
        #expect(second.frame.image.color(x: 10, y: 400) == Color(rgb: 0xFF0000))
        #expect(second.frame.image.color(x: 1190, y: 400) == Color(rgb: 0xFF0000))
        #expect(second.text == "Next page 2\nNext page 3")
        #expect(second.frame.hitRegions.map(\.kind) == [.link(href: "p3.xhtml"), .link(href: "p4.xhtml")])
        #expect(second.frame.hitRegions[1].rect.x >= 600, "the right page's link is on the right half")
        let error = #expect(throws: RRenderError.self) { try renderer.renderPage(4) }
        guard case .pageOutOfRange(_, 4, 3)? = error else { Issue.record("\(String(describing: error))"); return }
    }

    @Test func theSpreadSettings() throws {
        let path = try book(4)
        #expect(try renderer(path, (1200, 800), ["spread=never"]).pageCount() == 4)
        #expect(try renderer(path, (600, 800)).pageCount() == 4)
        #expect(try renderer(path, (600, 800), ["spread=always"]).pageCount() == 3)
        #expect(try renderer(path, (1200, 800), ["offsetFirstPage=false"]).spreads?.map(\.resources) == [[0, 1], [2, 3]])
        let offset = try renderer(path, (1200, 800), ["offsetFirstPage=true"]).spreads?.first?.pages.first?.slot
        #expect(offset == .center)
    }

    @Test func locatorsAndHrefsFindTheirScreen() throws {
        let renderer = try renderer(try book(4), (1200, 800))
        let locator = try renderer.locator(ofPage: 2)
        #expect(locator.href == "p2.xhtml")
        #expect(renderer.pageNumber(for: locator) == 2)
        #expect(renderer.pageNumber(for: "p3.xhtml") == 2)
        #expect(renderer.pageNumber(for: "p4.xhtml#x") == 3)
        #expect(renderer.pageNumber(for: try renderer.locator(ofPage: 3)) == 3)
    }

    @Test func everyScreenRendersAsTheSamePixelsInABatch() throws {
        let renderer = try renderer(try book(4), (1200, 800))
        let found = Found()
        try renderer.renderAllPNGs { location, png in found.add(location.number, png) }
        #expect(found.pages.keys.sorted() == [1, 2, 3])
        for number in 1...3 {
            let batch = try PNGDecoder.decode(found.pages[number] ?? [])
            let alone = try renderer.renderPage(number).frame.image
            let same = batch == alone
            #expect(same, "screen \(number)")
        }
    }

    @Test func pageBlanchePairsAsReadiumPairsIt() throws {
        let path = try Corpus.path("page-blanche.epub")
        // Cover (hint right) alone on the right, then left/right pairs, the last left page alone.
        let landscape = try renderer(path, (1200, 800))
        #expect(landscape.spreads?.map(\.resources) == [[0], [1, 2], [3, 4], [5, 6], [7, 8], [9]])
        #expect(
            landscape.spreads?.map { $0.pages.map(\.slot) }
                == [[.right], [.left, .right], [.left, .right], [.left, .right], [.left, .right], [.left]])
        #expect(try renderer(path, (600, 800)).pageCount() == 10)
        // Its pages are 1200 × 1577 (viewport meta), the cover's picture edge to edge.
        let size = try landscape.withPageLayout(1) { $0.size }
        #expect(size.width == 1200 && size.height == 1577)
    }

    /// Pages sized `device-width` × `device-height` (EPUB 3.3 §8.2.2.2 viewport meta) in a
    /// landscape screen with spreads: each page of a spread is a viewport half the screen wide,
    /// so it fills its slot (Readium shows each in a frame of its own); a page with
    /// `rendition:spread-none` (§8.2.2.4) is alone and fills the whole screen.
    @Test func devicePagesFillTheirSlotOrTheScreen() throws {
        let colors = ["#FF0000", "#00FF00", "#0000FF", "#FFFF00"]
        let pages = colors.indices.map { i in
            page(
                i, viewport: "width=device-width, height=device-height", body: "",
                bodyStyle: "margin: 0; background: \(colors[i])", properties: i == 3 ? ["rendition:spread-none"] : [])
        }
        let renderer = try renderer(try fixedBook(pages, named: "device.epub"), (800, 500))
        #expect(renderer.pageCount() == 3, "the first page alone, a spread, the spread-none page alone")
        let spread = try renderer.renderPage(2).frame.image, alone = try renderer.renderPage(3).frame.image
        // Each half of the spread is its page, top to bottom.
        for y in [5, 250, 495] {
            #expect(spread.color(x: 200, y: y) == Color(rgb: 0x00FF00), "left page at y \(y)")
            #expect(spread.color(x: 600, y: y) == Color(rgb: 0x0000FF), "right page at y \(y)")
        }
        for (x, y) in [(5, 5), (400, 250), (795, 495)] {
            #expect(alone.color(x: x, y: y) == Color(rgb: 0xFFFF00), "the spread-none page at \(x), \(y)")
        }
    }
}

/// PNGs handed out by a parallel batch.
private final class Found: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int: [UInt8]] = [:]
    var pages: [Int: [UInt8]] { lock.withLock { stored } }
    func add(_ number: Int, _ png: [UInt8]) { lock.withLock { stored[number] = png } }
}
