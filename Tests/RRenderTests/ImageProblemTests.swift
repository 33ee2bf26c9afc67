import Foundation
import RRender
import RRenderCairo
import RRenderImages
import RRenderTestSupport
import Testing

/// Images in chapters: drawn when they decode, each failure one warning naming the image, and
/// the page rendered either way.
@Suite struct ImageProblemTests {
    @Test func missingUnsupportedAndCorruptImagesAreWarningsAndThePageStillRenders() throws {
        var red = PixelImage(width: 8, height: 8, fill: 0xFFFF_0000)
        red[0, 0] = 0xFFFF_0000
        let body = """
            <p>Pictures:</p><img src="red.png" alt="red" style="width: 80px; height: 80px"/>
            <img src="nothere.png" alt="missing"/><img src="a.gif" alt="gif"/><img src="bad.jpg" alt="bad"/>
            """
        var builder = EPUBBuilder(chapters: [.init(title: "Images", body: body)])
        // Cut inside its image descriptor.
        let gif: [UInt8] = Array("GIF89a".utf8) + [2, 0, 2, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255, 0x2C, 0, 0, 0, 0]
        let badJPEG: [UInt8] =
            [0xFF, 0xD8, 0xFF, 0xC0, 0, 0x11, 8, 0, 16, 0, 16, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
            + [UInt8](repeating: 0, count: 20)
        builder.resources = [
            .init(href: "red.png", mediaType: "image/png", bytes: PNGEncoder.encode(red)),
            .init(href: "a.gif", mediaType: "image/gif", bytes: gif),
            .init(href: "bad.jpg", mediaType: "image/jpeg", bytes: badJPEG)
        ]
        let renderer = try Renderer.open(path: try builder.writeTemporaryFile(named: "images.epub").path)
        let page = try renderer.renderPage(1)
        let image = page.frame.image
        // The good image is drawn at its CSS size, with sharp edges (an inline image sits on a
        // fractional baseline, so its top and bottom rows may be partly covered).
        var columns: Set<Int> = [], rows: Set<Int> = [], pure = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let c = image.color(x: x, y: y)
                if c.red > 200, c.green < 200 { columns.insert(x); rows.insert(y) }
                if c == Color(red: 255, green: 0, blue: 0) { pure += 1 }
            }
        }
        #expect(columns.count == 80)
        #expect((80...81).contains(rows.count))
        #expect(pure >= 80 * 79)
        let warnings = renderer.diagnostics().filter { $0.severity == .warning }.map { "\($0.code) \($0.message)" }.sorted()
        #expect(warnings.count == 3)
        #expect(warnings.contains { $0.hasPrefix("image.missing image OEBPS/nothere.png") })
        #expect(warnings.contains { $0.contains("OEBPS/a.gif") && $0.contains("corrupt") })
        #expect(warnings.contains { $0.contains("OEBPS/bad.jpg") && $0.contains("corrupt") })
    }
}
