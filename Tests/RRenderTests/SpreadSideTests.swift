import Foundation
import RRender
import RRenderCore
import RRenderPublication
import RRenderTestSupport
import Testing

/// EPUB 3.3 §8.2.2.6: "the first page of the associated item element's EPUB content document
/// represents the [left|right]-hand side of a two-page spread", for a reflowable item too: on a
/// two-column screen its first page takes the column of its side, the other left blank.
@Suite struct SpreadSideTests {
    /// A reflowable book of a short chapter, then one with `side` (a `page-spread-*` property).
    private func book(side: String, progression: String? = nil) throws -> Publication {
        var builder = EPUBBuilder(chapters: [
            .init(title: "One", body: "<p>Opening words.</p>"),
            .init(title: "Two", body: "<p>Second chapter words.</p>", spineProperties: [side])
        ])
        builder.pageProgressionDirection = progression
        return try Publication.open(data: try builder.data(), name: "sides.epub")
    }

    /// The inked columns in the left and in the right half of page `number`, on a landscape
    /// screen of two columns.
    private func ink(_ publication: Publication, page number: Int) throws -> (left: Int, right: Int) {
        let image = try Renderer.asPublished(publication, width: 1000, height: 700).renderPage(number).frame.image
        let columns = InkSpans.spans(in: image, rows: 0..<image.height).flatMap { Array($0) }
        return (columns.count { $0 < image.width / 2 }, columns.count { $0 >= image.width / 2 })
    }

    @Test func aRightHandItemStartsInTheRightColumn() throws {
        let publication = try book(side: "page-spread-right")
        let page = try ink(publication, page: 2)
        #expect(page.left == 0 && page.right > 20)
        // Without the property, the chapter starts in the left column.
        let plain = try ink(try book(side: "page-spread-center"), page: 2)
        #expect(plain.left > 20 && plain.right == 0)
    }

    @Test func aLeftHandItemStartsInTheLeftColumnRightToLeft() throws {
        // Right to left, a chapter's first column is the right one: left-hand takes the other.
        let page = try ink(try book(side: "page-spread-left", progression: "rtl"), page: 2)
        #expect(page.left > 20 && page.right == 0)
        let plain = try ink(try book(side: "page-spread-right", progression: "rtl"), page: 2)
        #expect(plain.left == 0 && plain.right > 20)
    }
}
