import Foundation
import RRender
import RRenderTestSupport
import Testing

/// References that try to leave the publication: `../` climbing out of the container, absolute
/// paths, `file:` and `http:` URLs, from images, links, style sheets, `@import`, `@font-face`,
/// SVG `<image>` (in an SVG file and inline). Red files wait beside the book and a socket
/// listens on 127.0.0.1: no red pixel may appear and nothing may connect. A blue picture inside
/// the book, referenced properly, shows that pictures do render.
@Suite struct HostileReferenceTests {
    /// Pixels that are clearly red: what the files outside the book would paint.
    private static func redPixels(_ image: PixelImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let c = image.color(x: x, y: y)
                if c.red > 200, c.green < 80, c.blue < 80 { count += 1 }
            }
        }
        return count
    }

    private static func bluePixels(_ image: PixelImage) -> Int {
        image.pixels.filter { $0 & 0xFF_FFFF == 0x00_00FF }.count
    }

    @Test func nothingOutsideThePublicationIsReadAndNoNetworkIsTouched() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-escape-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outside = folder.path
        let redPNG = HostileImages.solidPNG(width: 64, height: 64, rgb: 0xFF0000)
        try Data(redPNG).write(to: folder.appendingPathComponent("secret.png"))
        try Data("body { background: #f00 } p { color: #f00; background: #f00 }".utf8).write(
            to: folder.appendingPathComponent("secret.css"))
        try Data(
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#f00"/></svg>"##
                .utf8
        )
        .write(to: folder.appendingPathComponent("secret.svg"))
        try FileManager.default.copyItem(
            atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", toPath: outside + "/secret.ttf")
        let server = try LocalListener()
        let web = "http://127.0.0.1:\(server.port)"
        let targets = [
            "../../secret", "../../../secret", "/secret", outside + "/secret", "file://" + outside + "/secret",
            "file:" + outside + "/secret", web + "/secret", "//127.0.0.1:\(server.port)/secret"
        ]

        let images = targets.flatMap { ["<img src=\"\($0).png\" alt=\"\"/>", "<img src=\"\($0).svg\" alt=\"\"/>"] }.joined()
        let links = targets.map { "<link rel=\"stylesheet\" href=\"\($0).css\"/>" }.joined()
        let imports = targets.map { "@import url(\"\($0).css\");" }.joined()
        let faces = targets.map { "@font-face { font-family: Outside; src: url(\"\($0).ttf\") }" }.joined()
        let svgImages = targets.map {
            "<image href=\"\($0).png\" width=\"64\" height=\"64\"/><image xlink:href=\"\($0).png\" width=\"64\" height=\"64\"/>"
        }
        .joined()
        let svgFile = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="64">\(svgImages)</svg>
            """
        let body = """
            <p>Outside: <a href="file://\(outside)/secret.css">a link</a></p>\(images)
            <img src="inside.png" alt="inside"/><img src="escape.svg" alt="svg"/>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="64">\(svgImages)</svg>
            <p style="background-image: url(\(web)/bg.png)">After.</p>
            """
        var builder = EPUBBuilder(chapters: [
            .init(
                title: "Escape",
                document: """
                    <?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>e</title>\
                    \(links)<link rel="stylesheet" href="book.css"/><style>\(imports)</style></head><body>\(body)</body></html>
                    """)
        ])
        builder.resources = [
            .init(
                href: "inside.png", mediaType: "image/png", bytes: HostileImages.solidPNG(width: 32, height: 32, rgb: 0x0000FF)),
            .init(href: "escape.svg", mediaType: "image/svg+xml", text: svgFile),
            .init(href: "book.css", mediaType: "text/css", text: imports + faces + " p { font-family: Outside }")
        ]
        let url = folder.appendingPathComponent("inner/book.epub")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try builder.write(to: url)

        let renderer = try Renderer.open(path: url.path, options: RenderOptions(viewport: Viewport(width: 400, height: 3_000)))
        var red = 0, blue = 0
        for page in 1...renderer.pageCount() {
            let image = try renderer.renderPage(page).frame.image
            red += Self.redPixels(image)
            blue += Self.bluePixels(image)
        }
        #expect(red == 0, "something outside the publication was drawn")
        #expect(blue >= 30 * 30, "the picture inside the book is drawn")
        #expect(!server.hadConnection(), "something connected to the network")
        #expect(!renderer.diagnostics().contains { $0.message.contains("SECRET") })
    }
}
