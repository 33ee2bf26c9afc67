import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

@testable import RRenderCairo

/// With Pango, a paragraph longer than `ParagraphSpec.chunkBytes` shaped a chunk at a time
/// breaks into the lines of the paragraph shaped whole, at the same places: prose (cut after a
/// space), justified; Japanese (no spaces: cut between characters); verses separated by forced
/// breaks, indented (Pango indents the line after each newline); Arabic, right to left.
@Suite struct LongParagraphShapingTests {
    let fixture: LayoutFixture

    init() throws {
        fixture = LayoutFixture(viewport: Size(width: 420, height: 600), margin: 20, shaper: try PangoShaper())
    }

    /// The lines of `body`'s flow: byte range, line box and baseline origin.
    private func lines(
        _ body: String, css: String, chunkBytes: Int, wordChunkBytes: Int = ParagraphSpec.wordChunkBytes
    ) throws -> [String] {
        let styled = try fixture.styled(body: body, css: "body, p { margin: 0 } body { font-size: 15px } " + css)
        let root = BoxTreeBuilder(context: BoxBuildContext(resolveHREF: { $0 }, imageSize: { _ in nil })).build(styled)
        let layout = FlowLayout(shaper: fixture.shaper, pageHeight: fixture.contentRect.height)
        layout.paragraphChunkBytes = chunkBytes
        layout.wordChunkBytes = wordChunkBytes
        return layout.layout(root, width: fixture.contentRect.width).atoms.flatMap { atom in
            atom.fragments.compactMap { fragment -> String? in
                guard case .text(let line) = fragment else { return nil }
                return "\(line.byteRange) \(line.rect) \(line.origin)"
            }
        }
    }

    private func expectSameLines(
        _ body: String, css: String = "", wordChunkBytes: Int = ParagraphSpec.wordChunkBytes, minimumLines: Int = 200
    ) throws {
        let whole = try lines(body, css: css, chunkBytes: 1 << 30, wordChunkBytes: 1 << 30)
        let chunked = try lines(body, css: css, chunkBytes: ParagraphSpec.chunkBytes, wordChunkBytes: wordChunkBytes)
        #expect(whole.count > minimumLines)
        #expect(chunked == whole)
    }

    @Test func justifiedProse() throws {
        let sentences = [
            "The sea was calm that morning, and the light lay flat on the water.",
            "Nobody spoke; the oars dipped, rose and dripped, and the boat went on.",
            "Far off, a spout rose white against the grey, and fell, and rose again."
        ]
        let text = (0..<700).map { "\(sentences[$0 % 3]) (\($0))" }.joined(separator: " ")
        #expect(text.utf8.count > 3 * ParagraphSpec.chunkBytes)
        try expectSameLines("<p>\(text)</p>", css: "p { text-align: justify; hyphens: none }")
    }

    @Test func japaneseWithoutSpaces() throws {
        let text = String(repeating: "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。", count: 400)
        try expectSameLines("<p lang=\"ja\">\(text)</p>")
    }

    @Test func versesBetweenForcedBreaksIndented() throws {
        let verses = (1...900).map { "<b>\($0)</b> And the evening and the morning were the \($0) day, and it was good.<br/>" }
        try expectSameLines("<p>\(verses.joined())</p>", css: "p { text-indent: 2em }")
    }

    @Test func arabicRightToLeft() throws {
        let text = String(repeating: "وكان البحر هادئا في ذلك الصباح، والضوء مستلقيا على الماء. ", count: 400)
        try expectSameLines("<p lang=\"ar\">\(text)</p>")
    }

    /// A word longer than a line is shaped in chunks of its own (`ParagraphSpec.wordChunkBytes`),
    /// in a paragraph far shorter than a chunk too: the lines before it end at the space before
    /// it, and it breaks where it would whole (`overflow-wrap`, as Readium CSS sets on headings).
    @Test func aWordLongerThanALineBreaksAsWhole() throws {
        let word = String(repeating: "callmeishmaelsomeyearsago", count: 160)
        let prose = "Some years ago, never mind how long precisely, having little or no money in my purse"
        try expectSameLines(
            "<p>\(prose) \(word) \(prose)</p><p>\(word)</p><p>\(word)\(prose)</p>", css: "p { overflow-wrap: break-word }",
            minimumLines: 250)
    }

    /// A line holding more of a word than a word chunk (a tiny font): the chunks grow until
    /// they hold more than a line, and the lines are those of the word shaped whole.
    @Test func aLineLongerThanAWordChunkIsShapedWhole() throws {
        let word = String(repeating: "callmeishmael", count: 120)
        try expectSameLines(
            "<p>\(word)</p>", css: "p { overflow-wrap: anywhere; font-size: 3px }", wordChunkBytes: 32, minimumLines: 5)
    }
}
