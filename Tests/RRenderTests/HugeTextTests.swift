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
        var builder = EPUBBuilder(chapters: [.init(title: "Huge", document: """
        <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>Huge</title>\
        <meta name="viewport" content="width=10, height=10"/></head>\
        <body style="margin: 0"><p style="font-size: 10000px; font-family: serif">Huge</p></body></html>
        """)])
        builder.extraMetadata = #"<meta property="rendition:layout">pre-paginated</meta>"#
        return try builder.writeTemporaryFile(named: "huge.epub").path
    }

    static func textBook() throws -> String {
        try EPUBBuilder(chapters: [.init(title: "Text", document: """
        <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>Text</title></head>\
        <body><p style="font-family: serif">Call me Ishmael. Some years ago, never mind how long precisely, having \
        little or no money in my purse, I thought I would sail about a little and see the watery part of the world.</p>\
        </body></html>
        """)]).writeTemporaryFile(named: "text.epub").path
    }

    /// The pixels darker than mid-grey.
    static func ink(_ renderer: Renderer) throws -> Int {
        let image = try renderer.renderPage(1).frame.image
        return image.pixels.withUnsafeBytes { bytes in
            stride(from: 0, to: bytes.count, by: 4).reduce(0) { $0 + (bytes[$1] < 128 ? 1 : 0) }
        }
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
