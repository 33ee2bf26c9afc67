import Foundation
import RRender
import RRenderCore
import RRenderTestSupport
import Testing

/// Backgrounds and decoration painted end to end (CSS Backgrounds 3, CSS 2.1 §11.2): a book
/// whose stylesheet sits in its own folder names pictures relative to it; each test finds what
/// it checks by colour, so the user sheet's margins do not matter.
@Suite struct BackgroundRenderingTests {
    static let red = Color(red: 255, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 255)

    /// An 8 × 8 red square with a blue 4 × 4 centre.
    static let bullet: [UInt8] = {
        var image = PixelImage(width: 8, height: 8, fill: 0xFFFF_0000)
        for y in 2..<6 { for x in 2..<6 { image[x, y] = 0xFF00_00FF } }
        return image.pngData()
    }()

    /// Page 1 of a book with `css` (in `css/s.css`) and `body`.
    private func render(css: String, body: String) throws -> PixelImage {
        try renderer(css: css, body: body).renderPage(1).frame.image
    }

    private func renderer(css: String, body: String) throws -> Renderer {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title><link rel="stylesheet" href="../css/s.css"/></head>
            <body>\(body)</body></html>
            """
        var book = EPUBBuilder(chapters: [EPUBBuilder.Chapter(href: "text/c.xhtml", title: "C", document: document)])
        book.resources = [
            EPUBBuilder.Resource(href: "css/s.css", mediaType: "text/css", text: css),
            EPUBBuilder.Resource(href: "img/b.png", mediaType: "image/png", bytes: Self.bullet)
        ]
        let publication = try Publication.open(data: try book.data(), name: "bg.epub")
        return try Renderer(
            publication: publication, options: RenderOptions(viewport: Viewport(width: 300, height: 400), concurrency: 1))
    }

    @Test func aMissingBackgroundPictureIsReportedAndDrawsNothing() throws {
        let renderer = try renderer(css: "p { background: url(../img/nothere.png) }", body: "<p>x</p>")
        let image = try renderer.renderPage(1).frame.image
        #expect(bounds(image) { $0.red > 200 && $0.green < 80 } == nil)
        let warnings = renderer.diagnostics().map { "\($0.code) \($0.message)" }
        #expect(warnings.contains { $0.hasPrefix("image.missing image OEBPS/img/nothere.png") }, "\(warnings)")
    }

    /// The smallest rectangle holding every pixel `matches` accepts, as (minX, minY, maxX, maxY).
    private func bounds(_ image: PixelImage, _ matches: (Color) -> Bool) -> (Int, Int, Int, Int)? {
        var found: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where matches(image.color(x: x, y: y)) {
                let b = found ?? (x, y, x, y)
                found = (min(b.0, x), min(b.1, y), max(b.2, x), max(b.3, y))
            }
        }
        return found
    }

    @Test func listBulletsAreBackgroundPicturesBesideEachItem() throws {
        let css =
            "li { list-style: none; background: url(../img/b.png) no-repeat left center; padding-left: 20px; line-height: 30px }"
        let image = try render(css: css, body: "<ul><li>One</li></ul>")
        let square = try #require(bounds(image) { $0 == Self.red || $0 == Self.blue }, "no bullet painted")
        #expect(square.2 - square.0 == 7 && square.3 - square.1 == 7, "drawn at its natural 8 × 8: \(square)")
        let ink = try #require(bounds(image) { $0.red < 128 && $0.green < 128 && $0.blue < 128 })
        // Centred on the 30 px line; the text starts after the 20 px padding.
        #expect(abs(Double(square.1 + square.3) / 2 - Double(ink.1 + ink.3) / 2) < 6, "\(square) beside \(ink)")
        #expect(ink.0 >= square.0 + 20 && ink.0 <= square.0 + 24)
    }

    @Test func theBodysBackgroundCoversThePage() throws {
        let image = try render(css: "body { background: url(../img/b.png) }", body: "<p>x</p>")
        // Repeated from the page's corner to its far corner, margins included.
        #expect(image.color(x: 0, y: 0) == Self.red && image.color(x: 3, y: 3) == Self.blue)
        #expect(image.color(x: 299, y: 399) == Self.red && image.color(x: 299 - 8 * 2 + 3, y: 399 - 8 * 2 + 3 - 4) != .white)
    }

    @Test func gradientsRadiiShadowsAndOpacity() throws {
        let css = """
            div { height: 40px; margin: 20px 0 }
            .g { background: linear-gradient(to right, red, blue) }
            .r { background: #123456; border-radius: 20px }
            .s { background: white; box-shadow: 0 10px 0 black }
            .o { background: blue; opacity: 0.5 }
            """
        let image = try render(
            css: css, body: "<div class='g'></div><div class='r'></div><div class='s'></div><div class='o'></div>")
        let gradient = try #require(bounds(image) { $0.red > 200 && $0.blue < 60 }, "the red end")
        let left = image.color(x: gradient.0 + 1, y: gradient.1 + 20)
        #expect(left.red > 240 && left.blue < 20)
        let navy = Color(rgb: 0x123456)
        let rounded = try #require(bounds(image) { $0 == navy })
        #expect(image.color(x: rounded.0, y: rounded.1) != navy, "the corner is cut")
        #expect(image.color(x: rounded.0 + 20, y: rounded.1 + 20) == navy)
        let shadow = try #require(bounds(image) { $0 == .black })
        #expect(shadow.3 - shadow.1 == 9, "10 px of shadow below the box")
        let faded = try #require(bounds(image) { abs(Int($0.red) - 128) < 4 && $0.blue == 255 }, "half blue over white")
        #expect(faded.3 - faded.1 == 39)
    }

    @Test func hiddenBoxesTakeRoomAndVisibleChildrenStillShow() throws {
        let css =
            "p { margin: 0; line-height: 30px } .h { visibility: hidden; background: red; color: red } .h span { visibility: visible; color: blue }"
        let image = try render(css: css, body: "<p>before</p><p class='h'>hidden <span>shown</span></p><p>after</p>")
        #expect(bounds(image) { $0.red > 200 && $0.green < 80 && $0.blue < 80 } == nil, "nothing red")
        let shown = try #require(bounds(image) { $0.blue > 200 && $0.red < 80 }, "the visible span")
        let black = try #require(bounds(image) { $0.red < 60 && $0.green < 60 && $0.blue < 60 })
        #expect(shown.1 > black.1 + 25 && shown.3 < black.3 - 25, "between the lines before and after")
        #expect(shown.0 > black.0 + 40, "after the room of the hidden word")
    }

    @Test func aLinksUnderlineDoesNotRunUnderItsImage() throws {
        let css = "a { color: #00AA00 } p { margin: 0 } img { width: 30px; height: 30px }"
        let image = try render(css: css, body: "<p><a href='#x'>link <img src='../img/b.png' alt=''/> link</a></p>")
        let picture = try #require(bounds(image) { $0 == Self.red })
        let green = { (c: Color) in Int(c.green) > Int(c.red) + 40 && Int(c.green) > Int(c.blue) + 40 }
        let underline = try #require(bounds(image, green)).3
        #expect(underline > picture.3, "the underline is below the baseline")
        let across = (picture.0...picture.2).filter { green(image.color(x: $0, y: underline)) }
        #expect(across.isEmpty, "no underline under the picture: \(across.count) px")
    }

    @Test func everyEffectTogether() throws {
        let css = """
            body { background: #F4F0E8 url(../img/b.png) repeat-x left bottom }
            li { list-style: none; background: url(../img/b.png) no-repeat left center; padding-left: 16px }
            .card { margin: 12px 4px; padding: 8px; border: 2px solid #335; border-radius: 10px;
                    background: linear-gradient(135deg, #FFE 0%, #CDF 100%); box-shadow: 3px 4px 6px rgba(0,0,0,.4) }
            .ring { height: 40px; margin: 8px 4px; border-radius: 50%; background: repeating-radial-gradient(circle, #C33 0 4px, #FFF 4px 8px) }
            .cover { height: 30px; background: url(../img/b.png) center / cover; opacity: 0.6; margin: 8px 4px }
            .hidden { visibility: hidden }
            """
        let body = """
            <ul><li>Bullet one</li><li>Bullet two</li></ul>
            <div class="card">A card <a href="#x">with a link <img src="../img/b.png" alt=""/> and a picture</a>.</div>
            <div class="ring"></div><div class="cover"></div><p class="hidden">Hidden</p><p>After</p>
            """
        let image = try render(css: css, body: body)
        if let failure = GoldenImage(suite: "Backgrounds").check(image, named: "everyEffectTogether") {
            Issue.record(Comment(rawValue: failure.description))
        }
    }
}
