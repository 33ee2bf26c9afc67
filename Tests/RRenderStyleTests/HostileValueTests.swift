import RRenderCore
import RRenderTestSupport
import RRenderXML
import Testing

@testable import RRenderStyle

/// Hostile CSS values (`HostileCSS.values`: 1e308in, -2147483649, nan, calc(1e308*10)…) for every
/// property the cascade computes: each computed number is finite and within the content limits,
/// so no later stage can be handed infinity or a value no integer type holds.
@Suite struct HostileValueTests {
    /// Every longhand of the registry, and the shorthands and unused properties books write.
    static let properties = PropertyRegistry.properties.keys.sorted() + HostileCSS.otherProperties

    /// The styled document of one element per hostile value (`#v0`, `#v1`…), each with a child.
    private func styled(property: String, zoom: Double = 1) throws -> StyledDocument {
        let body = HostileCSS.values.indices.map { "<div id='v\($0)' class='v\($0)'><p id='c\($0)'>t <span>s</span></p></div>" }
            .joined()
        let source = """
            <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body>\(body)</body></html>
            """
        let document = try DOMParser.parseXHTML(Array(source.utf8), location: "t.xhtml")
        let resolver = StyleResolver(environment: MediaEnvironment(width: 600, height: 800), textZoom: zoom)
        let sheet = CSSParser.parseStylesheet(HostileCSS.stylesheet(property: property), location: "a.css")
        return resolver.style(document, authorSheets: [sheet], location: "t.xhtml")
    }

    @Test(arguments: properties)
    func computedNumbersAreFiniteAndBounded(property: String) throws {
        // A reader's text zoom multiplies absolute font sizes: the bounds hold after it too.
        for zoom in [2.5] {
            let document = try styled(property: property, zoom: zoom)
            for index in HostileCSS.values.indices {
                for id in ["v\(index)", "c\(index)"] {
                    let style = try document.element(id).style
                    for (path, number) in Self.numbers(in: style) {
                        #expect(
                            number.isFinite && abs(number) <= ContentLimits.maximumLength,
                            "\(property): \(HostileCSS.values[index]) gives \(path) = \(number) on #\(id)")
                    }
                    #expect(style.fontSize <= 10_000, "\(property): \(HostileCSS.values[index])")
                    let lineHeight = style.lineHeight.px(fontSize: style.fontSize) ?? 0
                    #expect(lineHeight.isFinite && lineHeight <= ContentLimits.maximumLength)
                }
            }
        }
    }

    @Test func nestedRelativeFontSizesStayBounded() throws {
        let depth = 200  // libxml2 stops at 256 levels
        let body = String(repeating: "<span>", count: depth) + "<b id='deep'>t</b>" + String(repeating: "</span>", count: depth)
        for rule in ["span { font-size: larger }", "span { font-size: 1e9% }", "span { font-size: 1e300em; line-height: 1e300 }"]
        {
            let source = """
                <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body>\(body)</body></html>
                """
            let document = try DOMParser.parseXHTML(Array(source.utf8), location: "t.xhtml")
            let styled = StyleResolver(environment: MediaEnvironment(width: 600, height: 800))
                .style(document, authorSheets: [CSSParser.parseStylesheet(rule, location: "a.css")], location: "t.xhtml")
            let deep = try styled.element("deep").style
            #expect(deep.fontSize.isFinite && deep.fontSize <= 10_000, "\(rule)")
            #expect((deep.lineHeight.px(fontSize: deep.fontSize) ?? 0) <= ContentLimits.maximumLength, "\(rule)")
        }
    }

    @Test func resolvedPercentagesAndLineHeightsAreClamped() {
        #expect(LengthPercentage.percent(1e30).resolve(against: 600) == ContentLimits.maximumLength)
        #expect(LengthPercentage.px(-.infinity).resolve(against: 600) == -ContentLimits.maximumLength)
        #expect(LengthPercentage.px(.nan).resolve(against: 600) == 0)
        #expect(LengthPercentageAuto.percent(-1e300).resolve(against: 1e300) == -ContentLimits.maximumLength)
        #expect(LineHeight.number(1e308).px(fontSize: 10_000) == ContentLimits.maximumLength)
    }

    /// Every `Double` in `value`, found by reflection (enum payloads, optionals and nested
    /// structures included), with the path that leads to it.
    static func numbers(in value: Any, path: String = "style") -> [(String, Double)] {
        if let number = value as? Double { return [(path, number)] }
        return Mirror(reflecting: value).children.flatMap { child in
            numbers(in: child.value, path: path + "." + (child.label ?? "?"))
        }
    }
}
