import Foundation
import RRender
import RRenderTestSupport
import Testing

/// Damaged PDFs (`HostilePDFs`): page trees that loop or nest 5,000 deep, page counts that lie,
/// media boxes of 10^30 points or of nothing, a broken cross-reference table, a file cut in
/// half. Each is refused with an error naming the file, or opens with a bounded number of pages
/// that all render.
@Suite struct HostilePDFTests {
    @Test(arguments: HostilePDFs.damaged.map(\.name))
    func aDamagedPDFIsRefusedOrRendersBoundedPages(name: String) throws {
        let bytes = try #require(HostilePDFs.damaged.first { $0.name == name }).bytes
        let publication: Publication
        do {
            publication = try Renderer.openPublication(bytes: bytes, name: name)
        } catch {
            #expect("\(error)".contains(name), "the error names the file: \(error)")
            return
        }
        let renderer = try Renderer(publication: publication, options: RenderOptions(viewport: Viewport(width: 200, height: 260)))
        let pages = renderer.pageCount()
        #expect(pages <= 16, "\(name): \(pages) pages")
        for page in 1...max(1, min(pages, 16)) where pages > 0 {
            let rendered = try renderer.renderPage(page)
            #expect(rendered.frame.image.width == 200 && rendered.frame.image.height == 260, "\(name)")
            _ = try renderer.text(ofPage: page)
        }
        _ = publication.positions()
    }

    @Test func theValidBaseRendersItsSquare() throws {
        let publication = try Renderer.openPublication(bytes: HostilePDFs.valid, name: "valid.pdf")
        let renderer = try Renderer(publication: publication, options: RenderOptions(viewport: Viewport(width: 200, height: 260)))
        #expect(renderer.pageCount() == 1)
        let image = try renderer.renderPage(1).frame.image
        #expect(image.pixels.contains { ($0 >> 8) & 0xFF > 100 && ($0 >> 16) & 0xFF < 50 }, "the green square is drawn")
    }
}
