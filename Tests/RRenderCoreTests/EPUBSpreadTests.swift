import RRenderCore
import Testing

/// Spread pairing as readium/swift-toolkit `EPUBSpreadTests.swift` pins it down (readium.md §2.7, §6).
struct EPUBSpreadTests {
    /// A reading order of `hints` (nil: no `page` property).
    private func readingOrder(_ hints: [Link.Page?]) -> [Link] {
        hints.enumerated().map { index, hint in
            Link(href: "page\(index).xhtml", mediaType: .xhtml, properties: hint.map { ["page": .string($0.rawValue)] } ?? [:])
        }
    }

    /// The spreads as lists of reading-order indices.
    private func pairs(
        _ hints: [Link.Page?], progression: ReadingProgression = .ltr, offsetFirstPage: Bool? = nil,
        layout: Layout = .fixed
    ) -> [[Int]] {
        EPUBSpread.spreads(
            readingOrder: readingOrder(hints), layout: layout, publicationProgression: progression,
            readingProgression: progression, offsetFirstPage: offsetFirstPage, enabled: true
        ).map(\.resources)
    }

    @Test func theCoverWithoutAHintStandsAlone() {
        #expect(pairs([nil, nil, nil, nil, nil]) == [[0], [1, 2], [3, 4]])
    }

    @Test func offsetFirstPageTrueShowsTheFirstPageAloneWhateverItsHint() {
        #expect(pairs([.left, .right, .left, .right], offsetFirstPage: true) == [[0], [1], [2, 3]])
        #expect(pairs([nil, nil, nil], offsetFirstPage: true) == [[0], [1, 2]])
    }

    @Test func offsetFirstPageFalseLetsTheFirstPagePair() {
        #expect(pairs([nil, nil, nil, nil], offsetFirstPage: false) == [[0, 1], [2, 3]])
        #expect(pairs([.center, nil, nil], offsetFirstPage: false) == [[0, 1], [2]])
    }

    @Test func leftThenRightPairsAndRightThenLeftDoesNot() {
        #expect(pairs([.left, .left, .right, .right, .left]) == [[0], [1, 2], [3], [4]])
        #expect(pairs([.right, .left, .right]) == [[0], [1, 2]])
    }

    @Test func missingHintsPairAndCenterNeverPairs() {
        #expect(pairs([.right, nil, nil, .center, nil, nil]) == [[0], [1, 2], [3], [4, 5]])
    }

    @Test func anOddLastPageStaysAlone() {
        #expect(pairs([.right, .left, .right, .left]) == [[0], [1, 2], [3]])
    }

    @Test func rightToLeftPairsRightThenLeftAndPlacesTheFirstOnTheRight() {
        #expect(pairs([.left, .right, .left, .right, .left], progression: .rtl) == [[0], [1, 2], [3, 4]])
        #expect(pairs([.right, .left, .right, .left], progression: .rtl) == [[0, 1], [2, 3]])
        let spreads = EPUBSpread.spreads(
            readingOrder: readingOrder([nil, nil, nil]), layout: .fixed, publicationProgression: .rtl,
            readingProgression: .rtl, offsetFirstPage: nil, enabled: true)
        #expect(spreads[1].pages.map(\.resource) == [2, 1], "left slot first: the later page")
        #expect(spreads[1].pages.map(\.slot) == [.left, .right])
    }

    @Test func slotsOfSinglePages() {
        let ltr = EPUBSpread.spreads(
            readingOrder: readingOrder([.right, .right, nil, .center]), layout: .fixed,
            publicationProgression: .ltr, readingProgression: .ltr, offsetFirstPage: nil, enabled: true)
        #expect(ltr.map { $0.pages.map(\.slot) } == [[.right], [.right], [.left], [.center]])
        let rtl = EPUBSpread.spreads(
            readingOrder: readingOrder([nil, .center, nil]), layout: .fixed, publicationProgression: .ltr,
            readingProgression: .rtl, offsetFirstPage: false, enabled: true)
        #expect(rtl.map { $0.pages.map(\.slot) } == [[.left], [.center], [.right]], "first alone: left in RTL; others: right")
    }

    @Test func reflowablePagesAreNeverPaired() {
        #expect(pairs([nil, nil, nil], layout: .reflowable) == [[0], [1], [2]])
        var order = readingOrder([.left, .right])
        order[1].properties["layout"] = "reflowable"
        let spreads = EPUBSpread.spreads(
            readingOrder: order, layout: .fixed, publicationProgression: .ltr, readingProgression: .ltr,
            offsetFirstPage: false, enabled: true)
        #expect(spreads.map(\.resources) == [[0], [1]])
    }

    @Test func withoutSpreadsEveryPageIsAloneAndCentred() {
        let spreads = EPUBSpread.spreads(
            readingOrder: readingOrder([.left, .right]), layout: .fixed, publicationProgression: .ltr,
            readingProgression: .ltr, offsetFirstPage: nil, enabled: false)
        #expect(spreads.map(\.pages) == [[.init(resource: 0, slot: .center)], [.init(resource: 1, slot: .center)]])
    }

    @Test func spreadSettingAndViewport() {
        let landscape = Viewport(width: 1024, height: 768), portrait = Viewport(width: 768, height: 1024)
        #expect(EPUBSpread.isEnabled(.auto, viewport: landscape))
        #expect(!EPUBSpread.isEnabled(.auto, viewport: portrait))
        #expect(EPUBSpread.isEnabled(.always, viewport: portrait))
        #expect(!EPUBSpread.isEnabled(.never, viewport: landscape))
    }

    @Test func positionCountsAndIndexLookup() {
        let spreads = EPUBSpread.spreads(
            readingOrder: readingOrder([nil, nil, nil, nil]), layout: .fixed,
            publicationProgression: .ltr, readingProgression: .ltr, offsetFirstPage: nil, enabled: true)
        #expect(spreads.map(\.resources) == [[0], [1, 2], [3]])
        #expect(spreads.positionCounts([1, 2, 3, 4]) == [1, 5, 4])
        #expect([0, 1, 2, 3, 99].map { spreads.index(ofResource: $0) } == [0, 1, 1, 2, nil])
    }
}

/// Where fixed-layout pages land on the screen (readium.md §2.7, "Scaling by fit").
struct PageFitTests {
    let landscape = Viewport(width: 1200, height: 800)

    @Test func aloneThePageFillsTheViewportCentred() {
        let area = PageFit.slotRect(.center, in: landscape, spreads: false)
        #expect(area == Rect(x: 0, y: 0, width: 1200, height: 800))
        #expect(
            PageFit.frame(of: Size(width: 600, height: 800), slot: .center, in: area, fit: .auto)
                == Rect(x: 300, y: 0, width: 600, height: 800))
        #expect(
            PageFit.frame(of: Size(width: 600, height: 800), slot: .center, in: area, fit: .page)
                == Rect(x: 300, y: 0, width: 600, height: 800))
    }

    @Test func widthFitsTheWidthAndAlignsATallPageToTheTop() {
        let area = PageFit.slotRect(.center, in: landscape, spreads: false)
        #expect(
            PageFit.frame(of: Size(width: 600, height: 800), slot: .center, in: area, fit: .width)
                == Rect(x: 0, y: 0, width: 1200, height: 1600))
        #expect(
            PageFit.frame(of: Size(width: 1200, height: 400), slot: .center, in: area, fit: .width)
                == Rect(x: 0, y: 200, width: 1200, height: 400), "a short page stays centred")
    }

    @Test func theTwoPagesOfASpreadMeetAtTheSpine() {
        let left = PageFit.slotRect(.left, in: landscape, spreads: true),
            right = PageFit.slotRect(.right, in: landscape, spreads: true)
        #expect(left == Rect(x: 0, y: 0, width: 600, height: 800))
        #expect(right == Rect(x: 600, y: 0, width: 600, height: 800))
        let page = Size(width: 500, height: 1000)
        #expect(PageFit.frame(of: page, slot: .left, in: left, fit: .auto) == Rect(x: 200, y: 0, width: 400, height: 800))
        #expect(PageFit.frame(of: page, slot: .right, in: right, fit: .auto) == Rect(x: 600, y: 0, width: 400, height: 800))
        let center = PageFit.slotRect(.center, in: landscape, spreads: true)
        #expect(PageFit.frame(of: page, slot: .center, in: center, fit: .auto) == Rect(x: 400, y: 0, width: 400, height: 800))
    }
}

/// `<meta name="viewport">` contents (EPUB 3 Fixed Layouts §4.3.1) as a whole size (the
/// package's `rendition:viewport`); the per-dimension rules are `ViewportMetaRulesTests`.
struct ViewportMetaTests {
    @Test func readsWidthAndHeight() {
        #expect(ViewportMeta.size(content: "width=1200, height=1577") == Size(width: 1200, height: 1577))
        #expect(ViewportMeta.size(content: "height=600;width=800px") == Size(width: 800, height: 600))
        #expect(ViewportMeta.size(content: " WIDTH = 1024 , height = 768 , initial-scale=1") == Size(width: 1024, height: 768))
    }

    @Test func keywordsAndMissingOrAbsurdValuesAreNoSize() {
        #expect(ViewportMeta.size(content: "width=device-width, height=device-height") == nil)
        #expect(ViewportMeta.size(content: "width=1200") == nil)
        #expect(ViewportMeta.size(content: "width=0, height=100") == nil)
        #expect(ViewportMeta.size(content: "width=30000, height=100") == nil)
        #expect(ViewportMeta.size(content: "") == nil)
    }
}
