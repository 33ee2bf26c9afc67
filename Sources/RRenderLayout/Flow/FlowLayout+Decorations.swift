import RRenderCore
import RRenderStyle

/// A piece drawn beside one line, placed relative to the line: x from the segment's left edge,
/// y from the line's baseline (negative: over).
struct PlacedPiece {
    let piece: ShapedPiece
    let x: Double
    /// Where the piece's baseline is, from the line's baseline.
    let baseline: Double
    /// For tate-chu-yoko: the one-em cell the text is drawn upright in, squeezed to `scale`
    /// (y from the line's baseline).
    var cell: Rect?
    var scale: Double = 1

    /// How far the piece reaches over the line's baseline (up, or right in vertical text).
    var over: Double { cell.map { -$0.minY } ?? piece.over - baseline }
    /// How far it reaches under it.
    var under: Double { cell.map { $0.maxY } ?? piece.under + baseline }

    /// The piece as a fragment, with the line's baseline at flow y `baselineY` and the
    /// segment's left edge at `left`.
    func fragment(left: Double, baselineY: Double) -> Fragment {
        let line = piece.line
        if let cell {
            var text = TextFragment(
                paragraph: piece.paragraph, line: 0, origin: Point(x: left + cell.minX, y: baselineY + cell.minY),
                rect: cell.offsetBy(dx: left, dy: baselineY))
            text.uprightScale = scale
            return .text(text)
        }
        let origin = Point(x: left + x + line.originX, y: baselineY + baseline)
        return .text(
            TextFragment(
                paragraph: piece.paragraph, line: 0, origin: origin,
                rect: Rect(x: left + x, y: origin.y - line.baseline, width: line.width, height: line.height)))
    }
}

extension FlowLayout {
    /// The ruby annotations, emphasis marks and tate-chu-yoko of line `line` of a segment
    /// (`spec`, shaped into `shaped`, `width` wide), from the pieces shaped for its paragraph;
    /// `offset` is where the segment starts in the paragraph.
    func placedPieces(
        _ spec: ParagraphSpec, _ shaped: any ShapedParagraph, line: Int, offset: Int, width: Double,
        decorations: ParagraphDecorations
    ) -> [PlacedPiece] {
        guard !decorations.isEmpty, line < shaped.lines.count else { return [] }
        let lineRange = shaped.lines[line].byteRange
        var placed: [PlacedPiece] = []
        // The ruby bases of the line, on which side their annotation is, and how thick it is.
        var annotated: [(range: Range<Int>, isOver: Bool, thickness: Double)] = []
        for (range, piece, scale) in combined(spec, lineRange: lineRange, offset: offset, decorations: decorations) {
            guard let rect = span(shaped, range, line: line), let run = spec.run(at: range.lowerBound) else { continue }
            let size = run.style.fontSize
            var upright = PlacedPiece(piece: piece, x: rect.minX, baseline: 0)
            upright.cell = Rect(x: rect.minX, y: -size / 2, width: rect.width, height: size)
            upright.scale = scale
            placed.append(upright)
        }
        for ruby in spec.rubies
        where ruby.range.lowerBound >= lineRange.lowerBound && ruby.range.upperBound <= lineRange.upperBound {
            guard let piece = decorations.rubies[ruby.range.lowerBound + offset], let rect = span(shaped, ruby.range, line: line),
                let run = spec.run(at: ruby.range.lowerBound)
            else { continue }
            let base = emBox(run.style, vertical: spec.vertical, text: spec.text(bytes: ruby.range))
            let room = rect.width + ruby.overhangBefore + ruby.overhangAfter
            var x = rect.minX - ruby.overhangBefore + (ruby.align == .start ? 0 : (room - piece.width) / 2)
            // At a line's ends the annotation stays inside the line (JLREQ §3.3.7: no overhang there).
            x = max(0, min(x, width - piece.width))
            let baseline = ruby.isOver ? -(base.over + piece.under) : base.under + piece.over
            placed.append(PlacedPiece(piece: piece, x: x, baseline: baseline))
            annotated.append((ruby.range, ruby.isOver, piece.over + piece.under))
        }
        placed += emphasisMarks(spec, shaped, line: line, lineRange: lineRange, decorations: decorations, outside: annotated)
        return placed
    }

    /// One mark over each character of emphasized text on the line, but spaces, punctuation and
    /// control characters (CSS Text Decoration 3 §3.5); a tate-chu-yoko counts as one character,
    /// and a mark on the side of a ruby annotation goes beyond it (§3.5).
    private func emphasisMarks(
        _ spec: ParagraphSpec, _ shaped: any ShapedParagraph, line: Int, lineRange: Range<Int>,
        decorations: ParagraphDecorations,
        outside annotated: [(range: Range<Int>, isOver: Bool, thickness: Double)]
    ) -> [PlacedPiece] {
        guard !decorations.marks.isEmpty else { return [] }
        var placed: [PlacedPiece] = []
        let combined = spec.vertical ? spec.combinedRanges : []
        for run in spec.runs where !run.isGenerated && run.range.overlaps(lineRange) {
            guard let emphasis = run.style.emphasis, let mark = decorations.marks[run.style] else { continue }
            let range = run.range.clamped(to: lineRange)
            let base = emBox(run.style, vertical: spec.vertical, text: spec.text(bytes: range))
            let baseline = emphasis.isOver ? -(base.over + mark.under) : base.under + mark.over
            var position = range.lowerBound
            for scalar in spec.text(bytes: range).unicodeScalars {
                var character = position..<(position + UTF8.width(scalar))
                position = character.upperBound
                if let cell = combined.first(where: { $0.contains(character.lowerBound) }) {
                    guard cell.lowerBound == character.lowerBound else { continue }
                    character = cell
                } else if !Self.takesEmphasis(scalar) {
                    continue
                }
                guard let rect = span(shaped, character, line: line) else { continue }
                let ruby = annotated.first { $0.isOver == emphasis.isOver && $0.range.overlaps(character) }?.thickness ?? 0
                placed.append(
                    PlacedPiece(
                        piece: mark, x: rect.midX - mark.width / 2,
                        baseline: baseline + (emphasis.isOver ? -ruby : ruby)))
            }
        }
        return placed
    }

    /// False for the characters CSS draws no emphasis mark on: separators, control and format
    /// characters, punctuation, and what stands for objects and inline box edges.
    static func takesEmphasis(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .connectorPunctuation, .dashPunctuation,
            .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return false
        default:
            return scalar != "\u{FFFC}" && scalar != "\u{180E}"
        }
    }

    /// The tate-chu-yoko ranges on the line (segment offsets), with their shaped text.
    private func combined(
        _ spec: ParagraphSpec, lineRange: Range<Int>, offset: Int,
        decorations: ParagraphDecorations
    ) -> [(Range<Int>, ShapedPiece, Double)] {
        guard spec.vertical, !decorations.combined.isEmpty else { return [] }
        return spec.combinedRanges.compactMap { range in
            guard range.lowerBound >= lineRange.lowerBound, range.upperBound <= lineRange.upperBound,
                let found = decorations.combined[range.lowerBound + offset]
            else { return nil }
            return (range, found.piece, found.scale)
        }
    }

    /// The extent along line `line` of the bytes `range`, nil when none of it is there.
    private func span(_ shaped: any ShapedParagraph, _ range: Range<Int>, line: Int) -> Rect? {
        let rects = shaped.rects(forByteRange: range).filter { $0.line == line }.map(\.rect)
        guard let first = rects.first else { return nil }
        return rects.dropFirst().reduce(first) { $0.union($1) }
    }
}
