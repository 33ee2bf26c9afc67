import Foundation
import RRender
import RRenderCore
import RRenderPublication
import RRenderTestSupport
import Testing

/// A picture scroll: vertical text in a publication that asks to be scrolled (`rendition:flow`
/// `scrolled-*`) scrolls across the page, right to left, as Readium scrolls vertical text
/// (readium.md §2.2, `axis`), its pictures at their size rather than shrunk into pages.
@Suite struct HorizontalScrollTests {
    /// A Japanese, right-to-left book of one chapter, `body` in a vertical-rl `<body>` with
    /// `bodyStyle`, its `pictures` (name, width, height, colour) as PNG files; `flow` its
    /// `rendition:flow`.
    private func verticalBook(
        body: String, bodyStyle: String, pictures: [(String, Int, Int, UInt32)], flow: String?
    ) throws -> Publication {
        var builder = EPUBBuilder(chapters: [
            EPUBBuilder.Chapter(
                href: "scroll.xhtml", title: "Scroll",
                document: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <html xmlns="http://www.w3.org/1999/xhtml" xml:lang="ja"><head><title>Scroll</title></head>
                    <body style="writing-mode: vertical-rl; \(bodyStyle)">\(body)</body></html>
                    """)
        ])
        builder.language = "ja"
        builder.packageDirectory = ""
        builder.pageProgressionDirection = "rtl"
        builder.resources = pictures.map { name, width, height, rgb in
            .init(
                id: name, href: "\(name).png", mediaType: "image/png",
                bytes: HostileImages.solidPNG(width: width, height: height, rgb: rgb))
        }
        builder.extraMetadata = flow.map { #"<meta property="rendition:flow">\#($0)</meta>"# } ?? ""
        return try Publication.open(data: try builder.data(), name: "scroll.epub")
    }

    /// Two 720 × 400 pictures, blue then red (so blue on the right), then a line of text.
    private func pictureScroll(flow: String?) throws -> Publication {
        try verticalBook(
            body: #"<img src="blue.png" alt="" style="display: block"/><img src="red.png" alt="" style="display: block"/>"#
                + #"<p style="margin: 0">おわり</p>"#,
            bodyStyle: "margin: 0; padding: 0", pictures: [("blue", 720, 400, 0x0000FF), ("red", 720, 400, 0xFF0000)],
            flow: flow)
    }

    /// A 400 × 600 viewport: a content area 360 × 520 at (20, 40), with the publication's settings.
    private func renderer(_ publication: Publication) throws -> Renderer {
        try Renderer.asPublished(publication, width: 400, height: 600)
    }

    @Test func aScrolledVerticalBookScrollsAcrossThePageAtFullSize() throws {
        let renderer = try renderer(try pictureScroll(flow: "scrolled-doc"))
        // 1,440 px of pictures and a column of text, in windows 360 px wide: five.
        #expect(renderer.pageCount() == 5)
        // Window 1 is the strip's right end: blue at its size (400 px high from the content top).
        let first = try renderer.renderPage(1).frame.image
        #expect(first.color(x: 20, y: 40 + 200) == Color(rgb: 0x0000FF))
        #expect(first.color(x: 379, y: 40 + 399) == Color(rgb: 0x0000FF))
        #expect(first.color(x: 200, y: 40 + 401) == .white)
        // Windows 2 and 3 meet where the pictures do: 720 px from the right.
        let second = try renderer.renderPage(2).frame.image
        #expect(second.color(x: 20, y: 240) == Color(rgb: 0x0000FF) && second.color(x: 379, y: 240) == Color(rgb: 0x0000FF))
        let third = try renderer.renderPage(3).frame.image
        #expect(third.color(x: 20, y: 240) == Color(rgb: 0xFF0000) && third.color(x: 379, y: 240) == Color(rgb: 0xFF0000))
        #expect(try renderer.text(ofPage: 5) == "おわり")
    }

    @Test func withoutAScrolledFlowVerticalTextIsPaginated() throws {
        let renderer = try renderer(try pictureScroll(flow: nil))
        // Each picture is shrunk into a page of its own, whole: 360 × 200.
        #expect(renderer.pageCount() == 3)
        let first = try renderer.renderPage(1).frame.image
        #expect(first.color(x: 200, y: 40 + 150) == Color(rgb: 0x0000FF))
        #expect(first.color(x: 200, y: 40 + 250) == .white)
    }

    /// The golden of a window of a scrolled vertical chapter: columns of text, and a picture
    /// wider than a window cut by the window's edge at its own size.
    @Test func goldenOfAWindowAcrossAPicture() throws {
        let text = String(repeating: "どこで生れたかとんと見当がつかぬ。", count: 3)
        let publication = try verticalBook(
            body: "<p>\(text)</p><p>\(text)</p>" + #"<img src="wide.png" alt="" style="display: block; margin: 0 1em"/>"#
                + "<p>\(text)</p>",
            bodyStyle: "font-size: 20px", pictures: [("wide", 500, 300, 0x3070B0)], flow: "scrolled-continuous")
        let renderer = try renderer(publication)
        if let failure = GoldenImage(suite: "HorizontalScroll").check(try renderer.renderPage(1).frame.image, named: "window") {
            Issue.record(Comment(rawValue: failure.description))
        }
    }
}
