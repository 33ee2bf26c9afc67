import RRenderCore
import RRenderStyle

/// A short text drawn beside a paragraph's lines (a ruby annotation, an emphasis mark, the
/// digits of a tate-chu-yoko), shaped on its own as generated text: page text, search and
/// hit testing skip it.
struct ShapedPiece {
    let paragraph: FlowParagraph
    /// Its one line.
    let line: ShapedLine
    /// Its em box around the baseline: how far it reaches over (up, or right in vertical text)
    /// and under.
    let over: Double
    let under: Double

    var width: Double { line.width }
}

/// What a paragraph draws beside its text, shaped before the paragraph itself, so that the
/// paragraph's own layout is the newest the shaper keeps (placing its lines asks it for
/// rectangles) and each piece is shaped once however many lines and chunks use it.
struct ParagraphDecorations {
    /// Ruby annotations by their base's start in the whole paragraph.
    var rubies: [Int: ShapedPiece] = [:]
    /// Emphasis marks by the style of the text they mark.
    var marks: [TextStyle: ShapedPiece] = [:]
    /// Tate-chu-yoko text by its start in the whole paragraph, with the scale that fits it in one em.
    var combined: [Int: (piece: ShapedPiece, scale: Double)] = [:]

    var isEmpty: Bool { rubies.isEmpty && marks.isEmpty && combined.isEmpty }
}

extension FlowLayout {
    /// Shapes the pieces `spec` draws beside its text, and gives each ruby base the room its
    /// annotation needs (`RubyAnnotation.baseSpacing`).
    func prepareDecorations(_ spec: inout ParagraphSpec) -> ParagraphDecorations {
        var decorations = ParagraphDecorations()
        if !spec.rubies.isEmpty { spaceRubyBases(&spec, into: &decorations) }
        for run in spec.runs where !run.isGenerated {
            guard let emphasis = run.style.emphasis, decorations.marks[run.style] == nil else { continue }
            var style = run.style
            style.fontSize = run.style.fontSize / 2
            style.color = emphasis.color
            style.decoration = []
            style.emphasis = nil
            style.baselineShift = 0
            style.letterSpacing = 0
            style.lineHeight = nil
            decorations.marks[run.style] = piece(emphasis.mark, style: style, vertical: spec.vertical)
        }
        if spec.vertical {
            for range in spec.combinedRanges {
                guard let run = spec.run(at: range.lowerBound) else { continue }
                var style = run.style
                style.letterSpacing = 0
                style.emphasis = nil
                let shaped = piece(spec.text(in: range), style: style, vertical: false)
                // In 32nds (down): each squeeze is a transformation cairo makes a font for
                // (`LineRenderer` keeps them), so a book uses a few, not one per width. At
                // least 1/32: more than 32 em of text does not fit (the painter clips it to its
                // cell), and a squeeze of 0 is a transformation cairo refuses, after which it
                // draws nothing more on the page.
                let thirtySeconds = max(1, (run.style.fontSize / shaped.width * 32).rounded(.down))
                let scale = shaped.width > run.style.fontSize ? thirtySeconds / 32 : 1
                decorations.combined[range.lowerBound] = (shaped, scale)
            }
        }
        return decorations
    }

    /// Shapes each ruby's annotation; where it is wider than its base, the difference is taken
    /// first by overhanging adjacent kana (JLREQ §3.3.7: at most one ruby character on each
    /// side, and never over kanji), the rest spread over the base's characters.
    private func spaceRubyBases(_ spec: inout ParagraphSpec, into decorations: inout ParagraphDecorations) {
        let utf8 = spec.text.utf8
        for index in spec.rubies.indices {
            let ruby = spec.rubies[index]
            var annotation = piece(ruby.text, style: ruby.style, vertical: spec.vertical)
            var base = spec.slice(ruby.range)
            base.rubies = []
            base.indent = 0
            let baseWidth = shaper.shape(base, width: 100_000).lines.first?.width ?? 0
            let extra = annotation.width - baseWidth
            let letters = ruby.text.count
            if extra < -0.01, letters > 1, ruby.align == .spaceAround || ruby.align == .spaceBetween {
                // A shorter annotation is spread over its base: CSS Ruby 1 §4.2, and JLREQ's
                // 1:2:1 spacing for group ruby (space-around).
                var spread = ruby.style
                spread.letterSpacing = -extra / Double(ruby.align == .spaceAround ? letters : letters - 1)
                annotation = piece(ruby.text, style: spread, vertical: spec.vertical)
            }
            decorations.rubies[ruby.range.lowerBound] = annotation
            guard extra > 0.01 else { continue }
            let limit = min(ruby.style.fontSize, extra / 2)
            let before = Self.isKana(utf8, before: ruby.range.lowerBound) ? limit : 0
            let after = Self.isKana(utf8, at: ruby.range.upperBound) ? limit : 0
            let characters = max(1, spec.text(in: ruby.range).count)
            spec.rubies[index].baseSpacing = (extra - before - after) / Double(characters)
            spec.rubies[index].overhangBefore = before
            spec.rubies[index].overhangAfter = after
        }
    }

    /// `text` in `style` on one line, as generated text.
    private func piece(_ text: String, style: TextStyle, vertical: Bool) -> ShapedPiece {
        var spec = ParagraphSpec(text: text, runs: [TextRun(range: 0..<text.utf8.count, style: style)])
        spec.vertical = vertical
        let shaped = shaper.shape(spec, width: 100_000)
        let line = shaped.lines.first ?? ShapedLine(top: 0, height: 0, baseline: 0, originX: 0, width: 0, byteRange: 0..<0)
        let box = emBox(style, vertical: vertical, text: text)
        return ShapedPiece(
            paragraph: FlowParagraph(source: ParagraphSource(spec: spec, isGenerated: true), shaped: shaped),
            line: line, over: box.over, under: box.under)
    }

    /// How far the em box of `text` in `style` reaches over and under its baseline, which ruby
    /// and emphasis marks sit against as in browsers: half an em each way in vertical text,
    /// whose baseline is central; the ideographic em box of CJK fonts (0.88 em over, 0.12
    /// under: OS/2 typo metrics of Noto CJK, Source Han, Hiragino) for CJK text, whose line
    /// metrics are taller than the em; else one em split as the font's ascent and descent are.
    func emBox(_ style: TextStyle, vertical: Bool, text: some StringProtocol) -> (over: Double, under: Double) {
        let size = style.fontSize
        if vertical { return (size / 2, size / 2) }
        if let first = text.unicodeScalars.first, Self.isCJK(first) { return (size * 0.88, size * 0.12) }
        let metrics = shaper.fontMetrics(style), total = metrics.ascent + metrics.descent
        guard total > 0 else { return (size * 0.8, size * 0.2) }
        return (size * metrics.ascent / total, size * metrics.descent / total)
    }

    /// Ideographs, kana, CJK symbols and punctuation, full-width forms and Hangul.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF,
            0x20000...0x3FFFF:
            true
        default: false
        }
    }

    /// True when the character starting at byte `offset` is kana.
    static func isKana(_ utf8: String.UTF8View, at offset: Int) -> Bool {
        guard offset >= 0, offset < utf8.count else { return false }
        let start = utf8.index(utf8.startIndex, offsetBy: offset)
        return String(decoding: utf8[start...].prefix(4), as: UTF8.self).unicodeScalars.first.map(isKana) ?? false
    }

    /// True when the character ending at byte `offset` is kana.
    static func isKana(_ utf8: String.UTF8View, before offset: Int) -> Bool {
        guard offset > 0, offset <= utf8.count else { return false }
        let end = utf8.index(utf8.startIndex, offsetBy: offset)
        let start = utf8.index(end, offsetBy: -min(4, offset))
        return String(decoding: utf8[start..<end], as: UTF8.self).unicodeScalars.last.map(isKana) ?? false
    }

    /// Hiragana and katakana, with the prolonged sound mark.
    static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        (0x3041...0x30FF).contains(scalar.value) || (0x31F0...0x31FF).contains(scalar.value)
    }
}
