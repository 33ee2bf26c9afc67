internal import CPangoCairo
import RRenderLayout
import RRenderStyle

extension PangoAttributes {
    /// `word-break: break-all` breaks inside words, not at punctuation (CSS Text 3 §5.2, JLREQ
    /// 3.1.7; Chromium keeps 。」、 off a line start under break-all): the paragraph is wrapped at
    /// every character (`PANGO_WRAP_CHAR`), so the break before a closing mark, and after an
    /// opening one, is taken away again (`allow_breaks` over the pair), as `line-break` says
    /// (`neverStartsLine`). Runs under `line-break: anywhere` keep every break.
    func addBreakAllKinsoku(_ paragraph: ParagraphSpec) {
        var previous: (scalar: Unicode.Scalar, offset: Int)?
        var offset = 0, runIndex = 0
        let runs = paragraph.runs
        for scalar in paragraph.text.unicodeScalars {
            while runIndex < runs.count, runs[runIndex].range.upperBound <= offset { runIndex += 1 }
            let level = runIndex < runs.count ? runs[runIndex].style.lineBreak : .auto
            let length = UTF8.width(scalar)
            if level != .anywhere, let before = previous,
                Self.neverEndsLine(before.scalar.value) || Self.neverStartsLine(scalar.value, level: level)
            {
                insert(pango_attr_allow_breaks_new(0), before.offset, offset + length)
            }
            previous = (scalar, offset)
            offset += length
        }
    }

    /// Closing brackets, stops, commas and the like (UAX #14 CL, CP, EX, IS, NS, IN), but what
    /// `level` lets start a line (as `LineBreakOpportunities`: small kana and ー but under
    /// `strict`, 〜 ゠ under `normal` and `loose`, iteration marks and centred punctuation under `loose`).
    static func neverStartsLine(_ v: UInt32, level: LineBreak) -> Bool {
        switch v {
        case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0x2019, 0x201D, 0x2025, 0x2026,
            0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B, 0x301F,
            0x309B, 0x309C, 0xFF09, 0xFF0C, 0xFF0E, 0xFF3D, 0xFF5D, 0xFF60, 0xFF61, 0xFF63, 0xFF64:
            return true
        case 0x301C, 0x30A0:
            return level != .normal && level != .loose
        case 0x3005, 0x303B, 0x309D, 0x309E, 0x30FD, 0x30FE, 0x30FB, 0xFF01, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF65:
            return level != .loose
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
            0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6, 0x30FC,
            0x31F0...0x31FF, 0xFF67...0xFF70:
            return level == .strict
        default:
            return false
        }
    }

    /// Opening brackets and quotes (UAX #14 OP, opening QU).
    static func neverEndsLine(_ v: UInt32) -> Bool {
        switch v {
        case 0x28, 0x5B, 0x7B, 0x2018, 0x201C, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A,
            0x301D, 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62:
            return true
        default:
            return false
        }
    }
}
