import Foundation
import RRender
import RRenderTestSupport
import RRenderXML
import Testing

/// Real books nobody here wrote: each opens, has pages, and its first, middle and last pages
/// render with ink on them; pagination of a real chapter loses and repeats nothing.
@Suite struct CorpusRenderingTests {
    /// Pages with text on them must have a fair amount of dark pixels.
    private func inkShare(_ image: PixelImage) -> Double {
        var dark = 0
        for pixel in image.pixels {
            let r = Int((pixel >> 16) & 0xFF), g = Int((pixel >> 8) & 0xFF), b = Int(pixel & 0xFF)
            if r + g + b < 600 { dark += 1 }
        }
        return Double(dark) / Double(image.pixels.count)
    }

    @Test(arguments: [
        "moby-dick.epub", "childrens-literature.epub", "georgia-cfi.epub", "internallinks.epub",
        "regime-anticancer-arabic.epub", "wasteland-otf-obf.epub", "live-manual.en.epub",
        "kusamakura-japanese-vertical-writing.epub", "page-blanche.epub"
    ])
    func firstMiddleAndLastPagesRender(_ name: String) throws {
        let renderer = try Renderer.open(path: try Corpus.path(name))
        let count = renderer.pageCount()
        #expect(count > 0)
        for number in Set([1, (count + 1) / 2, count]).sorted() {
            let page = try renderer.renderPage(number)
            #expect(inkShare(page.frame.image) > 0.002, "\(name) page \(number) looks blank")
        }
        // live-manual's metadata.xhtml is not well-formed (a raw <debian-live@lists.debian.org>):
        // it must be reported, and be the only error of the corpus.
        let errors = renderer.diagnostics().filter { $0.severity == .error }.map { "\($0.location ?? ""): \($0.code)" }
        let expected = name == "live-manual.en.epub" && count > 1 ? ["OEBPS/metadata.xhtml: xml.malformed"] : []
        #expect(errors == expected, "\(name)")
    }

    @Test func aRealChaptersTextIsTheConcatenationOfItsPagesText() throws {
        let path = try Corpus.path("moby-dick.epub")
        let renderer = try Renderer.open(path: path)
        let href = "OPS/chapter_003.xhtml"
        let index = try #require(renderer.publication.readingOrder.firstIndex { $0.href == href })
        let counts = renderer.resourcePageCounts()
        let first = counts[..<index].reduce(0, +) + 1
        #expect(counts[index] >= 5, "chapter 3 should span several pages")
        let pages = try (first..<(first + counts[index])).map { try renderer.text(ofPage: $0) }
        // Independently: the words of the chapter's body, straight from the XHTML.
        let document = try DOMParser.parseXHTML(try renderer.publication.read(href), location: href)
        let body = try #require(document.root.firstChild(named: "body"))
        // Case aside: the chapter heading is `text-transform: uppercase` on the page.
        func words(_ text: String) -> [Substring] { text.lowercased().split(whereSeparator: { $0.isWhitespace }) }
        let laidOut = words(pages.joined(separator: " ")), source = words(body.textContent)
        #expect(laidOut.count == source.count)
        let firstDifference = zip(laidOut, source).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(firstDifference == nil, "first difference at word \(firstDifference?.offset ?? -1)")
    }

    @Test func twoRenderersGiveTheSamePixels() throws {
        let path = try Corpus.path("childrens-literature.epub")
        let a = try Renderer.open(path: path, options: RenderOptions(concurrency: 1))
        let b = try Renderer.open(path: path, options: RenderOptions(concurrency: 2))
        for number in [1, 5, 12] {
            #expect(try a.renderPage(number).frame.image == b.renderPage(number).frame.image)
        }
    }
}
