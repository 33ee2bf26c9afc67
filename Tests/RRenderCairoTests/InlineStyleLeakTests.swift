import RRenderCairo
import RRenderCore
import RRenderLayout
import RRenderStyle
import RRenderTestSupport
import Testing

/// A property set on an inline element (one run of a paragraph) applies to that run only: the
/// text after it is shaped as if the run were not there. The paragraph's first run matters most:
/// the layout's default font comes from it (`PangoShaper.makeLayout`), and `font-variant:
/// small-caps` on it used to run on to the end of the paragraph.
@Suite struct InlineStyleLeakTests {
    let shaper: PangoShaper

    init() throws {
        shaper = try PangoShaper()
    }

    /// The properties of one run, each changing the width of text it is set on.
    static let properties: [(String, @Sendable (inout TextStyle) -> Void)] = [
        ("font-variant: small-caps", { $0.smallCaps = true }),
        ("font-size", { $0.fontSize = 24 }),
        ("font-weight", { $0.fontWeight = 700 }),
        ("font-style", { $0.italic = true }),
        ("font-family", { $0.fontFamily = ["monospace"] }),
        ("letter-spacing", { $0.letterSpacing = 3 }),
        ("word-spacing", { $0.wordSpacing = 9 }),
        ("font-feature-settings", { $0.fontFeatures = ["smcp"] })
    ]

    /// The widths of the byte ranges `measured` of `text` in one paragraph, with the run over
    /// `styled` (bytes) set by `change`, and with no run set.
    func widths(
        _ text: String, styled: Range<Int>, measured: [Range<Int>], _ change: (inout TextStyle) -> Void
    )
        -> (plain: [Double], styled: [Double])
    {
        var special = TextStyle.fixture()
        change(&special)
        let plain = TextStyle.fixture(), end = text.utf8.count
        var runs = [TextRun(range: styled, style: special)]
        if styled.lowerBound > 0 { runs.insert(TextRun(range: 0..<styled.lowerBound, style: plain), at: 0) }
        if styled.upperBound < end { runs.append(TextRun(range: styled.upperBound..<end, style: plain)) }
        func width(_ paragraph: ParagraphSpec) -> [Double] {
            let shaped = shaper.shape(paragraph, width: 2000)
            return measured.map { range in shaped.rects(forByteRange: range).reduce(0) { $0 + $1.rect.width } }
        }
        return (
            width(ParagraphSpec(text: text, runs: [TextRun(range: 0..<end, style: plain)])),
            width(ParagraphSpec(text: text, runs: runs))
        )
    }

    @Test(arguments: properties.indices)
    func aPropertyOfTheFirstRunEndsWithIt(_ index: Int) {
        let (name, change) = Self.properties[index]
        // "sty led" then " after text here": the styled words change, the rest does not.
        let (plain, styled) = widths("sty led after text here", styled: 0..<7, measured: [0..<7, 8..<23], change)
        #expect(abs(plain[0] - styled[0]) > 0.5, "\(name) has no effect on its own text")
        #expect(abs(plain[1] - styled[1]) < 0.01, "\(name) leaks: \(plain[1]) vs \(styled[1])")
    }

    @Test(arguments: properties.indices)
    func aPropertyOfAMiddleRunEndsWithIt(_ index: Int) {
        let (name, change) = Self.properties[index]
        let (plain, styled) = widths("before sty led after text here", styled: 7..<14, measured: [7..<14, 15..<30], change)
        #expect(abs(plain[0] - styled[0]) > 0.5, "\(name) has no effect on its own text")
        #expect(abs(plain[1] - styled[1]) < 0.01, "\(name) leaks: \(plain[1]) vs \(styled[1])")
    }
}
