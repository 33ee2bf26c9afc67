import RRenderCore
import RRenderLayout
import RRenderStyle
import RRenderXML

/// Lays small XHTML documents out for tests, with the fixed-advance shaper: no fonts, exact
/// and reviewable numbers. `pages(body:css:)` goes through the real parser, cascade, box
/// builder, flow layout and page breaker.
public struct LayoutFixture {
    public var viewport: Size
    public var contentRect: Rect
    /// Natural sizes of the images the documents refer to, by href.
    public var imageSizes: [String: Size]
    /// Natural dimensions of background pictures that lack some (SVGs), by href; the others'
    /// come from `imageSizes`.
    public var imageDimensions: [String: NaturalDimensions] = [:]
    public var shaper: any TextShaper
    /// Columns per page, and whether pages are scrolled windows (the reading settings).
    public var columns: PageColumns = .single
    public var scrolled = false
    /// True to style with Readium CSS's base sheets around the test's (`ReadiumSheets`), as
    /// a reflowable resource is in the app.
    public var readiumSheets = false

    public init(
        viewport: Size = Size(width: 200, height: 100), margin: Double = 0, imageSizes: [String: Size] = [:],
        shaper: any TextShaper = FixedAdvanceShaper()
    ) {
        self.viewport = viewport
        self.contentRect = Rect(x: margin, y: margin, width: viewport.width - 2 * margin, height: viewport.height - 2 * margin)
        self.imageSizes = imageSizes
        self.shaper = shaper
    }

    /// The styled document of `body` (the inside of `<body>`) with `css` as an author sheet.
    public func styled(body: String, css: String = "") throws -> StyledDocument {
        let source = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>t</title></head>
            <body>\(body)</body></html>
            """
        let document = try DOMParser.parseXHTML(Array(source.utf8), location: "test.xhtml")
        let sheet = CSSParser.parseStylesheet(css, location: "test.css")
        let resolver = StyleResolver(
            environment: MediaEnvironment(width: viewport.width, height: viewport.height),
            authorBefore: readiumSheets ? [CSSParser.parseStylesheet(ReadiumSheets.beforeCSS, location: "before")] : [],
            authorAfter: readiumSheets ? [CSSParser.parseStylesheet(ReadiumSheets.afterCSS, location: "after")] : [])
        let sizes = imageSizes, dimensions = imageDimensions
        return resolver.style(
            document, authorSheets: [sheet], location: "test.xhtml", defaultLanguage: "en",
            imageDimensions: { dimensions[$0] ?? sizes[$0].map(NaturalDimensions.init(size:)) })
    }

    /// The flow of `body` at the content width.
    public func flow(body: String, css: String = "") throws -> Flow {
        try assembler(body: body, css: css).flow
    }

    /// Every page of `body`.
    public func pages(body: String, css: String = "") throws -> [PageLayout] {
        try assembler(body: body, css: css).pages
    }

    /// The box tree of `body`, and its styled document.
    public func boxes(body: String, css: String = "") throws -> (root: BlockBox, styled: StyledDocument) {
        let styled = try styled(body: body, css: css)
        let sizes = imageSizes
        var context = BoxBuildContext(resolveHREF: { $0 }, imageSize: { sizes[$0] })
        // A shaper that measures its fonts (Pango's) aligns `vertical-align: text-top` as rrender does.
        context.fontMetrics = shaper as? any FontMetricsSource
        return (BoxTreeBuilder(context: context).build(styled), styled)
    }

    /// Page `page` of `body` laid out alone from `start` (`PageAssembler.paginate(page:resumingAt:)`).
    public func page(_ page: Int, body: String, css: String = "", resumingAt start: PageStart) throws -> PageAssembler? {
        let (root, styled) = try boxes(body: body, css: css)
        return PageAssembler.paginate(
            root, shaper: shaper, viewport: viewport, contentRect: contentRect,
            writingMode: styled.body.style.writingMode, canvasBackground: styled.canvasBackground,
            columns: columns, page: page, resumingAt: start)
    }

    /// `body` laid out and paginated, in the writing mode of its `<body>`.
    public func assembler(body: String, css: String = "") throws -> PageAssembler {
        let (root, styled) = try boxes(body: body, css: css)
        return PageAssembler.paginate(
            root, shaper: shaper, viewport: viewport, contentRect: contentRect,
            writingMode: styled.body.style.writingMode, canvasBackground: styled.canvasBackground,
            columns: columns, scrolled: scrolled)
    }
}
