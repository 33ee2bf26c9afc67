import RRenderCore
import RRenderLayout
import RRenderTestSupport
import RRenderXML
import Testing

/// Inline `<svg>` in XHTML becomes one replaced image carrying its own serialisation as a
/// `data:` URL, sized from its attributes, with publication images embedded and nothing else.
@Suite struct InlineSVGTests {
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 400))
    static let png: [UInt8] =
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        + [0, 0, 0, 4, 0, 0, 0, 2, 8, 6, 0, 0, 0]

    /// The page's fragments, with `pic.png` readable as a resource.
    func fragments(_ body: String, css: String = "") throws -> [Fragment] {
        let styled = try fixture.styled(body: body, css: css)
        let context = BoxBuildContext(
            resolveHREF: { $0 }, imageSize: { $0 == "pic.png" ? Size(width: 4, height: 2) : nil },
            resourceData: { $0 == "pic.png" ? Self.png : nil })
        let flow = FlowLayout(shaper: fixture.shaper, pageHeight: 400).layout(
            BoxTreeBuilder(context: context).build(styled), width: 200)
        let tokens = PageBreaker(pageHeight: 400).paginate(flow)
        let assembler = PageAssembler(flow: flow, tokens: tokens, viewport: fixture.viewport, contentRect: fixture.contentRect)
        return tokens.indices.flatMap { assembler.page($0).fragments }
    }

    func images(_ fragments: [Fragment]) -> [ImageFragment] {
        fragments.compactMap { if case .image(let image) = $0 { image } else { nil } }
    }

    /// The SVG document an image fragment carries.
    func document(_ image: ImageFragment) throws -> String {
        #expect(image.href.hasPrefix("data:image/svg+xml;base64,"))
        let url = try #require(DataURL(image.href))
        return String(decoding: url.data, as: UTF8.self)
    }

    @Test func inlineSVGIsOneImageSizedByItsAttributes() throws {
        let found = try fragments(
            """
            <p>a</p><svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="10" height="10"/>
            <text x="0" y="10">Label</text></svg>
            """)
        let image = try #require(images(found).first)
        #expect(image.rect.size == Size(width: 120, height: 60))
        let svg = try document(image)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("<text x=\"0\" y=\"10\">Label</text>"))
        // What a browser's inline SVG inherits from the HTML: colour and font.
        #expect(svg.contains("color=\"#000000\" font-family=\"serif\" font-size=\"16.0px\""))
        // Its text belongs to the picture, not to the page.
        let texts = found.compactMap { if case .text(let line) = $0 { line.paragraph.spec.text } else { nil } }
        #expect(texts.contains { $0.contains("a") })
        #expect(!texts.contains { $0.contains("Label") })
    }

    @Test(arguments: [
        ("viewBox='0 0 50 25'", Size(width: 50, height: 25)),
        ("width='100%' viewBox='0 0 50 25'", Size(width: 200, height: 100)),
        ("width='80' viewBox='0 0 50 25'", Size(width: 80, height: 40)),
        ("", Size(width: 200, height: 100))  // 300×150 default, scaled down into the 200 px column
    ])
    func sizeFallsBackToTheViewBox(_ attributes: String, _ expected: Size) throws {
        let found = try fragments("<svg xmlns='http://www.w3.org/2000/svg' \(attributes)><circle r='3'/></svg>")
        #expect(try #require(images(found).first).rect.size == expected)
    }

    /// An SVG with only a natural height has no natural width and no ratio (CSS Images 3
    /// §5.1): its width is 300 px (CSS 2.1 §10.3.2), held within the column on its own; its
    /// height is not scaled with it, as a picture's would be.
    @Test(arguments: [
        ("height='50'", "", Size(width: 200, height: 50)),
        ("height='50' width='50%'", "svg { height: 100px }", Size(width: 100, height: 100)),  // the attribute is a CSS width
        ("height='50'", "svg { width: 120px }", Size(width: 120, height: 50)),
        ("height='50'", "svg { position: absolute; left: 150px }", Size(width: 200, height: 50))
    ])
    func aNaturalHeightAloneKeepsItsHeight(_ attributes: String, _ css: String, _ expected: Size) throws {
        let found = try fragments("<p>a</p><svg xmlns='http://www.w3.org/2000/svg' \(attributes)><circle r='3'/></svg>", css: css)
        #expect(try #require(images(found).first).rect.size == expected)
    }

    @Test func cssSizeWins() throws {
        let found = try fragments(
            "<svg xmlns='http://www.w3.org/2000/svg' width='120' height='60'><g/></svg>",
            css: "svg { width: 30px; height: 20px }")
        #expect(try #require(images(found).first).rect.size == Size(width: 30, height: 20))
    }

    @Test func publicationImagesAreEmbeddedAndOthersDropped() throws {
        let found = try fragments(
            """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">
            <image xlink:href="pic.png" width="4" height="2"/><image href="file:///etc/passwd"/>
            <image href="http://example.com/x.png"/><image href="missing.png"/><use href="#a"/></svg>
            """)
        let svg = try document(try #require(images(found).first))
        #expect(svg.contains("xlink:href=\"\(DataURL(mediaType: "image/png", data: Self.png).url)\""))
        #expect(!svg.contains("passwd") && !svg.contains("example.com") && !svg.contains("missing.png"))
        #expect(svg.contains("<use href=\"#a\"/>"))
    }

    @Test func theCoverWrapperStillShowsItsImage() throws {
        let found = try fragments(
            """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 4 2">
            <title>Cover</title><image width="4" height="2" xlink:href="pic.png"/></svg>
            """)
        #expect(images(found).map(\.href) == ["pic.png"])
        // With anything else drawn beside the image, the SVG is drawn as a whole.
        let drawing = try fragments(
            """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 2"><image width="4" height="2" href="pic.png"/>
            <rect width="1" height="1"/></svg>
            """)
        #expect(try #require(images(drawing).first).href.hasPrefix("data:image/svg+xml"))
    }
}
