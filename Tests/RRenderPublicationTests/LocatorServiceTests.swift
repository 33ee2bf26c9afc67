import RRenderCore
import RRenderPublication
import Testing

/// Cases from readium/swift-toolkit `DefaultLocatorServiceTests.swift`.
struct LocatorServiceTests {
    /// Five chapters with 1, 1, 1, 2 and 3 positions (totalProgression k/8).
    let positionsFixture: [[Locator]] = {
        func position(_ href: String, _ progression: Double, _ n: Int, type: MediaType = .html, title: String? = nil) -> Locator {
            Locator(
                href: href, mediaType: type, title: title,
                locations: .init(progression: progression, totalProgression: Double(n - 1) / 8, position: n))
        }
        return [
            [position("chap1", 0, 1)], [position("chap2", 0, 2, type: .xml)], [position("chap3", 0, 3, title: "Chapter 3")],
            [position("chap4", 0, 4), position("chap4", 0.5, 5)],
            [position("chap5", 0, 6), position("chap5", 1.0 / 3, 7), position("chap5", 2.0 / 3, 8)]
        ]
    }()

    var service: LocatorService { LocatorService(readingOrder: [], positionsByReadingOrder: positionsFixture) }

    func expectLocation(_ p: Double, href: String, position: Int, progression: Double, title: String? = nil) throws {
        let locator = try #require(service.locate(progression: p))
        #expect(locator.href == href)
        #expect(locator.title == title)
        #expect(locator.locations.position == position)
        #expect(locator.locations.totalProgression == p)
        #expect(abs((locator.locations.progression ?? -1) - progression) < 1e-12, "progression at \(p)")
    }

    @Test func locatesProgressions() throws {
        try expectLocation(0.0, href: "chap1", position: 1, progression: 0)
        try expectLocation(0.25, href: "chap3", position: 3, progression: 0, title: "Chapter 3")
        try expectLocation(0.4, href: "chap4", position: 4, progression: 0.1)
        try expectLocation(0.55, href: "chap4", position: 5, progression: 0.7)
        try expectLocation(0.9, href: "chap5", position: 8, progression: (0.9 - 0.625) / 0.375)
        try expectLocation(1.0, href: "chap5", position: 8, progression: 1.0)
    }

    @Test func rejectsProgressionsOutsideTheRangeOrWithoutPositions() {
        #expect(service.locate(progression: -0.2) == nil)
        #expect(service.locate(progression: 1.2) == nil)
        #expect(LocatorService(readingOrder: []).locate(progression: 0.5) == nil)
    }

    @Test func locatesALocatorWhoseHrefIsKnown() {
        let service = LocatorService(readingOrder: ["chap1", "chap2", "chap3"].map { Link(href: $0, mediaType: .xml) })
        let locator = Locator(href: "chap2", mediaType: .html, text: .init(highlight: "Highlight"))
        #expect(service.locate(locator) == locator)
        #expect(LocatorService(readingOrder: []).locate(Locator(href: "href", mediaType: .html)) == nil)
        let partial = LocatorService(readingOrder: [Link(href: "chap1", mediaType: .xml), Link(href: "chap3", mediaType: .xml)])
        #expect(partial.locate(locator) == nil)
    }

    @Test func locatesAnUnknownLocatorByTotalProgression() throws {
        let saved = Locator(
            href: "old-name.xhtml", mediaType: .html, title: "Saved", locations: .init(totalProgression: 0.4),
            text: .init(highlight: "words"))
        let found = try #require(service.locate(saved))
        #expect(found.href == "chap4")
        #expect(found.title == "Saved")
        #expect(found.text == saved.text)
        #expect(found.locations.position == 4)
    }

    @Test func locatesLinks() {
        let service = LocatorService(
            readingOrder: [Link(href: "/href1", mediaType: .html, title: "Resource")],
            resources: [Link(href: "/href2", mediaType: .html)],
            links: [Link(href: "/href3", mediaType: .html)])
        #expect(
            service.locate(Link(href: "/href1"))
                == Locator(
                    href: "/href1", mediaType: .html, title: "Resource",
                    locations: .init(progression: 0)))
        #expect(
            service.locate(Link(href: "/href2")) == Locator(href: "/href2", mediaType: .html, locations: .init(progression: 0)))
        #expect(
            service.locate(Link(href: "/href3")) == Locator(href: "/href3", mediaType: .html, locations: .init(progression: 0)))
        #expect(service.locate(Link(href: "notfound")) == nil)
    }

    @Test func locatesALinkWithAFragment() {
        let service = LocatorService(readingOrder: [Link(href: "/href", mediaType: .html, title: "Resource")])
        let link = Link(href: "/href#page=42", mediaType: MediaType("text/xml"), title: "My link")
        #expect(
            service.locate(link)
                == Locator(
                    href: "/href", mediaType: .html, title: "Resource",
                    locations: .init(fragments: ["page=42"])))
    }

    @Test func titleFallsBackToTheGivenLink() {
        let service = LocatorService(readingOrder: [Link(href: "/href", mediaType: .html)])
        #expect(
            service.locate(Link(href: "/href", title: "My link"))
                == Locator(href: "/href", mediaType: .html, title: "My link", locations: .init(progression: 0)))
    }

    @Test func linkLookupSearchesChildrenAndRetriesWithoutFragment() {
        let child = Link(href: "OPS/notes.xhtml", mediaType: .xhtml)
        let service = LocatorService(
            readingOrder: [Link(href: "OPS/ch%201.xhtml", mediaType: .xhtml)],
            resources: [Link(href: "OPS/alt.xhtml", alternates: [Link(href: "OPS/alt.pdf")], children: [child])])
        #expect(service.link(withHREF: "OPS/ch 1.xhtml")?.href == "OPS/ch%201.xhtml")
        #expect(service.link(withHREF: "OPS/ch%201.xhtml#sec?x")?.href == "OPS/ch%201.xhtml")
        #expect(service.link(withHREF: "OPS/notes.xhtml?q=1") == child)
        #expect(service.link(withHREF: "OPS/alt.pdf")?.href == "OPS/alt.pdf")
        #expect(service.link(withHREF: "OPS/none.xhtml") == nil)
    }
}
