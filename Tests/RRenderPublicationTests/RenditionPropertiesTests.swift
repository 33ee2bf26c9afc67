import Foundation
import RRenderCore
import RRenderPublication
import RRenderTestSupport
import Testing

/// The package's rendition properties and their spine overrides (EPUB 3.3 §8.2 "Layout rendering
/// control", epub-rs-33 §8): read into `Metadata` and the reading order's `Link.properties`.
struct RenditionPropertiesTests {
    private func book(_ metadata: String, spine: [[String]] = [[], []]) throws -> Publication {
        var book = EPUBBuilder(
            chapters: spine.enumerated().map { EPUBBuilder.Chapter(title: "C\($0.offset)", spineProperties: $0.element) })
        book.extraMetadata = metadata
        return try open(book)
    }

    private func codes(_ publication: Publication) -> [String] { publication.diagnostics.map(\.code) }

    /// EPUB 3.3 §8.2.2.4 rendition:spread: each value, and `portrait` (deprecated) read as `both`
    /// with a diagnostic.
    @Test(arguments: [("none", Spread.none), ("landscape", .landscape), ("both", .both), ("auto", .auto), ("portrait", .both)])
    func spreadValues(value: String, expected: Spread) throws {
        let publication = try book(#"<meta property="rendition:spread">\#(value)</meta>"#)
        #expect(publication.metadata.spread == expected)
        #expect(codes(publication) == (value == "portrait" ? ["epub.rendition-deprecated"] : []))
    }

    /// EPUB 3.3 §8.2.1 rendition:flow: each value, as RWPM `overflow`/`continuous`.
    @Test func flowValues() throws {
        for flow in RenditionFlow.allCases {
            let publication = try book(#"<meta property="rendition:flow">\#(flow.rawValue)</meta>"#)
            #expect(publication.metadata.flow == flow)
            #expect(codes(publication).isEmpty)
        }
        #expect(try book("").metadata.flow == nil)
    }

    /// EPUB 3.3 §8.2.2.3 rendition:orientation.
    @Test func orientationValues() throws {
        for orientation in Orientation.allCases {
            #expect(
                try book(#"<meta property="rendition:orientation">\#(orientation.rawValue)</meta>"#).metadata.orientation
                    == orientation)
        }
    }

    /// EPUB 3.3 §8.2: an unknown value is ignored with a diagnostic, and the first valid one
    /// of repeated properties wins, with a diagnostic.
    @Test func unknownAndRepeatedValuesFirstValidWins() throws {
        let publication = try book(
            """
            <meta property="rendition:spread">sometimes</meta>
            <meta property="rendition:spread">none</meta>
            <meta property="rendition:spread">both</meta>
            <meta property="rendition:flow">scrolled-doc</meta>
            <meta property="rendition:flow">paginated</meta>
            """)
        #expect(publication.metadata.spread == Spread.none)
        #expect(publication.metadata.flow == .scrolledDoc)
        #expect(codes(publication) == ["epub.rendition-invalid", "epub.rendition-repeated", "epub.rendition-repeated"])
        #expect(publication.diagnostics[0].message.contains("'sometimes'"))
        #expect(publication.diagnostics[1].message.contains("'none'"))
    }

    /// EPUB 3.3 §8.2.2.2 rendition:layout: an unknown first value does not hide a valid second one.
    @Test func layoutFirstValidValueWins() throws {
        let publication = try book(
            """
            <meta property="rendition:layout">fixed</meta>
            <meta property="rendition:layout">pre-paginated</meta>
            """)
        #expect(publication.metadata.layout == .fixed)
        #expect(codes(publication) == ["epub.rendition-invalid", "epub.rendition-repeated"])
    }

    /// EPUB 3.3 §8.2 (deprecated rendition:viewport): read as a size, with a diagnostic.
    @Test func deprecatedViewportProperty() throws {
        let publication = try book(#"<meta property="rendition:viewport">width=1200, height=800</meta>"#)
        #expect(publication.metadata.viewport == Size(width: 1200, height: 800))
        #expect(codes(publication) == ["epub.rendition-deprecated"])
        #expect(try book(#"<meta property="rendition:viewport">width=device-width</meta>"#).metadata.viewport == nil)
    }

    /// EPUB 3.3 §8.2 spine overrides: rendition:spread-*, flow-*, orientation-* and
    /// align-x-center become Readium's legacy link properties; the first of a kind wins.
    @Test func spineOverridesBecomeLinkProperties() throws {
        let publication = try book(
            "",
            spine: [
                [
                    "rendition:spread-none", "rendition:flow-scrolled-doc", "rendition:orientation-landscape",
                    "rendition:align-x-center"
                ],
                [
                    "rendition:spread-portrait", "rendition:flow-paginated", "rendition:flow-scrolled-continuous",
                    "rendition:spread-wide"
                ],
                []
            ])
        let order = publication.readingOrder
        #expect(order[0].spread == Spread.none && order[0].overflow == .scrolled && order[0].orientation == .landscape)
        #expect(order[0].alignsXCenter)
        #expect(
            order[1].spread == .both && order[1].overflow == .paginated && order[1].orientation == nil && !order[1].alignsXCenter)
        #expect(order[2].properties.isEmpty)
        #expect(order[0].toJSON().objectValue?["properties"]?.objectValue?["overflow"] == .string("scrolled"))
        #expect(codes(publication) == ["epub.rendition-repeated", "epub.rendition-invalid"])
    }

    /// `info` shows the package values where Readium shows them: `metadata.presentation`.
    @Test func metadataJSONPresentation() throws {
        let publication = try book(
            """
            <meta property="rendition:spread">landscape</meta>
            <meta property="rendition:orientation">portrait</meta>
            <meta property="rendition:flow">scrolled-doc</meta>
            """)
        let json = publication.metadata.toJSON()
        let presentation = try #require(json.objectValue?["presentation"]?.objectValue)
        #expect(presentation["spread"] == .string("landscape"))
        #expect(presentation["orientation"] == .string("portrait"))
        #expect(presentation["overflow"] == .string("scrolled"))
        #expect(presentation["continuous"] == .bool(false))
        #expect(try Metadata(json: json).flow == .scrolledDoc)
    }
}
