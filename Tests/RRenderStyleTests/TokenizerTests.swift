import Testing

@testable import RRenderStyle

@Suite struct TokenizerTests {
    private func tokens(_ text: String) -> [CSSToken] { CSSTokenizer.tokenize(text) }

    @Test func numbersFollowTheConsumeANumberAlgorithm() {
        #expect(tokens("+.5e3") == [.number(CSSNumber(500, isInteger: false, hasSign: true))])
        #expect(tokens("1e") == [.dimension(CSSNumber(1), unit: "e")])
        #expect(tokens("1e3") == [.number(CSSNumber(1000, isInteger: false))])
        #expect(tokens("1e-2px") == [.dimension(CSSNumber(0.01, isInteger: false), unit: "px")])
        #expect(tokens("1.") == [.number(CSSNumber(1)), .delim(".")])
        #expect(tokens("-.5") == [.number(CSSNumber(-0.5, isInteger: false, hasSign: true))])
        #expect(tokens("12%") == [.percentage(CSSNumber(12))])
        #expect(tokens("-5px") == [.dimension(CSSNumber(-5, hasSign: true), unit: "px")])
        #expect(tokens("3n-1") == [.dimension(CSSNumber(3), unit: "n-1")])
    }

    @Test func identsFunctionsAndAtKeywords() {
        #expect(tokens("--custom") == [.ident("--custom")])
        #expect(tokens("-moz-x") == [.ident("-moz-x")])
        #expect(tokens("rgb(") == [.function("rgb")])
        #expect(tokens("@media") == [.atKeyword("media")])
        #expect(tokens("@ x") == [.delim("@"), .whitespace, .ident("x")])
        #expect(tokens("-") == [.delim("-")])
    }

    @Test func hashTokensCarryTheIDFlag() {
        #expect(tokens("#abc") == [.hash("abc", isID: true)])
        #expect(tokens("#123") == [.hash("123", isID: false)])
        #expect(tokens("#-a") == [.hash("-a", isID: true)])
        #expect(tokens("# a") == [.delim("#"), .whitespace, .ident("a")])
    }

    @Test func escapesAreDecoded() {
        #expect(tokens("\\41 b") == [.ident("Ab")])
        #expect(tokens("\\000041x") == [.ident("Ax")])
        #expect(tokens("\\0") == [.ident("\u{FFFD}")])
        #expect(tokens("\\D800") == [.ident("\u{FFFD}")])
        #expect(tokens("\\110000") == [.ident("\u{FFFD}")])
        #expect(tokens("a\\") == [.ident("a\u{FFFD}")])
        #expect(tokens("\\.x") == [.ident(".x")])
        #expect(tokens("\"a\\\"b\"") == [.string("a\"b")])
        #expect(tokens("\"a\\\nb\"") == [.string("ab")])
        #expect(tokens("\\\n") == [.delim("\\"), .whitespace])
    }

    @Test func nonASCIICodePointsAreKeptWhole() {
        #expect(tokens("é-x 日本") == [.ident("é-x"), .whitespace, .ident("日本")])
        #expect(tokens("\\é\\😀") == [.ident("é😀")])
        #expect(tokens("\"«日本»\"") == [.string("«日本»")])
        #expect(tokens("url(日本.png)") == [.url("日本.png")])
        #expect(tokens("#ü") == [.hash("ü", isID: true)])
        #expect(tokens("5ém") == [.dimension(CSSNumber(5), unit: "ém")])
    }

    @Test func urls() {
        #expect(tokens("url(  foo.png  )") == [.url("foo.png")])
        #expect(tokens("URL(a\\)b)") == [.url("a)b")])
        #expect(tokens("url(a b)") == [.badURL])
        #expect(tokens("url(a b) x") == [.badURL, .whitespace, .ident("x")])
        #expect(tokens("url(a\"b)") == [.badURL])
        #expect(tokens("url( \"x y\" )") == [.function("url"), .whitespace, .string("x y"), .whitespace, .rightParenthesis])
        #expect(tokens("url(x") == [.url("x")])
    }

    @Test func badStringsEndAtANewline() {
        #expect(tokens("\"abc\ndef\"") == [.badString, .whitespace, .ident("def"), .string("")])
        #expect(tokens("'open") == [.string("open")])
    }

    @Test func commentsAreSkipped() {
        #expect(tokens("a/* x */b") == [.ident("a"), .ident("b")])
        #expect(tokens("a /* unterminated") == [.ident("a"), .whitespace])
        #expect(tokens("/**/") == [])
    }

    @Test func punctuationAndHTMLCommentMarkers() {
        #expect(tokens("<!-- -->") == [.cdo, .whitespace, .cdc])
        #expect(
            tokens("{}[](),:;") == [
                .leftBrace, .rightBrace, .leftBracket, .rightBracket, .leftParenthesis,
                .rightParenthesis, .comma, .colon, .semicolon
            ])
        #expect(tokens("a|=b") == [.ident("a"), .delim("|"), .delim("="), .ident("b")])
    }

    @Test func preprocessingNormalisesNewlinesAndNUL() {
        #expect(tokens("a\u{0}b") == [.ident("a\u{FFFD}b")])
        let (found, lines) = CSSTokenizer.tokenizeWithLines("a\r\nb\rc\u{0C}d\ne")
        #expect(found.filter { $0 != .whitespace } == [.ident("a"), .ident("b"), .ident("c"), .ident("d"), .ident("e"), .eof])
        #expect(zip(found, lines).filter { $0.0 != .whitespace }.map(\.1) == [1, 2, 3, 4, 5, 5])
    }

    @Test func serialisationRoundTrips() {
        let text = "a.b > #c[d=\"e f\"] url(\"g\") 1.5em -2 +3 50% \\31 x"
        let values = CSSParser.parseComponentValues(text)
        #expect(values.cssText == "a.b > #c[d=\"e f\"] url(\"g\") 1.5em -2 +3 50% \\31 x")
        #expect(CSSParser.parseComponentValues(values.cssText) == values)
        #expect(CSSToken.dimension(CSSNumber(1), unit: "e3").description == "1\\65 3")
    }
}
