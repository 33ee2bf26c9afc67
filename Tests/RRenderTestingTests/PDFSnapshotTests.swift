import Foundation
import RRender
import RRenderTestSupport
import Testing

@testable import RRenderTesting

/// Snapshots and comparison of a PDF: one resource per page in Readium's model, keyed and
/// aligned the same way as an EPUB's.
@Suite struct PDFSnapshotTests {
    @Test func recordThenVerifyAPDF() throws {
        let book = try Corpus.path("maint-guide.en.pdf")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-pdf-snap-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let pages = PageSet.numbers([1, 2, 3])
        let recorded = try Snapshotter(configuration: SnapshotConfiguration(directory: directory, pages: pages, record: .missing))
            .run(book: book)
        #expect(recorded.count(.recorded) == 3)
        let verified = try Snapshotter(configuration: SnapshotConfiguration(directory: directory, pages: pages, record: .none))
            .run(book: book)
        #expect(verified.passed && verified.count(.passed) == 3, "\(verified.summary)")
        #expect(verified.results.allSatisfy { !$0.key.href.isEmpty && $0.key.path.hasPrefix("maint-guide.en/") })
    }

    @Test func aPDFComparedWithItselfIsTheSame() throws {
        let book = try Corpus.path("asyRefCard.pdf")
        let pairs = try EditionComparison().compare(old: try Renderer.open(path: book), new: try Renderer.open(path: book))
        #expect(!pairs.isEmpty && pairs.allSatisfy { $0.status == .same })
    }
}
