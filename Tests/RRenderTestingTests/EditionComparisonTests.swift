import Foundation
import RRender
import RRenderTestSupport
import Testing

@testable import RRenderTesting

/// Resources paired across editions: by href, and by text when one was renamed.
@Suite struct EditionComparisonTests {
    static let prose = String(
        repeating: "<p>Call me Ishmael. Some years ago, never mind how long precisely, I went to sea.</p>", count: 12)

    /// Two books of three chapters; `middle` names the second chapter's file.
    func renderer(middle: String, middleBody: String = prose) throws -> Renderer {
        let book = EPUBBuilder(chapters: [
            .init(href: "one.xhtml", title: "One", body: Self.prose),
            .init(href: middle, title: "Two", body: middleBody),
            .init(href: "three.xhtml", title: "Three", body: Self.prose)
        ])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-edition-\(UUID().uuidString).epub")
        try book.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try Renderer(
            publication: try Renderer.openPublication(url.path),
            options: RenderOptions(viewport: Viewport(width: 300, height: 400)))
    }

    @Test func aRenamedChapterIsAlignedNotRemovedAndAdded() throws {
        let pairs = try EditionComparison().compare(
            old: try renderer(middle: "two.xhtml"), new: try renderer(middle: "second.xhtml"))
        #expect(pairs.allSatisfy { !$0.differs }, "\(pairs.map(\.status))")
        // Readium locators: each page's position and total progression, increasing through the book.
        let positions = pairs.compactMap { $0.new?.locator.locations.position }
        #expect(positions.count == pairs.count && positions == positions.sorted() && positions.first == 1)
        #expect(pairs.allSatisfy { ($0.new?.locator.locations.totalProgression ?? -1) >= 0 })
        let renames = PagePair.renames(in: pairs)
        #expect(renames.count == 1)
        #expect(renames.first?.old.hasSuffix("two.xhtml") == true && renames.first?.new.hasSuffix("second.xhtml") == true)
    }

    @Test func aReplacedChapterIsRemovedAndAdded() throws {
        let other = String(repeating: "<p>Entirely different words about lighthouses, tides and charts.</p>", count: 12)
        let pairs = try EditionComparison().compare(
            old: try renderer(middle: "two.xhtml"),
            new: try renderer(middle: "second.xhtml", middleBody: other))
        #expect(PagePair.renames(in: pairs).isEmpty)
        #expect(pairs.contains { $0.status == .removed && $0.href.hasSuffix("two.xhtml") })
        #expect(pairs.contains { $0.status == .added && $0.href.hasSuffix("second.xhtml") })
    }
}
