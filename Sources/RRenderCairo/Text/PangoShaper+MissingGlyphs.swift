internal import CPangoCairo
import RRenderCore

/// A script whose characters no font of the shaper has: Pango draws them as hex boxes.
public struct MissingGlyphs: Sendable, Hashable {
    /// The ISO 15924 code of the script ("Deva"), "Zyyy" for symbols common to all scripts.
    public var scriptCode: String
    /// The first character met without a glyph.
    public var firstCharacter: Unicode.Scalar

    /// The script's English name where known ("Devanagari"), else its code.
    public var scriptName: String { MissingGlyphs.names[scriptCode] ?? scriptCode }

    /// A few names of ISO 15924 codes, those a book most likely uses.
    private static let names = [
        "Zyyy": "common (symbols)", "Zinh": "inherited (marks)", "Latn": "Latin", "Grek": "Greek", "Cyrl": "Cyrillic",
        "Armn": "Armenian", "Hebr": "Hebrew", "Arab": "Arabic", "Syrc": "Syriac", "Thaa": "Thaana", "Deva": "Devanagari",
        "Beng": "Bengali", "Guru": "Gurmukhi", "Gujr": "Gujarati", "Orya": "Oriya", "Taml": "Tamil", "Telu": "Telugu",
        "Knda": "Kannada", "Mlym": "Malayalam", "Sinh": "Sinhala", "Thai": "Thai", "Laoo": "Lao", "Tibt": "Tibetan",
        "Mymr": "Myanmar", "Geor": "Georgian", "Hang": "Hangul", "Ethi": "Ethiopic", "Cher": "Cherokee", "Khmr": "Khmer",
        "Mong": "Mongolian", "Hira": "Hiragana", "Kana": "Katakana", "Hani": "Han", "Copt": "Coptic", "Goth": "Gothic",
        "Runr": "Runic", "Ogam": "Ogham", "Brai": "Braille", "Glag": "Glagolitic", "Tfng": "Tifinagh"
    ]
}

extension PangoShaper {
    /// The scripts met without glyphs since the last call, each once, in the order met.
    public func takeMissingGlyphs() -> [MissingGlyphs] {
        defer { missingGlyphs.removeAll() }
        return missingGlyphs
    }

    /// Notes the scripts of `layout`'s characters that no font has (Pango's unknown glyphs,
    /// `PANGO_GLYPH_UNKNOWN_FLAG` with the character in the low bits).
    func noteMissingGlyphs(of layout: OpaquePointer) {
        guard pango_layout_get_unknown_glyphs_count(layout) > 0, let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        let unknownFlag: UInt32 = 0x1000_0000, invalidInput: UInt32 = 0xFFFF_FFFF
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let glyphs = run.pointee.glyphs?.pointee.glyphs
            else { continue }
            for index in 0..<Int(run.pointee.glyphs.pointee.num_glyphs) {
                let glyph = glyphs[index].glyph
                guard glyph & unknownFlag != 0, glyph != invalidInput,
                    let scalar = Unicode.Scalar(glyph & ~unknownFlag)
                else { continue }
                let code = Self.iso15924(run.pointee.item.pointee.analysis.script)
                guard !missingGlyphs.contains(where: { $0.scriptCode == code }) else { continue }
                missingGlyphs.append(MissingGlyphs(scriptCode: code, firstCharacter: scalar))
            }
        } while pango_layout_iter_next_run(iterator) != 0
    }

    /// The four-letter ISO 15924 code of a Pango script (a `GUnicodeScript`).
    private static func iso15924(_ script: UInt8) -> String {
        let tag = g_unicode_script_to_iso15924(GUnicodeScript(rawValue: Int32(script)))
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }
        guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return "Zzzz" }
        return String(decoding: bytes, as: UTF8.self)
    }
}
