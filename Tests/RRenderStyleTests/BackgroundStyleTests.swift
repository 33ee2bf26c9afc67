import RRenderCore
import RRenderXML
import Testing

@testable import RRenderStyle

/// Background layers and the `background` shorthand (CSS Backgrounds 3 §3), box-shadow,
/// border-radius, opacity and visibility as the cascade computes them.
@Suite struct BackgroundStyleTests {
    private func style(_ declarations: String, sheetHREF: String? = nil, sizes: [String: Size] = [:]) throws -> ComputedStyle {
        let source = """
            <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body><p id='x'>t</p></body></html>
            """
        let document = try DOMParser.parseXHTML(Array(source.utf8), location: "OEBPS/text/c.xhtml")
        var sheet = CSSParser.parseStylesheet("#x { \(declarations) }", location: "s.css")
        if let sheetHREF { sheet = sheet.resolvingURLs(against: sheetHREF) }
        let resolver = StyleResolver(environment: MediaEnvironment(width: 600, height: 800))
        return try resolver.style(
            document, authorSheets: [sheet], location: "OEBPS/text/c.xhtml",
            imageDimensions: { sizes[$0].map(NaturalDimensions.init(size:)) }
        ).find("x")
    }

    @Test func theShorthandSetsEveryLayerLonghandAndTheColour() throws {
        let effects = try style("background: #eee url(b.png) no-repeat left center").effects
        #expect(effects.backgroundImages == [.url(href: "b.png", natural: nil)])
        #expect(effects.backgroundRepeats == [BackgroundRepeat(x: .noRepeat, y: .noRepeat)])
        #expect(effects.backgroundPositions == [BackgroundPosition(x: .percent(0), y: .percent(50))])
        #expect(effects.backgroundSizes == [.auto])
        #expect(try style("background: #eee url(b.png) no-repeat left center").backgroundColor == Color(rgb: 0xEEEEEE))
    }

    @Test func severalLayersWithSizeOriginAndClip() throws {
        let effects = try style(
            "background: url(a.png) right 10px bottom / 20px auto repeat-x content-box, "
                + "linear-gradient(to right, red, blue) padding-box border-box, yellow"
        ).effects
        // The final layer is a colour alone: its image is `none`.
        #expect(effects.backgroundImages.count == 3 && effects.backgroundImages[2] == nil)
        #expect(effects.backgroundPositions[0] == BackgroundPosition(x: .px(10), y: .percent(0), xFromEnd: true, yFromEnd: true))
        #expect(effects.backgroundSizes[0] == .explicit(.px(20), .auto))
        #expect(effects.backgroundRepeats[0] == BackgroundRepeat(x: .repeat, y: .noRepeat))
        #expect(effects.backgroundOrigins == [.contentBox, .paddingBox, .paddingBox])
        #expect(effects.backgroundClips == [.contentBox, .borderBox, .borderBox])
        guard case .linearGradient(let gradient)? = effects.backgroundImages[1] else { Issue.record("not a gradient"); return }
        #expect(gradient.angle == 90 && gradient.stops.count == 2 && !gradient.repeating)
    }

    @Test func attachmentsAreKeptPerLayer() throws {
        #expect(
            try style("background: url(a.png) fixed, url(b.png) local, red").effects.backgroundAttachments == [
                .fixed, .local, .scroll
            ])
        #expect(try style("background-attachment: scroll, fixed").effects.backgroundAttachments == [.scroll, .fixed])
        #expect(try style("background: url(a.png) fixed scroll").effects.backgroundImages.isEmpty, "two attachments in a layer")
    }

    @Test func aShorthandWithAnInvalidPartIsDropped() throws {
        #expect(
            try style("background: url(a.png); background: url(b.png) bogus").effects.backgroundImages
                == [.url(href: "a.png", natural: nil)])
    }

    @Test func urlsResolveAgainstTheSheetAndCarryTheNaturalSize() throws {
        let sizes = ["OEBPS/images/b.png": Size(width: 8, height: 6)]
        let effects = try style("background-image: url(../images/b.png)", sheetHREF: "OEBPS/css/s.css", sizes: sizes).effects
        #expect(
            effects.backgroundImages == [
                .url(href: "OEBPS/images/b.png", natural: NaturalDimensions(size: Size(width: 8, height: 6)))
            ])
        // Outside the container: no image (never the network).
        #expect(try style("background-image: url(http://example.com/a.png)").effects.backgroundImages == [nil])
    }

    @Test(arguments: [
        ("cover", BackgroundSize.cover), ("contain", .contain), ("50% auto", .explicit(.percent(50), .auto)),
        ("10px 20px", .explicit(.px(10), .px(20))), ("auto", .auto)
    ])
    func sizes(text: String, expected: BackgroundSize) throws {
        #expect(try style("background-size: \(text)").effects.backgroundSizes == [expected])
    }

    @Test(arguments: [
        ("top", BackgroundPosition(x: .percent(50), y: .percent(0))),
        ("right top", BackgroundPosition(x: .percent(100), y: .percent(0))),
        ("top right", BackgroundPosition(x: .percent(100), y: .percent(0))),
        ("10px 30%", BackgroundPosition(x: .px(10), y: .percent(30))),
        ("center", BackgroundPosition.center)
    ])
    func positions(text: String, expected: BackgroundPosition) throws {
        #expect(try style("background-position: \(text)").effects.backgroundPositions == [expected])
    }

    @Test func radialGradientsShadowsRadiiOpacityVisibility() throws {
        let style = try style(
            """
            background-image: repeating-radial-gradient(circle closest-side at 20% 30%, red, blue 10px);
            box-shadow: 2px 3px 4px rgba(0,0,0,.5), inset 0 0 5px 1px red; border-radius: 10px 5% / 4px;
            opacity: 0.4; visibility: hidden
            """)
        guard case .radialGradient(let gradient)? = style.effects.backgroundImages.first else {
            Issue.record("no gradient"); return
        }
        #expect(gradient.circle && gradient.extent == .closestSide && gradient.repeating)
        #expect(gradient.center == BackgroundPosition(x: .percent(20), y: .percent(30)))
        #expect(
            style.effects.boxShadows.count == 2 && style.effects.boxShadows[1].inset && style.effects.boxShadows[1].spread == 1)
        #expect(
            style.effects.borderRadii == [
                CornerRadius(horizontal: .px(10), vertical: .px(4)),
                CornerRadius(horizontal: .percent(5), vertical: .px(4)),
                CornerRadius(horizontal: .px(10), vertical: .px(4)),
                CornerRadius(horizontal: .percent(5), vertical: .px(4))
            ])
        #expect(style.effects.opacity == 0.4)
        #expect(style.visibility == .hidden)
    }

    @Test func aStyleWithoutEffectsStoresNone() throws {
        #expect(try style("color: red").effects == .initial)
    }
}
