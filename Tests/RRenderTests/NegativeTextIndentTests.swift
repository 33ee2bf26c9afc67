import Foundation
import RRender
import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// A negative `text-indent` pulls the first line out past the start edge and leaves the other
/// lines at it (CSS Text 3 §8.1), as indexes and bibliographies use it: Pango's own negative
/// indent is a hanging one (the other lines pushed in), which moved the whole block. Chromium
/// lays the golden's paragraphs out line for line alike.
@Suite struct NegativeTextIndentTests {
    static let paragraphs = """
        <p style="margin: 0 0 10px 40px; text-indent: -40px">Melville, Herman. Moby-Dick; or, The Whale. \
        New York: Harper and Brothers, 1851. A long entry that wraps.</p>
        <p style="margin: 0 0 10px; padding-left: 2em; text-indent: -2em">Index entry, 12, 45, 78, 90, 112, \
        134, 156, 178, 190, 201, 223</p>
        <p style="margin: 0 40px 10px; text-indent: -40px; text-align: center">Centred with a negative \
        indent, a line or two of text here.</p>
        <p dir="rtl" style="margin: 0 40px 10px; text-indent: -40px">שלום עולם זה טקסט ארוך בעברית שעובר \
        כמה שורות בפסקה אחת</p>
        """

    private func renderer() throws -> Renderer {
        var book = EPUBBuilder(chapters: [.init(title: "I", body: Self.paragraphs)])
        book.resources = [.init(href: "i.css", mediaType: "text/css", text: "h1 { display: none } p { font-size: 20px }")]
        book.chapters[0].body = "<link rel=\"stylesheet\" href=\"i.css\"/>" + Self.paragraphs
        return try Renderer.open(
            path: try book.writeTemporaryFile().path, options: RenderOptions(viewport: Viewport(width: 400, height: 600)))
    }

    /// Each paragraph's lines: where they start and end (their text's extent), in page px.
    private func lines(_ renderer: Renderer) throws -> [[(left: Double, right: Double)]] {
        try renderer.withPageLayout(1) { page in
            var result: [[(left: Double, right: Double)]] = []
            var last: ObjectIdentifier?
            for fragment in page.fragments {
                guard case .text(let text) = fragment else { continue }
                let id = ObjectIdentifier(text.paragraph)
                if id != last { result.append([]) }
                last = id
                let line = text.paragraph.shaped.lines[text.line]
                result[result.count - 1].append((text.origin.x, text.origin.x + line.width))
            }
            return result
        }
    }

    @Test func theFirstLineHangsOutAndTheOthersStayAtTheEdge() throws {
        let paragraphs = try lines(try renderer())
        try #require(paragraphs.count == 4 && paragraphs.allSatisfy { $0.count >= 2 }, "\(paragraphs)")
        let edge = 20.0  // the page's content box at 400 px (Readium's gutter)
        // Margin 40, indent -40: the first line at the content edge, the others 40 px in.
        for paragraph in paragraphs[0...1] {
            #expect(abs(paragraph[0].left - edge) < 0.5, "\(paragraph)")
            for line in paragraph.dropFirst() { #expect(abs(line.left - (edge + 40)) < 0.5, "\(paragraph)") }
        }
        // Centred: the other lines centred between the margins (20 + 40 … 380 - 40), the
        // first centred in a box 40 px wider on its start side.
        let centred = paragraphs[2]
        for line in centred.dropFirst() { #expect(abs((line.left + line.right) / 2 - 200) < 0.5, "\(centred)") }
        #expect(abs((centred[0].left + centred[0].right) / 2 - 180) < 0.5, "\(centred)")
        // Right to left: the first line reaches out past the right margin, the others end at it.
        let rtl = paragraphs[3]
        #expect(abs(rtl[0].right - 380) < 0.5, "\(rtl)")
        for line in rtl.dropFirst() { #expect(abs(line.right - 340) < 0.5, "\(rtl)") }
    }

    @Test func golden() throws {
        let image = try renderer().renderPage(1).frame.image
        if let failure = GoldenImage(suite: "NegativeTextIndent").check(image, named: "indexesAndBibliographies") {
            Issue.record(Comment(rawValue: failure.description))
        }
    }
}
