import Foundation
import RRenderCore
import RRenderLayout
import RRenderStyle
import RRenderTestSupport
import Testing

@testable import RRenderCairo

/// A publication's `@font-face` faces in a configuration of its own: found by the CSS family
/// and descriptors, in every format FreeType reads, and rejected (not crashing) when unreadable.
@Suite struct EmbeddedFontTests {
    static let dejaVuSerif = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
    static let openDyslexic = "/usr/share/fonts/opentype/opendyslexic/OpenDyslexic-Regular.otf"
    let pinned: FontConfiguration

    init() throws {
        pinned = try FontConfiguration.shared()
    }

    private func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    private func style(_ families: [String], weight: Int = 400, italic: Bool = false) -> TextStyle {
        .fixture(families: families, weight: weight, italic: italic)
    }

    private func face(
        _ family: String, _ data: [UInt8], href: String = "OPS/fonts/face.ttf", weight: Double = 400,
        style: EmbeddedFontFace.Style = .normal
    ) -> EmbeddedFontFace {
        EmbeddedFontFace(family: family, weight: weight...weight, style: style, sources: [.init(href: href, data: data)])
    }

    /// The natural width of `text` set in `style` with `configuration`'s fonts.
    private func width(_ text: String, _ style: TextStyle, _ configuration: FontConfiguration) throws -> Double {
        let paragraph = ParagraphSpec(text: text, runs: [TextRun(range: 0..<text.utf8.count, style: style)])
        return try PangoShaper(configuration: configuration).contentWidths(of: paragraph).max
    }

    @Test func aFaceIsFoundByItsCSSFamilyOnly() throws {
        let configuration = try pinned.embedding([face("Book Face", try bytes(Self.dejaVuSerif))])
        let shaper = try PangoShaper(configuration: configuration)
        #expect(configuration.embeddedFamilies == ["Book Face"])
        #expect(configuration.rejectedSources.isEmpty)
        #expect(shaper.fontFamilies(for: "Hello", style: style(["Book Face", "serif"])) == ["Book Face"])
        #expect(shaper.fontFamilies(for: "Hello", style: style(["book face"])) == ["Book Face"])
        // The name inside the file is not a way to it (CSS Fonts 4 §4.1).
        #expect(shaper.fontFamilies(for: "Hello", style: style(["DejaVu Serif"])) == ["Noto Serif"])
        // The process-wide configuration does not see it.
        #expect(try PangoShaper().fontFamilies(for: "Hello", style: style(["Book Face"])) == ["Noto Serif"])
        #expect(shaper.missingGlyphCount(for: "Hello", style: style(["Book Face"])) == 0)
    }

    @Test func anAliasedFamilyResolvesToTheEmbeddedFace() throws {
        let configuration = try pinned.embedding([face("Georgia", try bytes(Self.dejaVuSerif))])
        let shaper = try PangoShaper(configuration: configuration)
        #expect(shaper.fontFamilies(for: "Hello", style: style(["Georgia", "serif"])) == ["Georgia"])
        #expect(try PangoShaper().fontFamilies(for: "Hello", style: style(["Georgia", "serif"])) == ["Noto Serif"])
    }

    /// Weight and style come from the descriptors, not the file: a "bold" face made of a regular
    /// file is the one bold text gets.
    @Test func descriptorsChooseTheFace() throws {
        let serif = try bytes(Self.dejaVuSerif), dyslexic = try bytes(Self.openDyslexic)
        let configuration = try pinned.embedding([
            face("Book", serif), face("Book", dyslexic, href: "OPS/fonts/b.otf", weight: 700),
            face("Book", dyslexic, href: "OPS/fonts/i.otf", style: .italic)
        ])
        let alone = try pinned.embedding([face("Alone", serif)]), other = try pinned.embedding([face("Alone", dyslexic)])
        let text = "Descriptors choose the face"
        let serifWidth = try width(text, style(["Alone"]), alone), dyslexicWidth = try width(text, style(["Alone"]), other)
        #expect(abs(serifWidth - dyslexicWidth) > 10)
        #expect(try width(text, style(["Book"]), configuration) == serifWidth)
        #expect(try width(text, style(["Book"], weight: 700), configuration) == dyslexicWidth)
        #expect(try width(text, style(["Book"], italic: true), configuration) == dyslexicWidth)
    }

    @Test func theLastFaceOfASlotWins() throws {
        let configuration = try pinned.embedding([
            face("Book", try bytes(Self.dejaVuSerif)), face("Book", try bytes(Self.openDyslexic), href: "OPS/fonts/b.otf")
        ])
        let expected = try width("Last wins", style(["Book"]), try pinned.embedding([face("Book", try bytes(Self.openDyslexic))]))
        #expect(configuration.embeddedFamilies == ["Book"])
        #expect(try width("Last wins", style(["Book"]), configuration) == expected)
    }

    /// TTF, OTF (CFF), a collection, WOFF and WOFF2 all load and draw their own glyphs, with the
    /// same metrics as the plain file.
    @Test(arguments: ["ttf", "otf", "ttc", "woff-ttf", "woff-otf", "woff2-ttf", "woff2-otf"])
    func everyFormatLoads(_ format: String) throws {
        let sfnt = try bytes(format.hasSuffix("otf") ? Self.openDyslexic : Self.dejaVuSerif)
        let data: [UInt8] =
            switch format {
            case "ttc": try FontFileFixture.collection(from: sfnt)
            case "woff-ttf", "woff-otf": try FontFileFixture.woff(from: sfnt)
            case "woff2-ttf", "woff2-otf": try FontFileFixture.woff2(from: sfnt)
            default: sfnt
            }
        let configuration = try pinned.embedding([face("Packed", data, href: "OPS/fonts/packed.\(format)")])
        #expect(configuration.rejectedSources.isEmpty, "\(configuration.rejectedSources)")
        let shaper = try PangoShaper(configuration: configuration)
        let text = "Every format loads"
        #expect(shaper.fontFamilies(for: text, style: style(["Packed"])) == ["Packed"])
        #expect(shaper.missingGlyphCount(for: text, style: style(["Packed"])) == 0)
        let plain = try pinned.embedding([face("Packed", sfnt)])
        #expect(try width(text, style(["Packed"]), configuration) == width(text, style(["Packed"]), plain))
    }

    @Test func unreadableFontsAreRejectedAndTheTextFallsBack() throws {
        let font = try bytes(Self.dejaVuSerif)
        var scrambled = font
        for index in 0..<1040 { scrambled[index] ^= 0x5A }
        let configuration = try pinned.embedding([
            face("Broken", Array("not a font at all, just some text".utf8), href: "OPS/fonts/text.ttf"),
            face("Broken", scrambled, href: "OPS/fonts/still-obfuscated.ttf", weight: 700),
            face("Broken", [], href: "OPS/fonts/empty.ttf", style: .italic),
            face("Broken", Array(font.prefix(2000)), href: "OPS/fonts/truncated.ttf", weight: 700, style: .italic)
        ])
        #expect(configuration.embeddedFamilies.isEmpty)
        #expect(
            configuration.rejectedSources.map(\.href)
                == ["OPS/fonts/text.ttf", "OPS/fonts/still-obfuscated.ttf", "OPS/fonts/empty.ttf", "OPS/fonts/truncated.ttf"])
        #expect(configuration.rejectedSources.allSatisfy { !$0.reason.isEmpty && $0.family == "Broken" })
        let shaper = try PangoShaper(configuration: configuration)
        #expect(shaper.fontFamilies(for: "Hello", style: style(["Broken", "sans-serif"])) == ["Noto Sans"])
    }

    /// CSS Fonts 4 §4.3: the first `src` that loads is used.
    @Test func theFirstUsableSourceIsUsed() throws {
        let face = EmbeddedFontFace(
            family: "Fallback",
            sources: [
                .init(href: "OPS/fonts/bad.woff2", data: Array("garbage".utf8)),
                .init(href: "OPS/fonts/good.ttf", data: try bytes(Self.dejaVuSerif)),
                .init(href: "OPS/fonts/unused.otf", data: Array("never looked at".utf8))
            ])
        let configuration = try pinned.embedding([face])
        #expect(configuration.embeddedFamilies == ["Fallback"])
        #expect(configuration.rejectedSources.map(\.href) == ["OPS/fonts/bad.woff2"])
    }

    @Test func theFilesGoAwayWithTheConfiguration() throws {
        var configuration: FontConfiguration? = try pinned.embedding([face("Temporary", try bytes(Self.dejaVuSerif))])
        let folder = try #require(configuration?.files?.url)
        #expect(FileManager.default.fileExists(atPath: folder.path))
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        var shaper: PangoShaper? = try configuration.map { try PangoShaper(configuration: $0) }
        #expect(shaper?.fontFamilies(for: "Hi", style: style(["Temporary"])) == ["Temporary"])
        configuration = nil
        #expect(FileManager.default.fileExists(atPath: folder.path), "the shaper still uses the fonts")
        shaper = nil
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        #expect(shaper == nil)
    }

    @Test func nothingToEmbedIsThePinnedConfiguration() throws {
        #expect(try pinned.embedding([]) === pinned)
    }
}
