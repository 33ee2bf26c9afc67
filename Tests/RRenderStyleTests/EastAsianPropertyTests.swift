import RRenderCore
import Testing

@testable import RRenderStyle

/// Ruby, emphasis and tate-chu-yoko properties computed (CSS Ruby 1 §4, CSS Text Decoration 3
/// §3, CSS Writing Modes 3 §9.1), with the `-epub-` spellings of EPUB 3.0 and `-webkit-` ones.
@Suite struct EastAsianPropertyTests {
    private func style(_ css: String, target: String = "x") throws -> EastAsianTypography {
        try StyleFixture.style(css, body: "<p id='x'>漢<ruby id='r'>字<rt id='t'>じ</rt></ruby></p>", target: target).eastAsian
    }

    @Test func emphasisStyleKeywordsStringsAndPrefixes() throws {
        #expect(try style("p { text-emphasis-style: sesame }").emphasisStyle == .shape(.sesame, filled: true))
        #expect(try style("p { -epub-text-emphasis-style: open dot }").emphasisStyle == .shape(.dot, filled: false))
        #expect(try style("p { -webkit-text-emphasis-style: filled }").emphasisStyle == .shape(nil, filled: true))
        #expect(try style("p { text-emphasis-style: '*' }").emphasisStyle == .string("*"))
        #expect(try style("p { text-emphasis-style: sesame dot }").emphasisStyle == nil, "two shapes are invalid")
        #expect(try style("p { text-emphasis-style: sesame; text-emphasis-style: none }").emphasisStyle == nil)
        // Inherited by the ruby, but the UA sheet turns it off on the annotation.
        #expect(try style("p { text-emphasis-style: sesame }", target: "r").emphasisStyle == .shape(.sesame, filled: true))
        #expect(try style("p { text-emphasis-style: sesame }", target: "t").emphasisStyle == nil)
    }

    @Test func emphasisShorthandSetsStyleAndColour() throws {
        let both = try style("p { text-emphasis: triangle #f00 }")
        #expect(both.emphasisStyle == .shape(.triangle, filled: true))
        #expect(both.emphasisColor == Color(red: 255, green: 0, blue: 0))
        let styleOnly = try style("p { -webkit-text-emphasis-color: blue; -webkit-text-emphasis: open circle }")
        #expect(styleOnly.emphasisStyle == .shape(.circle, filled: false))
        #expect(styleOnly.emphasisColor == nil, "the shorthand resets the colour to currentcolor")
        #expect(try style("p { -epub-text-emphasis-color: #00f }").emphasisColor == Color(red: 0, green: 0, blue: 255))
    }

    @Test func emphasisPositionAndMarksByWritingMode() throws {
        #expect(
            try style("p { text-emphasis-position: under left }").emphasisPosition == EmphasisPosition(over: false, right: false))
        #expect(try style("p { text-emphasis-position: over }").emphasisPosition == EmphasisPosition(over: true, right: true))
        #expect(try style("p { text-emphasis-position: left }").emphasisPosition == EmphasisPosition(), "over/under is required")
        #expect(EmphasisStyle.shape(nil, filled: true).mark(vertical: true) == "\u{FE45}", "sesame in vertical text")
        #expect(EmphasisStyle.shape(nil, filled: false).mark(vertical: false) == "\u{25CB}", "open circle in horizontal text")
        #expect(EmphasisStyle.string("※注").mark(vertical: false) == "※")
    }

    @Test func combineUprightValuesAndTheEPUBSpelling() throws {
        #expect(try style("p { text-combine-upright: all }").combineUpright == .all)
        #expect(try style("p { -epub-text-combine: horizontal }").combineUpright == .all)
        #expect(try style("p { -webkit-text-combine: horizontal }").combineUpright == .all)
        #expect(try style("p { -epub-text-combine-horizontal: all }").combineUpright == .all, "EPUB 3.0.1 §3.4.1")
        #expect(try style("p { text-combine-upright: digits }").combineUpright == .digits(2))
        #expect(try style("p { text-combine-upright: digits 4 }").combineUpright == .digits(4))
        #expect(try style("p { text-combine-upright: digits 5 }").combineUpright == CombineUpright.none, "2 to 4 only")
        #expect(try style("p { text-combine-upright: all }", target: "t").combineUpright == .all, "inherited")
    }

    @Test func rubyPositionAndAlign() throws {
        #expect(try style("").rubyPosition == .over)
        #expect(try style("p { ruby-position: under }", target: "r").rubyPosition == .under)
        #expect(try style("p { -epub-ruby-position: under }").rubyPosition == .under)
        #expect(try style("p { -webkit-ruby-position: after }").rubyPosition == .under)
        #expect(try style("p { ruby-position: inter-character }").rubyPosition == .over)
        #expect(try style("p { ruby-align: center }").rubyAlign == .center)
        #expect(try style("p { ruby-align: middle }").rubyAlign == .spaceAround, "invalid values are dropped")
    }
}
