import Foundation
import RRender
import RRenderCore
import RRenderImages
import RRenderPublication
import RRenderTestSupport
import Testing

/// `rendition:layout` `roll` (EPUB 3.4 draft, "reading systems fit the width of each spine
/// itemref to the viewport and display them in a continuous roll with no visible gap"): the
/// items stacked at the viewport's width, cut into viewport-high screens.
@Suite struct RollRenderingTests {
    /// A roll of three items at a 400 × 600 viewport: a 200 × 250 red page (500 px high once
    /// fitted), a 400 × 200 blue page carrying a layout override a roll ignores (200 px), and a
    /// 100 × 100 green picture (400 px). The strip is 1,100 px: two screens.
    private func roll() throws -> Publication {
        func page(
            _ name: String, _ size: (Int, Int), _ color: String, _ text: String, properties: [String] = []
        ) -> EPUBBuilder.Chapter {
            EPUBBuilder.Chapter(
                href: "\(name).xhtml", title: name,
                document: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <html xmlns="http://www.w3.org/1999/xhtml"><head><title>\(name)</title>
                    <meta name="viewport" content="width=\(size.0), height=\(size.1)"/></head>
                    <body style="margin: 0; background: \(color); font: 20px serif; color: white">\
                    <p style="margin: 0">\(text)</p></body></html>
                    """, spineProperties: properties)
        }
        var builder = EPUBBuilder(chapters: [
            page("one", (200, 250), "#FF0000", "Panel one"),
            page("two", (400, 200), "#0000FF", "Panel two", properties: ["rendition:layout-reflowable"])
        ])
        var picture = EPUBBuilder.Resource(
            id: "three", href: "three.png", mediaType: "image/png",
            bytes: HostileImages.solidPNG(width: 100, height: 100, rgb: 0x00FF00))
        picture.inSpine = true
        builder.resources = [picture]
        builder.packageDirectory = ""
        builder.extraMetadata = #"<meta property="rendition:layout">roll</meta>"#
        return try Publication.open(data: try builder.data(), name: "roll.epub")
    }

    private func renderer(scale: Double = 1) throws -> Renderer {
        try Renderer(
            publication: try roll(),
            options: RenderOptions(viewport: Viewport(width: 400, height: 600), scale: scale, concurrency: 1))
    }

    @Test func aRollIsReadAsTheScrolledLayoutWithOnePositionPerItem() throws {
        let publication = try roll()
        #expect(publication.metadata.layout == .scrolled)
        #expect(publication.positions().count == 3)
        #expect(
            publication.diagnostics.contains {
                $0.code == "epub.rendition-invalid" && $0.message.contains("rendition:layout-reflowable")
            })
        let manifest = try renderer().manifest()
        #expect(manifest["metadata"]?["layout"]?.stringValue == "scrolled")
    }

    @Test func itemsFillTheWidthAndMeetWithoutAGap() throws {
        let renderer = try renderer()
        #expect(renderer.pageCount() == 2)
        let first = try renderer.renderPage(1).frame.image
        #expect(first.width == 400 && first.height == 600)
        // One: rows 0–499, filling the width; two starts on row 500 and runs off the screen.
        for x in [0, 200, 399] {
            #expect(first.color(x: x, y: 499) == Color(rgb: 0xFF0000))
            #expect(first.color(x: x, y: 500) == Color(rgb: 0x0000FF))
            #expect(first.color(x: x, y: 599) == Color(rgb: 0x0000FF))
        }
        // The second screen goes on where the first stopped: the rest of two, then the picture,
        // then the screen colour after the strip's end.
        let second = try renderer.renderPage(2)
        #expect(second.frame.image.color(x: 200, y: 99) == Color(rgb: 0x0000FF))
        #expect(second.frame.image.color(x: 200, y: 100) == Color(rgb: 0x00FF00))
        #expect(second.frame.image.color(x: 200, y: 499) == Color(rgb: 0x00FF00))
        #expect(second.frame.image.color(x: 200, y: 500) == .white)
        #expect(second.href == "two.xhtml")
        #expect(try renderer.text(ofPage: 1) == "Panel one\nPanel two")
    }

    @Test func edgesStayOnTheDevicePixelGridAtAnyScale() throws {
        // At 1.5 device px per CSS px the edges fall on rows 750 (one|two) and 150 of screen 2.
        let renderer = try renderer(scale: 1.5)
        let first = try renderer.renderPage(1).frame.image
        #expect(first.color(x: 300, y: 749) == Color(rgb: 0xFF0000))
        #expect(first.color(x: 300, y: 750) == Color(rgb: 0x0000FF))
        let second = try renderer.renderPage(2).frame.image
        #expect(second.color(x: 300, y: 149) == Color(rgb: 0x0000FF))
        #expect(second.color(x: 300, y: 150) == Color(rgb: 0x00FF00))
    }

    @Test func aScreensLocatorIsTheItemAtItsTopAndLeadsBackToIt() throws {
        let renderer = try renderer()
        let second = try renderer.locator(ofPage: 2)
        // Screen 2's top is 100 px into two's 200.
        #expect(second.href == "two.xhtml" && second.locations.position == 2)
        #expect(second.locations.progression == 0.5)
        #expect(renderer.pageNumber(for: second) == 2)
        let picture = try #require(renderer.publication.positions().last)
        #expect(renderer.pageNumber(for: picture) == 2)
        #expect(renderer.pageNumber(for: try renderer.locator(ofPage: 1)) == 1)
        // A tap on the blue band of screen 1 is on item two.
        let word = try renderer.textLocator(onPage: 1, at: Point(x: 30, y: 512))
        #expect(word?.href == "two.xhtml" && word?.text.highlight == "Panel")
    }

    /// The golden of a screen where two items of a roll meet: the first screen of the roll above.
    @Test func goldenOfTwoItemsMeeting() throws {
        if let failure = GoldenImage(suite: "Roll").check(try renderer().renderPage(1).frame.image, named: "itemsMeet") {
            Issue.record(Comment(rawValue: failure.description))
        }
    }
}
