import RRenderCore
import RRenderXML
import Testing

@testable import RRenderStyle

/// Reading settings through the cascade: each active setting overrides the publisher's style,
/// an inactive one (publisher styles on, the wrong stylesheet variant, a fixed layout) changes
/// nothing, and the font size zooms every font size, px ones included.
@Suite struct UserSheetTests {
    /// A publisher sheet with a value for everything the settings touch.
    static let publisher = """
        :root { font-family: serif; color: #333333; background-color: #ffffff }
        body { line-height: 1.4; text-align: left; hyphens: manual; font-weight: 400 }
        p { text-indent: 1em; margin: 0.5em 0; letter-spacing: 0; word-spacing: 0; font-size: 16px }
        h1 { font-size: 2em } h2 { font-size: 1.5em } code { font-family: monospace } a { color: #0000ff }
        """
    static let body = """
        <h1 id='h1'>T</h1><h2 id='h2'>S</h2><p id='p'>Text <em id='em'>stress</em> <code id='code'>x</code> <a id='a' href='#'>l</a></p>
        """

    private func styled(_ settings: EPUBSettings, layout: Layout = .reflowable) throws -> StyledDocument {
        let source = """
            <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml" id='html'><head><title>t</title></head><body id='body'>\(Self.body)</body></html>
            """
        let document = try DOMParser.parseXHTML(Array(source.utf8), location: "t.xhtml")
        let sheets = ReadiumUserSheet.stylesheet(for: settings, layout: layout).map { [$0] } ?? []
        let zoom = settings.isActive(.fontSize, layout: layout) ? settings.fontSize : 1
        let resolver = StyleResolver(environment: MediaEnvironment(width: 600, height: 800), userSheets: sheets, textZoom: zoom)
        return resolver.style(
            document, authorSheets: [CSSParser.parseStylesheet(Self.publisher, location: "a.css")],
            location: "t.xhtml")
    }

    private func style(_ id: String, _ settings: EPUBSettings, layout: Layout = .reflowable) throws -> ComputedStyle {
        try styled(settings, layout: layout).find(id)
    }

    /// Publisher styles off, the rest as given.
    private func advanced(_ change: (inout EPUBSettings) -> Void) -> EPUBSettings {
        var settings = EPUBSettings(publisherStyles: false)
        change(&settings)
        return settings
    }

    @Test func defaultSettingsWriteNoSheet() {
        #expect(ReadiumUserSheet.css(for: EPUBSettings()).isEmpty)
        #expect(ReadiumUserSheet.css(for: EPUBSettings(publisherStyles: false)).isEmpty)
    }

    @Test func fontSizeZoomsEveryFontSizePxIncluded() throws {
        let plain = try styled(EPUBSettings()), zoomed = try styled(EPUBSettings(fontSize: 2))
        #expect(try plain.find("p").fontSize == 16)
        #expect(try zoomed.find("p").fontSize == 32)
        #expect(try zoomed.find("h1").fontSize == 2 * plain.find("h1").fontSize)
        #expect(try style("p", EPUBSettings(fontSize: 2), layout: .fixed).fontSize == 16)
    }

    @Test func fontFamilyOverridesTextButNotCode() throws {
        let settings = EPUBSettings(fontFamily: "OpenDyslexic")
        #expect(try style("p", settings).fontFamily == ["OpenDyslexic"])
        #expect(try style("em", settings).fontFamily == ["OpenDyslexic"])
        #expect(try style("code", settings).fontFamily == ["monospace"])
        #expect(try style("p", EPUBSettings(fontFamily: "sans-serif")).fontFamily == ["sans-serif"])
    }

    @Test func themesColourTextAndPageButKeepLinksApart() throws {
        let dark = try styled(EPUBSettings(theme: .dark))
        #expect(try dark.find("p").color == Theme.dark.textColor)
        #expect(try dark.find("a").color == Theme.dark.linkColor)
        #expect(dark.canvasBackground == Theme.dark.backgroundColor)
        let sepia = try styled(EPUBSettings(theme: .sepia))
        #expect(sepia.canvasBackground == Color(rgb: 0xFAF4E8))
        let custom = try styled(EPUBSettings(backgroundColor: Color(rgb: 0x102030), textColor: Color(rgb: 0xE0E0E0)))
        #expect(try custom.find("em").color == Color(rgb: 0xE0E0E0))
        #expect(custom.canvasBackground == Color(rgb: 0x102030))
        #expect(try styled(EPUBSettings()).find("p").color == Color(rgb: 0x333333))
    }

    @Test func advancedSettingsNeedPublisherStylesOff() throws {
        let asked = EPUBSettings(lineHeight: 2, paragraphIndent: 2, paragraphSpacing: 1, textAlign: .justify)
        let kept = try style("p", asked)
        #expect(kept.lineHeight == .number(1.4))
        #expect(kept.textAlign == .left)
        var off = asked
        off.publisherStyles = false
        let applied = try style("p", off)
        #expect(applied.lineHeight == .number(2))
        #expect(applied.textAlign == .justify)
        #expect(applied.textIndent == .px(32))
        #expect(applied.margin.top == .px(16))
    }

    @Test func spacingAndHyphensApplyOnlyToTheDefaultVariant() throws {
        let settings = advanced {
            $0.letterSpacing = 0.5; $0.wordSpacing = 0.5; $0.hyphens = true
        }
        let applied = try style("p", settings)
        #expect(applied.letterSpacing == 4)  // 0.5 / 2 rem
        #expect(applied.wordSpacing == 8)
        #expect(applied.hyphens == .auto)
        var rtl = settings
        rtl.readingProgression = .rtl
        let untouched = try style("p", rtl)
        #expect(untouched.letterSpacing == 0)
        #expect(untouched.hyphens == .manual)
        #expect(untouched.direction == .rtl)
    }

    @Test func ligaturesApplyOnlyRightToLeft() throws {
        var settings = advanced { $0.ligatures = false }
        #expect(try style("p", settings).fontVariantLigatures.isEmpty)
        settings.readingProgression = .rtl
        #expect(try style("p", settings).fontVariantLigatures.contains("-liga"))
    }

    @Test func typeScaleSetsHeadingSizes() throws {
        let settings = advanced { $0.typeScale = 1.5 }
        #expect(try abs(style("h1", settings).fontSize - 16 * 3.375) < 0.001)
        #expect(try abs(style("h2", settings).fontSize - 16 * 2.25) < 0.001)
    }

    @Test func fontWeightAndNormalization() throws {
        #expect(try style("body", EPUBSettings(fontWeight: 1.5)).fontWeight == 600)
        let normal = try style("em", EPUBSettings(textNormalization: true))
        #expect(normal.fontStyle == .normal)
    }

    @Test func verticalTextSetsTheWritingMode() throws {
        #expect(try style("p", EPUBSettings(language: "ja", verticalText: true)).writingMode == .verticalRL)
        #expect(try style("p", EPUBSettings(language: "ja")).writingMode == .horizontalTB)
    }

    @Test func fixedLayoutGetsNoSheet() {
        #expect(ReadiumUserSheet.css(for: EPUBSettings(fontFamily: "serif", theme: .dark), layout: .fixed).isEmpty)
    }

    @Test(arguments: [(1.0, "1"), (1.5, "1.5"), (0.066666666, "0.06667"), (2.25, "2.25")])
    func numbersAreWrittenWithAtMostFiveDecimals(_ value: Double, _ text: String) {
        #expect(UserSheetRules.number(value) == text)
    }

    @Test func fontVariantLigaturesParses() throws {
        let source = """
            <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body><p id='a'>a</p><p id='b'>b</p><p id='c'>c</p></body></html>
            """
        let document = try DOMParser.parseXHTML(Array(source.utf8), location: "t.xhtml")
        let css =
            "#a { font-variant-ligatures: none } #b { font-variant-ligatures: discretionary-ligatures no-contextual } #c { font-variant-ligatures: common-ligatures no-common-ligatures }"
        let styled = StyleResolver(environment: MediaEnvironment(width: 600, height: 800))
            .style(document, authorSheets: [CSSParser.parseStylesheet(css, location: "a.css")], location: "t.xhtml")
        #expect(try styled.find("a").fontVariantLigatures == ["-liga", "-clig", "-dlig", "-hlig", "-calt"])
        #expect(try styled.find("b").fontVariantLigatures == ["dlig", "-calt"])
        #expect(try styled.find("c").fontVariantLigatures.isEmpty)
        #expect(styled.diagnostics.contains { $0.message.contains("font-variant-ligatures") })
    }
}
