import Foundation
import FuzzLayout
import FuzzSupport
import RRenderCairo
import RRenderCore
import RRenderPublication

/// Fuzz target: a font a publication embeds, from the bytes in its container to pixels, as the
/// renderer takes it: de-obfuscated (EPUB OCF §4.3.5, as `Publication.read` does for a font
/// listed in `encryption.xml`), checked and unpacked (WOFF, WOFF2) by FreeType, written to the
/// configuration's private folder, queried by fontconfig and renamed to its `@font-face` family
/// (`FontConfiguration(path:embedding:)`), then shaped by Pango and HarfBuzz in a short page of
/// several scripts (what it lacks falling back to one pinned font) and painted by cairo and
/// FreeType.
///
/// The first byte of the input says how the rest is stored: 0 as it is, 1 IDPF-obfuscated,
/// 2 Adobe-obfuscated (others: as 0), with the key of `identifier`.
enum FuzzFonts {
    static let identifier = "urn:uuid:0ab8e8f4-3c7a-4b1e-9d5e-2f6a7c8b9d01"
    static let family = "Fuzz Embedded"
    /// The page, styled and built into boxes once: only its layout depends on the font.
    static let page: LayoutFuzzing.Boxes = {
        guard let boxes = LayoutFuzzing.boxes(markup) else { preconditionFailure("FuzzFonts: the page does not parse") }
        return boxes
    }()
    static let markup = Array(
        """
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head><style>
        body { font-family: "Fuzz Embedded"; font-size: 14px; font-kerning: normal }
        .c { font-variant: small-caps; letter-spacing: 1px } .v { font-size: 40px; line-height: 1 }
        </style></head><body><p>The quick brown fox ﬁnds 0123 “AV” fi <b>bold</b> <i>italic</i>
        <span class="c">Small Caps</span></p><p class="v">Ag</p><p lang="ar" dir="rtl">نص عربي</p>
        <p lang="ja">日本語のテキスト</p><p>क्षि ΑΒΓ Жж ğ é&#x301; 🙂</p></body></html>
        """.utf8)

    static let pinned: FontConfiguration = {
        do {
            return try FontConfiguration.shared()
        } catch {
            preconditionFailure("FuzzFonts: no pinned fonts (fonts not set up?): \(error)")
        }
    }()

    /// The configuration the fuzzed font is added to: the pinned one with its rules and only its
    /// first font. What the fuzzed font lacks then falls back to one face, not to a hundred (Noto
    /// CJK among them) that Pango would load and HarfBuzz free again at every input: that made
    /// each input cost 1.7 times as much, for fonts `FuzzLayoutPango` already covers.
    static let configurationPath: String = {
        let text = (try? String(contentsOfFile: pinned.path, encoding: .utf8)) ?? ""
        let reduced = oneFont(text)
        guard reduced != text else { return pinned.path }
        // Named by its content and written once (atomically: processes start together), so every
        // fuzzing process shares the one file.
        let name = "rrender-fuzz-fonts-\(FNV1a.hash(reduced.utf8)).conf"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        if !FileManager.default.fileExists(atPath: path) {
            guard (try? reduced.write(toFile: path, atomically: true, encoding: .utf8)) != nil else { return pinned.path }
        }
        return path
    }()

    /// `text` with every `<acceptfont>` path after the first left out.
    static func oneFont(_ text: String) -> String {
        var kept = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("<glob>/"), trimmed.hasSuffix("</glob>") else { return true }
            defer { kept = true }
            return !kept
        }.joined(separator: "\n")
    }

    static func testOneInput(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let stored = Array(bytes.dropFirst())
        let scheme: FontObfuscation? = first == 1 ? .idpf : first == 2 ? .adobe : nil
        var data = stored
        if let scheme, let key = scheme.key(identifier: identifier) { data = scheme.apply(to: stored, key: key) }
        let face = EmbeddedFontFace(
            family: family, weight: 400...400, style: .normal, stretch: 100,
            sources: [EmbeddedFontFace.Source(href: "OEBPS/fonts/fuzz.otf", data: data)])
        // A shaper and a painter of its own, as a renderer's worker has: a painter keeps the
        // fonts it drew with for its life, so one painter for every input would hold them all.
        guard let fonts = try? FontConfiguration(path: configurationPath, embedding: [face]),
            let shaper = try? PangoShaper(configuration: fonts)
        else { return }
        let pages = LayoutFuzzing.paginate(page, shaper: shaper)
        guard pages.pageCount > 0 else { return }
        _ = try? PagePainter(imageData: { _ in nil }).paint(pages.page(0), scale: 1, background: .white)
    }
}

#if RRENDER_LIBFUZZER
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzFonts(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzFonts.testOneInput(fuzzBytes(data, size))
        return 0
    }
#else
    @main struct FuzzFontsReplay {
        static func main() { FuzzReplay.main(FuzzFonts.testOneInput) }
    }
#endif
