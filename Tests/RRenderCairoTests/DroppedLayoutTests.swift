import RRenderCore
import RRenderImages
import RRenderLayout
import RRenderTestSupport
import Testing

@testable import RRenderCairo

/// Shaped paragraphs drop their Pango layout once the shaper has moved on, and make it again
/// when asked: the answers and the pixels stay those of the first layout. A painter keeps what
/// it made again for one more page.
@Suite struct DroppedLayoutTests {
    static func paragraph(_ n: Int) -> ParagraphSpec {
        let text = "Paragraph \(n): a line long enough to wrap onto more lines, with a link in it."
        var link = TextRun(range: 45..<49, style: .fixture(families: ["Noto Serif"]))
        link.link = "#n\(n)"
        return ParagraphSpec(
            text: text,
            runs: [
                TextRun(range: 0..<45, style: .fixture(families: ["Noto Serif"])), link,
                TextRun(range: 49..<text.utf8.count, style: .fixture(families: ["Noto Serif"]))
            ])
    }

    @Test func theShaperKeepsTheLayoutsOfTheLastParagraphsOnly() throws {
        let shaper = try PangoShaper()
        let count = PangoShaper.liveLimit + 20
        var shaped: [PangoParagraph] = []
        var rectsWhileLive: [[LineRect]] = []
        for n in 0..<count {
            let paragraph = try #require(shaper.shape(Self.paragraph(n), width: 180) as? PangoParagraph)
            rectsWhileLive.append(paragraph.rects(forByteRange: 45..<49))
            shaped.append(paragraph)
        }
        #expect(shaped.prefix(20).allSatisfy { $0.layout == nil })
        #expect(shaped.suffix(PangoShaper.liveLimit).allSatisfy { $0.layout != nil })
        #expect(shaped[0].lines.count > 1)
        // A dropped layout is made again for the question, with the same answer.
        #expect(!rectsWhileLive[0].isEmpty)
        #expect(shaped[0].rects(forByteRange: 45..<49) == rectsWhileLive[0])
        #expect(shaped[0].layout != nil)
    }

    @Test func aPageWhoseLayoutsWereDroppedPaintsTheSameBytes() throws {
        let fixture = LayoutFixture(viewport: Size(width: 240, height: 320), margin: 10, shaper: try PangoShaper())
        let body = (1...6).map { "<p>Paragraph \($0) of a page, wrapping over two or three lines of <i>serif</i> text.</p>" }
        let page = try fixture.pages(body: body.joined(), css: "body { font-size: 14px } p { margin: 0 0 8px }")[0]
        let painter = PagePainter(imageData: { _ in nil })
        let live = try painter.paintPNG(page, scale: 2, background: .white)
        let paragraphs = page.fragments.compactMap { fragment -> PangoParagraph? in
            guard case .text(let line) = fragment else { return nil }
            return line.paragraph.shaped as? PangoParagraph
        }
        #expect(paragraphs.count >= 12)
        for paragraph in paragraphs { paragraph.dropLayout() }
        #expect(try painter.paintPNG(page, scale: 2, background: .white) == live)
        // What the painter made again is kept for the next page, which paints the same with it,
        // and dropped once a page that does not show it is painted.
        #expect(paragraphs.allSatisfy { $0.layout != nil })
        #expect(try painter.paintPNG(page, scale: 2, background: .white) == live)
        #expect(paragraphs.allSatisfy { $0.layout != nil })
        let blank = PageLayout(size: page.size, contentRect: page.contentRect, fragments: [], links: [], background: nil)
        _ = try painter.paintPNG(blank, scale: 2, background: .white)
        #expect(paragraphs.allSatisfy { $0.layout == nil })
        #expect(PNGEncoder.encode(try painter.paint(page, scale: 2, background: .white)) == live)
        painter.dropKeptLayouts()
        #expect(paragraphs.allSatisfy { $0.layout == nil })
    }
}
