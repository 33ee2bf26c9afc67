import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// Long paragraphs are shaped a chunk at a time (`ParagraphChunk`); the pages must be those of
/// the paragraph shaped whole. The fixed-advance shaper fits 25 characters on a 200 px line, so
/// chunks of 30 bytes and more hold at least a line.
@Suite struct LongParagraphTests {
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 100))
    let css = "body, p { margin: 0; widows: 1; orphans: 1 } .h { background: yellow; padding: 0 2px }"

    /// Every page of `body`, its paragraphs shaped in chunks of `chunkBytes`.
    private func pages(_ body: String, chunkBytes: Int) throws -> [PageLayout] {
        let styled = try fixture.styled(body: body, css: css)
        let root = BoxTreeBuilder(context: BoxBuildContext(resolveHREF: { $0 }, imageSize: { _ in nil })).build(styled)
        let layout = FlowLayout(shaper: fixture.shaper, pageHeight: fixture.contentRect.height)
        layout.paragraphChunkBytes = chunkBytes
        let flow = layout.layout(root, width: fixture.contentRect.width)
        let tokens = PageBreaker(pageHeight: fixture.contentRect.height).paginate(flow)
        return PageAssembler(flow: flow, tokens: tokens, viewport: fixture.viewport, contentRect: fixture.contentRect).pages
    }

    /// A paragraph of numbered verses of words of every length, forced breaks after every fifth,
    /// links, ids and highlighted spans (inline boxes with spacers), about 4 KB.
    private var verses: String {
        let words = ["a", "bb", "ccc", "dddd", "eeeee", "ffffff", "ggggggg", "hhhhhhhh", "iiiiiiiii"]
        let verses = (1...80).map { n in
            let text = (0..<(n % 11 + 2)).map { words[($0 * 7 + n) % words.count] }.joined(separator: " ")
            let span = n % 9 == 0 ? "<span class=\"h\">\(text)</span>" : text
            let link = n % 7 == 0 ? " <a href=\"#v\(n - 3)\">see \(n - 3)</a>" : ""
            return "<span id=\"v\(n)\"><b>\(n)</b> \(span)\(link)</span>" + (n % 5 == 0 ? "<br/>" : " ")
        }
        return "<p>\(verses.joined())</p>"
    }

    @Test(arguments: [30, 64, 200, 1000])
    func chunksGiveThePagesOfTheWholeParagraph(chunkBytes: Int) throws {
        let whole = try pages(verses, chunkBytes: 1 << 30)
        let chunked = try pages(verses, chunkBytes: chunkBytes)
        #expect(whole.count > 10)
        #expect(chunked.map { $0.dump() } == whole.map { $0.dump() })
        #expect(chunked.map(\.text) == whole.map(\.text))
    }

    @Test func aWordLongerThanAChunkEndsItsLineAtEachChunkAndLosesNothing() throws {
        let word = String(repeating: "x", count: 1000)
        let pages = try pages("<p>\(word) tail</p>", chunkBytes: 64)
        let lines = pages.flatMap { page in
            page.fragments.compactMap { fragment -> Range<Int>? in
                guard case .text(let line) = fragment else { return nil }
                return line.byteRange
            }
        }
        #expect(lines.count == 17)  // 15 chunks of 64 bytes, the word's last 40, then "tail"
        #expect(lines.allSatisfy { $0.count <= 64 })
        #expect(pages.map(\.text).joined() == word + " tail")
    }

    @Test func aLongParagraphFindsItsAnchorsAndItsWordsUnderATap() throws {
        let pages = try pages(verses, chunkBytes: 64)
        let paragraphText = pages.map(\.text).joined()
        #expect(paragraphText.hasPrefix("1 "))
        // The word under a point of a late page, read from a window of its paragraph.
        let last = try #require(pages.last)
        let line = try #require(
            last.fragments.lazy.compactMap { fragment -> TextFragment? in
                if case .text(let line) = fragment { return line } else { return nil }
            }.first)
        let hit = try #require(last.textHit(at: Point(x: line.rect.minX + 1, y: line.rect.midY)))
        #expect(!hit.word.isEmpty)
        #expect(hit.before.count == PageLayout.contextLength)
    }
}
