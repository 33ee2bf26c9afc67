import RRenderCore
import Testing

@testable import RRenderStyle

/// The properties of vertical Japanese typography computed: `writing-mode: sideways-*`,
/// `text-orientation`, `text-transform: full-width`, `text-underline-position`, with their
/// `-epub-`/`-webkit-` spellings, and the root's `auto` margins kept under Readium's sheets.
@Suite struct VerticalTypographyStyleTests {
    private func style(_ css: String, readium: Bool = false, target: String = "p") throws -> ComputedStyle {
        try StyleFixture.style(css, readium: readium, body: "<p id='p'>t</p>", target: target)
    }

    @Test func sidewaysWritingModesAreTheirOwn() throws {
        #expect(try style("html { writing-mode: sideways-rl }").writingMode == .sidewaysRL)
        #expect(try style("html { -epub-writing-mode: sideways-lr }").writingMode == .sidewaysLR)
        #expect(try style("html { -webkit-writing-mode: vertical-lr }").writingMode == .verticalLR)
        #expect(
            WritingMode.sidewaysLR.isVertical && WritingMode.sidewaysLR.stacksLeftToRight && WritingMode.sidewaysLR.isSideways)
        #expect(!WritingMode.verticalRL.stacksLeftToRight && !WritingMode.verticalLR.isSideways)
    }

    @Test func textOrientationInheritsWithItsOldSpellings() throws {
        #expect(try style("body { text-orientation: upright }").textOrientation == .upright)
        #expect(try style("body { -epub-text-orientation: sideways-right }").textOrientation == .sideways)
        #expect(try style("body { -webkit-text-orientation: sideways }").textOrientation == .sideways)
        #expect(try style("body { -epub-text-orientation: vertical-right }").textOrientation == .mixed)
        #expect(try style("body { text-orientation: upright } p { text-orientation: bogus }").textOrientation == .upright)
        #expect(try style("").textOrientation == .mixed)
    }

    @Test func fullWidthIsATransformOfItsOwn() throws {
        let full = try style("body { text-transform: full-width }")
        #expect(full.fullWidth && full.textTransform == .none)
        let epub = try style("body { -epub-text-transform: fullwidth }")
        #expect(epub.fullWidth)
        #expect(try style("body { text-transform: -epub-fullwidth }").fullWidth, "EPUB 3.0.1 §3.4.1's value")
        let both = try style("p { text-transform: uppercase full-width }")
        #expect(both.fullWidth && both.textTransform == .uppercase)
        // `none` clears both; a later invalid value leaves the earlier one.
        #expect(try !style("body { text-transform: full-width } p { text-transform: none }").fullWidth)
        #expect(try style("p { text-transform: full-width; text-transform: uppercase lowercase }").fullWidth)
        #expect(try style("p { text-transform: uppercase }").fullWidth == false)
    }

    @Test func underlinePositionTakesASideAndUnder() throws {
        #expect(try style("body { text-underline-position: right }").underlinePosition == UnderlinePosition(side: .right))
        #expect(
            try style("p { text-underline-position: under left }").underlinePosition
                == UnderlinePosition(under: true, side: .left))
        #expect(try style("p { -webkit-text-underline-position: under }").underlinePosition == UnderlinePosition(under: true))
        #expect(try style("p { -epub-text-underline-position: left }").underlinePosition.side == .left)
        #expect(try style("p { text-underline-position: auto under }").underlinePosition == .auto)
        #expect(UnderlinePosition.auto.isRight(language: "ja") && UnderlinePosition.auto.isRight(language: "ko-KR"))
        #expect(!UnderlinePosition.auto.isRight(language: "zh") && !UnderlinePosition.auto.isRight(language: nil))
        #expect(!UnderlinePosition(side: .left).isRight(language: "ja"))
    }

    @Test func readiumKeepsTheRootsAutoMarginsOnly() throws {
        let root = try style("html { margin: auto 1em; max-height: 28em }", readium: true, target: "root")
        #expect(root.margin.top == .auto && root.margin.bottom == .auto)
        #expect(root.margin.left == .px(0) && root.margin.right == .px(0))
        #expect(try style("html { margin: 3em }", readium: true, target: "root").margin.top == .px(0))
        // Without Readium's sheet the publisher's margins stand.
        #expect(try style("html { margin: auto 1em }", target: "root").margin.left != .px(0))
    }
}
