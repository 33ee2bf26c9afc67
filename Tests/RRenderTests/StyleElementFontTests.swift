import Foundation
import RRenderCairo
import RRenderCore
import RRenderLayout
import RRenderPublication
import RRenderTestSupport
import Testing

@testable import RRender

/// `@font-face` in a chapter's `<style>` element loads like one in a linked sheet (CSS Fonts 4
/// §4.1; EPUB RS 3.3 §"Cascading Style Sheets": Reading Systems MUST support the font
/// resources referenced from `@font-face` rules), obfuscated or not, with relative `src`
/// resolved against the document.
@Suite struct StyleElementFontTests {
    static let identifier = "urn:uuid:5b4e2c1a-0f3d-4e6a-9b8c-7d6e5f4a3b2c"
    static let options = RenderOptions(viewport: Viewport(width: 320, height: 240), concurrency: 1)

    /// A book whose chapter (in `text/`) declares `BookFace` in a `<style>` with `src` relative
    /// to the chapter; the font is `fonts/face.ttf` (package-relative).
    private func book(
        font: [UInt8]?, obfuscation: FontObfuscation? = nil, linked: Bool = false, listed: Bool = true,
        cache: PaginationCache? = nil
    ) throws -> Renderer {
        let css = "@font-face { font-family: BookFace; src: url(../fonts/face.ttf); } p { font-family: BookFace, serif; }"
        var builder = EPUBBuilder(chapters: [.init(href: "text/c1.xhtml", title: "One")])
        builder.identifier = Self.identifier
        builder.chapters.append(.init(href: "text/c2.xhtml", title: "Two", body: "<p>No fonts of its own.</p>"))
        let text = "<p>The same words, set in whatever face the book embeds under one CSS name.</p>"
        if linked {
            builder.resources.append(.init(href: "text/style.css", mediaType: "text/css", text: css))
            builder.chapters[0].body = #"<link rel="stylesheet" href="style.css"/>"# + text
        } else {
            builder.chapters[0].body = "<style>\(css)</style>" + text
        }
        if var font {
            if let obfuscation, let key = obfuscation.key(identifier: Self.identifier) {
                font = obfuscation.apply(to: font, key: key)
                builder.encryption = ["fonts/face.ttf": obfuscation.algorithm]
            }
            if listed {
                builder.resources.append(.init(href: "fonts/face.ttf", mediaType: "font/ttf", bytes: font))
            } else {
                builder.rawEntries = [ZIPEntrySpec(path: builder.path("fonts/face.ttf"), bytes: font)]
            }
        }
        var options = Self.options
        options.paginationCache = cache
        return try Renderer(
            publication: try Publication.open(data: try builder.data(), name: "style-font.epub"), options: options)
    }

    private func families(_ renderer: Renderer) throws -> [String] {
        let style = TextStyle.fixture(families: ["BookFace", "serif"])
        return try PangoShaper(configuration: renderer.embeddedFonts.configuration).fontFamilies(for: "Words", style: style)
    }

    private func serif() throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: EmbeddedFontBookTests.dejaVuSerif)))
    }

    /// The pagination cache remembers which documents have `@font-face` (so a warm process reads
    /// only those); the warm renderer finds the face and paints the cold one's pixels.
    @Test func theDocumentsWithFontFacesAreRememberedByThePaginationCache() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-style-fonts-\(UUID().uuidString)")
        let cache = PaginationCache(directory: folder)
        let cold = try book(font: try serif(), cache: cache)
        #expect(cold.persistentPagination?.fontFaceDocuments() == ["OEBPS/text/c1.xhtml"])
        let page = try cold.renderPage(1).pngData()
        let warm = try book(font: try serif(), cache: cache)
        #expect(warm.paginationStatistics().pageCountsLaidOut == 0 && warm.pageCount() == cold.pageCount())
        #expect(warm.paginationStatistics().pageCountsLaidOut == 0, "the page counts were cached")
        #expect(try families(warm) == ["BookFace"])
        #expect(try warm.renderPage(1).pngData() == page)
    }

    /// The `<style>` face is used, and the page is the one a linked sheet with the same rule gives.
    @Test func aStyleElementFontIsUsedLikeALinkedOne() throws {
        let inStyle = try book(font: try serif())
        #expect(try families(inStyle) == ["BookFace"])
        #expect(inStyle.diagnostics().filter { $0.code.hasPrefix("font.") }.isEmpty)
        let page = try inStyle.renderPage(1).frame.image
        #expect(try page == book(font: try serif(), linked: true).renderPage(1).frame.image)
        #expect(try page != book(font: nil).renderPage(1).frame.image)
    }

    /// An obfuscated font (EPUB OCF 3.3 §4.3 font obfuscation) declared in a `<style>` renders
    /// like the clear one.
    @Test(arguments: FontObfuscation.allCases)
    func anObfuscatedStyleElementFontIsDeobfuscated(_ scheme: FontObfuscation) throws {
        let obfuscated = try book(font: try serif(), obfuscation: scheme)
        #expect(try families(obfuscated) == ["BookFace"])
        #expect(try obfuscated.renderPage(1).frame.image == book(font: try serif()).renderPage(1).frame.image)
    }

    /// A missing font of a `<style>` rule is the same warning, located at the resolved href.
    @Test func aMissingStyleElementFontIsAWarning() throws {
        let missing = try book(font: nil)
        let problems = missing.diagnostics().filter { $0.code.hasPrefix("font.") }
        #expect(problems.map(\.code) == ["font.unreadable"])
        #expect(problems.first?.location == "OEBPS/fonts/face.ttf")
        #expect(try families(missing) == ["Noto Serif"])
    }

    /// A font in the archive but not in the manifest is not used (EPUB 3.3 §3.1.1: every
    /// publication resource is listed), with the `epub.resource-unlisted` warning naming it.
    @Test func anUnlistedFontIsNotUsed() throws {
        let unlisted = try book(font: try serif(), listed: false)
        #expect(try families(unlisted) == ["Noto Serif"])
        #expect(
            unlisted.diagnostics().contains { $0.code == "epub.resource-unlisted" && $0.message.contains("OEBPS/fonts/face.ttf") }
        )
    }

    /// The same bound as the cascade's: at most `maximumStylesheetsPerDocument` `<style>`
    /// elements of a document are read (here each names a missing font: one warning each).
    @Test func styleElementsAreBoundedPerDocument() throws {
        let count = ContentLimits.maximumStylesheetsPerDocument + 20
        let styles = (0..<count).map { "<style>@font-face { font-family: F\($0); src: url(f\($0).ttf); }</style>" }.joined()
        let builder = EPUBBuilder(chapters: [.init(title: "One", body: styles + "<p>Text.</p>")])
        let renderer = try Renderer(
            publication: try Publication.open(data: try builder.data(), name: "many.epub"),
            options: Self.options)
        let unreadable = renderer.embeddedFonts.diagnostics.filter { $0.code == "font.unreadable" }
        #expect(unreadable.count == ContentLimits.maximumStylesheetsPerDocument)
    }

    @Test func theMarkerSearchIgnoresASCIICase() {
        let marker = Array("@font-face".utf8)
        #expect(EmbeddedFontCollector.contains(marker, in: Array("x { } @FONT-Face{".utf8)))
        #expect(!EmbeddedFontCollector.contains(marker, in: Array("@font-fac".utf8)))
        #expect(!EmbeddedFontCollector.contains(marker, in: []))
    }
}
