import CWebPLibrary
import Foundation
import RRender
import RRenderCairo
import RRenderImages
import RRenderTestSupport
import Testing

/// Every image form EPUBs use, in one chapter: a GIF, a WebP, an SVG file, inline `<svg>`
/// (plain, with `currentColor`, and showing a publication image) and a `data:` PNG. Each is
/// drawn in its colour, at its CSS size, in document order, with no image warnings.
@Suite struct ImageFormatTests {
    /// Colour of each picture, top to bottom.
    static let colors: [(name: String, rgb: UInt32)] = [
        ("gif", 0xFF0000), ("webp", 0x00FF00), ("svg file", 0x0000FF), ("inline svg", 0xFF00FF),
        ("data png", 0x00FFFF), ("currentColor", 0x800080), ("svg image", 0xFF8000)
    ]

    static let body = """
        <div><img src="images/red.gif" alt="gif"/></div>
        <div><img src="images/green.webp" alt="webp"/></div>
        <div><img src="images/blue.svg" alt="svg"/></div>
        <svg xmlns="http://www.w3.org/2000/svg" width="60" height="40" viewBox="0 0 6 4"><title>Magenta</title>
          <rect width="6" height="4" fill="#ff00ff"/><text x="1" y="3" font-size="1" fill="#ff00ff">not laid out as HTML text</text></svg>
        <div><img alt="data" src="\(DataURL(mediaType: "image/png", data: PNGEncoder.encode(PixelImage(width: 6, height: 4, fill: 0xFF00_FFFF))).url)"/></div>
        <div style="color: #800080"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 40">
          <rect width="60" height="40" fill="currentColor"/></svg></div>
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="60" height="40">
          <rect width="60" height="40" fill="white"/><image width="60" height="40" xlink:href="images/orange.png"/>
          <image width="60" height="40" href="file:///etc/passwd"/></svg>
        """

    static let css = """
        body { margin: 0 } h1 { display: none }
        img, svg { display: block; width: 60px; height: 40px; margin: 0 0 8px 0 }
        div { margin: 0 }
        """

    static func book() throws -> URL {
        var builder = EPUBBuilder(chapters: [.init(title: "Images", body: body)])
        builder.chapters[0].document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>Images</title>
            <link rel="stylesheet" href="style.css"/></head><body>\(body)</body></html>
            """
        let gif = GIFFixture.gif(width: 6, height: 4, palette: [0xFF0000], frames: [[UInt8](repeating: 0, count: 24)])
        builder.resources = [
            .init(href: "style.css", mediaType: "text/css", text: css),
            .init(href: "images/red.gif", mediaType: "image/gif", bytes: gif),
            .init(href: "images/green.webp", mediaType: "image/webp", bytes: webp(width: 6, height: 4, bgra: [0, 255, 0, 255])),
            .init(
                href: "images/blue.svg", mediaType: "image/svg+xml",
                text: """
                    <svg xmlns="http://www.w3.org/2000/svg" width="6" height="4"><rect width="6" height="4" fill="#0000ff"/></svg>
                    """),
            .init(
                href: "images/orange.png", mediaType: "image/png",
                bytes: PNGEncoder.encode(PixelImage(width: 6, height: 4, fill: 0xFFFF_8000)))
        ]
        return try builder.writeTemporaryFile(named: "image-formats.epub")
    }

    /// A lossless WebP of one colour, through libwebp's encoder.
    static func webp(width: Int, height: Int, bgra: [UInt8]) -> [UInt8] {
        let pixels = (0..<width * height).flatMap { _ in bgra }
        var output: UnsafeMutablePointer<UInt8>?
        let size = WebPEncodeLosslessBGRA(pixels, Int32(width), Int32(height), Int32(width * 4), &output)
        defer { WebPFree(output) }
        guard size > 0, let output else { return [] }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }

    @Test(arguments: [1.0, 2.0])
    func everyFormatIsDrawnInPlace(scale: Double) throws {
        let options = RenderOptions(scale: scale)
        let renderer = try Renderer.open(path: try Self.book().path, options: options)
        let image = try renderer.renderPage(1).frame.image
        var previousBottom = -1
        var left: Int?
        let boxes = Self.boxes(of: Self.colors.map(\.rgb), in: image)
        for (name, rgb) in Self.colors {
            let box = try #require(boxes[rgb], "\(name) is not drawn")
            // 60×40 CSS px, every pixel inside exactly the colour (right size, sharp edges).
            #expect(box.width == Int(60 * scale) && box.height == Int(40 * scale), "\(name): \(box)")
            #expect(box.exact == box.width * box.height, "\(name): \(box.exact) exact pixels")
            #expect(box.minY > previousBottom, "\(name) is out of order")
            #expect(box.minX == (left ?? box.minX), "\(name) is not aligned with the others")
            left = box.minX
            previousBottom = box.minY + box.height - 1
        }
        let warnings = renderer.diagnostics().filter { $0.code.hasPrefix("image.") }
        #expect(warnings.isEmpty, "\(warnings)")
        // The text inside the inline SVG is part of the picture, not of the page's text.
        #expect(try !renderer.renderPage(1).frame.hitRegions.contains { "\($0)".contains("not laid out") })
    }

    @Test func svgInTheReadingOrderIsAPageShowingIt() throws {
        var builder = EPUBBuilder(chapters: [.init(title: "Before")])
        builder.resources = [
            .init(
                id: "plate", href: "plate.svg", mediaType: "image/svg+xml",
                text: """
                    <svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#0000ff"/></svg>
                    """)
        ]
        builder.customPackageDocument = builder.packageDocument()
            .replacingOccurrences(of: "</spine>", with: "<itemref idref=\"plate\"/></spine>")
        let renderer = try Renderer.open(path: try builder.writeTemporaryFile(named: "svg-spine.epub").path)
        #expect(renderer.pageCount() == 2)
        let box = try #require(Self.boxes(of: [0x0000FF], in: try renderer.renderPage(2).frame.image)[0x0000FF])
        #expect(box.width == 300 && box.height == 200 && box.exact == 300 * 200)
        #expect(renderer.diagnostics().filter { $0.code.hasPrefix("image.") }.isEmpty)
    }

    /// For each colour, the bounding box of its pixels and how many there are (one pass).
    static func boxes(
        of colors: [UInt32], in image: PixelImage
    ) -> [UInt32: (minX: Int, minY: Int, width: Int, height: Int, exact: Int)] {
        var found: [UInt32: (minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int)] = [:]
        let wanted = Set(colors)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y] & 0xFF_FFFF
                guard wanted.contains(p) else { continue }
                let old = found[p] ?? (x, y, x, y, 0)
                found[p] = (min(old.minX, x), min(old.minY, y), max(old.maxX, x), max(old.maxY, y), old.count + 1)
            }
        }
        return found.mapValues { ($0.minX, $0.minY, $0.maxX - $0.minX + 1, $0.maxY - $0.minY + 1, $0.count) }
    }
}
