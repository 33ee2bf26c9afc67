internal import CPangoCairo
import Foundation
import RRenderLayout
import RRenderStyle
import RRenderTestSupport
import Testing

@testable import RRenderCairo

/// The configuration Poppler looks up a PDF's missing fonts in (`FontConfiguration.pdf()`): the
/// pinned fonts plus the URW faces of the standard fonts, which only it resolves to.
@Suite struct PDFFontConfigurationTests {
    static let urw = "/usr/share/fonts/opentype/urw-base35/"

    /// The files of a configuration's system font set, in order.
    private static func files(_ fonts: UnsafeMutablePointer<FcFontSet>) -> [String] {
        (0..<Int(fonts.pointee.nfont)).compactMap { index in
            var file: UnsafeMutablePointer<FcChar8>?
            guard let pattern = fonts.pointee.fonts[index], FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch,
                let file
            else { return nil }
            return String(cString: file)
        }
    }

    @Test(arguments: [
        (["Times"], "Nimbus Roman", "Noto Serif"), (["Times New Roman"], "Nimbus Roman", "Noto Serif"),
        (["Helvetica"], "Nimbus Sans", "Noto Sans"), (["Arial"], "Nimbus Sans", "Noto Sans"),
        (["Courier"], "Nimbus Mono PS", "Noto Sans Mono"), (["Courier New"], "Nimbus Mono PS", "Noto Sans Mono"),
        (["Symbol"], "Standard Symbols PS", "Noto Serif"), (["ZapfDingbats"], "D050000L", "Noto Serif"),
        (["Georgia"], "Noto Serif", "Noto Serif"), (["Nimbus Roman"], "Nimbus Roman", "Noto Serif"),
        (["Nimbus Sans", "sans-serif"], "Nimbus Sans", "Noto Sans")
    ])
    func theStandardFontsResolveToTheirURWFacesInThePDFConfigurationOnly(
        _ families: [String], _ pdf: String, _ pinned: String
    ) throws {
        let style = TextStyle.fixture(families: families)
        #expect(try PangoShaper(configuration: .pdf()).fontFamilies(for: "Hello", style: style) == [pdf])
        #expect(try PangoShaper(configuration: .shared()).fontFamilies(for: "Hello", style: style) == [pinned])
    }

    @Test func thePinnedFontsPlusFourteenFacesTheSameByEitherSelection() throws {
        let pinned = try FontConfiguration.locate()
        let added = try #require(FontConfiguration.locatePDFFonts())
        #expect(added == URL(fileURLWithPath: pinned).deletingLastPathComponent().appendingPathComponent("pdf-fonts.conf").path)
        let (alone, aloneFonts) = try FontConfiguration.load(pinned)
        let (quick, quickFonts) = try FontConfiguration.load(pinned, adding: [added])
        let (standard, standardFonts) = try FontConfiguration.load(pinned, adding: [added], selectingFiles: false)
        defer { for config in [alone, quick, standard] { FcConfigDestroy(config) } }
        let files = Self.files(quickFonts)
        #expect(files == Self.files(standardFonts))
        #expect(files.filter { !$0.hasPrefix(Self.urw) } == Self.files(aloneFonts))
        #expect(files.filter { $0.hasPrefix(Self.urw) }.count == 14, "scripts/setup-debian.sh installs fonts-urw-base35")
    }

    @Test func theFingerprintsTellTheConfigurationsApart() throws {
        let pdf = try FontConfiguration.pdf(), pinned = try FontConfiguration.shared()
        #expect(pdf !== pinned && pdf.path == pinned.path && pdf.addedPaths.count == 1 && pinned.addedPaths.isEmpty)
        #expect(pdf.fingerprint().contains("pdf-fonts.conf") && pdf.fingerprint().contains("NimbusRoman-Regular.otf"))
        #expect(!pinned.fingerprint().contains("pdf-fonts.conf") && !pinned.fingerprint().contains(Self.urw))
        #expect(pdf.fingerprint().hasPrefix(pinned.path + "\n"))
    }
}
