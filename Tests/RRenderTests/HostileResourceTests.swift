import Foundation
import RRender
import RRenderTestSupport
import Testing

/// Chapters, images, fonts and style sheets built to hurt, through the whole pipeline: a billion
/// laughs and external entities in XHTML and SVG, 200,000 nested elements, `@import` loops and
/// fan-outs, CSS nested 100,000 deep, exponential custom properties, images whose headers claim
/// 60000 × 60000 pixels, corrupt images and fonts of every format, empty and truncated files.
/// Each book opens and renders every page, problems reported as diagnostics.
@Suite struct HostileResourceTests {
    /// Renders every page of the book; returns the renderer and the text of every page.
    @discardableResult
    private func render(_ builder: EPUBBuilder, name: String) throws -> (renderer: Renderer, text: String) {
        let url = try builder.writeTemporaryFile(named: name)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let renderer = try Renderer.open(path: url.path, options: RenderOptions(viewport: Viewport(width: 300, height: 400)))
        let pages = renderer.pageCount()
        #expect(pages >= 1 && pages <= 200, "\(name): \(pages) pages")
        var text = ""
        for page in 1...max(1, min(pages, 200)) {
            let rendered = try renderer.renderPage(page)
            #expect(rendered.frame.image.width == 300)
            text += rendered.text + "\n"
        }
        return (renderer, text)
    }

    private static func document(doctype: String = "", head: String = "", body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>\(doctype)<html xmlns="http://www.w3.org/1999/xhtml" \
        xmlns:xlink="http://www.w3.org/1999/xlink"><head><title>t</title>\(head)</head><body>\(body)</body></html>
        """
    }

    @Test func entitiesInChaptersAndSVGAreNeitherLoadedNorExpandedWithoutBound() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-xxe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let secret = folder.appendingPathComponent("secret.txt").path
        try Data("SECRET-MARKER".utf8).write(to: URL(fileURLWithPath: secret))
        let doctype = Self.laughs(root: "html", secret: secret)
        let svg =
            #"<?xml version="1.0"?>"# + Self.laughs(root: "svg", secret: secret)
            + #"<svg xmlns="http://www.w3.org/2000/svg" width="50" height="50"><text y="20">&xxe;&lol9;</text></svg>"#
        var builder = EPUBBuilder(chapters: [
            .init(
                title: "Text",
                document: Self.document(doctype: doctype, body: "<p>before &xxe; middle &lol9; after</p><p>Next.</p>")),
            .init(
                title: "Attributes",
                document: Self.document(doctype: doctype, body: "<p title=\"&lol9;\" class=\"&xxe;\">kept</p>")),
            .init(title: "SVG", body: "<p>Picture:</p><img src=\"laughs.svg\" alt=\"svg\"/>")
        ])
        builder.resources = [.init(href: "laughs.svg", mediaType: "image/svg+xml", text: svg)]
        let (renderer, text) = try render(builder, name: "entities.epub")
        #expect(!text.contains("SECRET"))
        #expect(text.contains("kept") && text.contains("Picture:"))
        #expect(text.utf8.count < 100_000, "the laughs were expanded")
        #expect(renderer.diagnostics().contains { $0.code == "xml.malformed" })
    }

    /// A DOCTYPE with a billion laughs (`&lol9;`), an external entity (`&xxe;`) and an external
    /// parameter entity aimed at `secret`.
    static func laughs(root: String, secret: String) -> String {
        var entities = #"<!ENTITY lol "lollollollollollollollollollol">"#
        for level in 1...9 {
            entities += "<!ENTITY lol\(level) \"\(String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10))\">"
        }
        return
            "<!DOCTYPE \(root) [\(entities)<!ENTITY xxe SYSTEM \"file://\(secret)\"><!ENTITY % pe SYSTEM \"file://\(secret)\"> %pe;]>"
    }

    @Test func deepMarkupAndDeepCSSAreBounded() throws {
        let depth = 200_000
        let css =
            "p { color: " + String(repeating: "[", count: 30_000) + " } "
            + String(repeating: "@media screen { ", count: 30_000) + " p { color: red } "
        let deepCSS = String(repeating: "p:not(", count: 30_000) + "a" + String(repeating: ")", count: 30_000) + " { color: red }"
        var exponential = ":root { --v0: 1px 1px 1px 1px 1px 1px 1px 1px 1px 1px; "
        for level in 1...12 { exponential += "--v\(level): " + String(repeating: "var(--v\(level - 1)) ", count: 10) + "; " }
        exponential += "} * { --w: var(--v12); margin: var(--v6) } p { padding: var(--v12) }"
        var builder = EPUBBuilder(chapters: [
            .init(
                title: "Nested",
                document: Self.document(
                    body: String(repeating: "<div>", count: depth) + "deep"
                        + String(repeating: "</div>", count: depth))),
            .init(title: "Garbage", document: "not xml " + String(repeating: "<span><b>", count: depth) + "garbage"),
            .init(
                title: "CSS",
                document: Self.document(
                    head: "<link rel=\"stylesheet\" href=\"deep.css\"/><style>\(deepCSS)</style>",
                    body: String(repeating: "<p>styled</p>", count: 300)))
        ])
        builder.resources = [.init(href: "deep.css", mediaType: "text/css", text: css + exponential)]
        let (_, text) = try render(builder, name: "deep.epub")
        #expect(text.contains("styled"))
    }

    @Test func importLoopsAndFanOutsEnd() throws {
        var resources: [EPUBBuilder.Resource] = [
            .init(href: "loop.css", mediaType: "text/css", text: "@import url(loop.css); @import 'a.css';")
        ]
        resources.append(
            .init(href: "a.css", mediaType: "text/css", text: "@import 'b.css'; @import 'loop.css'; p { margin: 1px }"))
        resources.append(.init(href: "b.css", mediaType: "text/css", text: "@import 'a.css'; @import url(./b.css);"))
        // Ten sheets each importing the next level ten times: 10^8 imports without a bound.
        for level in 0..<8 {
            let imports = String(repeating: "@import 'fan\(level + 1).css'; ", count: 10)
            resources.append(.init(href: "fan\(level).css", mediaType: "text/css", text: imports + "p { padding: \(level)px }"))
        }
        resources.append(.init(href: "fan8.css", mediaType: "text/css", text: "p { color: #333 }"))
        var builder = EPUBBuilder(chapters: [
            .init(
                title: "Imports",
                document: Self.document(
                    head: "<link rel=\"stylesheet\" href=\"loop.css\"/><link rel=\"stylesheet\" href=\"fan0.css\"/>",
                    body: "<p>imported</p>"))
        ])
        builder.resources = resources
        let (renderer, text) = try render(builder, name: "imports.epub")
        #expect(text.contains("imported"))
        #expect(renderer.diagnostics().contains { $0.code == "css.too-many-sheets" })
    }

    @Test func imagesClaimingHugeSizesOrCorruptAreWarningsAndThePageRenders() throws {
        let images = HostileImages.claimingHugeSizes + HostileImages.corrupt
        var builder = EPUBBuilder(chapters: [
            .init(
                title: "Images",
                body: images.map { "<p>\($0.name)</p><img src=\"\($0.name)\" alt=\"x\"/>" }
                    .joined())
        ])
        builder.resources = images.map { .init(href: $0.name, mediaType: $0.mediaType, bytes: $0.bytes) }
        let (renderer, text) = try render(builder, name: "images.epub")
        #expect(text.contains("huge.png") && text.contains("notxml.svg"))
        let problems = renderer.diagnostics().filter { $0.code.hasPrefix("image.") }.map(\.message).joined(separator: "\n")
        for name in ["huge.png", "huge.jpg", "huge.gif", "huge.webp", "garbage.png", "cut.jpg", "garbage.gif", "garbage.webp"] {
            #expect(problems.contains("OEBPS/\(name)"), "\(name) is reported")
        }
    }

    @Test func corruptFontsAreDiagnosticsAndTheTextRenders() throws {
        let font = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")))
        var lyingDirectory = font
        lyingDirectory[4] = 0xFF
        lyingDirectory[5] = 0xFF  // 65535 tables
        for index in 0..<min(20, Int(font[5])) {  // every table at 4 GB
            for k in 8..<12 { lyingDirectory[12 + 16 * index + k] = 0xFF }
        }
        var woff = try FontFileFixture.woff(from: font)
        for k in 16..<20 { woff[k] = 0xFF }  // totalSfntSize 4 GB
        let fonts: [(String, [UInt8])] = [
            ("empty.ttf", []), ("garbage.ttf", (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) }),
            ("half.ttf", Array(font.prefix(font.count / 2))), ("header.ttf", Array(font.prefix(12))),
            ("lying.ttf", lyingDirectory), ("lying.woff", woff),
            ("garbage.woff2", Array("wOF2".utf8) + [UInt8](repeating: 0xFF, count: 200))
        ]
        let faces = fonts.enumerated().map { "@font-face { font-family: F\($0.offset); src: url(\($0.element.0)) }" }.joined(
            separator: "\n")
        let body = fonts.indices.map { "<p style=\"font-family: F\($0)\">face \($0)</p>" }.joined()
        var builder = EPUBBuilder(chapters: [
            .init(
                title: "Fonts",
                document: Self.document(
                    head: "<link rel=\"stylesheet\" href=\"fonts.css\"/>", body: body))
        ])
        builder.resources =
            fonts.map { .init(href: $0.0, mediaType: "font/ttf", bytes: $0.1) }
            + [.init(href: "fonts.css", mediaType: "text/css", text: faces)]
        let (renderer, text) = try render(builder, name: "fonts.epub")
        #expect(text.contains("face 0") && text.contains("face \(fonts.count - 1)"))
        #expect(renderer.diagnostics().filter { $0.code.hasPrefix("font.") }.count >= 5)
    }

    @Test func emptyAndTruncatedFilesRender() throws {
        let full = Self.document(body: "<p>Complete text of a chapter.</p><p>More.</p>")
        var builder = EPUBBuilder(chapters: [
            .init(title: "Empty", document: ""), .init(title: "Blank", document: "   \n"),
            .init(title: "Cut", document: String(full.prefix(full.count - 30))),
            .init(title: "Head", document: String(full.prefix(20))),
            .init(title: "Nul", document: "\u{0}\u{0}\u{0}"), .init(title: "Fine", body: "<p>Still here.</p>")
        ])
        builder.resources = [
            .init(href: "empty.css", mediaType: "text/css", text: ""),
            .init(href: "cut.css", mediaType: "text/css", text: "p { color: red; margin: 1e9px; font: ")
        ]
        let (_, text) = try render(builder, name: "truncated.epub")
        #expect(text.contains("Still here.") && text.contains("Complete text"))
    }
}
