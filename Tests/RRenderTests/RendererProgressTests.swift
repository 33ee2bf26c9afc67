import Foundation
import RRenderCairo
import RRenderCore
import RRenderPublication
import RRenderTestSupport
import Testing

@testable import RRender

/// What a progress bar may know before anything is laid out (`Renderer+Progress.swift`): the
/// page count once every chapter's is in memory or in the pagination cache, a chapter's count
/// once laid out, the documents' sizes.
@Suite struct RendererProgressTests {
    let cacheTests = PaginationCacheTests()

    @Test func thePageCountIsKnownFromTheCacheWithoutLayingOut() throws {
        let cache = cacheTests.temporaryCache()
        let cold = try cacheTests.renderer(cache)
        #expect(cold.knownPageCount() == nil && cold.knownPageCount(ofResource: 0) == nil)
        #expect(cold.paginationStatistics() == PaginationStatistics(pageCountsLaidOut: 0, pageCountsFromCache: 0))
        // Counting the first chapters makes theirs known, not the book's. (Page 1 alone would
        // not: its chapter is laid out only as far as the page.)
        _ = cold.resourcePageCounts(upTo: 1)
        let first = try #require(cold.knownPageCount(ofResource: 0))
        #expect(cold.knownPageCount(ofResource: 5) == nil && cold.knownPageCount() == nil)
        let count = cold.pageCount()
        #expect(cold.knownPageCount() == count && cold.resourcePageCounts()[0] == first)

        let warm = try cacheTests.renderer(cache)
        #expect(warm.knownPageCount() == count)
        #expect(warm.knownPageCount(ofResource: 5) == cold.resourcePageCounts()[5])
        #expect(
            warm.paginationStatistics() == PaginationStatistics(pageCountsLaidOut: 0, pageCountsFromCache: 0),
            "nothing laid out, and no count taken into use")
        #expect(warm.pageCount() == count)
    }

    @Test func aPDFsPageCountIsKnownAtOnce() throws {
        let publication = try Renderer.openPublication(
            bytes: PDFFixture(pages: ["one", "two", "three"].map { PDFFixture.Page(lines: [$0]) }).data(), name: "three.pdf")
        let renderer = try Renderer(publication: publication)
        #expect(renderer.knownPageCount() == 3 && renderer.knownPageCount(ofResource: 0) == 3)
    }

    @Test func documentBytesAreTheChaptersSizes() throws {
        let renderer = try cacheTests.renderer(nil)
        let bytes = renderer.documentBytes()
        // Chapter n holds 2n paragraphs, in the same frame: each next one is two paragraphs larger
        // (chapter 3 also has an image).
        let step = 2 * PaginationCacheTests.paragraph.utf8.count
        #expect(bytes.count == 6)
        #expect(bytes[1] - bytes[0] == step && bytes[5] - bytes[4] == step, "\(bytes)")
        #expect(bytes[0] > step)
    }
}
