import Foundation
import RRender
import RRenderCairo
import RRenderTestSupport
import Testing

/// The package's rendition properties as the renderer follows them (EPUB 3.3 §8.2,
/// epub-rs-33 §8): spreads from `rendition:spread`, scroll from `rendition:flow`, fixed pages
/// sized by their viewport meta.
@Suite struct RenditionRenderingTests {
    /// A fixed-layout book of `count` pages whose heads hold `head` (viewport metas), with
    /// `metadata` in the package.
    private func fixedBook(
        _ count: Int, head: String = #"<meta name="viewport" content="width=400, height=300"/>"#,
        metadata: String = ""
    ) throws -> String {
        var book = EPUBBuilder(
            chapters: (1...count).map { i in
                EPUBBuilder.Chapter(
                    href: "p\(i).xhtml", title: "Page \(i)",
                    document: """
                        <?xml version="1.0" encoding="UTF-8"?>
                        <html xmlns="http://www.w3.org/1999/xhtml"><head><title>Page \(i)</title>\(head)</head>
                        <body style="margin: 0"><p>Page \(i)</p></body></html>
                        """)
            })
        book.extraMetadata = #"<meta property="rendition:layout">pre-paginated</meta>"# + metadata
        return try book.writeTemporaryFile(named: "fixed.epub").path
    }

    private func renderer(_ path: String, _ viewport: (Double, Double), _ assignments: [String] = []) throws -> Renderer {
        var preferences = EPUBPreferences.empty
        for assignment in assignments { try preferences.set(assignment: assignment) }
        return try Renderer.open(
            path: path,
            options: RenderOptions(
                viewport: Viewport(width: viewport.0, height: viewport.1),
                concurrency: 1), preferences: preferences)
    }

    private func pageSize(head: String, metadata: String = "") throws -> Size {
        try renderer(try fixedBook(1, head: head, metadata: metadata), (600, 800)).withPageLayout(1) { $0.size }
    }

    /// EPUB 3.3 §8.2.2.4 rendition:spread none: never paired, even in landscape.
    @Test func spreadNoneNeverPairs() throws {
        let renderer = try renderer(try fixedBook(4, metadata: #"<meta property="rendition:spread">none</meta>"#), (1200, 800))
        #expect(renderer.pageCount() == 4)
        #expect(renderer.spreads?.map(\.resources) == [[0], [1], [2], [3]])
    }

    /// EPUB 3.3 §8.2.2.4 rendition:spread both (and deprecated portrait): paired in portrait too.
    @Test(arguments: ["both", "portrait"])
    func spreadBothPairsInPortrait(value: String) throws {
        let renderer = try renderer(
            try fixedBook(4, metadata: #"<meta property="rendition:spread">\#(value)</meta>"#), (600, 800))
        #expect(renderer.spreads?.map(\.resources) == [[0], [1, 2], [3]])
    }

    /// EPUB 3.3 §8.2.2.4 rendition:spread landscape: paired in landscape only.
    @Test func spreadLandscapePairsInLandscapeOnly() throws {
        let path = try fixedBook(4, metadata: #"<meta property="rendition:spread">landscape</meta>"#)
        #expect(try renderer(path, (1200, 800)).spreads?.map(\.resources) == [[0], [1, 2], [3]])
        #expect(try renderer(path, (600, 800)).pageCount() == 4)
    }

    /// EPUB 3.3 §8.2.2.4: the reader's `spread` preference wins over the book's.
    @Test func spreadPreferenceWinsOverTheBook() throws {
        let path = try fixedBook(4, metadata: #"<meta property="rendition:spread">none</meta>"#)
        #expect(try renderer(path, (1200, 800), ["spread=auto"]).spreads?.map(\.resources) == [[0], [1, 2], [3]])
    }

    /// epub-rs-33 §8.2.2: only the first viewport meta counts.
    @Test func firstViewportMetaWins() throws {
        let head =
            #"<meta name="viewport" content="width=500, height=400"/><meta name="viewport" content="width=100, height=100"/>"#
        #expect(try pageSize(head: head) == Size(width: 500, height: 400))
        // A first meta without sizes still counts: the device's size, not the second meta's.
        let first = #"<meta name="viewport" content="initial-scale=1"/><meta name="viewport" content="width=100, height=100"/>"#
        #expect(try pageSize(head: first) == Size(width: 600, height: 800))
    }

    /// epub-rs-33 §8.2.2: units read as the numeric prefix, invalid values as the device's.
    @Test func viewportMetaUnitsAndInvalidValues() throws {
        #expect(
            try pageSize(head: #"<meta name="viewport" content="width=600mm, height=1000px"/>"#) == Size(width: 600, height: 1000)
        )
        #expect(try pageSize(head: #"<meta name="viewport" content="width=abc, height=300"/>"#) == Size(width: 600, height: 300))
    }

    /// EPUB 3.3 §8.2 deprecated rendition:viewport: the size of a fixed page without a viewport meta.
    @Test func deprecatedRenditionViewportSizesPagesWithoutMeta() throws {
        let metadata = #"<meta property="rendition:viewport">width=700, height=500</meta>"#
        #expect(try pageSize(head: "", metadata: metadata) == Size(width: 700, height: 500))
        #expect(
            try pageSize(head: #"<meta name="viewport" content="width=400, height=300"/>"#, metadata: metadata)
                == Size(width: 400, height: 300))
    }

    /// A reflowable book showing one tall strip (100 × 1000), with `metadata` in the package.
    private func stripBook(metadata: String, spineProperties: [String] = []) throws -> String {
        var book = EPUBBuilder(chapters: [
            EPUBBuilder.Chapter(
                title: "Strip",
                document: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <html xmlns="http://www.w3.org/1999/xhtml"><head><title>Strip</title></head>
                    <body style="margin: 0"><img src="strip.png" alt="strip" style="width: 100%"/></body></html>
                    """)
        ])
        book.resources.append(
            .init(
                href: "strip.png", mediaType: "image/png",
                bytes: HostileImages.solidPNG(width: 100, height: 1000, rgb: 0xFF0000)))
        book.chapters[0].spineProperties = spineProperties
        book.extraMetadata = metadata
        return try book.writeTemporaryFile(named: "strip.epub").path
    }

    /// EPUB 3.3 §8.2.1 rendition:flow scrolled-doc sets `scroll`; in scroll mode an image taller
    /// than the viewport keeps its height (pages are windows over it), instead of being shrunk
    /// to one screen as in paginated mode.
    @Test func scrolledFlowScrollsAndTallImagesKeepTheirHeight() throws {
        let scrolled = try renderer(try stripBook(metadata: #"<meta property="rendition:flow">scrolled-doc</meta>"#), (600, 800))
        #expect(scrolled.options.settings.scroll)
        // 560 px wide (the content width), so 5600 px tall: eight windows of 720 px.
        #expect(scrolled.pageCount() == 8)
        let middle = try scrolled.renderPage(4).frame.image
        #expect(middle.color(x: 300, y: 400) == Color(rgb: 0xFF0000))
        let paginated = try renderer(try stripBook(metadata: ""), (600, 800))
        #expect(!paginated.options.settings.scroll)
        #expect(paginated.pageCount() == 1)
        #expect(try paginated.renderPage(1).frame.image.color(x: 300, y: 400) == .white)
    }

    /// EPUB 3.3 §8.2.2.3: a spine item's `rendition:flow-*` override scrolls (or paginates) that
    /// item whatever the book's flow; the reader's `scroll` preference still wins.
    @Test func aSpineFlowOverrideScrollsItsItemOnly() throws {
        let scrolledItem = try stripBook(metadata: "", spineProperties: ["rendition:flow-scrolled-doc"])
        #expect(try renderer(scrolledItem, (600, 800)).pageCount() == 8)
        #expect(try renderer(scrolledItem, (600, 800), ["scroll=false"]).pageCount() == 1)
        let paginatedItem = try stripBook(
            metadata: #"<meta property="rendition:flow">scrolled-doc</meta>"#,
            spineProperties: ["rendition:flow-paginated"])
        #expect(try renderer(paginatedItem, (600, 800)).pageCount() == 1)
    }

    /// EPUB 3.3 §8.2.1: the reader's `scroll` preference wins over rendition:flow.
    @Test func scrollPreferenceWinsOverTheFlow() throws {
        let path = try stripBook(metadata: #"<meta property="rendition:flow">scrolled-continuous</meta>"#)
        #expect(try renderer(path, (600, 800), ["scroll=false"]).pageCount() == 1)
    }

    /// EPUB 3.3 §8.2.2 rendition:align-x-center: a reflowable item's content is centred
    /// horizontally as a whole, other items are not; its lines keep their own alignment (the
    /// publisher's `text-align: left` lines move with the block), and a vertical item's columns
    /// are centred across the page, where `text-align: center` would centre nothing sideways.
    @Test func alignXCenterCentresAReflowableItem() throws {
        let body = #"<p style="font-size: 40px">Hi</p>"#
        let vertical = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml" style="writing-mode: vertical-rl"><head><title>V</title></head>
            <body><p style="font-size: 40px; margin: 0">縦書き</p></body></html>
            """
        var book = EPUBBuilder(chapters: [
            .init(title: "Left", body: body),
            .init(title: "Centred", body: body, spineProperties: ["rendition:align-x-center"]),
            .init(
                title: "Own", body: #"<p style="font-size: 40px; text-align: left">Hi</p><p style="font-size: 40px">Hello</p>"#,
                spineProperties: ["rendition:align-x-center"]),
            .init(title: "Vertical", document: vertical, spineProperties: ["rendition:align-x-center"])
        ])
        book.packageDirectory = ""
        let renderer = try renderer(try book.writeTemporaryFile(named: "center.epub").path, (600, 800))
        func ink(_ page: Int) throws -> (left: Int, right: Int)? {
            let image = try renderer.renderPage(page).frame.image
            let inked = (0..<image.width).filter { x in (0..<image.height).contains { y in image.color(x: x, y: y) != .white } }
            return inked.first.map { ($0, inked.last ?? $0) }
        }
        let left = try #require(try ink(1)), centred = try #require(try ink(2)), own = try #require(try ink(3))
        #expect(left.left < 40)
        // The heading, "Hi" and "Hello" together: centred on the page's middle (300).
        for page in [centred, own] { #expect(abs(Double(page.left + page.right) / 2 - 300) < 3, "\(page)") }
        let column = try #require(try ink(4))
        #expect(abs(Double(column.left + column.right) / 2 - 300) < 3, "one column of 40 px text: \(column)")
    }
}
