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

    /// Every page of `body`, its paragraphs shaped in chunks of `chunkBytes` (and their words
    /// longer than `wordChunkBytes` in chunks of that size).
    private func pages(_ body: String, chunkBytes: Int, wordChunkBytes: Int? = nil, extraCSS: String = "") throws -> [PageLayout]
    {
        let styled = try fixture.styled(body: body, css: css + extraCSS)
        let root = BoxTreeBuilder(context: BoxBuildContext(resolveHREF: { $0 }, imageSize: { _ in nil })).build(styled)
        let layout = FlowLayout(shaper: fixture.shaper, pageHeight: fixture.contentRect.height)
        layout.paragraphChunkBytes = chunkBytes
        layout.wordChunkBytes = wordChunkBytes ?? chunkBytes
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

    /// A word longer than `wordChunkBytes` is cut in chunks of its own in a paragraph shorter
    /// than a chunk, and a newline before it ends the chunk before: the pages are those of the
    /// paragraph shaped whole.
    @Test func aLongWordIsShapedInChunksOfItsOwn() throws {
        let word = String(repeating: "abcdefghij", count: 60)
        let body = "<p>one two \(word) three<br/>\(word)<br/><br/>\(word)four</p><p>\(word)</p>"
        let whole = try pages(body, chunkBytes: 1 << 30, extraCSS: "p { overflow-wrap: break-word }")
        let chunked = try pages(body, chunkBytes: 4096, wordChunkBytes: 40, extraCSS: "p { overflow-wrap: break-word }")
        #expect(whole.count > 5)
        #expect(chunked.map { $0.dump() } == whole.map { $0.dump() })
        #expect(chunked.map(\.text) == whole.map(\.text))
    }

    /// Where chunks end around a long word: a paragraph far shorter than a chunk is cut inside a
    /// word of more than `wordLimit` bytes, its first chunk holding the text before it; a
    /// newline before the word ends a chunk; CJK text, where Pango breaks anywhere, is no word.
    @Test func chunksEndInsideLongWordsOnly() {
        func cuts(_ text: String) -> [String] {
            let spec = ParagraphSpec(text: text, runs: [TextRun(range: 0..<text.utf8.count, style: .fixture())])
            var offset = 0, result: [String] = []
            while true {
                let chunk = ParagraphChunk(spec, from: offset, limit: 4096, wordLimit: 100)
                result.append("\(chunk.range) \(chunk.cut)")
                if chunk.isLast { return result }
                offset = chunk.cut == .newline ? chunk.resume : chunk.range.upperBound
            }
        }
        let word = String(repeating: "w", count: 250)
        #expect(cuts("one two " + String(repeating: "w", count: 99)) == ["0..<107 end"])
        #expect(cuts("one two \(word) three") == ["0..<108 word", "108..<208 word", "208..<264 end"])
        #expect(cuts("one\n\(word)") == ["0..<3 newline", "4..<104 word", "104..<204 word", "204..<254 end"])
        #expect(cuts(String(repeating: "吾輩は猫である", count: 40)) == ["0..<840 end"])
    }

    /// A word needing more than 10,000 chunks (300 KB in chunks of 30 bytes, a line each)
    /// loses nothing: the paragraph goes on as long as its chunks take text.
    @Test func aWordOfManyChunksLosesNothing() throws {
        let word = String(repeating: "abcdefghij", count: 30_000)
        var tall = fixture
        tall.viewport = Size(width: 200, height: 100_000)
        tall.contentRect = Rect(x: 0, y: 0, width: 200, height: 100_000)
        let styled = try tall.styled(body: "<p>\(word)</p>", css: css + " p { overflow-wrap: break-word }")
        let root = BoxTreeBuilder(context: BoxBuildContext(resolveHREF: { $0 }, imageSize: { _ in nil })).build(styled)
        let layout = FlowLayout(shaper: tall.shaper, pageHeight: tall.contentRect.height)
        layout.wordChunkBytes = 30
        let flow = layout.layout(root, width: tall.contentRect.width)
        let tokens = PageBreaker(pageHeight: tall.contentRect.height).paginate(flow)
        let pages = PageAssembler(flow: flow, tokens: tokens, viewport: tall.viewport, contentRect: tall.contentRect).pages
        #expect(pages.map(\.text).joined() == word)
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
