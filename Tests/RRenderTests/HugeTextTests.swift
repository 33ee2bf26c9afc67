import Foundation
import RRender
import RRenderCairo
import RRenderTestSupport
import Testing

/// Text larger than FreeType can scale (65,535 px per em) on one publication's page must not
/// stop other renderers drawing text. cairo 1.16 leaves a font face in an error state for good
/// when FreeType refuses a size, and rrender's font faces are shared by every renderer in the
/// process: before `Sources/CFontFaces/SizeGuard.c`, a renderer alive at that moment drew its
/// later pages without any text in that font (MobyDickSnapshotTests failed so, in CI and in one
/// of two local runs of every test, when the hostile fixed-layout test ran during its recording).
@Suite struct HugeTextTests {
    static let screen = RenderOptions(viewport: Viewport(width: 300, height: 400))

    /// A fixed-layout page of 10×10 CSS px fitted to the screen (scaled ×30), its word at
    /// 10,000 px: 300,000 px per em on the screen.
    static func hugeTextBook() throws -> String {
        var builder = EPUBBuilder(chapters: [
            .init(
                title: "Huge",
                document: """
                    <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>Huge</title>\
                    <meta name="viewport" content="width=10, height=10"/></head>\
                    <body style="margin: 0"><p style="font-size: 10000px; font-family: serif">Huge</p></body></html>
                    """)
        ])
        builder.extraMetadata = #"<meta property="rendition:layout">pre-paginated</meta>"#
        return try builder.writeTemporaryFile(named: "huge.epub").path
    }

    static func textBook() throws -> String {
        try EPUBBuilder(chapters: [
            .init(
                title: "Text",
                document: """
                    <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>Text</title></head>\
                    <body><p style="font-family: serif">Call me Ishmael. Some years ago, never mind how long precisely, having \
                    little or no money in my purse, I thought I would sail about a little and see the watery part of the world.</p>\
                    </body></html>
                    """)
        ]).writeTemporaryFile(named: "text.epub").path
    }

    /// The pixels darker than mid-grey.
    static func ink(_ renderer: Renderer) throws -> Int {
        let image = try renderer.renderPage(1).frame.image
        return image.pixels.withUnsafeBytes { bytes in
            stride(from: 0, to: bytes.count, by: 4).reduce(0) { $0 + (bytes[$1] < 128 ? 1 : 0) }
        }
    }

    /// A tate-chu-yoko of 5,000 digits squeezed into one em of a column.
    static func longTateChuYokoBook() throws -> String {
        try EPUBBuilder(chapters: [
            .init(
                title: "Squeezed",
                document: """
                    <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml" xml:lang="ja"><head><title>Squeezed</title></head>\
                    <body style="writing-mode: vertical-rl"><p>前<span style="text-combine-upright: all">\(String(repeating: "1234567890", count: 500))</span>後</p>\
                    <p>次の段落</p></body></html>
                    """)
        ]).writeTemporaryFile(named: "squeezed.epub").path
    }

    /// A picture of no width before a paragraph.
    static func zeroWidthImageBook() throws -> String {
        var builder = EPUBBuilder(chapters: [
            .init(
                title: "Pixel",
                document: """
                    <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>Pixel</title></head>\
                    <body><img src="pixel.png" alt="" style="display: block; width: 0; height: 40px"/>\
                    <p style="font-family: serif">After the picture of no width, this paragraph is drawn.</p></body></html>
                    """)
        ])
        builder.resources = [.init(href: "pixel.png", mediaType: "image/png", bytes: HostileImages.solidPNG(rgb: 0x3366CC))]
        return try builder.writeTemporaryFile(named: "pixel.epub").path
    }

    /// cairo refuses a transformation with a zero scale and then draws nothing more on the
    /// page: a tate-chu-yoko squeezed below 1/32 (rounded down to 0) and a picture of no width
    /// left everything painted after them off the page (both reported by the diagnostic). Such a
    /// page is now drawn whole, and a page cairo still stops drawing says so
    /// (`page.incomplete`) instead of showing a page with parts silently missing.
    @Test(arguments: ["tate-chu-yoko", "picture"])
    func whatCairoCannotDrawLeavesTheRestOfThePage(_ content: String) throws {
        let path = content == "picture" ? try Self.zeroWidthImageBook() : try Self.longTateChuYokoBook()
        let renderer = try Renderer.open(path: path, options: Self.screen)
        // Before: 107 dark pixels (the first character) and 0 (nothing); now 296 and 1,211.
        #expect(try Self.ink(renderer) > 200, "the text after it is drawn")
        let incomplete = renderer.diagnostics().filter { $0.code == "page.incomplete" }
        #expect(incomplete.isEmpty, "\(incomplete)")

        // Ordinary pages report nothing of the kind.
        let reader = try Renderer.open(path: try Self.textBook(), options: Self.screen)
        _ = try reader.renderPage(1)
        #expect(!reader.diagnostics().contains { $0.code == "page.incomplete" })
    }

    @Test func freeTypeSizesAreClamped() {
        #expect(FontConfiguration.clampsFontSizes)
    }

    @Test func hugeTextOnOnePageLeavesOtherRenderersDrawing() throws {
        let reader = try Renderer.open(path: try Self.textBook(), options: Self.screen)
        let before = try Self.ink(reader)
        #expect(before > 500)

        let huge = try Renderer.open(path: try Self.hugeTextBook(), options: Self.screen)
        // The word's line box starts at the top, its letters thousands of px below the page.
        #expect(try Self.ink(huge) == 0)

        #expect(try Self.ink(reader) == before)
        #expect(try Self.ink(try Renderer.open(path: try Self.textBook(), options: Self.screen)) == before)
    }
}
