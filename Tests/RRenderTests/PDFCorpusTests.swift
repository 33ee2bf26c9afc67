import Foundation
import RRender
import RRenderCairo
import RRenderImages
import RRenderTestSupport
import Testing

/// The corpus PDFs against what Poppler's own tools report: page counts, outlines, links and
/// each page's text; every page renders at the size the viewport and scale ask for.
@Suite struct PDFCorpusTests {
    static let books = ["maint-guide.en.pdf", "asyRefCard.pdf"]

    @Test(arguments: books)
    func everyPageRendersAtTheViewportSize(_ book: String) throws {
        let path = try Corpus.path(book)
        let renderer = try Renderer.open(
            path: path, options: RenderOptions(viewport: Viewport(width: 316, height: 420), scale: 2))
        let pdfinfo = try PopplerTools.output("pdfinfo", [path])
        let pages = pdfinfo.split(separator: "\n").first { $0.hasPrefix("Pages:") }.flatMap {
            Int($0.split(separator: " ").last ?? "")
        }
        #expect(renderer.pageCount() == pages)
        let sizes = Sizes()
        try renderer.renderAllPNGs { location, png in
            let image = try PNGDecoder.decode(png)
            sizes.add(location.number, image.width, image.height)
        }
        #expect(sizes.all.count == pages)
        #expect(sizes.all.values.allSatisfy { $0 == [632, 840] })
    }

    @Test func theOutlineIsPopplersOutline() throws {
        let path = try Corpus.path("maint-guide.en.pdf")
        let renderer = try Renderer.open(path: path)
        // pdftohtml -xml lists the outline as <item page="N">title</item>, depth first.
        let xml = try PopplerTools.output("pdftohtml", ["-xml", "-stdout", "-i", "-q", "-f", "1", "-l", "1", path])
        let expected = xml.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "<item page=\""), let end = line.range(of: "</item>") else { return nil }
            let rest = line[start.upperBound...]
            guard let quote = rest.firstIndex(of: "\""), let close = rest.firstIndex(of: ">") else { return nil }
            return "\(rest[..<quote]) \(rest[rest.index(after: close)..<end.lowerBound])"
        }
        func flatten(_ links: [Link]) -> [String] {
            links.flatMap { ["\($0.href.split(separator: "=").last ?? "") \($0.title ?? "")"] + flatten($0.children) }
        }
        let found = flatten(renderer.publication.tableOfContents)
        #expect(found.count == 90)
        #expect(
            found
                == expected.map { $0.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&quot;", with: "\"") }
        )
        // Each entry goes to the screen of its page.
        let first = try #require(renderer.publication.tableOfContents.first)
        #expect(renderer.pageNumber(for: first.href) == 7)
    }

    @Test(arguments: books)
    func aPageTextIsPdftotextsText(_ book: String) throws {
        let path = try Corpus.path(book)
        let renderer = try Renderer.open(path: path)
        for page in [1, 2, renderer.pageCount()] {  // a title page, a dense one, the last
            let ours = try renderer.text(ofPage: page).replacingOccurrences(of: "-\n", with: "")
            let theirs = try PopplerTools.text(path, page: page)
            // The same characters: pdftotext joins words hyphenated across lines (done above)
            // and may order columns differently, so the comparison is of the characters.
            let a = Self.characterCounts(ours), b = Self.characterCounts(theirs)
            let shared = a.reduce(0) { $0 + min($1.value, b[$1.key] ?? 0) }
            let total = max(a.values.reduce(0, +), b.values.reduce(0, +))
            #expect(total > 20 && Double(shared) / Double(total) > 0.995, "page \(page): \(shared) of \(total) characters shared")
        }
    }

    @Test func linksBecomeHitRegions() throws {
        let path = try Corpus.path("maint-guide.en.pdf")
        let renderer = try Renderer.open(path: path)
        // Page 7 (chapter 1) has links to the web and to sections further on.
        let regions = try renderer.renderPage(7).frame.hitRegions
        let hrefs = regions.compactMap { region -> String? in if case .link(let href) = region.kind { href } else { nil } }
        #expect(hrefs.contains("https://www.debian.org/doc/devel-manuals#debmake-doc"))
        #expect(hrefs.contains("maint-guide.en.pdf#page=10"))
        #expect(regions.allSatisfy { $0.rect.minX >= 0 && $0.rect.maxX <= 600 && $0.rect.minY >= 0 && $0.rect.maxY <= 800 })
        // As many links as Poppler's pdftohtml finds URIs for (internal ones it writes as .html#N).
        let xml = try PopplerTools.output("pdftohtml", ["-xml", "-stdout", "-i", "-q", "-f", "7", "-l", "7", path])
        let theirs = Set(
            xml.components(separatedBy: "<a href=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) })
        #expect(Set(hrefs.filter { $0.hasPrefix("http") }) == theirs.filter { $0.hasPrefix("http") })
        // An internal link shows its page.
        #expect(renderer.pageNumber(for: "maint-guide.en.pdf#page=10") == 10)
    }

    @Test func positionsAndLocatorsArePages() throws {
        let renderer = try Renderer.open(path: try Corpus.path("maint-guide.en.pdf"))
        let positions = renderer.publication.positions()
        #expect(positions.count == 63)
        #expect(positions[2].locations.fragments == ["page=3"] && positions[2].locations.position == 3)
        let locator = try renderer.locator(ofPage: 9)
        #expect(locator.locations.fragments == ["page=9"])
        #expect(locator.text.highlight?.isEmpty == false)
        #expect(renderer.pageNumber(for: locator) == 9)
    }

    static func characterCounts(_ text: String) -> [Character: Int] {
        var counts: [Character: Int] = [:]
        for character in text where !character.isWhitespace { counts[character, default: 0] += 1 }
        return counts
    }
}

/// Image sizes by page, from a parallel batch.
private final class Sizes: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int: [Int]] = [:]
    var all: [Int: [Int]] { lock.withLock { stored } }
    func add(_ number: Int, _ width: Int, _ height: Int) { lock.withLock { stored[number] = [width, height] } }
}

/// A PDF screen encoded in bands (`renderPNGs`, `rrender --pages`) has the pixels of the
/// screen painted whole (`renderPage`).
@Suite struct PDFBandedPaintingTests {
    @Test(arguments: PDFCorpusTests.books)
    func bandsGiveThePixelsOfTheWholeScreen(_ book: String) throws {
        let renderer = try Renderer.open(
            path: try Corpus.path(book), options: RenderOptions(viewport: Viewport(width: 632, height: 840), scale: 2))
        let pngs = PNGs()
        let pages = [1, 2, 3]
        try renderer.renderPNGs(pages) { location, png in pngs.add(location.number, png) }
        for page in pages {
            let banded = try PNGDecoder.decode(pngs.all[page] ?? [])
            let whole = try renderer.renderPage(page).frame.image
            let differing = zip(banded.pixels, whole.pixels).filter { $0 != $1 }.count
            #expect(
                banded.width == whole.width && banded.height == whole.height && differing == 0,
                "page \(page): \(differing) pixels differ")
        }
    }
}

/// PNGs by page number, from a parallel batch.
private final class PNGs: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int: [UInt8]] = [:]
    var all: [Int: [UInt8]] { lock.withLock { stored } }
    func add(_ number: Int, _ png: [UInt8]) { lock.withLock { stored[number] = png } }
}
