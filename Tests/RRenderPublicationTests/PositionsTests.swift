import Foundation
import RRenderCore
import RRenderPublication
import RRenderTestSupport
import Testing

/// Cases from readium/swift-toolkit `EPUBPositionsServiceTests.swift` (page length 50).
struct PositionsTests {
    /// Positions of links whose stored lengths are given (nil: missing from the container).
    func positions(_ items: [(Int?, Link)], layout: Layout = .reflowable, pageLength: Int = 50) -> [[Locator]] {
        let lengths = Dictionary(items.map { ($0.1.href, $0.0) }, uniquingKeysWith: { first, _ in first })
        return EPUBPositions.positionsByReadingOrder(
            readingOrder: items.map(\.1), layout: layout, pageLength: pageLength,
            length: { lengths[$0.href] ?? nil })
    }

    func locator(
        _ href: String, _ type: MediaType = .html, title: String? = nil,
        progression: Double, total: Double, position: Int
    ) -> Locator {
        Locator(
            href: href, mediaType: type, title: title,
            locations: .init(progression: progression, totalProgression: total, position: position))
    }

    @Test func emptyReadingOrder() {
        #expect(positions([]) == [])
    }

    @Test func oneResource() {
        #expect(
            positions([(1, Link(href: "res", mediaType: .xml))]) == [
                [locator("res", .xml, progression: 0, total: 0, position: 1)]
            ])
    }

    @Test func typeFallsBackToHTMLAndTitlesAreKept() {
        let result = positions([
            (1, Link(href: "res")), (2, Link(href: "chap1", mediaType: .xml)),
            (2, Link(href: "chap2", mediaType: .html, title: "Chapter 2"))
        ])
        #expect(
            result == [
                [locator("res", progression: 0, total: 0, position: 1)],
                [locator("chap1", .xml, progression: 0, total: 1.0 / 3, position: 2)],
                [locator("chap2", title: "Chapter 2", progression: 0, total: 2.0 / 3, position: 3)]
            ])
    }

    @Test func onePositionPerFixedLayoutResource() {
        let result = positions(
            [
                (10000, Link(href: "res")), (20000, Link(href: "chap1", mediaType: .xml)),
                (40000, Link(href: "chap2", mediaType: .html, title: "Chapter 2"))
            ], layout: .fixed)
        #expect(result.map(\.count) == [1, 1, 1])
        #expect(result.flatMap { $0 }.map(\.locations.totalProgression) == [0, 1.0 / 3, 2.0 / 3])
        #expect(result.flatMap { $0 }.map(\.locations.progression) == [0, 0, 0])
    }

    @Test func splitsReflowableResourcesByStoredLength() {
        let result = positions([
            (0, Link(href: "chap1")), (49, Link(href: "chap2", mediaType: .xml)),
            (50, Link(href: "chap3", mediaType: .html, title: "Chapter 3")),
            (51, Link(href: "chap4")), (120, Link(href: "chap5"))
        ])
        #expect(
            result == [
                [locator("chap1", progression: 0, total: 0, position: 1)],
                [locator("chap2", .xml, progression: 0, total: 1.0 / 8, position: 2)],
                [locator("chap3", title: "Chapter 3", progression: 0, total: 2.0 / 8, position: 3)],
                [
                    locator("chap4", progression: 0, total: 3.0 / 8, position: 4),
                    locator("chap4", progression: 0.5, total: 4.0 / 8, position: 5)
                ],
                [
                    locator("chap5", progression: 0, total: 5.0 / 8, position: 6),
                    locator("chap5", progression: 1.0 / 3, total: 6.0 / 8, position: 7),
                    locator("chap5", progression: 2.0 / 3, total: 7.0 / 8, position: 8)
                ]
            ])
    }

    @Test func storedLengthDecides() {
        // Readium's "archive entry length wins" case: 20 stored bytes give 1 position, 60 give 2.
        let result = positions([(20, Link(href: "chap1")), (60, Link(href: "chap2"))])
        #expect(result.map(\.count) == [1, 2])
        #expect(result.flatMap { $0 }.map(\.locations.totalProgression) == [0, 1.0 / 3, 2.0 / 3])
    }

    @Test func missingResourceContributesNoPositionsButKeepsNumbering() {
        let result = positions([(60, Link(href: "a")), (nil, Link(href: "missing")), (10, Link(href: "c"))])
        #expect(result.map(\.count) == [2, 0, 1])
        #expect(result[2].first?.locations.position == 3)
        #expect(result[2].first?.locations.totalProgression == 2.0 / 3)
    }

    @Test func publicationUsesStoredEntrySizesAndDefaultPageLength() throws {
        // Stored (not deflated) chapters, so the stored size is the document size.
        var book = EPUBBuilder(chapters: [
            .init(title: "Short", body: "<p>x</p>"),
            .init(title: "Long", body: "<p>" + String(repeating: "a", count: 3000) + "</p>")
        ])
        book.compression = .stored
        let publication = try Publication.open(data: try book.data(), name: "book.epub")
        let sizes = try (0..<2).map { try #require(publication.storedSize(of: publication.readingOrder[$0].href)) }
        #expect(sizes[0] == book.chapterDocument(0).utf8.count)
        let expected = sizes.map { max(1, Int((Double($0) / 1024).rounded(.up))) }
        #expect(publication.positionsByReadingOrder().map(\.count) == expected)
        #expect(publication.positions().count == expected.reduce(0, +))
        #expect(publication.positions().last?.locations.position == expected.reduce(0, +))
    }

    @Test func publicationPositionsFollowThePageLengthOption() throws {
        var book = EPUBBuilder(chapters: [.init(title: "One", body: String(repeating: "<p>text</p>", count: 100))])
        book.compression = .stored
        let options = Publication.OpenOptions(positionPageLength: 50)
        let publication = try Publication.open(data: try book.data(), name: "book.epub", options: options)
        let size = try #require(publication.storedSize(of: publication.readingOrder[0].href))
        #expect(publication.positions().count == Int((Double(size) / 50).rounded(.up)))
    }
}
