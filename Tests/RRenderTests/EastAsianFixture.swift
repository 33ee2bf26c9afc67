import RRender
import RRenderCore
import RRenderLayout
import RRenderTestSupport

/// Small Japanese books built at test time, and what their pages draw beside the text.
enum EastAsianFixture {
    static let css = "body { margin: 0; font-size: 20px; line-height: 2 } p { margin: 0 }"

    /// A one-chapter Japanese book of `body` under `css`, in `mode` when `vertical`.
    static func renderer(
        _ body: String, css: String = css, vertical: Bool = false, mode: String = "vertical-rl",
        viewport: Viewport = Viewport(width: 400, height: 300)
    ) throws -> Renderer {
        let mode = vertical ? "html { writing-mode: \(mode) }" : ""
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml" xml:lang="ja" lang="ja"><head><title>t</title>
            <style>\(mode) \(css)</style></head><body>\(body)</body></html>
            """
        var book = EPUBBuilder(chapters: [EPUBBuilder.Chapter(href: "c.xhtml", title: "C", document: document)])
        // Readium's sheet for Japanese books forces vertical-rl on right-to-left ones: a
        // vertical-lr page is a Japanese document in a book of another language.
        book.language = mode == "vertical-lr" ? "en" : "ja"
        if vertical { book.pageProgressionDirection = mode == "vertical-lr" ? "ltr" : "rtl" }
        let publication = try Publication.open(data: try book.data(), name: "ja.epub")
        return try Renderer(publication: publication, options: RenderOptions(viewport: viewport, concurrency: 1))
    }

    /// The generated pieces of page 1 (ruby annotations, emphasis marks, tate-chu-yoko) and its
    /// lines of text.
    static func page(_ renderer: Renderer) throws -> (pieces: [TextFragment], lines: [TextFragment]) {
        try renderer.withPageLayout(1) { page in
            let texts = page.fragments.compactMap { fragment -> TextFragment? in
                if case .text(let text) = fragment { text } else { nil }
            }
            return (texts.filter(\.paragraph.isGenerated), texts.filter { !$0.paragraph.isGenerated })
        }
    }

    /// The extent along its line of `text` on `line`, in page px: the x range in horizontal
    /// text, the y range in vertical text.
    static func extent(of text: String, on line: TextFragment) -> ClosedRange<Double>? {
        let spec = line.paragraph.spec
        guard let found = spec.text.range(of: text) else { return nil }
        let lower = spec.text.utf8.distance(from: spec.text.startIndex, to: found.lowerBound)
        let range = lower..<(lower + text.utf8.count)
        let local = (range.lowerBound - line.paragraph.byteOffset)..<(range.upperBound - line.paragraph.byteOffset)
        let pieces = line.paragraph.shaped.rects(forByteRange: local).filter { $0.line == line.line }.map(\.rect)
        guard let minX = pieces.map(\.minX).min(), let maxX = pieces.map(\.maxX).max() else { return nil }
        let start = (line.isVertical ? line.origin.y : line.origin.x) - line.paragraph.shaped.lines[line.line].originX
        return (start + minX)...(start + maxX)
    }

    /// The extent of `fragment` along the lines of its page.
    static func along(_ fragment: TextFragment) -> ClosedRange<Double> {
        fragment.isVertical ? fragment.rect.minY...fragment.rect.maxY : fragment.rect.minX...fragment.rect.maxX
    }
}

extension ClosedRange where Bound == Double {
    var middle: Double { (lowerBound + upperBound) / 2 }
    var length: Double { upperBound - lowerBound }
}
