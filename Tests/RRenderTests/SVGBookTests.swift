import Foundation
import RRenderCairo
import RRenderCore
import RRenderImages
import RRenderPublication
import RRenderTestSupport
import Testing

@testable import RRender

/// SVG in books, through the whole renderer: images an SVG file shows from the container,
/// text positioned one character at a time, text in the book's own fonts; and characters no
/// font has, reported.
@Suite struct SVGBookTests {
    static let options = RenderOptions(viewport: Viewport(width: 300, height: 400), concurrency: 1)
    static let red = PNGEncoder.encode(PixelImage(width: 4, height: 4, fill: 0xFFFF_0000))

    private func renderer(_ builder: EPUBBuilder) throws -> Renderer {
        try Renderer(publication: try Publication.open(data: try builder.data(), name: "svg.epub"), options: Self.options)
    }

    /// A book showing `images/plate.svg` (the given SVG) through `<img>`, plus `images/red.png`.
    private func plateBook(_ svg: String, css: String = "", extra: [EPUBBuilder.Resource] = []) -> EPUBBuilder {
        var builder = EPUBBuilder(chapters: [
            .init(
                title: "Plate",
                body: """
                    <link rel="stylesheet" href="style.css"/><img src="images/plate.svg" alt="plate"/>
                    """)
        ])
        builder.resources =
            [
                .init(
                    href: "style.css", mediaType: "text/css", text: css + " img { display: block; width: 100px; height: 160px }"),
                .init(href: "images/plate.svg", mediaType: "image/svg+xml", text: svg),
                .init(href: "images/red.png", mediaType: "image/png", bytes: Self.red)
            ] + extra
        return builder
    }

    @Test func anSVGFileShowsImagesFromTheContainerAndReportsMissingOnes() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="160">
            <image xlink:href="red.png" x="0" y="0" width="100" height="80" preserveAspectRatio="none"/>
            <image xlink:href="gone.png" x="0" y="80" width="100" height="80"/>
            <image xlink:href="file:///etc/hostname" x="0" y="80" width="100" height="80"/></svg>
            """
        let renderer = try renderer(plateBook(svg))
        let image = try renderer.renderPage(1).frame.image
        let box = try #require(ImageFormatTests.boxes(of: [0xFF0000], in: image)[0xFF0000], "the PNG is not drawn")
        #expect(box.width == 100 && abs(box.height - 80) <= 1 && box.exact >= 99 * 79, "\(box)")
        let missing = renderer.diagnostics().filter { $0.code == "image.missing" }
        #expect(missing.map(\.message) == ["image OEBPS/images/gone.png is missing or not an image"], "\(missing)")
    }

    @Test func anSVGInTheReadingOrderShowsImagesFromTheContainer() throws {
        var builder = EPUBBuilder(chapters: [.init(title: "Before")])
        builder.resources = [
            .init(
                id: "plate", href: "plates/plate.svg", mediaType: "image/svg+xml",
                text: """
                    <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100">
                    <image xlink:href="../images/red.png" width="200" height="100" preserveAspectRatio="none"/></svg>
                    """),
            .init(href: "images/red.png", mediaType: "image/png", bytes: Self.red)
        ]
        builder.customPackageDocument = builder.packageDocument()
            .replacingOccurrences(of: "</spine>", with: "<itemref idref=\"plate\"/></spine>")
        let renderer = try renderer(builder)
        let box = try #require(ImageFormatTests.boxes(of: [0xFF0000], in: try renderer.renderPage(2).frame.image)[0xFF0000])
        #expect(box.width == 200 && box.height == 100)
        #expect(renderer.diagnostics().filter { $0.code.hasPrefix("image.") }.isEmpty)
    }

    /// SVG text stays antialiased under `text-rendering` or `shape-rendering: optimizeSpeed`, as
    /// browsers draw it (librsvg alone draws it jagged: a picture book's lettering was
    /// unreadable).
    @Test func svgTextKeepsItsAntialiasingUnderOptimizeSpeed() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="160" viewBox="0 0 100 160"
                shape-rendering="optimizeSpeed" text-rendering="optimizeSpeed">
            <text x="4" y="40" font-size="36" font-family="serif">Ab</text>
            <text x="4" y="90" font-size="36" style="text-rendering: optimizeSpeed; shape-rendering: crispEdges">Cd</text></svg>
            """
        let image = try renderer(plateBook(svg)).renderPage(1).frame.image
        // Greys between black and white, in each text's rows.
        func greys(_ rows: Range<Int>) -> Int {
            rows.reduce(0) { count, y in
                count + (0..<image.width).filter { x in (40...215).contains(image.color(x: x, y: y).red) }.count
            }
        }
        let plateTop = try #require(inkedRows(image).first)
        #expect(greys((plateTop)..<(plateTop + 45)) > 20, "the first text is smooth")
        #expect(greys((plateTop + 50)..<(plateTop + 95)) > 20, "so is the one styled inline")
    }

    /// Rows of the image holding a dark pixel.
    private func inkedRows(_ image: PixelImage) -> [Int] {
        (0..<image.height).filter { y in (0..<image.width).contains { x in image[x, y] & 0xFF < 0x80 } }
    }

    /// One `x`/`y` per character (SVG 1.1 §10.4), as in books converted from print: each
    /// character where its values put it, in an `<img>` SVG and an inline one.
    @Test(arguments: [false, true])
    func textPositionedPerCharacterIsNotOverprinted(inline: Bool) throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="160" viewBox="0 0 100 160">
            <text x="10 10 10" y="40 90 140" font-size="40">III</text></svg>
            """
        var builder = plateBook(svg)
        if inline { builder.chapters[0].body = "<div>\(svg)</div>" }
        let image = try renderer(builder).renderPage(1).frame.image
        let rows = Set(inkedRows(image))
        // Three capitals about 29 px tall standing on the baselines 40, 90 and 140 of the SVG:
        // the first one's top is at 40 − 29, so a row 10 px above each baseline is inked.
        let top = try #require(rows.min())
        for baseline in [40, 90, 140] {
            #expect(rows.contains(top + baseline - 21), "no ink near baseline \(baseline): \(rows.sorted())")
        }
    }

    /// SVG text in a family the book embeds with `@font-face` is drawn in that font.
    @Test func svgTextUsesTheBooksFonts() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="160"><text x="5" y="60" font-size="30"
            font-family="BookFace">Qg&amp;</text></svg>
            """
        let font = Array(try Data(contentsOf: URL(fileURLWithPath: EmbeddedFontBookTests.dejaVuSerif)))
        var withFont = plateBook(
            svg, css: "@font-face { font-family: BookFace; src: url(fonts/face.ttf) }",
            extra: [.init(href: "fonts/face.ttf", mediaType: "font/ttf", bytes: font)])
        withFont.identifier = "urn:uuid:0f7c2a6e-3b1d-4c5e-8a9f-1e2d3c4b5a69"
        let without = plateBook(svg)
        let embedded = try renderer(withFont).renderPage(1).frame.image
        let fallback = try renderer(without).renderPage(1).frame.image
        #expect(!inkedRows(embedded).isEmpty)
        #expect(embedded != fallback, "the SVG text is not in the embedded font")
    }

    /// The page's CSS styles the inline SVG's elements (class rules, `fill`, `stroke`), and
    /// paint servers it names (a pattern, a gradient) are drawn.
    @Test func pageCSSStylesInlineSVGAndPaintServersAreDrawn() throws {
        var builder = EPUBBuilder(chapters: [
            .init(
                title: "Chart",
                body: """
                    <link rel="stylesheet" href="style.css"/><div><svg xmlns="http://www.w3.org/2000/svg" width="120" height="90">
                    <defs><pattern id="p" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="2" height="4" fill="#0000ff"/>
                    <rect x="2" width="2" height="4" fill="#ffff00"/></pattern>
                    <linearGradient id="g"><stop offset="0" stop-color="#000000"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
                    <rect class="bar" width="120" height="30"/><rect class="striped" y="30" width="120" height="30"/>
                    <rect class="shaded" y="60" width="120" height="30"/></svg></div>
                    """)
        ])
        builder.resources = [
            .init(
                href: "style.css", mediaType: "text/css",
                text: """
                    .bar { fill: #00ff00 } svg .striped { fill: url(#p) } .shaded { fill: url(#g); stroke: none }
                    """)
        ]
        let image = try renderer(builder).renderPage(1).frame.image
        let boxes = ImageFormatTests.boxes(of: [0x00FF00, 0x0000FF, 0xFFFF00], in: image)
        let green = try #require(boxes[0x00FF00], "the class rule's fill is not applied")
        // Whole rows only: the picture may sit half a pixel off the grid.
        #expect(green.width == 120 && abs(green.height - 30) <= 1, "\(boxes)")
        let blue = try #require(boxes[0x0000FF], "the pattern is not drawn")
        let yellow = try #require(boxes[0xFFFF00], "the pattern is not drawn")
        #expect(blue.minY == green.minY + 30 && yellow.minY == blue.minY && blue.exact >= 60 * 29 && yellow.exact >= 60 * 29)
        // The gradient: dark at its left end, light at its right, grey between.
        let row = green.minY + 75, left = green.minX
        let ends = [image[left + 2, row] & 0xFF, image[left + 60, row] & 0xFF, image[left + 117, row] & 0xFF]
        #expect(ends[0] < 0x20 && ends[1] > 0x60 && ends[1] < 0xA0 && ends[2] > 0xE0, "\(ends)")
    }

    /// Ids are the document's: an inline SVG filling with `url(#p)` a pattern defined in another
    /// inline SVG (a hidden one of shared `<defs>`), and using its gradient through the
    /// pattern's own reference, paints them as a browser does; the shapes were left unpainted.
    @Test func anInlineSVGUsesDefinitionsOfAnotherOne() throws {
        let builder = EPUBBuilder(chapters: [
            .init(
                title: "Shared",
                body: """
                    <svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"><defs>
                    <pattern id="p" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="2" height="4" fill="#0000ff"/>
                    <rect x="2" width="2" height="4" fill="url(#g)"/></pattern>
                    <linearGradient id="g"><stop offset="0" stop-color="#ffff00"/><stop offset="1" stop-color="#ffff00"/></linearGradient>
                    </defs></svg>
                    <div><svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 1200 600">
                    <g transform="scale(10)"><rect width="120" height="60" fill="url(#p)"/></g></svg></div>
                    """)
        ])
        let image = try renderer(builder).renderPage(1).frame.image
        let boxes = ImageFormatTests.boxes(of: [0x0000FF, 0xFFFF00], in: image)
        let blue = try #require(boxes[0x0000FF], "the pattern is not drawn")
        let yellow = try #require(boxes[0xFFFF00], "the pattern's gradient is not drawn")
        #expect(blue.width >= 110 && blue.exact >= 60 * 55 && yellow.exact >= 60 * 55, "\(boxes)")
    }

    @Test func charactersWithoutAFontAreADiagnosticNamingTheScript() throws {
        let builder = EPUBBuilder(chapters: [
            .init(title: "One", body: "<p>Linear B 𐀀𐀁, again 𐀂.</p>"),
            .init(title: "Two", body: "<p>Fine text.</p>")
        ])
        let renderer = try renderer(builder)
        _ = renderer.pageCount()
        let missing = renderer.diagnostics().filter { $0.code == "font.missingGlyphs" }
        #expect(missing.count == 1, "\(missing)")
        #expect(missing.first?.location == "OEBPS/chapter_001.xhtml")
        #expect(missing.first?.message.contains("Linb") == true && missing.first?.message.contains("U+10000") == true)
    }
}
