import Foundation
import RRenderCairo
import RRenderCore
import RRenderPublication
import RRenderTestSupport
import Testing

@testable import RRender

/// With a pagination cache, the first renderer of a book remembers its embedded fonts, and the
/// next ones make the same fonts without reading a stylesheet or a font file until a page
/// draws with it: the same pages, byte for byte, and the same warnings.
@Suite struct EmbeddedFontPlanTests {
    static let options = RenderOptions(viewport: Viewport(width: 320, height: 240), concurrency: 1)

    /// A book declaring `Body` (DejaVu Serif, used by every paragraph), `Unused` (OpenDyslexic,
    /// named by no rule) and `Gone` (a file the book lacks); with `inline`, `Body` is a
    /// `data:` URL instead of a file.
    private func book(inline: Bool = false) throws -> Data {
        let serif = try Data(contentsOf: URL(fileURLWithPath: EmbeddedFontRenderingTests.dejaVuSerif))
        let dyslexic = try Data(contentsOf: URL(fileURLWithPath: EmbeddedFontRenderingTests.openDyslexic))
        let body = inline ? "url(data:font/ttf;base64,\(serif.base64EncodedString()))" : "url(fonts/body.ttf)"
        let css = """
            @font-face { font-family: Body; src: \(body); }
            @font-face { font-family: Unused; src: url(fonts/unused.otf); }
            @font-face { font-family: Gone; src: url(fonts/gone.ttf); }
            p { font-family: Body, serif; }
            """
        var builder = EPUBBuilder(chapters: [
            .init(
                title: "One",
                body: #"<link rel="stylesheet" href="style.css"/>"#
                    + String(repeating: "<p>Words set in the face the book embeds, page after page.</p>", count: 12))
        ])
        builder.resources.append(.init(href: "style.css", mediaType: "text/css", text: css))
        builder.resources.append(.init(href: "fonts/body.ttf", mediaType: "font/ttf", bytes: Array(serif)))
        builder.resources.append(.init(href: "fonts/unused.otf", mediaType: "font/otf", bytes: Array(dyslexic)))
        return try builder.data()
    }

    private func renderer(_ book: Data, cache: PaginationCache?) throws -> Renderer {
        var options = Self.options
        options.paginationCache = cache
        return try Renderer(publication: try Publication.open(data: book, name: "plan.epub"), options: options)
    }

    private func temporaryCache() -> PaginationCache {
        PaginationCache(
            directory: FileManager.default.temporaryDirectory.appendingPathComponent("rrender-plan-\(UUID().uuidString)"))
    }

    private func written(_ renderer: Renderer) throws -> [String] {
        let folder = try #require(renderer.embeddedFonts.configuration.embeddedFontFolder)
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func aWarmRendererReadsOnlyTheFontsItsPagesUse() throws {
        let book = try book(), cache = temporaryCache()
        let cold = try renderer(book, cache: cache)
        let plan = try #require(cold.embeddedFonts.plan)
        #expect(plan.faces.map(\.href) == ["OEBPS/fonts/body.ttf", "OEBPS/fonts/unused.otf"])
        #expect(plan.faces.map(\.family) == ["Body", "Unused"])
        #expect(plan.diagnostics.map(\.code) == ["font.unreadable"])
        #expect(try written(cold) == ["face-0-0", "face-1-0"], "the first renderer reads every font")
        let pages = try (1...cold.pageCount()).map { try cold.renderPage($0).pngData() }
        cold.persistentPagination?.save()

        let warm = try renderer(book, cache: cache)
        #expect(warm.embeddedFonts.plan == plan)
        #expect(warm.embeddedFonts.configuration.embeddedFamilies == cold.embeddedFonts.configuration.embeddedFamilies)
        #expect(try written(warm).isEmpty, "no font read before a page is laid out")
        #expect(try (1...warm.pageCount()).map { try warm.renderPage($0).pngData() } == pages)
        #expect(try written(warm) == ["face-0-0"], "the face no rule names is never read")
        #expect(warm.diagnostics() == cold.diagnostics())
    }

    /// A face from a `data:` URL cannot be written later from the book: no plan is kept, and
    /// the next renderer reads the fonts (only the documents known to declare some), as before.
    @Test func aBookWithADataURLFontKeepsNoPlan() throws {
        let book = try book(inline: true), cache = temporaryCache()
        let cold = try renderer(book, cache: cache)
        #expect(cold.embeddedFonts.plan == nil)
        let page = try cold.renderPage(1).pngData()
        cold.persistentPagination?.save()
        let warm = try renderer(book, cache: cache)
        #expect(warm.persistentPagination?.fontPlan() == nil)
        #expect(try written(warm) == ["face-0-0", "face-1-0"])
        #expect(try warm.renderPage(1).pngData() == page)
    }

    /// A book without `@font-face` keeps an empty plan: the next renderer reads no stylesheet
    /// for fonts and uses the pinned configuration.
    @Test func aBookWithoutFontsKeepsAnEmptyPlan() throws {
        let book = try EPUBBuilder(chapters: [.init(title: "One", body: "<p>Plain.</p>")]).data(), cache = temporaryCache()
        let cold = try renderer(book, cache: cache)
        #expect(cold.embeddedFonts.plan == EmbeddedFontPlan(faces: [], diagnostics: []))
        cold.persistentPagination?.save()
        let warm = try renderer(book, cache: cache)
        #expect(warm.embeddedFonts.plan == EmbeddedFontPlan(faces: [], diagnostics: []))
        #expect(try warm.embeddedFonts.configuration === FontConfiguration.shared())
    }
}
