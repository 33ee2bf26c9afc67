import Foundation
import RRenderStyle
import RRenderTestSupport
import Testing

@testable import RRender

/// Pagination loses and duplicates nothing: for every chapter of every corpus EPUB, the text on
/// its pages, in order, is the text of its styled document (what `display: none` hides and
/// generated content and ruby annotations aside; white space and case aside, since pages join
/// lines their own way and `text-transform` changes case).
@Suite struct TextConservationTests {
    /// Every corpus EPUB; the three largest (most of the suite's time) in `make test-all`.
    @Test(
        arguments: TestScope.arguments(
            [
                "childrens-literature.epub", "georgia-cfi.epub", "internallinks.epub",
                "regime-anticancer-arabic.epub", "wasteland-otf-obf.epub",
                "kusamakura-japanese-vertical-writing.epub", "page-blanche.epub"
            ],
            slow: ["moby-dick.epub", "live-manual.en.epub", "linear-algebra.epub"]))
    func everyChapterKeepsItsText(_ name: String) throws {
        let renderer = try Renderer.open(path: try Corpus.path(name))
        let counts = renderer.resourcePageCounts()
        var first = 1
        for (index, link) in renderer.publication.readingOrder.enumerated() {
            defer { first += counts[index] }
            guard counts[index] > 0, let styled = renderer.loader.styledDocument(link) else { continue }
            let pages = try (first..<(first + counts[index])).map { try renderer.text(ofPage: $0) }
            let laidOut = Self.characters(pages.joined()), expected = Self.characters(Self.visibleText(styled.root))
            if laidOut != expected {
                let at =
                    zip(laidOut, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    ?? min(laidOut.count, expected.count)
                Issue.record(
                    "\(name) \(link.href): \(laidOut.count) characters laid out, \(expected.count) expected; first difference at \(at): «\(String(laidOut.dropFirst(max(0, at - 20)).prefix(50)))» vs «\(String(expected.dropFirst(max(0, at - 20)).prefix(50)))»"
                )
            }
        }
    }

    /// The text without white space (pages join lines and paragraphs their own way) or soft
    /// hyphens, case-folded (`text-transform`).
    static func characters(_ text: String) -> [Character] {
        Array(text.lowercased()).filter { !$0.isWhitespace && $0 != "\u{00AD}" }
    }

    /// A MathML element other than a token (which holds text).
    static func isMathMLContainer(_ element: StyledElement) -> Bool {
        element.element.namespace == "http://www.w3.org/1998/Math/MathML"
            && !["mi", "mn", "mo", "mtext", "ms"].contains(element.name)
    }

    /// The text of the elements that generate boxes, in document order; a ruby's annotations
    /// are drawn beside its base, not read as text.
    static func visibleText(_ element: StyledElement, inRuby: Bool = false) -> String {
        guard element.style.display != .none, !element.isGenerated else { return " " }
        if inRuby, element.name == "rt" || element.name == "rtc" { return "" }
        var text = element.name == "br" ? " " : ""
        for child in element.children {
            switch child {
            case .text(let string):
                // White space between MathML elements is not rendered (MathML Core §2.1.4).
                if Self.isMathMLContainer(element), string.allSatisfy(\.isWhitespace) { continue }
                text += string
            case .element(let inner):
                text += visibleText(inner, inRuby: element.name == "ruby") + (inner.style.display.isBlockLevel ? " " : "")
            }
        }
        return text
    }
}
