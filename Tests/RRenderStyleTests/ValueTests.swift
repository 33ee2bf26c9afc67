import RRenderCore
import Testing

@testable import RRenderStyle

@Suite struct ValueTests {
    private func color(_ text: String) -> Color? {
        if case .color(let c)? = CSSColorParser.parse(text) { return c }
        return nil
    }

    @Test(arguments: [
        ("red", Color(rgb: 0xFF0000)), ("ReD", Color(rgb: 0xFF0000)), ("rebeccapurple", Color(rgb: 0x663399)),
        ("lightgoldenrodyellow", Color(rgb: 0xFAFAD2)), ("transparent", Color.transparent),
        ("#fc0", Color(rgb: 0xFFCC00)), ("#FFCC00", Color(rgb: 0xFFCC00)),
        ("#ffcc0080", Color(red: 255, green: 204, blue: 0, alpha: 128)),
        ("#fc08", Color(red: 255, green: 204, blue: 0, alpha: 136)),
        ("#123", Color(rgb: 0x112233)), ("rgb(255, 0, 0)", Color(rgb: 0xFF0000)),
        ("rgba(0,0,0,0.5)", Color(red: 0, green: 0, blue: 0, alpha: 128)),
        ("rgb(100%, 0%, 50%)", Color(red: 255, green: 0, blue: 128)),
        ("rgb(255 0 0 / 50%)", Color(red: 255, green: 0, blue: 0, alpha: 128)),
        ("RGB(300, -5, 12.4)", Color(red: 255, green: 0, blue: 12)),
        ("rgba(255 128 0)", Color(rgb: 0xFF8000)), ("rgb(255, 250, 205)", Color(rgb: 0xFFFACD)),
        ("hsl(120, 100%, 50%)", Color(rgb: 0x00FF00)),
        ("hsl(0deg 100% 50% / 0.5)", Color(red: 255, green: 0, blue: 0, alpha: 128)),
        ("hsla(240, 100%, 50%, 1)", Color(rgb: 0x0000FF)), ("hsl(0.5turn 100% 25%)", Color(rgb: 0x008080)),
        ("hsl(-120 100 50)", Color(rgb: 0x0000FF)), ("hsl(30, 0%, 50%)", Color(rgb: 0x808080))
    ])
    func parsesColours(text: String, expected: Color) {
        #expect(color(text) == expected)
    }

    @Test(arguments: [
        "#ggg", "#12345", "rgb(1,2)", "rgb(255, 0%, 0)", "notacolor", "rgb(1 2 3 4)", "rgb(1, 2, 3 / 1)",
        "hsl(120, 100, 50)", "rgb(1,2,3,)", "#", "12px", "red blue", "hsl(1%, 2%, 3%)"
    ])
    func rejectsInvalidColours(text: String) {
        #expect(CSSColorParser.parse(text) == nil)
    }

    @Test func currentColorIsDistinct() {
        #expect(CSSColorParser.parse("currentColor") == .currentColor)
        #expect(CSSNamedColors.table.count == 148)
    }

    @Test(arguments: [
        ("12pt", 16.0), ("1in", 96), ("2.54cm", 96), ("25.4MM", 96), ("1pc", 16), ("4q", 96 / 25.4), ("1PX", 1),
        ("1.5em", 30), ("2rem", 32), ("1ex", 10), ("2ch", 20), ("10vw", 50), ("10vh", 80), ("10vmin", 50),
        ("10vmax", 80), ("0", 0), ("50%", 100)
    ])
    func convertsLengthsToPixels(text: String, pixels: Double) throws {
        let value = try #require(CSSParser.parseComponentValues(text).first)
        let length = try #require(CSSLength(value))
        let context = CSSLengthContext(fontSize: 20, rootFontSize: 16, viewportWidth: 500, viewportHeight: 800, percentBase: 200)
        let result = try #require(length.toPixels(context))
        #expect(abs(result - pixels) < 1e-9)
    }

    @Test func lengthEdgeCases() throws {
        let five = try #require(CSSParser.parseComponentValues("5").first)
        #expect(CSSLength(five) == nil)
        let percent = try #require(CSSParser.parseComponentValues("50%").first)
        #expect(CSSLength(percent)?.toPixels(CSSLengthContext()) == nil)
        #expect(CSSLength(percent, allowPercentage: false) == nil)
        let unknown = try #require(CSSParser.parseComponentValues("3furlongs").first)
        #expect(CSSLength(unknown) == nil)
        #expect(CSSLength(1.5, .em).description == "1.5em")
        #expect(CSSLength(10, .vh).toPixels(fontSize: 16, rootFontSize: 16, viewport: Viewport(width: 600, height: 800)) == 80)
    }

    @Test func fontFamilyLists() {
        #expect(FontFamily.parseList(CSSParser.parseComponentValues("'Stix', serif")) == [.named("Stix"), .generic(.serif)])
        #expect(
            FontFamily.parseList(CSSParser.parseComponentValues("Times   New\tRoman , SANS-SERIF")) == [
                .named("Times New Roman"), .generic(.sansSerif)
            ])
        #expect(FontFamily.parseList(CSSParser.parseComponentValues("\"serif\"")) == [.named("serif")])
        #expect(FontFamily.parseList(CSSParser.parseComponentValues("inherit")) == nil)
        #expect(FontFamily.parseList(CSSParser.parseComponentValues("a, , b")) == nil)
        #expect(FontFamily.parseList(CSSParser.parseComponentValues("\"x\" y")) == nil)
        #expect(FontFamily.parseList(CSSParser.parseComponentValues("Font 3")) == nil)
    }

    @Test func simpleValueHelpers() throws {
        #expect(CSSValues.keyword(CSSParser.parseComponentValues("  Bold ")) == "bold")
        #expect(CSSValues.keyword(CSSParser.parseComponentValues("bold italic")) == nil)
        let urls = CSSParser.parseComponentValues("url(a.png) url( \"b c.png\" ) URL('d')").splitOnWhitespace()
        #expect(urls.compactMap(CSSValues.url) == ["a.png", "b c.png", "d"])
        let number = try #require(CSSParser.parseComponentValues("1.5").first)
        #expect(CSSValues.number(number) == 1.5)
        #expect(CSSValues.integer(number) == nil)
        #expect(CSSValues.cssWideKeyword(CSSParser.parseComponentValues("INHERIT")) == "inherit")
        let border = CSSParser.parseComponentValues(" 1px solid rgb(0, 0, 0) ")
        #expect(border.splitOnWhitespace().count == 3)
        #expect(CSSParser.parseComponentValues("a, b c,d").splitOnCommas().map(\.cssText) == ["a", "b c", "d"])
    }
}
