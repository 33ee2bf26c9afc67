import FuzzSupport
import RRenderStyle
import RRenderXML

/// Fuzz target: the CSS tokenizer, parser and cascade. The input is a stylesheet; it is parsed
/// (also as a `style` attribute), serialised, and a small fixed document is styled against it
/// (selectors, media queries, `var()`, shorthands, generated content, `::first-letter`/`-line`,
/// `@page` and `@font-face`).
enum FuzzCSS {
    static let markup = """
        <?xml version="1.0" encoding="UTF-8"?>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="en"><head><title>t</title></head>
        <body class="b" dir="ltr"><section id="s1" epub:type="chapter"><h1 class="title">Chapter <em>One</em></h1>
        <p id="p1" class="first" style="color: red; margin: var(--m, 1em)">Call me <a href="#n1" epub:type="noteref">Ishmael</a>,
        <span lang="fr" class="x y">l’été</span> <b>bold</b> <i>it</i> <code>x &lt; y</code><br/>next <sup>2</sup><sub>i</sub></p>
        <blockquote><p>quoted <q>text</q></p></blockquote>
        <ul><li>one</li><li class="odd">two<ol start="3"><li>three</li></ol></li></ul>
        <table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="2">a</td><td>b</td></tr><tr><td>c</td></tr></tbody></table>
        <div dir="rtl" lang="ar">نص <img src="i.png" alt="i" width="10" height="10"/></div>
        <p><ruby>漢<rt>kan</rt></ruby> <math xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi><msup><mi>a</mi><mn>2</mn></msup></math></p>
        <aside id="n1" epub:type="footnote"><p>note</p></aside><hr/><pre>  pre  text</pre></section></body></html>
        """

    static let document: DOMDocument = {
        do {
            return try DOMParser.parseXHTML(Array(markup.utf8), location: "fuzz.xhtml")
        } catch {
            preconditionFailure("FuzzCSS: the fixed document does not parse: \(error)")
        }
    }()

    static let environment = MediaEnvironment(width: 600, height: 800)

    static func testOneInput(_ bytes: [UInt8]) {
        let sheet = CSSParser.parseStylesheet(bytes: bytes, location: "fuzz.css")
        _ = sheet.fontFaceRules(in: environment).map { ($0.family, $0.sources) }
        let text = String(decoding: bytes, as: UTF8.self)
        _ = CSSParser.parseComponentValues(text).cssText
        _ = CSSParser.parseStyleAttribute(text, location: "fuzz.xhtml")
        let styled = StyleResolver(environment: environment).style(
            document, authorSheets: [sheet], location: "fuzz.xhtml",
            defaultLanguage: "en")
        _ = styled.canvasBackground
        _ = styled.body.style
    }
}

#if RRENDER_LIBFUZZER
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzCSS(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzCSS.testOneInput(fuzzBytes(data, size))
        return 0
    }
#else
    @main struct FuzzCSSReplay {
        static func main() { FuzzReplay.main(FuzzCSS.testOneInput) }
    }
#endif
