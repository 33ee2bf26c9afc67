import RRenderCairo
import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// A negative margin on an inline element pulls its text (and what follows it) back over what
/// comes before it (CSS 2.1 §8.3: margins may be negative), as browsers draw it; the border and
/// padding still stand out from its text.
@Suite struct NegativeInlineMarginTests {
    /// The border box of the span of `<p>AA<span>BB</span>CC</p>` styled `css`.
    func spanBox(_ css: String) throws -> Rect {
        let fixture = LayoutFixture(viewport: Size(width: 400, height: 200), shaper: try PangoShaper())
        let page = try #require(
            try fixture.pages(
                body: "<p>AA<span>BB</span>CC</p>",
                css: "p { margin: 0; font: 20px/1 serif } span { background: blue; \(css) }"
            ).first)
        return try #require(page.fragments.lazy.compactMap { if case .box(let box) = $0 { box.rect } else { nil } }.first)
    }

    @Test func aNegativeStartMarginPullsTheTextBack() throws {
        let plain = try spanBox(""), pulled = try spanBox("margin-left: -10px")
        #expect(abs(pulled.minX - (plain.minX - 10)) < 0.01, "\(plain) \(pulled)")
        #expect(abs(pulled.width - plain.width) < 0.01)
    }

    @Test func theBorderAndPaddingStandOutFromTheText() throws {
        let plain = try spanBox("")
        let edged = try spanBox("margin-left: -30px; padding-left: 5px; border-left: 5px solid black")
        // The text moves by -30 + 5 + 5 = -20 px; the border box starts 10 px before it.
        #expect(abs(edged.minX - (plain.minX - 20 - 10)) < 0.01, "\(plain) \(edged)")
    }

    /// A negative end margin pulls what follows over the span's end.
    @Test func aNegativeEndMarginPullsTheNextTextIn() throws {
        let fixture = LayoutFixture(viewport: Size(width: 400, height: 200), shaper: try PangoShaper())
        let width = { (css: String) throws -> Double in
            let page = try #require(
                try fixture.pages(body: "<p>AA<span>BB</span>CC</p>", css: "p { margin: 0; font: 20px/1 serif } span { \(css) }")
                    .first)
            let line = try #require(page.fragments.lazy.compactMap { if case .text(let line) = $0 { line } else { nil } }.first)
            return line.paragraph.shaped.lines[line.line].width
        }
        #expect(abs(try width("margin-right: -15px") - (try width("") - 15)) < 0.01)
    }
}
