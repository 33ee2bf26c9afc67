import RRenderCore
import RRenderStyle
import RRenderXML
import Testing

/// `ex` and `ch` are of the element's font (CSS Values 3 §5.1.1), measured by the text adapter
/// through `FontMetricsSource`: the x-height and the advance of "0"; `font-size` in `ex` is of
/// the parent's font; without a source, half an em each.
@Suite struct FontRelativeLengthTests {
    /// A font source where "wide" fonts have an x-height of 0.8 em and a "0" of 0.6 em, others 0.4 and 0.3.
    final class FakeFonts: FontMetricsSource {
        var asked: [[String]] = []
        func fontRelativeMetrics(families: [String], weight: Int, italic: Bool) -> FontRelativeMetrics {
            asked.append(families)
            return families.first == "wide"
                ? FontRelativeMetrics(xHeight: 0.8, zeroAdvance: 0.6) : FontRelativeMetrics(xHeight: 0.4, zeroAdvance: 0.3)
        }
    }

    func styled(_ css: String, fonts: FakeFonts?) throws -> StyledDocument {
        let source = """
            <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head>\
            <body><div id="d"><p id="p">t</p></div></body></html>
            """
        let document = try DOMParser.parseXHTML(Array(source.utf8), location: "t.xhtml")
        return StyleResolver(environment: MediaEnvironment(width: 600, height: 800))
            .style(
                document, authorSheets: [CSSParser.parseStylesheet(css, location: "a.css")], location: "t.xhtml",
                fontMetrics: fonts)
    }

    @Test func exAndChAreOfTheElementsFont() throws {
        let fonts = FakeFonts()
        let css = "div { font: 10px narrow } p { font-family: wide; margin-top: 2ex; padding-left: 3ch; font-size: 2ex }"
        let p = try styled(css, fonts: fonts).find("p")
        // font-size: 2ex of the parent's (narrow) font: 2 × 0.4 × 10 = 8 px; then the p's own font.
        #expect(p.fontSize == 8)
        #expect(p.margin.top == .px(2 * 0.8 * 8))
        #expect(p.padding.left == .px(3 * 0.6 * 8))
        #expect(!fonts.asked.isEmpty)
    }

    @Test func withoutASourceTheyAreHalfAnEm() throws {
        let p = try styled("p { font-size: 20px; margin-top: 1ex; padding-left: 1ch }", fonts: nil).find("p")
        #expect(p.margin.top == .px(10) && p.padding.left == .px(10))
    }

    @Test func fontsAreMeasuredOnlyForLengthsThatNeedThem() throws {
        let fonts = FakeFonts()
        _ = try styled("p { margin-top: 1em; padding: 2px }", fonts: fonts)
        #expect(fonts.asked.isEmpty)
    }
}
