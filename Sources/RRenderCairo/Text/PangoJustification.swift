internal import CPangoCairo
import RRenderLayout
import RRenderStyle

/// How a paragraph's lines are justified (CSS Text 3 §6.3 `text-align-last`, §6.4
/// `text-justify`), and by whom.
///
/// Pango's justification (`pango_layout_set_justify`) puts a line's slack at its spaces, and
/// between every two clusters only on a line without spaces: a Japanese line with one ASCII
/// space put all its slack there. Browsers spread it over the expansion opportunities of the
/// line: each space, and either side of each CJK character (Chromium's `ShapeResultSpacing`).
/// Pango justifies the Latin paragraphs, which it gets right; rrender justifies every paragraph
/// with CJK text itself after Pango has broken the lines (`justify(_:)`), widening glyphs as
/// Pango's own justification does. Pango did the CJK paragraphs without spaces too until its
/// result turned out to depend on the font map's history: once a lone character no font has
/// had been laid out in Japanese (a cover's `<img>` alone on its line), Pango 1.50's
/// `justify_clusters` gave a later line 203 Pango units a cluster instead of 192, so a page
/// came out differently after the cover than without it (`WorkerHistoryTests`). This engine
/// works on the glyph widths alone, in integers.
struct PangoJustification {
    enum Engine: Equatable {
        /// No line is justified.
        case none
        /// `pango_layout_set_justify` (and `set_justify_last_line` when `justifiesFinal`).
        case pango
        /// `justify(_:)` after line breaking.
        case own
    }

    let engine: Engine
    /// Whether lines that end at a soft wrap are justified (`text-align: justify`).
    let justifiesWrapped: Bool
    /// Whether the last line, and each line before a forced break, is (`text-align-last: justify`).
    let justifiesFinal: Bool
    /// The alignment of lines not justified (CSS `text-align-last`, `start` under `justify`).
    let alignment: TextAlign
    let mode: TextJustify

    init(_ paragraph: ParagraphSpec) {
        let off = paragraph.justify == .none
        justifiesWrapped = paragraph.alignment == .justify && !off
        justifiesFinal = paragraph.alignLast == .justify && !off
        mode = paragraph.justify
        if paragraph.alignment == .justify, let last = paragraph.alignLast, last != .justify {
            alignment = last
        } else {
            alignment = paragraph.alignment
        }
        if !justifiesWrapped && !justifiesFinal {
            engine = .none
        } else if !justifiesWrapped || mode == .interWord {
            // Pango cannot justify the last lines alone, nor leave a line without spaces ragged.
            engine = .own
        } else {
            engine = Self.hasCJK(paragraph.text) || (Self.hasSpace(paragraph.text) && mode == .interCharacter) ? .own : .pango
        }
    }

    /// Sets Pango's own justification on `layout` when it is the engine.
    func configure(_ layout: OpaquePointer) {
        guard engine == .pango else { return }
        pango_layout_set_justify(layout, 1)
        if justifiesFinal { pango_layout_set_justify_last_line(layout, 1) }
    }

    /// Justifies the lines of `layout` (broken at its width) that this justification covers,
    /// when rrender is the engine: each line's slack goes to its expansion opportunities, half
    /// after the character before and half before the one after, as Pango's
    /// `justify_clusters` does, then has Pango measure the line again (`LineExtentsCache`).
    func justify(_ layout: OpaquePointer) {
        guard engine == .own, let text = pango_layout_get_text(layout) else { return }
        let width = pango_layout_get_width(layout)
        guard width > 0, var list = pango_layout_get_lines_readonly(layout) else { return }
        let length = Int(strlen(text))
        let indent = pango_layout_get_indent(layout)
        let bytes = UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self)
        while true {
            let next = list.pointee.next
            if let data = list.pointee.data {
                let line = data.assumingMemoryBound(to: PangoLayoutLine.self)
                let end = Int(line.pointee.start_index) + Int(line.pointee.length)
                let final = next == nil || Self.isForcedBreak(bytes, at: end, length: length)
                if final ? justifiesFinal : justifiesWrapped {
                    let start = line.pointee.is_paragraph_start != 0
                    var available = width
                    if start, indent > 0 { available -= indent }
                    if !start, indent < 0 { available += indent }
                    justify(line, available: available, text: bytes)
                }
            }
            guard let next else { break }
            list = next
        }
    }

    /// One cluster of glyphs on a line, in visual order.
    private struct Cluster {
        let glyphs: UnsafeMutablePointer<PangoGlyphString>
        let first: Int
        let last: Int
        let scalar: UInt32
        var width: Int32
    }

    private func justify(_ line: UnsafeMutablePointer<PangoLayoutLine>, available: Int32, text: UnsafePointer<UInt8>) {
        var clusters: [Cluster] = []
        var runs = line.pointee.runs
        while let node = runs {
            runs = node.pointee.next
            guard let data = node.pointee.data else { continue }
            let run = data.assumingMemoryBound(to: PangoGlyphItem.self)
            guard let glyphs = run.pointee.glyphs, let item = run.pointee.item else { continue }
            let count = Int(glyphs.pointee.num_glyphs)
            guard count > 0, let infos = glyphs.pointee.glyphs, let logClusters = glyphs.pointee.log_clusters else { continue }
            let base = Int(item.pointee.offset)
            var index = 0
            while index < count {
                var end = index + 1
                while end < count, logClusters[end] == logClusters[index] { end += 1 }
                var width: Int32 = 0
                for k in index..<end { width &+= infos[k].geometry.width }
                clusters.append(
                    Cluster(
                        glyphs: glyphs, first: index, last: end - 1,
                        scalar: Self.scalar(text, at: base + Int(logClusters[index])), width: width))
                index = end
            }
        }
        guard let cache = LineExtentsCache(line, width: clusters.reduce(Int64(0)) { $0 + Int64($1.width) }) else { return }
        defer { cache.forget() }
        // Spaces at the end of a wrapped line hang (CSS Text 3 §4.1.3): no width, no gap after.
        var last = clusters.count - 1
        while last >= 0, clusters[last].scalar == 0x20 || clusters[last].scalar == 0x09 || clusters[last].width == 0 {
            if clusters[last].width != 0 {
                let cluster = clusters[last]
                for k in cluster.first...cluster.last { cluster.glyphs.pointee.glyphs[k].geometry.width = 0 }
                clusters[last].width = 0
            }
            last -= 1
        }
        guard last > 0 else { return }
        let natural = clusters.reduce(Int64(0)) { $0 + Int64($1.width) }
        let remaining = Int64(available) - natural
        guard remaining > 0 else { return }
        // The gaps that take slack: between two clusters with width (marks and zero-width
        // spaces are skipped), by `text-justify`.
        var gaps: [(before: Int, after: Int)] = []
        var previous: Int?
        for index in 0...last where clusters[index].width != 0 {
            if let before = previous, takesSlack(clusters[before].scalar, clusters[index].scalar) { gaps.append((before, index)) }
            previous = index
        }
        guard !gaps.isEmpty else { return }
        let count = Int64(gaps.count)
        for (k, gap) in gaps.enumerated() {
            let amount = Int32(remaining * Int64(k + 1) / count - remaining * Int64(k) / count)
            let left = amount / 2, right = amount - left
            let before = clusters[gap.before], after = clusters[gap.after]
            // Wrapping: a glyph and its share stay within the line's width, itself a Pango width.
            before.glyphs.pointee.glyphs[before.last].geometry.width &+= left
            after.glyphs.pointee.glyphs[after.first].geometry.width &+= right
            after.glyphs.pointee.glyphs[after.first].geometry.x_offset &+= right
        }
    }

    /// The extents Pango keeps for a line (`PangoLayoutLinePrivate` in pango-layout-private.h:
    /// after the public struct, `guint ref_count`, the cache status `NOT_CACHED`, `CACHED` or
    /// `LEFTMOST`, then the ink and logical rectangles and the height).
    ///
    /// Pango 1.50 measures each line while breaking the layout and keeps what it measured, so
    /// glyphs widened afterwards would be drawn and hit where they are while the line's extents
    /// (its width, its place under centred or right alignment, the painter's bands) stayed those
    /// of the natural line. Pango has no call to drop them; `forget()` marks them not cached, as
    /// Pango itself does. Only on Pango 1.50, and only when the kept logical width is the one the
    /// line's glyphs add up to: otherwise the line is not touched (left ragged) rather than
    /// drawn one way and measured another.
    private struct LineExtentsCache {
        let status: UnsafeMutablePointer<Int32>

        init?(_ line: UnsafeMutablePointer<PangoLayoutLine>, width: Int64) {
            guard pango_version() / 100 == 150, MemoryLayout<PangoLayoutLine>.size == 32 else { return nil }
            let fields = UnsafeMutableRawPointer(line).advanced(by: MemoryLayout<PangoLayoutLine>.size)
            status = fields.advanced(by: 4).assumingMemoryBound(to: Int32.self)
            switch status.pointee {
            case 0: return
            case 1, 2:
                let logicalWidth = fields.advanced(by: 8 + 16 + 8).assumingMemoryBound(to: Int32.self).pointee
                guard Int64(logicalWidth) == width else { return nil }
            default:
                return nil
            }
        }

        /// Marks the extents not cached: Pango measures the line again when next asked.
        func forget() { status.pointee = 0 }
    }

    /// Whether the gap between a cluster starting with `before` and one starting with `after`
    /// takes slack: always under `inter-character`, after a space under `inter-word`, and under
    /// `auto` after a space and either side of a CJK character (Chromium's expansion
    /// opportunities; a Latin word stays whole).
    private func takesSlack(_ before: UInt32, _ after: UInt32) -> Bool {
        switch mode {
        case .interCharacter: return true
        case .interWord: return Self.isSpace(before)
        case .auto, .none: return Self.isSpace(before) || Self.isCJK(before) || Self.isCJK(after)
        }
    }

    private static func isSpace(_ v: UInt32) -> Bool { v == 0x20 || v == 0xA0 || v == 0x09 }

    /// CJK ideographs, kana, CJK symbols and punctuation, full-width forms (not Hangul: Korean
    /// is justified at its spaces, as in browsers).
    static func isCJK(_ v: UInt32) -> Bool {
        switch v {
        case 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3190...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }

    /// Whether the UTF-8 `text` has a space or no-break space.
    static func hasSpace(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x20 || (byte == 0xA0 && previous == 0xC2) { return true }
            previous = byte
        }
        return false
    }

    /// Whether the UTF-8 `text` has a CJK character, roughly (E2 BA–E9: U+2E80–U+9FFF; EF BC–EF
    /// BF: full-width forms; F0 A0–F0 BF: U+20000–U+3FFFF): Latin text, with its ligatures,
    /// emoji variation selectors and replacement characters (EF AC, EF B8, EF BF), says no.
    static func hasCJK(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if (0xE3...0xE9).contains(byte) { return true }
            if previous == 0xEF, (0xBC...0xBE).contains(byte) { return true }
            if previous == 0xE2, byte >= 0xBA { return true }
            if previous == 0xF0, byte >= 0xA0 { return true }
            previous = byte
        }
        return false
    }

    /// Whether a forced break (a newline or line/paragraph separator) is at byte `offset`.
    private static func isForcedBreak(_ text: UnsafePointer<UInt8>, at offset: Int, length: Int) -> Bool {
        guard offset < length else { return true }
        let byte = text[offset]
        if byte == 0x0A || byte == 0x0D { return true }
        return byte == 0xE2 && offset + 2 < length && text[offset + 1] == 0x80
            && (text[offset + 2] == 0xA8 || text[offset + 2] == 0xA9)
    }

    /// The scalar starting at byte `offset` of the UTF-8 `text`.
    private static func scalar(_ text: UnsafePointer<UInt8>, at offset: Int) -> UInt32 {
        let lead = UInt32(text[offset])
        switch lead {
        case 0..<0x80: return lead
        case 0xC0..<0xE0: return (lead & 0x1F) << 6 | UInt32(text[offset + 1] & 0x3F)
        case 0xE0..<0xF0:
            return (lead & 0x0F) << 12 | UInt32(text[offset + 1] & 0x3F) << 6 | UInt32(text[offset + 2] & 0x3F)
        default:
            return (lead & 0x07) << 18 | UInt32(text[offset + 1] & 0x3F) << 12 | UInt32(text[offset + 2] & 0x3F) << 6
                | UInt32(text[offset + 3] & 0x3F)
        }
    }
}
