import RRenderStyle

/// Applies `line-break` (CSS Text 3 §5.3) to a run's text: a zero-width space (U+200B) before
/// each character the level lets start a line where Pango would not break.
///
/// Pango 1.50 breaks by UAX #14 with class CJ taken as NS, which is `strict`: small kana and
/// the prolonged sound mark (ぁぃぅっゃ…ー), iteration marks, CJK hyphens and centred
/// punctuation never start a line. Pango can take breaks away (`allow_breaks`) but has no means
/// to add one, so layout adds a zero-width space where the level allows a break; the space
/// breaks after itself (UAX #14 LB8), draws nothing, and is left out of the page text like a
/// soft hyphen (`ParagraphSpec.text(in:)`). What each level allows follows Chromium 156 (its
/// behaviour on the WPT `css-text/i18n` fixtures, measured):
///
/// - `auto`: small kana and ー may start a line (Chromium's default for `lang=ja` too).
/// - `normal`: also 〜 and ゠ in Chinese and Japanese text.
/// - `loose`: also the iteration marks 々〻ゝゞヽヾ, and in Chinese and Japanese text the
///   hyphens ‐ –, the centred punctuation ・：；･‼⁇⁈⁉！？, full-width postfixes (％ ° ℃ …), and a
///   break after full-width prefixes (＄￡￥).
/// - `strict`: Pango's own rules; `anywhere` breaks everywhere anyway (`PANGO_WRAP_CHAR`).
///
/// A break is added only after an ideograph, kana or closing punctuation, where a break before
/// an ideograph is allowed: never after an opening bracket, so 「 never ends a line, and closing
/// punctuation (、。」) never starts one (JLREQ 3.1.7), at every level but `anywhere`.
enum LineBreakOpportunities {
    static let zeroWidthSpace: [UInt8] = [0xE2, 0x80, 0x8B]

    /// `bytes` (valid UTF-8) with zero-width spaces where `level` adds a break; `previous` is the
    /// scalar just before them in the paragraph, if any.
    static func apply(_ level: LineBreak, language: String?, to bytes: [UInt8], after previous: Unicode.Scalar?) -> [UInt8] {
        guard level != .strict, level != .anywhere, bytes.contains(where: { $0 >= 0xE2 }) else { return bytes }
        let cjk = isChineseOrJapanese(language)
        var out: [UInt8] = []
        var previous = previous, position = 0, changed = false
        let text = String(decoding: bytes, as: UTF8.self)
        for scalar in text.unicodeScalars {
            let width = UTF8.width(scalar)
            if let before = previous, breakBetween(before, scalar, level: level, cjk: cjk) {
                if !changed {
                    out.reserveCapacity(bytes.count + 3 * 8)
                    out.append(contentsOf: bytes[0..<position])
                    changed = true
                }
                out.append(contentsOf: zeroWidthSpace)
            }
            if changed { out.append(contentsOf: bytes[position..<(position + width)]) }
            position += width
            previous = scalar
        }
        return changed ? out : bytes
    }

    /// True when `level` allows a break between `before` and `after` that Pango forbids.
    static func breakBetween(_ before: Unicode.Scalar, _ after: Unicode.Scalar, level: LineBreak, cjk: Bool) -> Bool {
        let v = after.value
        if cjk, level == .loose, isFullWidthPrefix(before.value), isIdeographic(v) { return true }
        guard startsLine(v, level: level, cjk: cjk), endsBeforeIdeograph(before.value, level: level, cjk: cjk) else {
            return false
        }
        return true
    }

    /// Whether a character Pango keeps off a line start may start one under `level`.
    static func startsLine(_ v: UInt32, level: LineBreak, cjk: Bool) -> Bool {
        if isConditionalJapaneseStarter(v) { return true }
        switch level {
        case .normal:
            return cjk && (v == 0x301C || v == 0x30A0)
        case .loose:
            if isIterationMark(v) { return true }
            guard cjk else { return false }
            return v == 0x301C || v == 0x30A0 || v == 0x2010 || v == 0x2013 || isCentredPunctuation(v) || isFullWidthPostfix(v)
        default:
            return false
        }
    }

    /// Whether a break before an ideograph is allowed after `v`: ideographs, kana, closing
    /// punctuation, and the characters `level` treats as ideographs.
    static func endsBeforeIdeograph(_ v: UInt32, level: LineBreak, cjk: Bool) -> Bool {
        isIdeographic(v) || isClosing(v) || startsLine(v, level: level, cjk: cjk)
    }

    /// UAX #14 class CJ: small kana and the prolonged sound mark.
    static func isConditionalJapaneseStarter(_ v: UInt32) -> Bool {
        switch v {
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
            0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6, 0x30FC,
            0x31F0...0x31FF, 0xFF67...0xFF70:
            return true
        default:
            return false
        }
    }

    static func isIterationMark(_ v: UInt32) -> Bool {
        v == 0x3005 || v == 0x303B || v == 0x309D || v == 0x309E || v == 0x30FD || v == 0x30FE
    }

    static func isCentredPunctuation(_ v: UInt32) -> Bool {
        switch v {
        case 0x30FB, 0xFF1A, 0xFF1B, 0xFF65, 0x203C, 0x2047, 0x2048, 0x2049, 0xFF01, 0xFF1F: true
        default: false
        }
    }

    /// Postfixes (UAX #14 PO) of East Asian width F, W or A: ％ ￠ ° ‰ ′ ″ ‵ ℃ ℉ ﹪.
    static func isFullWidthPostfix(_ v: UInt32) -> Bool {
        switch v {
        case 0x00B0, 0x2030, 0x2032, 0x2033, 0x2035, 0x2103, 0x2109, 0xFE6A, 0xFF05, 0xFFE0: true
        default: false
        }
    }

    /// Full-width prefixes (UAX #14 PR): ＄ ￡ ￥ ￦.
    static func isFullWidthPrefix(_ v: UInt32) -> Bool {
        v == 0xFF04 || v == 0xFFE1 || v == 0xFFE5 || v == 0xFFE6
    }

    /// Ideographs and kana (UAX #14 ID and CJ), which break before and after each other.
    static func isIdeographic(_ v: UInt32) -> Bool {
        switch v {
        case 0x3041...0x3096, 0x309F, 0x30A1...0x30FA, 0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
            0x31F0...0x31FF, 0xFF66...0xFF9D, 0x20000...0x3FFFD:
            return true
        default:
            return isConditionalJapaneseStarter(v)
        }
    }

    /// Closing punctuation (UAX #14 CL, CP): 、。，．」』）】〕〉》〙〗｝ and the like.
    static func isClosing(_ v: UInt32) -> Bool {
        switch v {
        case 0x3001, 0x3002, 0xFF0C, 0xFF0E, 0x300D, 0x300F, 0xFF09, 0x3011, 0x3015, 0x3009, 0x300B, 0x3019, 0x3017,
            0xFF5D, 0x301F, 0xFF60, 0xFF61, 0xFF63, 0xFF64:
            return true
        default:
            return false
        }
    }

    static func isChineseOrJapanese(_ language: String?) -> Bool {
        guard let language = language?.lowercased() else { return false }
        return language == "ja" || language == "zh" || language.hasPrefix("ja-") || language.hasPrefix("zh-")
    }
}
