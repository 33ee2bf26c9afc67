import Foundation
import RRender
import RRenderTestSupport
import Testing

@testable import RRenderStyle

/// Hostile numbers all the way to the pixels: every property the cascade computes, with every
/// value of `HostileCSS`, on paragraphs, inline boxes, images, lists, tables and inline-blocks,
/// laid out and painted into PNGs (a Swift trap would end the test process); hostile attributes
/// (spans, list ordinals, image sizes, viewport meta). Each book gives a bounded number of pages.
@Suite struct HostileCSSRenderingTests {
    static let properties = PropertyRegistry.properties.keys.sorted() + HostileCSS.otherProperties
    /// Small pages: what is tested is that every page is laid out and painted, not its pixels.
    static let smallScreen = RenderOptions(viewport: Viewport(width: 240, height: 320))

    /// Renders every page of `builder`'s book as PNGs; returns the page count, checked bounded.
    @discardableResult
    private func renderEveryPage(
        _ builder: EPUBBuilder, name: String, options: RenderOptions = Self.smallScreen,
        bound: Int = 2_000
    ) throws -> (renderer: Renderer, pages: Int) {
        let url = try builder.writeTemporaryFile(named: name)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let renderer = try Renderer.open(path: url.path, options: options)
        let pages = renderer.pageCount()
        #expect(pages >= 1 && pages <= bound, "\(name): \(pages) pages")
        let painted = Counter()
        try renderer.renderAllPNGs { _, png in
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            painted.add()
        }
        #expect(painted.value == pages, "\(name)")
        return (renderer, pages)
    }

    private static func book(_ chapters: [EPUBBuilder.Chapter], css: String = "") -> EPUBBuilder {
        var builder = EPUBBuilder(chapters: chapters)
        builder.resources = [
            .init(href: "pixel.png", mediaType: "image/png", bytes: HostileImages.solidPNG(rgb: 0x3366CC)),
            .init(href: "style.css", mediaType: "text/css", text: css)
        ]
        return builder
    }

    private static func chapter(_ title: String, body: String, css: String = "") -> EPUBBuilder.Chapter {
        .init(
            title: title,
            document: """
                <?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>\(title)</title>\
                <link rel="stylesheet" href="style.css"/><style>\(css)</style></head><body>\(body)</body></html>
                """)
    }

    @Test(arguments: properties)
    func everyHostileValueOfEveryPropertyRendersBoundedPages(property: String) throws {
        let builder = Self.book([Self.chapter(property, body: HostileCSS.body(), css: HostileCSS.stylesheet(property: property))])
        try renderEveryPage(builder, name: "css-\(property).epub")
    }

    @Test func theTwoOneLineSheetsOfTheIssueRender() throws {
        for css in [
            "p { line-height: 1e9 }", "p { text-indent: -1e30px }", "p { letter-spacing: 1e30px; word-spacing: -1e30px }",
            "p { font-size: 1e30px; line-height: 1e30 }", "p { vertical-align: 1e30% } span { vertical-align: -1e308px }"
        ] {
            let body = "<p>Call me Ishmael. <span>Some</span> years ago, never mind how long precisely.</p><p>Second.</p>"
            let (renderer, pages) = try renderEveryPage(
                Self.book([Self.chapter("One", body: body)], css: css), name: "issue.epub")
            // At most a page per character: a glyph wider than the page takes a line (a page) of
            // its own once words break at the page edge (`ReadiumSheets`; 70 characters).
            #expect(pages <= 80, "\(css)")
            #expect(try renderer.text(ofPage: 1).contains("Ishmael") || pages > 1, "\(css)")
        }
    }

    /// Ruby, emphasis marks and tate-chu-yoko in quantities and shapes no book has: thousands of
    /// bases in one paragraph, a reading of 5,000 characters, nested and stray annotations, a
    /// whole paragraph of marks, and a 20,000-digit tate-chu-yoko, in both writing modes.
    @Test(arguments: ["", "html { writing-mode: vertical-rl }"])
    func hostileRubyMarksAndTateChuYokoGiveBoundedPages(_ mode: String) throws {
        let body = """
            <p>\(String(repeating: "<ruby>漢<rt>かん</rt></ruby>", count: 1_500))</p>
            <p>前<ruby>字<rt>\(String(repeating: "よ", count: 5_000))</rt></ruby>後</p>
            <p><ruby><ruby>重<rt>じゅう</rt></ruby><rt>かさね</rt></ruby><ruby><rt>only</rt></ruby><rt>stray</rt>\
            <ruby><rb>a</rb><rb>b</rb><rb>c</rb><rt>x</rt></ruby><ruby>空<rt></rt><rtc><rt>二</rt></rtc></ruby></p>
            <p style="text-emphasis: sesame">\(String(repeating: "強調、", count: 1_500))</p>
            <p style="text-combine-upright: all">\(String(repeating: "1234567890", count: 500))</p>
            <p style="text-combine-upright: digits 4">\(String(repeating: "12 ", count: 1_500))</p>
            """
        let css = mode + " p { text-emphasis-position: under left; ruby-position: under }"
        try renderEveryPage(Self.book([Self.chapter("Ruby", body: body, css: css)]), name: "ruby.epub", bound: 5_000)
    }

    @Test func tallBoxesGivePagesNotAHang() throws {
        // A million px of padding in a table cell, in scrolled mode and in two columns.
        let body =
            "<table><tr><td style='padding: 1e9px'>a</td><td>b</td></tr></table><div style='height: 1e300px'>x</div><p>end</p>"
        let book = Self.book([Self.chapter("Tall", body: body)])
        try renderEveryPage(book, name: "tall.epub", bound: 3_000)
        // Scrolled, a million px is thousands of screens, as in a browser: some of them are painted.
        var scrolled = Self.smallScreen
        scrolled.settings.scroll = true
        let url = try book.writeTemporaryFile(named: "tall-scrolled.epub")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let renderer = try Renderer.open(path: url.path, options: scrolled)
        let windows = renderer.pageCount()
        #expect(windows > 1_000 && windows <= ContentLimits.maximumScrollWindows)
        for page in [1, 2, windows / 2, windows - 1, windows] {
            #expect(try renderer.renderPage(page).frame.image.width == 240)
        }
        var columns = Self.smallScreen
        columns.settings.columnCount = .two
        try renderEveryPage(book, name: "tall-columns.epub", options: columns, bound: 3_000)
    }

    @Test func hostileAttributesAreClampedOrIgnored() throws {
        let row = (0..<3_000).map { _ in "<td colspan='1000'>c</td>" }.joined()
        let body = """
            <table border="99999999999"><tr><td colspan="1000000000000" rowspan="1000000000000">big</td><td rowspan="-5">x</td></tr>\
            <tr><td colspan="nan">y</td></tr></table><table><tr>\(row)</tr></table>
            <ol start="-9223372036854775808"><li>min</li><li value="99999999999999999999">huge</li><li>next</li></ol>
            <ol reversed="reversed" start="-9223372036854775808"><li>a</li><li>b</li></ol>
            <ol start="9223372036854775807"><li>max</li><li>after</li></ol>
            <ol type="i" start="2147483647"><li value="2147483647">roman</li><li>next</li></ol>
            <img src="pixel.png" width="1e30" height="-5" alt="a"/><img src="pixel.png" width="nan" height="inf" alt="b"/>
            <img src="pixel.png" width="99999999999999999999" height="99999999999999999999%" alt="c"/>
            <svg xmlns="http://www.w3.org/2000/svg" width="1e30" height="1e308" viewBox="0 0 1e308 1e308"><rect width="5" height="5"/></svg>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 nan inf"><rect width="5" height="5"/></svg>
            """
        let (renderer, pages) = try renderEveryPage(
            Self.book([Self.chapter("Attributes", body: body)]), name: "attributes.epub",
            bound: 200)
        let text = try (1...pages).map { try renderer.text(ofPage: $0) }.joined(separator: "\n")
        #expect(text.contains("big") && text.contains("roman"))
    }

    @Test(arguments: [
        "width=1e30, height=1e30", "width=nan, height=inf", "width=-5, height=0", "width=20000, height=1",
        "width=1, height=20000", "width=99999999999999999999px, height=1e-300"
    ])
    func hostileViewportMetaInFixedLayout(content: String) throws {
        var builder = Self.book([
            .init(
                title: "Page",
                document: """
                    <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>p</title>\
                    <meta name="viewport" content="\(content)"/></head><body style="margin: 0"><p style="font-size: 1e9vw">Page</p>\
                    <img src="pixel.png" style="width: 1e30vw; height: 1e30vh" alt="p"/></body></html>
                    """)
        ])
        builder.extraMetadata = #"<meta property="rendition:layout">pre-paginated</meta>"#
        for fit in [Fit.page, .width] {
            var options = Self.smallScreen
            options.settings.fit = fit
            try renderEveryPage(builder, name: "fixed.epub", options: options, bound: 1)
        }
    }
}

/// A thread-safe count, for the page callbacks of `renderAllPNGs`.
final class Counter: @unchecked Sendable {
    // @unchecked: every access holds `lock`.
    private let lock = NSLock()
    private var count = 0

    func add() { lock.withLock { count += 1 } }

    var value: Int { lock.withLock { count } }
}
