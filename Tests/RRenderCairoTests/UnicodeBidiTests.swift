import RRenderCairo
import RRenderCore
import RRenderLayout
import RRenderStyle
import RRenderTestSupport
import Testing

/// `unicode-bidi` puts formatting characters around an inline element (CSS 2.1 §9.10) that
/// Pango's bidi algorithm follows: `bidi-override` lays the letters of a right-to-left span out
/// from right to left. A paragraph's direction is its block's, not its first letter's, unless
/// the block is `dir="auto"` (`unicode-bidi: plaintext`).
@Suite struct UnicodeBidiTests {
    /// The x of each of `letters`' first occurrence on the first line of `body`.
    private func positions(_ body: String, css: String, of letters: [String]) throws -> [Double] {
        let fixture = LayoutFixture(viewport: Size(width: 400, height: 200), shaper: try PangoShaper())
        let page = try #require(try fixture.pages(body: body, css: "p { margin: 0 } " + css).first)
        let line = try #require(page.fragments.compactMap { if case .text(let line) = $0 { line } else { nil } }.first)
        let text = line.paragraph.spec.text
        return try letters.map { letter in
            let utf8 = text[..<(try #require(text.range(of: letter)).lowerBound)].utf8.count
            return try #require(line.paragraph.shaped.rects(forByteRange: utf8..<(utf8 + 1)).first).rect.x
        }
    }

    @Test func anOverriddenSpanRunsRightToLeftInsideALeftToRightLine() throws {
        let css = "span { direction: rtl; unicode-bidi: bidi-override }"
        let normal = try positions("<p>x abc</p>", css: "", of: ["x", "a", "c"])
        #expect(normal[0] < normal[1] && normal[1] < normal[2])
        let overridden = try positions("<p>x <span>abc</span></p>", css: css, of: ["x", "a", "c"])
        #expect(overridden[0] < overridden[2] && overridden[2] < overridden[1], "x, then c b a: \(overridden)")
        // At the paragraph's start the span does not turn the paragraph right-to-left.
        let first = try positions("<p><span>abc</span> x</p>", css: css, of: ["x", "a", "c"])
        #expect(first[2] < first[1] && first[1] < first[0], "c b a, then x: \(first)")
    }

    /// Hebrew first, in a left-to-right block: the paragraph is still left to right, as in
    /// browsers (it once took the direction of its first letter); with `dir="auto"` it is the
    /// text's.
    @Test func aParagraphTakesItsBlocksDirectionUnlessItsDirIsAuto() throws {
        // The Hebrew run reads right to left: its second letter is at the left edge.
        let ltr = try positions("<p>\u{5D0}\u{5D1} abc</p>", css: "", of: ["\u{5D1}", "a"])
        #expect(ltr[0] < ltr[1] && ltr[0] < 1, "Hebrew at the left edge, then abc: \(ltr)")
        let auto = try positions("<p dir='auto'>\u{5D0}\u{5D1} abc</p>", css: "", of: ["\u{5D0}", "a"])
        #expect(auto[1] < auto[0], "right to left: abc left of the Hebrew: \(auto)")
    }

    @Test func aBlockOverrideTurnsItsWholeText() throws {
        let turned = try positions("<p>abc</p>", css: "p { direction: rtl; unicode-bidi: bidi-override }", of: ["a", "c"])
        #expect(turned[1] < turned[0])
    }

    @Test func controlsFollowTheValueAndDirection() {
        #expect(UnicodeBidi.bidiOverride.controls(.rtl) == ("\u{202E}", "\u{202C}"))
        #expect(UnicodeBidi.isolate.controls(.ltr) == ("\u{2066}", "\u{2069}"))
        #expect(UnicodeBidi.normal.controls(.rtl) == ("", ""))
    }
}
