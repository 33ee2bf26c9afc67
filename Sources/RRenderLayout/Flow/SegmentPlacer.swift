import RRenderCore
import RRenderStyle

/// A line of a paragraph, placed: what it draws, where, and the floats placed at its top.
struct PlacedLine {
    var top: Double
    var bottom: Double
    /// The line's UTF-8 range in the whole paragraph.
    var byteRange: Range<Int>
    var fragments: [Fragment]
    var links: [LinkRegion]
    var floats: [PlacedFloatContent] = []
    /// Where the positioned boxes anchored on this line would have been in it (their index in
    /// `SegmentPlacer.positionedOffsets`, static position): the end of the text before them.
    var staticPositions: [(item: Int, point: Point)] = []
}

/// Shapes a paragraph in segments of constant available width (CSS 2.1 §9.5: line boxes beside
/// floats are shortened). Without floats the whole paragraph is one segment.
struct SegmentPlacer {
    let source: ParagraphSource
    let x: Double
    let width: Double
    /// The top of the next line to place.
    private(set) var y: Double
    private var floats: [InlineFloat]
    /// The paragraph all in its `::first-line` style, if it has one: its first line is shaped
    /// from this.
    var firstLineSpec: ParagraphSpec?
    /// What the paragraph draws beside its lines (ruby, emphasis marks, tate-chu-yoko).
    var decorations = ParagraphDecorations()
    /// How much the lines placed from the current `ChunkFrame` (or segment) have grown to hold
    /// what is drawn beside them, in px.
    private var grown = 0.0
    /// The paragraph's inline-blocks, laid out, by byte offset.
    private let inlineBlocks: [Int: AtomicBoxContent]
    private var offset = 0
    private var lines: [PlacedLine] = []
    private var floatsForNextLine: [PlacedFloatContent] = []
    /// Where the lines of the chunk before were placed from, when the next chunk goes on below.
    private var continued: ChunkFrame?
    /// The byte offsets of the paragraph's inline-level positioned boxes, in order.
    var positionedOffsets: [Int] = []
    /// The first of `positionedOffsets` no line has taken yet.
    private var nextPositioned = 0
    /// How long a chunk of a word longer than a line is (`ParagraphChunk`): the flow's, doubled
    /// while a line holds more than that.
    private var wordLimit: Int

    init(
        source: ParagraphSource, floats: [InlineFloat], inlineBlocks: [Int: AtomicBoxContent] = [:], x: Double, width: Double,
        y: Double, wordLimit: Int
    ) {
        self.source = source
        self.wordLimit = wordLimit
        // A float after the paragraph's last character (past the white space removed at its
        // end) is anchored at its end: on its last line, not below it.
        let length = source.spec.text.utf8.count
        self.floats = floats.map { InlineFloat(byteOffset: min($0.byteOffset, length), box: $0.box) }.sorted {
            $0.byteOffset < $1.byteOffset
        }
        self.inlineBlocks = inlineBlocks
        self.x = x
        self.width = width
        self.y = y
    }

    /// Places every line of the paragraph; `layout` places the floats and shapes the text. A
    /// long paragraph is shaped a chunk at a time (`ParagraphChunk`).
    mutating func run(in layout: FlowLayout) -> [PlacedLine] {
        let length = source.spec.text.utf8.count
        // Every round places lines, or floats, or moves below them: 10,000 rounds in a row that
        // take no text mean something is wrong (a paragraph of any length goes on).
        var stalled = 0, progress = -1
        while stalled < 10_000 {
            if offset > progress { (progress, stalled) = (offset, 0) } else { stalled += 1 }
            placeFloats(anchoredBefore: offset + 1, in: layout)
            let firstLine = offset == 0 && lines.isEmpty ? firstLineSpec : nil
            let chunk = ParagraphChunk(
                firstLine ?? source.spec, from: offset, limit: layout.paragraphChunkBytes, wordLimit: wordLimit)
            let segment = chunk.spec
            let estimate = max(1, segment.runs.first?.style.lineHeight ?? (segment.runs.first?.style.fontSize ?? 16) * 1.2)
            guard let (shaped, span) = shapeBesideFloats(segment, estimate: estimate, in: layout) else { continue }
            if chunk.cut == .word, shaped.lines.count == 1, wordLimit < layout.paragraphChunkBytes {
                // A line holds more of the word than a word chunk: chunks twice as long.
                wordLimit *= 2
                continue
            }
            var taken = linesToTake(shaped, span: span, in: layout)
            if firstLine != nil { taken.count = min(taken.count, 1) }
            taken.count = min(taken.count, chunk.finalLines(of: shaped.lines.count))
            if taken.placeFloatFirst, let anchor = taken.floatAnchor {
                placeFloats(anchoredBefore: anchor + 1, in: layout)
                continue
            }
            // Links, objects and inline boxes come from the paragraph itself (a first line's
            // chunk differs only in its runs' styles).
            let own =
                firstLine == nil
                ? segment
                : ParagraphChunk(source.spec, from: offset, limit: layout.paragraphChunkBytes, wordLimit: wordLimit).spec
            place(shaped, spec: own, count: taken.count, span: span, continues: !chunk.isLast, in: layout)
            let allFinal = taken.count == shaped.lines.count
            if allFinal, chunk.cut == .newline { offset = chunk.resume }
            if shaped.lines.isEmpty || offset >= length || (allFinal && chunk.isLast) { break }
        }
        placeFloats(anchoredBefore: Int.max, in: layout)
        if !floatsForNextLine.isEmpty, var last = lines.popLast() {
            last.floats += floatsForNextLine
            lines.append(last)
        }
        return lines
    }

    /// Shapes `segment` at the width the floats leave at `y`; nil when that is too narrow, `y`
    /// then moved below them (§9.5). The first line is as tall as what it holds, which may be
    /// more than `estimate`: it must be clear of the floats over its whole height, so where
    /// they leave it less room it is shaped again, narrower.
    private mutating func shapeBesideFloats(
        _ segment: ParagraphSpec, estimate: Double,
        in layout: FlowLayout
    ) -> (any ShapedParagraph, (left: Double, right: Double))? {
        var height = estimate
        var result: (shaped: any ShapedParagraph, span: (left: Double, right: Double))?
        for _ in 0..<4 {
            let span = layout.floatArea.freeSpan(y: y, height: height, left: x, right: x + width)
            if span.right - span.left < min(width, estimate * 2), let lower = layout.floatArea.nextBottom(after: y) {
                y = lower
                continued = nil
                return nil
            }
            if let result, abs(result.span.left - span.left) < 0.01, abs(result.span.right - span.right) < 0.01 { break }
            let shaped = layout.shaper.shape(segment, width: span.right - span.left)
            result = (shaped, span)
            guard let first = shaped.lines.first, first.height > height + 0.01 else { break }
            height = first.height
        }
        return result.map { ($0.shaped, $0.span) }
    }

    /// How many lines of `shaped` keep the width they were shaped for, stopping before a line
    /// that holds a float's anchor (so the float is placed at that line's top), or after it
    /// when the float does not fit beside what comes before it on that line (it goes below the
    /// line, CSS 2.1 §9.5.1).
    private func linesToTake(
        _ shaped: any ShapedParagraph, span: (left: Double, right: Double),
        in layout: FlowLayout
    ) -> (count: Int, placeFloatFirst: Bool, floatAnchor: Int?) {
        let nextAnchor = floats.first.map { $0.byteOffset - offset }
        for (index, line) in shaped.lines.enumerated() {
            if let anchor = nextAnchor,
                anchor < line.byteRange.upperBound || (anchor == line.byteRange.upperBound && index == shaped.lines.count - 1)
            {
                if anchor >= line.byteRange.lowerBound, anchor > 0 || index > 0 {
                    let before = shaped.rects(forByteRange: line.byteRange.lowerBound..<anchor).filter { $0.line == index }
                    let used = before.map(\.rect.width).reduce(0, +)
                    if used > 0.01, let next = floats.first,
                        used + layout.layoutAtomic(next.box, containingWidth: width).size.width > span.right - span.left + 0.01
                    {
                        return (index + 1, false, nil)
                    }
                    return (index, index == 0, index == 0 ? anchor + offset : nil)
                }
            }
            guard index > 0 else { continue }
            let band = layout.floatArea.freeSpan(y: y + line.top, height: line.height, left: x, right: x + width)
            if abs(band.left - span.left) > 0.01 || abs(band.right - span.right) > 0.01 { return (index, false, nil) }
        }
        return (shaped.lines.count, false, nil)
    }

    /// Places the first `count` lines of a segment (`spec`, shaped into `shaped`) at `y`,
    /// `span.left`; `continues` when the next segment is the next chunk, right below.
    private mutating func place(
        _ shaped: any ShapedParagraph, spec: ParagraphSpec, count: Int, span: (left: Double, right: Double),
        continues: Bool, in layout: FlowLayout
    ) {
        guard count > 0 else { return }
        let segment = FlowParagraph(source: source, shaped: shaped, byteOffset: offset)
        let firstTop = shaped.lines[0].top, base = y - firstTop, frame = continued
        // A segment placed from `y` starts below what grew before; a chunk going on below the
        // last keeps adding to it.
        if frame == nil { grown = 0 }
        func at(_ v: Double) -> Double { frame?.y(v, firstTop: firstTop) ?? base + v }
        let links = layout.linkRegions(spec, shaped, x: span.left, y: at, lineCount: count)
        let firstPlaced = lines.count
        for index in 0..<count {
            let line = shaped.lines[index]
            let pieces = layout.placedPieces(
                spec, shaped, line: index, offset: offset, width: span.right - span.left,
                decorations: decorations)
            // A line grows only where what is drawn beside it reaches past its box (CSS Ruby 1 §5.2).
            // (A line box may not reach its baseline: `line-height` less than the font's height.)
            let above = pieces.map(\.over).max().map { max(0, $0 - (line.baseline - line.top)) } ?? 0
            let below = pieces.map(\.under).max().map { max(0, $0 - (line.bottom - line.baseline)) } ?? 0
            grown += above
            let baselineY = at(line.baseline) + grown
            let origin = Point(x: span.left + line.originX, y: baselineY)
            // Inline boxes paint under the line's text, outer boxes first (CSS 2.1 Appendix E).
            var fragments = layout.inlineBoxFragments(spec, shaped, line: index, x: span.left, baselineY: baselineY)
            var rect = Rect(x: span.left + line.originX, y: at(line.top) + grown, width: line.width, height: line.height)
            let drawn = pieces.map { $0.fragment(left: span.left, baselineY: baselineY) }
            // A tap on a ruby annotation or a mark finds the text it belongs to: the line's box
            // reaches over them (across the line only; along it, it stays the text's).
            for piece in drawn {
                let top = min(rect.minY, piece.rect.minY), bottom = max(rect.maxY, piece.rect.maxY)
                rect = Rect(x: rect.minX, y: top, width: rect.width, height: bottom - top)
            }
            fragments += [.text(TextFragment(paragraph: segment, line: index, origin: origin, rect: rect))]
            fragments += drawn
            let objects = layout.objectFragments(
                spec, shaped, line: index, x: span.left, baselineY: baselineY,
                offset: offset, inlineBlocks: inlineBlocks)
            fragments += objects.fragments
            let range = (line.byteRange.lowerBound + offset)..<(line.byteRange.upperBound + offset)
            let lineLinks = grown == 0 ? links[index] : links[index].map { $0.offsetBy(dx: 0, dy: grown) }
            var placed = PlacedLine(
                top: at(line.top) + grown - above, bottom: at(line.bottom) + grown + below, byteRange: range,
                fragments: fragments, links: lineLinks + objects.links)
            // A box at a wrap goes at the end of the line before.
            while nextPositioned < positionedOffsets.count, positionedOffsets[nextPositioned] <= range.upperBound {
                let x = staticX(
                    positionedOffsets[nextPositioned] - offset, line: index, shaped: shaped, left: span.left,
                    rightToLeft: spec.direction == .rtl)
                placed.staticPositions.append((nextPositioned, Point(x: x, y: placed.top)))
                nextPositioned += 1
            }
            lines.append(placed)
            grown += below
        }
        // Each float goes with the line holding its anchor (reading order), which narrowing the
        // lines may have pushed into a later segment: such a float waits for it.
        let placedEnd = lines[lines.count - 1].byteRange.upperBound
        var waiting: [PlacedFloatContent] = []
        for placed in floatsForNextLine {
            let anchor = placed.anchor ?? 0
            guard anchor <= placedEnd else {
                waiting.append(placed)
                continue
            }
            let target = lines[firstPlaced...].lastIndex { $0.byteRange.lowerBound <= anchor } ?? firstPlaced
            lines[target].floats.append(placed)
        }
        floatsForNextLine = waiting
        let last = shaped.lines[count - 1]
        y = at(last.bottom) + grown
        // The next chunk's lines go on below these, placed from the same top (see `ChunkFrame`);
        // `grown` is added to each y, so it is not part of the frame.
        continued = continues ? ChunkFrame(top: frame?.top ?? base, offset: (frame?.offset ?? 0) + (last.bottom - firstTop)) : nil
        offset += last.byteRange.upperBound
        // Skip the delimiter Pango leaves between lines (a forced break's newline).
        if count < shaped.lines.count { offset = shaped.lines[count].byteRange.lowerBound + (offset - last.byteRange.upperBound) }
    }

    /// The static x of a box anchored at byte `local` of the segment on its line `index`: where
    /// the line's text before it ends (CSS 2.1 §10.3.7's hypothetical inline box).
    private func staticX(_ local: Int, line index: Int, shaped: any ShapedParagraph, left: Double, rightToLeft: Bool) -> Double {
        let line = shaped.lines[index]
        let before = line.byteRange.lowerBound..<min(local, line.byteRange.upperBound)
        let rects = before.isEmpty ? [] : shaped.rects(forByteRange: before).filter { $0.line == index }.map(\.rect)
        guard !rects.isEmpty else { return left + line.originX + (rightToLeft ? line.width : 0) }
        return left + (rightToLeft ? rects.map(\.minX).min() ?? 0 : rects.map(\.maxX).max() ?? 0)
    }

    /// Places, at `y`, the floats anchored before byte `limit` of the paragraph.
    private mutating func placeFloats(anchoredBefore limit: Int, in layout: FlowLayout) {
        while let next = floats.first, next.byteOffset < limit {
            floats.removeFirst()
            var placed = layout.placeFloat(next.box, y: y, x: x, width: width)
            placed.anchor = next.byteOffset
            floatsForNextLine.append(placed)
        }
    }
}

/// Where the lines of a paragraph's later chunks are placed from: the flow y the first chunk's
/// lines are placed from, and how far below it (in the shaper's exact units) the current chunk
/// starts. A y is `top + (offset + y in the chunk)`, bit for bit the `top + y in the paragraph`
/// of the paragraph shaped whole: adding each chunk's height to a running flow y rounds
/// differently, and a line a trillionth of a pixel lower may antialias its underline anew.
struct ChunkFrame {
    let top: Double
    let offset: Double

    /// The flow y of `v`, a y in a chunk whose first line's top is `firstTop`.
    func y(_ v: Double, firstTop: Double) -> Double {
        top + (offset + (v - firstTop))
    }
}
