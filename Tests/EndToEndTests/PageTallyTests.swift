import Testing

@testable import rrender

/// The arithmetic of the bar of every page (`PageTally`): pages of a known page count; else
/// chapters weighed by their documents' bytes, counted as their pages are written; never
/// backwards, never full before the last page.
@Suite struct PageTallyTests {
    @Test func aTinyFirstChapterFillsItsByteShareNotAThird() {
        // A title page of 100 bytes, then two chapters of 5,000 bytes and 40 pages each.
        var tally = PageTally(total: nil, documentBytes: [100, 5_000, 5_000])
        tally.write(resource: 0, pageCount: 1)
        #expect(tally.pages == 1)
        #expect(tally.fraction == 100.0 / 10_100.0)
        for _ in 1...20 { tally.write(resource: 1, pageCount: 40) }
        #expect(tally.fraction == (100.0 + 2_500.0) / 10_100.0)
        // The third chapter begun (its first page) is worth its share of pages, not the rest of the bar.
        tally.write(resource: 2, pageCount: 40)
        #expect(tally.fraction == (100.0 + 2_500.0 + 125.0) / 10_100.0)
        #expect(tally.furthestChapter == 3 && tally.chapterCount == 3)
    }

    @Test func aChapterWhosePageCountIsUnknownCountsForNothing() {
        var tally = PageTally(total: nil, documentBytes: [1_000, 1_000])
        tally.write(resource: 0, pageCount: nil)
        tally.write(resource: 0, pageCount: nil)
        #expect(tally.fraction == 0 && tally.pages == 2)
        // Known at the third page: the three written of four.
        tally.write(resource: 0, pageCount: 4)
        #expect(tally.fraction == 0.375)
        tally.write(resource: 0, pageCount: nil)
        #expect(tally.fraction == 0.5, "the count, once known, is kept")
    }

    /// Two workers on two chapters at once, pages interleaved: the bar only moves forward and is
    /// full with the last page only, even with a chapter of no bytes (a missing document).
    @Test func theFractionNeverGoesBackAndIsFullWithTheLastPageOnly() {
        let counts = [3, 7, 5, 1], bytes = [900, 2_000, 1_500, 0]
        var tally = PageTally(total: nil, documentBytes: bytes)
        var order: [Int] = []
        var left = counts
        while left.contains(where: { $0 > 0 }) {
            for resource in [1, 0, 2, 3] where left[resource] > 0 && (resource < 2 || left[resource - 2] == 0) {
                order.append(resource)
                left[resource] -= 1
            }
        }
        var previous = 0.0
        for (index, resource) in order.enumerated() {
            tally.write(resource: resource, pageCount: counts[resource])
            #expect(tally.fraction >= previous)
            previous = tally.fraction
            if index < order.count - 1 {
                #expect(tally.fraction < 1, "full after \(index + 1) of \(order.count) pages")
            }
        }
        #expect(tally.fraction == 1 && tally.pages == counts.reduce(0, +))
    }

    @Test func aKnownPageCountIsCountedInPages() {
        // A warm pagination cache: 178 pages, whatever the chapters' sizes.
        var tally = PageTally(total: 178, documentBytes: [100, 5_000, 5_000])
        for _ in 1...4 { tally.write(resource: 0, pageCount: 1) }
        #expect(tally.fraction == 4.0 / 178.0)
        for _ in 5...177 { tally.write(resource: 2, pageCount: 100) }
        #expect(tally.fraction < 1)
        tally.write(resource: 2, pageCount: 100)
        #expect(tally.fraction == 1 && tally.pages == 178)
    }
}
