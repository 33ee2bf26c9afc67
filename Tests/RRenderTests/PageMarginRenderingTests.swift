import RRender
import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// A publisher's `@page` margins widen the page margins, never below the reading system's gutter.
@Suite struct PageMarginRenderingTests {
    private func firstLineX(css: String) throws -> Double {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>M</title><style>\(css) p { margin: 0 }</style></head>
            <body><p>Text</p></body></html>
            """
        let builder = EPUBBuilder(chapters: [.init(title: "M", body: "", document: document)])
        let renderer = try Renderer.open(path: try builder.writeTemporaryFile(named: "margins.epub").path)
        return try renderer.withPageLayout(1) { page in
            guard case .text(let line)? = page.fragments.first else { return -1 }
            return line.rect.minX
        }
    }

    @Test func pageMarginsWidenTheGutter() throws {
        // The default viewport is 600 px wide: a 30 px gutter; 10 % of it is 60 px.
        #expect(try firstLineX(css: "") == 30)
        #expect(try firstLineX(css: "@page { margin: 10% }") == 60)
        #expect(try firstLineX(css: "@page { margin: 0 }") == 30)
        // Never more than a quarter of the page.
        #expect(try firstLineX(css: "@page { margin-left: 90% }") == 150)
    }
}
