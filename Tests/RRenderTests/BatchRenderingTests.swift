import Foundation
import RRenderCore
import RRenderPublication
import RRenderTestSupport
import Synchronization
import Testing

@testable import RRender

/// Rendering many pages at once (`renderPNGs`, what `rrender --pages` uses): every page once,
/// the bytes `renderPage` gives, and a bounded memory: a worker keeps one laid-out chapter.
@Suite struct BatchRenderingTests {
    static let paragraph =
        "<p>Call me Ishmael. Some years ago, never mind how long precisely, having little or no money in my "
        + "purse, and nothing particular to interest me on shore, I thought I would sail about a little.</p>"

    /// Four chapters of several pages each, two workers.
    func renderer() throws -> Renderer {
        let chapters = (1...4).map {
            EPUBBuilder.Chapter(title: "Chapter \($0)", body: String(repeating: Self.paragraph, count: 3 * $0))
        }
        let publication = try Publication.open(data: try EPUBBuilder(chapters: chapters).data(), name: "batch.epub")
        return try Renderer(
            publication: publication,
            options: RenderOptions(
                viewport: Viewport(width: 240, height: 200),
                scale: 2, concurrency: 2))
    }

    @Test func everyPageOnceWithTheBytesOfASinglePageRender() throws {
        let renderer = try renderer()
        let count = renderer.pageCount()
        #expect(count > 8 && renderer.resourcePageCounts().allSatisfy { $0 > 1 })
        let written = Mutex<[Int: [UInt8]]>([:])
        let duplicates = Mutex(0)
        try renderer.renderPNGs(Array(1...count)) { location, png in
            written.withLock { pages in
                if pages[location.number] != nil { duplicates.withLock { $0 += 1 } }
                pages[location.number] = png
            }
        }
        let pages = written.withLock { $0 }
        #expect(duplicates.withLock { $0 } == 0)
        #expect(pages.keys.sorted() == Array(1...count))
        for number in 1...count {
            #expect(pages[number] == (try renderer.renderPage(number).pngData()), "page \(number)")
        }
    }

    @Test func aBatchOverSeveralChaptersLeavesNoWorkerHoldingMoreThanOne() throws {
        let renderer = try renderer()
        try renderer.renderPNGs(Array(1...renderer.pageCount())) { _, _ in }
        let held = renderer.scheduler.heldResources()
        #expect((1...2).contains(held.count), "workers are made as the batch needs them, at most two")
        #expect(held.allSatisfy { $0.count <= 1 }, "\(held)")
    }

    @Test func theChapterOfASingleChapterBatchStaysLaidOutForTheNextPage() throws {
        let renderer = try renderer()
        let second = try renderer.location(ofPage: renderer.resourcePageCounts()[0] + 1)  // the first page of chapter 2
        try renderer.renderPNGs([second.number, second.number + 1]) { _, _ in }
        #expect(renderer.scheduler.heldResources().contains { $0.contains(second.resource) })
    }

    /// Every page laid out once and numbered as the chapters are laid out: the pages, numbers
    /// and bytes of `renderPNGs` over every page, with fewer, as many or more workers than cores.
    @Test(arguments: [1, 2, 5])
    func allPagesInOnePassGiveEveryPageOnce(workers: Int) throws {
        let chapters = (1...6).map {
            EPUBBuilder.Chapter(title: "Chapter \($0)", body: String(repeating: Self.paragraph, count: $0 % 3 + 1))
        }
        let publication = try Publication.open(data: try EPUBBuilder(chapters: chapters).data(), name: "all.epub")
        let renderer = try Renderer(
            publication: publication,
            options: RenderOptions(
                viewport: Viewport(width: 240, height: 200),
                concurrency: workers))
        let written = Mutex<[Int: (resource: Int, page: Int, png: [UInt8])]>([:])
        let duplicates = Mutex(0)
        try renderer.renderAllPNGs { location, png in
            written.withLock { pages in
                if pages[location.number] != nil { duplicates.withLock { $0 += 1 } }
                pages[location.number] = (location.resource, location.page, png)
            }
        }
        #expect(renderer.scheduler.heldResources().allSatisfy { $0.isEmpty })
        let count = renderer.pageCount()  // from the counts the pass published
        #expect(duplicates.withLock { $0 } == 0)
        #expect(written.withLock { $0.keys.sorted() } == Array(1...count))
        for number in 1...count {
            let location = try renderer.location(ofPage: number)
            let page = written.withLock { $0[number] }
            #expect(page?.resource == location.resource && page?.page == location.page, "page \(number)")
            #expect(page?.png == (try renderer.renderPage(number).pngData()), "page \(number)")
        }
    }

    @Test func pagesAreGroupedByChapterInReadingOrder() {
        let locations = [
            PageLocation(resource: 2, page: 0, number: 9), PageLocation(resource: 0, page: 1, number: 2),
            PageLocation(resource: 2, page: 1, number: 10), PageLocation(resource: 0, page: 0, number: 1)
        ]
        let groups = Renderer.grouped(locations.map { Renderer.Screen((ReflowableScreens(resource: $0.resource), $0.page, $0)) })
        #expect(groups.map { $0.map(\.location.number) } == [[2, 1], [9, 10]])
    }
}
