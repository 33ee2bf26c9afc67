import Foundation
import RRenderCore
import RRenderTestSupport
import Testing

@testable import RRender

/// A note reference shows its target in place only when the target is a note (EPUB 3 Structural
/// Semantics Vocabulary 1.1 §"Notes", referenced by EPUB 3.3 §5.6; DPUB-ARIA 1.1 `doc-noteref`
/// → `doc-footnote`/`doc-endnote`): a `noteref` to a heading, the `<title>` or a plain paragraph
/// is an ordinary link.
@Suite struct NoteTargetTests {
    static let notes = """
        <?xml version="1.0" encoding="UTF-8"?>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
        <head><title id="t">Notes</title></head>
        <body>
          <h1 id="h" epub:type="footnote">Notes</h1>
          <p id="plain">A plain paragraph.</p>
          <aside id="fn" epub:type="footnote"><p>A footnote.</p></aside>
          <aside id="en" epub:type="endnote">An endnote.</aside>
          <div id="rn" epub:type="rearnote">A rear note.</div>
          <aside id="gn" epub:type="note">A note.</aside>
          <div id="aria" role="doc-footnote">An ARIA footnote.</div>
          <div id="ariaend" role="doc-endnote">An ARIA endnote.</div>
          <section role="doc-endnotes"><ol><li id="li1">A listed endnote.</li></ol></section>
          <section epub:type="rearnotes"><p id="inrear">A paragraph among rear notes.</p></section>
          <aside id="untyped">An aside with no note semantics.</aside>
        </body>
        </html>
        """

    private func renderer() throws -> (Renderer, String) {
        var book = EPUBBuilder(chapters: [
            .init(href: "c1.xhtml", title: "One", body: "<p>Text<a epub:type='noteref' href='notes.xhtml#fn'>1</a>.</p>")
        ])
        book.resources = [.init(href: "notes.xhtml", mediaType: "application/xhtml+xml", text: Self.notes)]
        let renderer = try Renderer(
            publication: try Publication.open(data: try book.data(), name: "notes.epub"),
            options: RenderOptions(viewport: Viewport(width: 400, height: 300), concurrency: 1))
        return (renderer, book.path("notes.xhtml"))
    }

    /// SSV 1.1 `footnote`, `endnote`, `rearnote`, `note`; DPUB-ARIA `doc-footnote`,
    /// `doc-endnote`, and the `li` of a `doc-endnotes` list are notes.
    @Test func notesAreElementsMarkedAsNotes() throws {
        let (renderer, href) = try renderer()
        let texts = ["fn", "en", "rn", "gn", "aria", "ariaend", "li1"].map { renderer.note(at: "\(href)#\($0)")?.text }
        #expect(
            texts == [
                "A footnote.", "An endnote.", "A rear note.", "A note.", "An ARIA footnote.", "An ARIA endnote.",
                "A listed endnote."
            ])
    }

    /// EPUB 3.3 §5.6 / SSV: a heading (even one wrongly typed `footnote`), the `<title>`, a plain
    /// paragraph (also inside a notes section, not a list item) and an untyped `aside` are not notes.
    @Test func otherTargetsAreNotNotes() throws {
        let (renderer, href) = try renderer()
        for id in ["t", "h", "plain", "inrear", "untyped"] {
            #expect(renderer.note(at: "\(href)#\(id)") == nil, "#\(id)")
        }
    }
}
