import Foundation
import RRenderCairo
import RRenderLayout
import RRenderPublication
import RRenderStyle
import RRenderTestSupport
import Testing

@testable import RRender

/// `@font-face` through the whole pipeline: the corpus books' embedded fonts (obfuscated or not)
/// set their text, and each publication sees only its own fonts.
@Suite struct EmbeddedFontRenderingTests {
    static let dejaVuSerif = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
    static let openDyslexic = "/usr/share/fonts/opentype/opendyslexic/OpenDyslexic-Regular.otf"

    private func style(_ families: [String], weight: Int = 400, italic: Bool = false) -> TextStyle {
        .fixture(families: families, weight: weight, italic: italic)
    }

    /// A shaper with the fonts `renderer`'s workers use.
    private func shaper(_ renderer: Renderer) throws -> PangoShaper {
        try PangoShaper(configuration: renderer.embeddedFonts.configuration)
    }

    private func fontDiagnostics(_ renderer: Renderer) -> [Diagnostic] {
        renderer.diagnostics().filter { $0.code.hasPrefix("font.") }
    }

    /// The share of pixels that differ between two same-sized images.
    private func differingShare(_ a: PixelImage, _ b: PixelImage) -> Double {
        guard a.width == b.width, a.height == b.height else { return 1 }
        return Double(zip(a.pixels, b.pixels).filter { $0 != $1 }.count) / Double(a.pixels.count)
    }

    @Test func wastelandSetsItsPoemInOldStandard() throws {
        let renderer = try Renderer.open(path: try Corpus.path("wasteland-otf-obf.epub"))
        #expect(renderer.embeddedFonts.configuration.embeddedFamilies == ["OldStandard", "OldStandard", "OldStandard"])
        #expect(fontDiagnostics(renderer).isEmpty)
        let shaper = try shaper(renderer)
        let line = "April is the cruellest month, breeding"
        for (weight, italic) in [(400, false), (700, false), (400, true)] {
            let body = style(["OldStandard", "sans-serif"], weight: weight, italic: italic)
            #expect(shaper.fontFamilies(for: line, style: body) == ["OldStandard"])
            #expect(shaper.missingGlyphCount(for: line, style: body) == 0)
        }
    }

    /// The same book with `encryption.xml` ignored keeps its fonts obfuscated: FreeType rejects
    /// them (a warning per file), the poem falls back to sans-serif, and the page looks different.
    @Test func wastelandsDeobfuscatedFontsDrawTheirOwnGlyphs() throws {
        let real = try Renderer.open(path: try Corpus.path("wasteland-otf-obf.epub"))
        let book = real.publication
        let unaware = Publication(
            container: book.container, metadata: book.metadata, readingOrder: book.readingOrder,
            resources: book.resources.map { link in
                var copy = link
                copy.properties["encrypted"] = nil
                return copy
            }, navigation: book.navigation)
        let obfuscated = try Renderer(publication: unaware)
        #expect(obfuscated.embeddedFonts.configuration.embeddedFamilies.isEmpty)
        let rejected = fontDiagnostics(obfuscated).filter { $0.code == "font.unusable" && $0.severity == .warning }
        #expect(
            rejected.compactMap(\.location).sorted()
                == ["EPUB/OldStandard-Bold.obf.otf", "EPUB/OldStandard-Italic.obf.otf", "EPUB/OldStandard-Regular.obf.otf"])
        #expect(try shaper(obfuscated).fontFamilies(for: "April", style: style(["OldStandard", "sans-serif"])) == ["Noto Sans"])
        // Page 3 is verse on both (the line breaks differ with the font, so not the same lines).
        let page = 3
        #expect(try real.text(ofPage: page).count > 500)
        #expect(try obfuscated.text(ofPage: page).count > 500)
        let share = differingShare(try real.renderPage(page).frame.image, try obfuscated.renderPage(page).frame.image)
        #expect(share > 0.02, "only \(share) of the pixels differ")
    }

    /// moby-dick embeds STIX as `Stix` for `body`, but its own CSS sets paragraphs in the generic
    /// `serif` in portrait (`@media (orientation: portrait) { p { font-family: serif } }`, and
    /// sans-serif in landscape): headings are STIX, paragraphs are the pinned serif.
    @Test func mobyDickSetsItsHeadingsInStix() throws {
        let renderer = try Renderer.open(path: try Corpus.path("moby-dick.epub"))
        #expect(renderer.embeddedFonts.configuration.embeddedFamilies == ["Stix", "Stix", "Stix", "Stix"])
        #expect(fontDiagnostics(renderer).isEmpty)
        let shaper = try shaper(renderer)
        for (weight, italic) in [(400, false), (700, false), (400, true), (700, true)] {
            let body = style(["Stix", "serif"], weight: weight, italic: italic)
            #expect(shaper.fontFamilies(for: "Call me Ishmael.", style: body) == ["Stix"])
            #expect(shaper.missingGlyphCount(for: "Call me Ishmael.", style: body) == 0)
        }
        let chapter = try #require(renderer.publication.readingOrder.firstIndex { $0.href == "OPS/chapter_001.xhtml" })
        var problems: [Diagnostic] = []
        let root = try #require(renderer.loader.load(renderer.publication.readingOrder[chapter], unreadable: &problems)?.root)
        #expect(families(of: "h1", in: root) == ["Stix", "serif"])
        #expect(families(of: "p", in: root) == ["serif"])
    }

    /// The first page of chapter 1 with the STIX files gone: only the heading changes.
    @Test func mobyDicksHeadingDrawsInStix() throws {
        let renderer = try Renderer.open(path: try Corpus.path("moby-dick.epub"))
        let book = renderer.publication
        let withoutFonts = try Renderer(
            publication: Publication(
                container: WithoutFontFiles(inner: book.container), metadata: book.metadata, readingOrder: book.readingOrder,
                resources: book.resources, navigation: book.navigation))
        #expect(
            fontDiagnostics(withoutFonts).map(\.code) == [
                "font.unreadable", "font.unreadable", "font.unreadable", "font.unreadable"
            ])
        let chapter = try #require(book.readingOrder.firstIndex { $0.href == "OPS/chapter_001.xhtml" })
        let number = renderer.resourcePageCounts()[..<chapter].reduce(0, +) + 1
        let stix = try renderer.renderPage(number).frame.image, pinned = try withoutFonts.renderPage(number).frame.image
        let heading = 80..<160, paragraphs = 180..<stix.height
        let differing = { (rows: Range<Int>) in
            rows.reduce(0) { count, y in count + (0..<stix.width).filter { stix[$0, y] != pinned[$0, y] }.count }
        }
        #expect(differing(heading) > 1000, "the heading should look different in STIX")
        #expect(differing(paragraphs) == 0, "paragraphs are in the pinned serif either way")
        if differing(paragraphs) != 0 {
            // What each renderer set the paragraphs in, and the pages, for the one who looks.
            let serif = style(["serif"])
            let families = [renderer, withoutFonts].map { try? shaper($0).fontFamilies(for: "Call me Ishmael.", style: serif) }
            let artifacts = GoldenImage(suite: "EmbeddedFontRenderingTests").writeArtifacts(
                expected: pinned, actual: stix, name: "mobyDicksHeadingDrawsInStix")
            let sameText = (try? renderer.text(ofPage: number) == withoutFonts.text(ofPage: number)) ?? false
            Issue.record(
                "paragraph fonts \(families), same text \(sameText), page counts \(renderer.resourcePageCounts()) / \(withoutFonts.resourcePageCounts()); \(artifacts)"
            )
        }
    }

    /// The computed font families of the first `tag` element under `box`.
    private func families(of tag: String, in box: BlockBox) -> [String]? {
        if box.tag == tag { return box.style.fontFamily }
        guard case .blocks(let children) = box.content else { return nil }
        return children.lazy.compactMap { families(of: tag, in: $0) }.first
    }

    /// kusamakura's `foobar` has only dashes: they come from it, the Japanese text from Noto.
    @Test func kusamakuraTakesOnlyItsDashesFromFoobar() throws {
        let renderer = try Renderer.open(path: try Corpus.path("kusamakura-japanese-vertical-writing.epub"))
        #expect(renderer.embeddedFonts.configuration.embeddedFamilies.contains("foobar"))
        #expect(fontDiagnostics(renderer).isEmpty)
        let shaper = try shaper(renderer)
        let families = ["foobar", "HiraMinProN-W3", "serif"]
        #expect(shaper.fontFamilies(for: "\u{2015}", style: style(families)) == ["foobar"])
        var japanese = style(families)
        japanese.language = "ja"
        #expect(shaper.fontFamilies(for: "山路を登りながら", style: japanese) == ["Noto Serif CJK JP"])
    }
}

/// A container whose `.otf` files are gone, as if the book did not embed them.
private struct WithoutFontFiles: Container {
    let inner: any Container
    var name: String { inner.name }
    var entryPaths: [String] { inner.entryPaths.filter { !$0.hasSuffix(".otf") } }

    func entry(at path: String) -> ContainerEntry? { path.hasSuffix(".otf") ? nil : inner.entry(at: path) }

    func read(_ path: String) throws(PublicationError) -> [UInt8] {
        guard !path.hasSuffix(".otf") else { throw .resourceNotFound(publication: name, href: path) }
        return try inner.read(path)
    }
}
