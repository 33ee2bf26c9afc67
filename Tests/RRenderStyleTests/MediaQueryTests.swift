import RRenderCore
import Testing

@testable import RRenderStyle

@Suite struct MediaQueryTests {
    private let portrait = MediaEnvironment(width: 600, height: 800)

    private func matches(_ text: String, _ environment: MediaEnvironment? = nil) -> Bool {
        MediaQueryList(parsing: text).matches(environment ?? portrait)
    }

    @Test(arguments: [
        ("", true), ("all", true), ("screen", true), ("SCREEN", true), ("print", false), ("only screen", true),
        ("not print", true), ("not screen", false), ("screen, print", true), ("print, amzn-kf8", false),
        ("amzn-mobi", false), ("tv", false), ("only", false), ("not", false), ("screen and", false),
        ("screen (color)", false), ("all and (orientation:portrait)", true), ("all and (orientation:landscape)", false),
        ("(min-width: 500px)", true), ("(min-width: 601px)", false), ("(max-width: 30em)", false),
        ("(max-width: 40rem)", true), ("(width: 600px)", true), ("(min-height: 800px) and (max-height: 800px)", true),
        ("(min-aspect-ratio: 1/2)", true), ("(max-aspect-ratio: 1/2)", false), ("(aspect-ratio: 3/4)", true),
        ("(-webkit-min-device-pixel-ratio: 2)", false), ("(-webkit-min-device-pixel-ratio: 1)", true),
        ("(min-resolution: 192dpi)", false), ("(resolution: 1dppx)", true), ("(resolution: 96dpi)", true),
        ("(color)", true), ("(min-color: 8)", true), ("(monochrome)", false), ("(monochrome: 0)", true),
        ("(foo: 1)", false), ("(foo: 1), screen", true), ("not all and (foo)", false),
        ("(400px <= width <= 700px)", true), ("(width > 600px)", false), ("(width >= 600px)", true),
        ("(700px < width)", false), ("(700px > width > 300px)", true), ("(width < 700px < 800px)", false),
        ("not (color)", false), ("not (monochrome)", true), ("(color) and (min-width: 100px)", true),
        ("(monochrome) or (color)", true), ("(monochrome) and (color) or (grid)", false),
        ("screen and ((color) or (monochrome))", true), ("screen and (color) or (monochrome)", false),
        ("(hover: none)", true), ("(hover)", false), ("(prefers-color-scheme: dark)", false),
        ("(min-width)", false), ("(width: portrait)", false), ("(orientation: 5)", false),
        ("screen and (min-width: 20em) and (max-width: 50vw)", false),
        ("screen and (min-width: 20em) and (max-width: 100vw)", true),
        ("(min-width: 0)", true), ("(max-height: 0)", false), ("unknown-fn(1)", false), ("(unknown-fn(1))", false)
    ])
    func evaluates(query: String, expected: Bool) {
        #expect(matches(query) == expected)
    }

    @Test func environmentChangesTheAnswer() {
        let landscape = MediaEnvironment(width: 1024, height: 768, resolution: 2)
        #expect(matches("(orientation: landscape)", landscape))
        #expect(matches("(-webkit-min-device-pixel-ratio: 2)", landscape))
        #expect(matches("(min-resolution: 192dpi)", landscape))
        #expect(matches("print", MediaEnvironment(width: 1, height: 1, type: "print")))
        #expect(
            matches(
                "(min-resolution: 2dppx) and (orientation: landscape)",
                MediaEnvironment(viewport: Viewport(width: 900, height: 600), scale: 2)))
        #expect(!matches("(color)", MediaEnvironment(width: 1, height: 1, colorBits: 0)))
        #expect(matches("(monochrome)", MediaEnvironment(width: 1, height: 1, colorBits: 0)))
    }

    @Test func invalidQueriesBecomeNotAllWithoutSpoilingTheList() {
        let list = MediaQueryList(parsing: "screen and, print, all")
        #expect(list.queries.count == 3)
        #expect(list.queries[0].isInvalid)
        #expect(list.matches(portrait))
    }

    @Test func parsedStructure() {
        let list = MediaQueryList(parsing: "only screen and (min-width: 30em) and (orientation: portrait)")
        #expect(
            list.queries == [
                MediaQuery(
                    qualifier: .only, mediaType: "screen",
                    condition: .and([
                        .feature(
                            MediaFeature(
                                name: "width", comparisons: [MediaComparison(.greaterOrEqual, .length(CSSLength(30, .em)))])),
                        .feature(MediaFeature(name: "orientation", comparisons: [MediaComparison(.equal, .keyword("portrait"))]))
                    ]))
            ])
    }
}
