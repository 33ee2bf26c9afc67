import Foundation
import RRender
import RRenderCore
import RRenderTestSupport
import Testing

/// Justified vertical Japanese drawn end to end (CSS Text 3 §6.4, JLREQ 3.8): each column but a
/// paragraph's last ends flush at the bottom of the text area, its slack spread between the
/// characters (one column holds an ASCII space, which takes no more than its share), and small
/// kana may start a column under `line-break: auto`.
@Suite struct JapaneseJustificationRenderingTests {
    static let body = """
        <p>吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。何でも薄暗いじめじめした所で\
        ニャーニャー泣いていた事だけは記憶している。</p>
        <p>吾輩は ここで始めて人間というものを見た。しかもあとで聞くとそれは書生という人間中で一番獰悪な種族であったそうだ。</p>
        """
    static let css = """
        html { writing-mode: vertical-rl; -epub-writing-mode: vertical-rl }
        body { margin: 0 }
        p { font: 18px/1.6 'Noto Serif CJK JP'; text-align: justify; text-indent: 1em; margin: 0 }
        """

    private func renderer() throws -> Renderer {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="ja" xml:lang="ja"><head><title>t</title>\
            <link rel="stylesheet" href="s.css"/></head><body>\(Self.body)</body></html>
            """
        var book = EPUBBuilder(chapters: [EPUBBuilder.Chapter(href: "c.xhtml", title: "C", document: document)])
        book.resources = [EPUBBuilder.Resource(href: "s.css", mediaType: "text/css", text: Self.css)]
        let publication = try Publication.open(data: try book.data(), name: "justify.epub")
        return try Renderer(
            publication: publication, options: RenderOptions(viewport: Viewport(width: 360, height: 300), concurrency: 1))
    }

    @Test func justifiedVerticalJapanese() throws {
        let image = try renderer().renderPage(1).frame.image
        if let failure = GoldenImage(suite: "JapaneseJustification").check(image, named: "justifiedVerticalJapanese") {
            Issue.record(Comment(rawValue: failure.description))
        }
    }
}
