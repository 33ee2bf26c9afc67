import Foundation
import RRenderCairo
import RRenderLayout
import RRenderPublication
import RRenderStyle
import RRenderTestSupport
import Testing

@testable import RRender

/// Books built here with `@font-face`: per-publication isolation, obfuscated fonts, and every
/// way a font can be missing or unusable.
@Suite struct EmbeddedFontBookTests {
    static let dejaVuSerif = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
    static let openDyslexic = "/usr/share/fonts/opentype/opendyslexic/OpenDyslexic-Regular.otf"
    static let options = RenderOptions(viewport: Viewport(width: 320, height: 240), concurrency: 1)
    static let text = "<p>The same words, set in whatever face the book embeds under one CSS name.</p>"

    private func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// A one-chapter book whose text is in `BookFace`, declared in `style.css` with `src`.
    private func book(
        src: String = "url(fonts/face.ttf)", font: [UInt8]?, fontHREF: String = "fonts/face.ttf",
        configure: (inout EPUBBuilder) -> Void = { _ in }
    ) throws -> Renderer {
        let css = "@font-face { font-family: BookFace; src: \(src); }\np { font-family: BookFace, serif; }"
        var builder = EPUBBuilder(chapters: [.init(title: "One", body: Self.text)])
        builder.identifier = "urn:uuid:5b4e2c1a-0f3d-4e6a-9b8c-7d6e5f4a3b2c"
        builder.resources = [.init(href: "style.css", mediaType: "text/css", text: css)]
        if let font { builder.resources.append(.init(href: fontHREF, mediaType: "font/ttf", bytes: font)) }
        builder.chapters[0].body = #"<link rel="stylesheet" href="style.css"/>"# + Self.text
        configure(&builder)
        let publication = try Publication.open(data: try builder.data(), name: "fonts.epub")
        return try Renderer(publication: publication, options: Self.options)
    }

    private func page(_ renderer: Renderer) throws -> PixelImage {
        try renderer.renderPage(1).frame.image
    }

    private func families(_ renderer: Renderer) throws -> [String] {
        let style = TextStyle.fixture(families: ["BookFace", "serif"])
        return try PangoShaper(configuration: renderer.embeddedFonts.configuration).fontFamilies(for: "Words", style: style)
    }

    private func fontDiagnostics(_ renderer: Renderer) -> [Diagnostic] {
        renderer.diagnostics().filter { $0.code.hasPrefix("font.") }
    }

    /// Two books embed different fonts under one CSS name, in one process: each page shows its
    /// own book's font, whatever was opened before or is open at the same time.
    @Test func eachPublicationSeesOnlyItsOwnFonts() throws {
        let serif = try book(font: try bytes(Self.dejaVuSerif))
        let serifPage = try page(serif)
        let dyslexic = try book(font: try bytes(Self.openDyslexic))
        let dyslexicPage = try page(dyslexic)
        let plain = try book(font: nil)
        let plainPage = try page(plain)
        #expect(serifPage != dyslexicPage)
        #expect(plainPage != serifPage && plainPage != dyslexicPage)
        #expect(try families(plain) == ["Noto Serif"])
        let serifAgain = try book(font: try bytes(Self.dejaVuSerif))
        #expect(try page(serifAgain) == serifPage)
        #expect(try page(dyslexic) == dyslexicPage)
        let style = TextStyle.fixture(families: ["BookFace"])
        #expect(try PangoShaper().fontFamilies(for: "Words", style: style) == ["Noto Serif"])
    }

    /// An obfuscated font renders exactly like the same font stored in the clear.
    @Test(arguments: FontObfuscation.allCases)
    func obfuscatedFontsRenderLikeClearOnes(_ scheme: FontObfuscation) throws {
        let font = try bytes(Self.dejaVuSerif)
        let clear = try book(font: font)
        let key = try #require(scheme.key(identifier: "urn:uuid:5b4e2c1a-0f3d-4e6a-9b8c-7d6e5f4a3b2c"))
        let obfuscated = try book(font: scheme.apply(to: font, key: key)) { $0.encryption = ["fonts/face.ttf": scheme.algorithm] }
        #expect(try families(obfuscated) == ["BookFace"])
        #expect(fontDiagnostics(obfuscated).isEmpty)
        #expect(try page(obfuscated) == page(clear))
    }

    @Test func aDRMFontIsAWarningAndTheTextFallsBack() throws {
        let drm = "http://www.w3.org/2001/04/xmlenc#aes256-cbc"
        let renderer = try book(font: try bytes(Self.dejaVuSerif)) { $0.encryption = ["fonts/face.ttf": drm] }
        let problems = fontDiagnostics(renderer)
        #expect(problems.map(\.code) == ["font.unreadable"])
        #expect(problems.first?.location == "OEBPS/fonts/face.ttf")
        #expect(problems.first?.message.contains("DRM") == true)
        #expect(try families(renderer) == ["Noto Serif"])
        #expect(try page(renderer) == page(try book(font: nil)))
    }

    @Test func aDRMChapterIsAnErrorNotACrash() throws {
        let drm = "http://www.w3.org/2001/04/xmlenc#aes256-cbc"
        var builder = EPUBBuilder(chapters: [.init(title: "Locked"), .init(title: "Open")])
        builder.encryption = ["chapter_001.xhtml": drm]
        let renderer = try Renderer(
            publication: try Publication.open(data: try builder.data(), name: "drm.epub"),
            options: Self.options)
        #expect(renderer.resourcePageCounts().first == 0)
        let errors = renderer.diagnostics().filter { $0.severity == .error }
        #expect(errors.map(\.location) == ["OEBPS/chapter_001.xhtml"])
        #expect(errors.first?.message.contains("DRM-encrypted") == true)
        #expect(try renderer.text(ofPage: 1).contains("Open"))
    }

    @Test func missingAndBrokenFontsAreWarningsNamingTheFile() throws {
        let missing = try book(src: "url(fonts/nowhere.ttf)", font: nil)
        #expect(fontDiagnostics(missing).map(\.code) == ["font.unreadable"])
        #expect(fontDiagnostics(missing).first?.location == "OEBPS/fonts/nowhere.ttf")
        let broken = try book(font: Array("this is not a font, only text".utf8))
        #expect(fontDiagnostics(broken).map(\.code) == ["font.unusable"])
        #expect(fontDiagnostics(broken).first?.message.contains("OEBPS/fonts/face.ttf") == true)
        #expect(fontDiagnostics(broken).allSatisfy { $0.severity == .warning })
        #expect(try page(broken) == page(try book(font: nil)))
    }

    /// `local()` is never the system's font, unsupported formats are skipped, and the first
    /// usable `url()` wins; fonts also come from `data:` URLs and WOFF files.
    @Test func sourcesAreTriedInOrder() throws {
        let font = try bytes(Self.dejaVuSerif)
        let reference = try page(try book(font: font))
        let src =
            #"local("DejaVu Serif"), url(fonts/face.eot) format("embedded-opentype"), url(fonts/face.ttf) format("truetype")"#
        let ordered = try book(src: src, font: font)
        #expect(fontDiagnostics(ordered).isEmpty)
        #expect(try page(ordered) == reference)
        let inline = try book(src: "url(data:font/ttf;base64,\(Data(font).base64EncodedString()))", font: nil)
        #expect(try families(inline) == ["BookFace"])
        #expect(try page(inline) == reference)
        let woff = try book(
            src: #"url(fonts/face.woff) format("woff")"#, font: try FontFileFixture.woff(from: font),
            fontHREF: "fonts/face.woff")
        #expect(try page(woff) == reference)
    }

    /// A font `data:` URL is read as an image's is (the Fetch standard's data: URL processor,
    /// forgiving base64): white space, no padding, percent-encoded characters, or no base64 at
    /// all load the font.
    @Test func forgivingFontDataURLsLoad() throws {
        let font = try bytes(Self.dejaVuSerif)
        let reference = try page(try book(font: font))
        let base64 = Data(font).base64EncodedString()
        #expect(base64.hasSuffix("=") && !base64.hasSuffix("=="), "one padding character to leave out")
        let unpadded = Array(base64.utf8.dropLast())
        // White space between lines of base64, then `+` and `/` percent-encoded (decoded first, by Fetch's order).
        let spaced = stride(from: 0, to: unpadded.count, by: 76)
            .map { String(decoding: unpadded[$0..<min($0 + 76, unpadded.count)], as: UTF8.self) }.joined(separator: " \t ")
            .replacingOccurrences(of: "+", with: "%2B").replacingOccurrences(of: "/", with: "%2f")
        let percent = font.map { String(format: "%%%02X", $0) }.joined()
        for src in [#"url("data:font/ttf;base64,\#(spaced)")"#, "url(data:font/ttf,\(percent))"] {
            let renderer = try book(src: src, font: nil)
            #expect(fontDiagnostics(renderer).isEmpty)
            #expect(try families(renderer) == ["BookFace"])
            #expect(try page(renderer) == reference)
        }
    }

    /// A font `data:` URL that holds nothing or no base64 is the same warning as ever, naming
    /// the sheet, and the text falls back.
    @Test(arguments: ["data:font/ttf;base64,@@not base64@@", "data:font/ttf;base64,A", "data:font/ttf;base64,", "data:font/ttf"])
    func undecodableFontDataURLsAreWarnings(_ url: String) throws {
        let renderer = try book(src: #"url("\#(url)")"#, font: nil)
        #expect(
            fontDiagnostics(renderer) == [
                Diagnostic(
                    code: "font.unreadable", message: "a font data: URL is not base64 or is empty",
                    severity: .warning, location: "OEBPS/style.css")
            ])
        #expect(try families(renderer) == ["Noto Serif"])
    }

    /// A sheet only reachable through `@import`, and not in the manifest, still declares fonts.
    @Test func importedSheetsAreFollowed() throws {
        let font = try bytes(Self.dejaVuSerif)
        let renderer = try book(font: font) { builder in
            builder.resources[0] = .init(
                href: "style.css", mediaType: "text/css",
                text: #"@import "css/fonts.css";"# + "\np { font-family: BookFace, serif; }")
            builder.rawEntries = [
                ZIPEntrySpec(
                    path: "OEBPS/css/fonts.css",
                    text: "@font-face { font-family: BookFace; src: url(../fonts/face.ttf); }")
            ]
        }
        #expect(try families(renderer) == ["BookFace"])
        #expect(try page(renderer) == page(try book(font: font)))
    }
}
